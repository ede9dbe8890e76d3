import { gql, type TypedDocumentNode } from '@apollo/client';
import type { UserRole } from '@orbite/domain/roles';

export interface UserRow {
  id: string;
  email: string;
  fullName: string | null;
  role: UserRole | null;
  freelance: { id: string; status: string | null } | null;
  corporate: { id: string; role: string | null; company: { id: string; name: string | null } | null } | null;
  teamMember: { id: string } | null;
}

export const BACKOFFICE_USERS: TypedDocumentNode<
  { users: { count: number; items: UserRow[] } },
  { search?: string | null; offset: number; limit: number }
> = gql`
  query BackofficeUsers($search: String, $offset: Int, $limit: Int) {
    users(search: $search, offset: $offset, limit: $limit) {
      count
      items {
        id
        email
        fullName
        role
        freelance {
          id
          status
        }
        corporate {
          id
          role
          company {
            id
            name
          }
        }
        teamMember {
          id
        }
      }
    }
  }
`;
