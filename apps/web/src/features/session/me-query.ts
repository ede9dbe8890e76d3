import { gql, type TypedDocumentNode } from '@apollo/client';
import type { FreelanceStatus } from '@orbite/domain/freelance-status';
import type { CorporateRole, Permission, UserRole } from '@orbite/domain/roles';

export interface CurrentUser {
  id: string;
  email: string;
  /** False after a freelancer's own sign-up until the mailed link is opened. */
  emailConfirmed: boolean;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  role: UserRole | null;
  permissions: Partial<Record<Permission, boolean>> | null;
  profilePictureUrl: string | null;
  /** Interface language saved on the server: fr or en. */
  locale: string;
  unreadChatMessagesCount: number | null;
  impersonating: { id: string; email: string; fullName: string | null; teamMemberId: string | null } | null;
  freelance: {
    id: string;
    status: FreelanceStatus | null;
    referralCode: string | null;
    publicId: string | null;
  } | null;
  corporate: {
    id: string;
    role: CorporateRole | null;
    hasNovaAccess: boolean | null;
    company: { id: string; name: string | null } | null;
  } | null;
  teamMember: { id: string; accountManager: boolean | null; freelancerAgent: boolean | null } | null;
}

export const ME_QUERY: TypedDocumentNode<{ me: CurrentUser | null }, Record<string, never>> = gql`
  query Me {
    me {
      id
      email
      emailConfirmed
      firstName
      lastName
      fullName
      role
      permissions
      profilePictureUrl
      locale
      unreadChatMessagesCount
      impersonating {
        id
        email
        fullName
        teamMemberId
      }
      freelance {
        id
        status
        referralCode
        publicId
      }
      corporate {
        id
        role
        hasNovaAccess
        company {
          id
          name
        }
      }
      teamMember {
        id
        accountManager
        freelancerAgent
      }
    }
  }
`;
