import { gql, type TypedDocumentNode } from '@apollo/client';
import type { UserRole } from '@orbite/domain/roles';

/*
 * The chat's GraphQL documents (contract: notes/contract-chat.md). Mentions and mention candidates
 * expose their id under an alias: `id` is the mentioned entity's (F:7 and M:7 share it), so the
 * cache must not normalize them as one object.
 */

export interface ChatParticipant {
  userId: string;
  fullName: string;
  role: UserRole | null;
  profilePictureUrl: string | null;
  companyName: string | null;
  lastReadMessageId: string | null;
  lastReadAt: string | null;
}

export interface ChatAttachment {
  id: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  url: string;
}

export interface ChatMention {
  type: string;
  mentionId: string;
  name: string;
  url: string | null;
}

export interface ChatMessage {
  id: string;
  conversationId: string;
  author: ChatParticipant | null;
  body: string;
  plainText: string;
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  mine: boolean;
  attachments: ChatAttachment[];
  mentions: ChatMention[];
}

export type ChatConversationKind = 'mission' | 'match' | 'direct';

export interface ChatConversation {
  id: string;
  publicId: string;
  kind: ChatConversationKind;
  title: string;
  missionId: string | null;
  matchId: string | null;
  participants: ChatParticipant[];
  lastMessage: ChatMessage | null;
  lastMessageAt: string | null;
  unreadCount: number;
  isParticipant: boolean;
}

export interface MentionCandidate {
  type: string;
  candidateId: string;
  name: string;
  detail: string | null;
}

export interface ChatEvent {
  kind: 'message' | 'edited' | 'deleted' | 'read';
  conversationId: string;
  message: ChatMessage | null;
  unreadChatMessagesCount: number;
}

const PARTICIPANT = gql`
  fragment ChatParticipantFields on ChatParticipant {
    userId
    fullName
    role
    profilePictureUrl
    companyName
    lastReadMessageId
    lastReadAt
  }
`;

export const CHAT_MESSAGE_FIELDS = gql`
  fragment ChatMessageFields on ChatMessage {
    id
    conversationId
    author {
      ...ChatParticipantFields
    }
    body
    plainText
    createdAt
    editedAt
    deleted
    mine
    attachments {
      id
      fileName
      mimeType
      sizeBytes
      url
    }
    mentions {
      type
      mentionId: id
      name
      url
    }
  }
  ${PARTICIPANT}
`;

export const CHAT_CONVERSATION_FIELDS = gql`
  fragment ChatConversationFields on ChatConversation {
    id
    publicId
    kind
    title
    missionId
    matchId
    participants {
      ...ChatParticipantFields
    }
    lastMessage {
      ...ChatMessageFields
    }
    lastMessageAt
    unreadCount
    isParticipant
  }
  ${CHAT_MESSAGE_FIELDS}
`;

export interface ChatConversationsVariables {
  offset?: number;
  limit?: number;
  search?: string | null;
  all?: boolean;
}

export const CHAT_CONVERSATIONS: TypedDocumentNode<
  { chatConversations: { items: ChatConversation[]; count: number } },
  ChatConversationsVariables
> = gql`
  query ChatConversations($offset: Int, $limit: Int, $search: String, $all: Boolean) {
    chatConversations(offset: $offset, limit: $limit, search: $search, all: $all) {
      items {
        ...ChatConversationFields
      }
      count
    }
  }
  ${CHAT_CONVERSATION_FIELDS}
`;

export const CHAT_CONVERSATION: TypedDocumentNode<
  { chatConversation: ChatConversation | null },
  { id?: string | null; publicId?: string | null }
> = gql`
  query ChatConversation($id: ID, $publicId: String) {
    chatConversation(id: $id, publicId: $publicId) {
      ...ChatConversationFields
    }
  }
  ${CHAT_CONVERSATION_FIELDS}
`;

export const CHAT_MESSAGES: TypedDocumentNode<
  { chatMessages: { items: ChatMessage[]; hasMore: boolean } },
  { conversationId: string; beforeId?: string | null }
> = gql`
  query ChatMessages($conversationId: ID!, $beforeId: ID) {
    chatMessages(conversationId: $conversationId, beforeId: $beforeId) {
      items {
        ...ChatMessageFields
      }
      hasMore
    }
  }
  ${CHAT_MESSAGE_FIELDS}
`;

export const SEARCH_MENTIONS: TypedDocumentNode<
  { searchMentions: MentionCandidate[] },
  { search: string; conversationId?: string | null }
> = gql`
  query SearchMentions($search: String!, $conversationId: ID) {
    searchMentions(search: $search, conversationId: $conversationId) {
      type
      candidateId: id
      name
      detail
    }
  }
`;

export const SEND_CHAT_MESSAGE: TypedDocumentNode<
  { sendChatMessage: ChatMessage },
  { conversationId: string; body: string; uploadIds?: string[] | null }
> = gql`
  mutation SendChatMessage($conversationId: ID!, $body: String!, $uploadIds: [ID!]) {
    sendChatMessage(conversationId: $conversationId, body: $body, uploadIds: $uploadIds) {
      ...ChatMessageFields
    }
  }
  ${CHAT_MESSAGE_FIELDS}
`;

export const MARK_CHAT_CONVERSATION_AS_READ: TypedDocumentNode<
  { markChatConversationAsRead: ChatConversation },
  { conversationId: string }
> = gql`
  mutation MarkChatConversationAsRead($conversationId: ID!) {
    markChatConversationAsRead(conversationId: $conversationId) {
      ...ChatConversationFields
    }
  }
  ${CHAT_CONVERSATION_FIELDS}
`;

export const OPEN_MISSION_CONVERSATION: TypedDocumentNode<
  { openMissionConversation: { id: string } },
  { missionId: string }
> = gql`
  mutation OpenMissionConversation($missionId: ID!) {
    openMissionConversation(missionId: $missionId) {
      id
    }
  }
`;

export const OPEN_MATCH_CONVERSATION: TypedDocumentNode<
  { openMatchConversation: { id: string } },
  { matchId: string }
> = gql`
  mutation OpenMatchConversation($matchId: ID!) {
    openMatchConversation(matchId: $matchId) {
      id
    }
  }
`;

export const OPEN_DIRECT_CONVERSATION: TypedDocumentNode<
  { openDirectConversation: { id: string } },
  { userId: string }
> = gql`
  mutation OpenDirectConversation($userId: ID!) {
    openDirectConversation(userId: $userId) {
      id
    }
  }
`;

export const CHAT_EVENT: TypedDocumentNode<{ chatEvent: ChatEvent }, Record<string, never>> = gql`
  subscription ChatEvent {
    chatEvent {
      kind
      conversationId
      message {
        ...ChatMessageFields
      }
      unreadChatMessagesCount
    }
  }
  ${CHAT_MESSAGE_FIELDS}
`;

export const EDIT_CHAT_MESSAGE: TypedDocumentNode<{ editChatMessage: ChatMessage }, { id: string; body: string }> = gql`
  mutation EditChatMessage($id: ID!, $body: String!) {
    editChatMessage(id: $id, body: $body) {
      ...ChatMessageFields
    }
  }
  ${CHAT_MESSAGE_FIELDS}
`;

export const DELETE_CHAT_MESSAGE: TypedDocumentNode<{ deleteChatMessage: ChatMessage }, { id: string }> = gql`
  mutation DeleteChatMessage($id: ID!) {
    deleteChatMessage(id: $id) {
      ...ChatMessageFields
    }
  }
  ${CHAT_MESSAGE_FIELDS}
`;
