import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ImpersonationResult {
  id: string;
  metadata: { path: string | null } | null;
}

export const IMPERSONATE: TypedDocumentNode<{ impersonate: ImpersonationResult }, { userId: string }> = gql`
  mutation Impersonate($userId: ID!) {
    impersonate(userId: $userId) {
      id
      metadata {
        path
      }
    }
  }
`;

export const RESTORE_IMPERSONATE: TypedDocumentNode<
  { restoreImpersonate: ImpersonationResult },
  { trackingLabel?: string | null }
> = gql`
  mutation RestoreImpersonate($trackingLabel: String) {
    restoreImpersonate(trackingLabel: $trackingLabel) {
      id
      metadata {
        path
      }
    }
  }
`;

/** Impersonation changes the whole session: a full page load starts the app again as the other user. */
export function reloadAt(path: string | null | undefined, fallback: string): void {
  window.location.assign(path?.startsWith('/') ? path : fallback);
}
