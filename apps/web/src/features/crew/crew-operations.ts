import { CombinedGraphQLErrors, gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { toErrorCode } from '@orbite/domain/errors';
import type { CorporatePermission, CorporateRole } from '@orbite/domain/roles';

export type CrewFlags = Record<CorporatePermission, boolean>;

export interface CrewMember {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  pictureUrl: string | null;
  role: CorporateRole;
  permissions: CrewFlags;
  lastSignInAt: string | null;
  isViewer: boolean;
}

export interface CorporateInvitation {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: CorporateRole;
  permissions: CrewFlags;
  sentAt: string;
  expiresAt: string;
  expired: boolean;
}

export interface InvitationPreview {
  companyName: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: CorporateRole;
}

const FLAGS = 'permissions { showProfile showMissions showAdministration showCommunity showCrew }';

const MEMBER_FIELDS = gql`
  fragment CrewMemberFields on CrewMember {
    id firstName lastName email pictureUrl role lastSignInAt isViewer ${FLAGS}
  }
`;
const INVITATION_FIELDS = gql`
  fragment CorporateInvitationFields on CorporateInvitation {
    id email firstName lastName role sentAt expiresAt expired ${FLAGS}
  }
`;

export const CREW: TypedDocumentNode<
  {
    crew: { canEdit: boolean; canInviteAdmins: boolean; members: CrewMember[] };
    corporateInvitations: CorporateInvitation[];
  },
  Record<string, never>
> = gql`
  query Crew {
    crew { canEdit canInviteAdmins members { ...CrewMemberFields } }
    corporateInvitations { ...CorporateInvitationFields }
  }
  ${MEMBER_FIELDS}
  ${INVITATION_FIELDS}
`;

export interface InviteInput {
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: CorporateRole;
  permissions: CrewFlags;
}

export const INVITE_CORPORATE: TypedDocumentNode<{ inviteCorporate: CorporateInvitation }, { input: InviteInput }> =
  gql`
  mutation InviteCorporate($input: InviteCorporateInput!) {
    inviteCorporate(input: $input) { ...CorporateInvitationFields }
  }
  ${INVITATION_FIELDS}
`;

export const RESEND_CORPORATE_INVITATION: TypedDocumentNode<
  { resendCorporateInvitation: CorporateInvitation },
  { id: string }
> = gql`
  mutation ResendCorporateInvitation($id: ID!) {
    resendCorporateInvitation(id: $id) { ...CorporateInvitationFields }
  }
  ${INVITATION_FIELDS}
`;

export const REVOKE_CORPORATE_INVITATION: TypedDocumentNode<
  { revokeCorporateInvitation: { id: string } },
  { id: string }
> = gql`
    mutation RevokeCorporateInvitation($id: ID!) {
      revokeCorporateInvitation(id: $id) { id }
    }
  `;

export const UPDATE_CREW_MEMBER: TypedDocumentNode<
  { updateCrewMember: CrewMember },
  { id: string; role?: CorporateRole; permissions?: Partial<CrewFlags> }
> = gql`
  mutation UpdateCrewMember($id: ID!, $role: CorporateRole, $permissions: CorporatePermissionsInput) {
    updateCrewMember(id: $id, role: $role, permissions: $permissions) { ...CrewMemberFields }
  }
  ${MEMBER_FIELDS}
`;

export const REMOVE_CREW_MEMBER: TypedDocumentNode<{ removeCrewMember: boolean }, { id: string }> = gql`
  mutation RemoveCrewMember($id: ID!) {
    removeCrewMember(id: $id)
  }
`;

export const CORPORATE_INVITATION: TypedDocumentNode<{ corporateInvitation: InvitationPreview }, { token: string }> =
  gql`
  query CorporateInvitation($token: String!) {
    corporateInvitation(token: $token) { companyName email firstName lastName role }
  }
`;

export const useCrew = () => useQuery(CREW, { context: { silent: true } });
export const useInviteCorporate = () =>
  useMutation(INVITE_CORPORATE, { context: { silent: true }, refetchQueries: ['Crew'] });
export const useResendCorporateInvitation = () =>
  useMutation(RESEND_CORPORATE_INVITATION, { context: { silent: true } });
export const useRevokeCorporateInvitation = () =>
  useMutation(REVOKE_CORPORATE_INVITATION, { context: { silent: true }, refetchQueries: ['Crew'] });
export const useUpdateCrewMember = () => useMutation(UPDATE_CREW_MEMBER, { context: { silent: true } });
export const useRemoveCrewMember = () =>
  useMutation(REMOVE_CREW_MEMBER, { context: { silent: true }, refetchQueries: ['Crew'] });
export const useCorporateInvitation = (token: string | null) =>
  useQuery(CORPORATE_INVITATION, { variables: { token: token ?? '' }, skip: !token, context: { silent: true } });

/** The app's client keeps GraphQL errors in the result (errorPolicy all): a refusal becomes a throw here. */
export async function orThrow<T extends { error?: unknown }>(pending: Promise<T>): Promise<T> {
  const result = await pending;
  if (result.error) throw result.error;
  return result;
}

/** The code and field of a refused mutation (a network failure is -1). */
export function refusalOf(error: unknown): { code: number; field: string | null; message: string | null } {
  if (!CombinedGraphQLErrors.is(error)) return { code: -1, field: null, message: null };
  const first = error.errors[0];
  const field = first?.extensions?.field;
  return {
    code: toErrorCode(first?.extensions?.code),
    field: typeof field === 'string' ? field : null,
    message: first?.message ?? null,
  };
}
