import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';

export type NovaSurface = 'enterprise' | 'backoffice' | 'avatar';
export type NovaRating = 'up' | 'down';

export interface NovaToolCall {
  id: string;
  name: string;
  arguments: unknown;
  result: unknown;
}

export interface NovaMessage {
  id: string;
  role: string;
  content: string;
  status: string;
  engine: string | null;
  toolCalls: NovaToolCall[];
  createdAt: string;
  myFeedback: NovaRating | null;
}

export interface NovaConversation {
  id: string;
  title: string | null;
  surface: NovaSurface;
  updatedAt: string;
  messages: NovaMessage[];
}

export const NOVA_CONVERSATIONS: TypedDocumentNode<
  { novaConversations: { items: Omit<NovaConversation, 'messages'>[]; count: number } },
  { surface: NovaSurface; offset?: number; limit?: number }
> = gql`
  query NovaConversations($surface: NovaSurface!, $offset: Int, $limit: Int) {
    novaConversations(surface: $surface, offset: $offset, limit: $limit) {
      items { id title surface updatedAt }
      count
    }
  }
`;

export const NOVA_CONVERSATION: TypedDocumentNode<{ novaConversation: NovaConversation | null }, { id: string }> = gql`
  query NovaConversation($id: ID!) {
    novaConversation(id: $id) {
      id title surface updatedAt
      messages { id role content status engine createdAt myFeedback toolCalls { id name arguments result } }
    }
  }
`;

export const NOVA_ENGINE: TypedDocumentNode<
  { novaEngine: { mode: string; model: string | null } },
  Record<string, never>
> = gql`
  query NovaEngine {
    novaEngine { mode model }
  }
`;

const DELETE_NOVA_CONVERSATION: TypedDocumentNode<{ deleteNovaConversation: boolean }, { id: string }> = gql`
  mutation DeleteNovaConversation($id: ID!) {
    deleteNovaConversation(id: $id)
  }
`;

const SUBMIT_NOVA_FEEDBACK: TypedDocumentNode<
  { submitNovaFeedback: { id: string; rating: NovaRating } },
  { messageId: string; rating: NovaRating; comment?: string | null }
> = gql`
  mutation SubmitNovaMessageFeedback($messageId: ID, $rating: NovaRating!, $comment: String) {
    submitNovaFeedback(messageId: $messageId, rating: $rating, comment: $comment) { id rating }
  }
`;

export const NOVA_PAGE_SIZE = 20;

export function useNovaConversations(surface: NovaSurface, offset: number) {
  return useQuery(NOVA_CONVERSATIONS, {
    variables: { surface, offset, limit: NOVA_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
}

export function useNovaConversation(id: string | undefined) {
  return useQuery(NOVA_CONVERSATION, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
}

export function useNovaEngine() {
  return useQuery(NOVA_ENGINE, { fetchPolicy: 'cache-first' });
}

export function useDeleteNovaConversation() {
  return useMutation(DELETE_NOVA_CONVERSATION, { refetchQueries: ['NovaConversations'] });
}

export function useSubmitNovaFeedback() {
  return useMutation(SUBMIT_NOVA_FEEDBACK);
}
