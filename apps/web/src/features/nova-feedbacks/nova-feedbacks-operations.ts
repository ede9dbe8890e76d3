import { CombinedGraphQLErrors, gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';

export type NovaRating = 'up' | 'down';

export interface NovaFeedback {
  id: string;
  rating: NovaRating;
  comment: string | null;
  question: string | null;
  answer: string | null;
  conversationId: string | null;
  userFirstName: string | null;
  userLastName: string | null;
  userEmail: string | null;
  userRole: 'teamMember' | 'corporate' | null;
  companyName: string | null;
  handled: boolean;
  handledAt: string | null;
  createdAt: string;
}

export interface NovaFeedbacksVariables {
  rating: NovaRating | null;
  handled: boolean | null;
  offset: number;
  limit: number;
}

const FIELDS = gql`
  fragment NovaFeedbackFields on NovaFeedback {
    id
    rating
    comment
    question
    answer
    conversationId
    userFirstName
    userLastName
    userEmail
    userRole
    companyName
    handled
    handledAt
    createdAt
  }
`;

export const NOVA_FEEDBACKS: TypedDocumentNode<
  { novaFeedbacks: { count: number; items: NovaFeedback[] } },
  NovaFeedbacksVariables
> = gql`
  query NovaFeedbacks($rating: NovaRating, $handled: Boolean, $offset: Int, $limit: Int) {
    novaFeedbacks(rating: $rating, handled: $handled, offset: $offset, limit: $limit) {
      count
      items {
        ...NovaFeedbackFields
      }
    }
  }
  ${FIELDS}
`;

export const MARK_NOVA_FEEDBACK_HANDLED: TypedDocumentNode<
  { markNovaFeedbackHandled: NovaFeedback },
  { id: string; handled: boolean }
> = gql`
  mutation MarkNovaFeedbackHandled($id: ID!, $handled: Boolean!) {
    markNovaFeedbackHandled(id: $id, handled: $handled) {
      ...NovaFeedbackFields
    }
  }
  ${FIELDS}
`;

export function useNovaFeedbacks(variables: NovaFeedbacksVariables) {
  return useQuery(NOVA_FEEDBACKS, { variables, fetchPolicy: 'cache-and-network' });
}

/** Marks a feedback handled or not; the lists are read again since it may leave the filtered one. */
export function useMarkNovaFeedbackHandled() {
  return useMutation(MARK_NOVA_FEEDBACK_HANDLED, { refetchQueries: ['NovaFeedbacks'] });
}

/** The code of a refused mutation (a network failure is -1). */
export function codeOf(error: unknown): number {
  if (!CombinedGraphQLErrors.is(error)) return -1;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'number' ? code : Number(code ?? 0);
}
