import { gql, type TypedDocumentNode } from '@apollo/client';

export interface UserSession {
  id: string;
  createdAt: string;
  lastSeenAt: string | null;
  userAgent: string | null;
  ipAddress: string | null;
  current: boolean;
}

export const MY_SESSIONS: TypedDocumentNode<{ mySessions: UserSession[] }, Record<string, never>> = gql`
  query MySessions {
    mySessions {
      id
      createdAt
      lastSeenAt
      userAgent
      ipAddress
      current
    }
  }
`;

export const REVOKE_SESSION: TypedDocumentNode<{ revokeSession: boolean }, { id: string }> = gql`
  mutation RevokeSession($id: ID!) {
    revokeSession(id: $id)
  }
`;
