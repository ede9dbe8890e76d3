import { CombinedGraphQLErrors, gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { toErrorCode } from '@orbite/domain/errors';
import type { TeamMemberRole } from '@orbite/domain/team';

export interface TeamSummary {
  id: string;
  name: string;
  description: string | null;
  membersCount: number;
}

export interface TeamMemberItem {
  id: string;
  fullName: string;
  firstName: string;
  lastName: string;
  email: string;
  profilePictureUrl: string | null;
  accountManager: boolean;
  freelancerAgent: boolean;
  teamId: string | null;
  assignedCompaniesCount: number;
  assignedFreelancesCount: number;
}

export interface TeamDetail extends TeamSummary {
  members: TeamMemberItem[];
}

const MEMBER_FIELDS = gql`
  fragment TeamMemberFields on TeamMember {
    id fullName firstName lastName email profilePictureUrl accountManager freelancerAgent teamId
    assignedCompaniesCount assignedFreelancesCount
  }
`;

export const TEAMS: TypedDocumentNode<{ teams: TeamSummary[] }, Record<string, never>> = gql`
  query Teams {
    teams { id name description membersCount }
  }
`;

export const TEAM: TypedDocumentNode<{ team: TeamDetail; teams: TeamSummary[] }, { id: string }> = gql`
  query Team($id: ID!) {
    team(id: $id) { id name description membersCount members { ...TeamMemberFields } }
    teams { id name description membersCount }
  }
  ${MEMBER_FIELDS}
`;

export interface MemberOption {
  id: string;
  fullName: string;
  email: string;
  teamId: string | null;
}

export const TEAM_MEMBERS: TypedDocumentNode<{ teamMembers: MemberOption[] }, { role?: TeamMemberRole | null }> = gql`
  query TeamMembers($role: TeamMemberRole) {
    teamMembers(role: $role) { id fullName email teamId }
  }
`;

export interface TeamInput {
  name: string;
  description: string | null;
}

export const CREATE_TEAM: TypedDocumentNode<{ createTeam: TeamSummary }, { input: TeamInput }> = gql`
  mutation CreateTeam($input: TeamInput!) {
    createTeam(input: $input) { id name description membersCount }
  }
`;

export const UPDATE_TEAM: TypedDocumentNode<{ updateTeam: TeamSummary }, { id: string; input: TeamInput }> = gql`
  mutation UpdateTeam($id: ID!, $input: TeamInput!) {
    updateTeam(id: $id, input: $input) { id name description membersCount }
  }
`;

export const DELETE_TEAM: TypedDocumentNode<{ deleteTeam: boolean }, { id: string }> = gql`
  mutation DeleteTeam($id: ID!) {
    deleteTeam(id: $id)
  }
`;

export const SET_TEAM_MEMBER_TEAM: TypedDocumentNode<
  { setTeamMemberTeam: TeamMemberItem },
  { teamMemberId: string; teamId: string | null }
> = gql`
  mutation SetTeamMemberTeam($teamMemberId: ID!, $teamId: ID) {
    setTeamMemberTeam(teamMemberId: $teamMemberId, teamId: $teamId) { ...TeamMemberFields }
  }
  ${MEMBER_FIELDS}
`;

export const SET_TEAM_MEMBER_ROLES: TypedDocumentNode<
  { setTeamMemberRoles: TeamMemberItem },
  { teamMemberId: string; accountManager: boolean; freelancerAgent: boolean }
> = gql`
  mutation SetTeamMemberRoles($teamMemberId: ID!, $accountManager: Boolean!, $freelancerAgent: Boolean!) {
    setTeamMemberRoles(teamMemberId: $teamMemberId, accountManager: $accountManager, freelancerAgent: $freelancerAgent) {
      ...TeamMemberFields
    }
  }
  ${MEMBER_FIELDS}
`;

export interface AssignedMember {
  id: string;
  fullName: string;
}

export const COMPANY_ACCOUNT_MANAGER: TypedDocumentNode<
  { companyAccountManager: AssignedMember | null },
  { id: string }
> = gql`
  query CompanyAccountManager($id: ID!) {
    companyAccountManager(companyId: $id) { id fullName }
  }
`;

export const ASSIGN_ACCOUNT_MANAGER: TypedDocumentNode<
  { assignAccountManager: { id: string; accountManager: AssignedMember | null } },
  { companyId: string; teamMemberId: string | null }
> = gql`
  mutation AssignAccountManager($companyId: ID!, $teamMemberId: ID) {
    assignAccountManager(companyId: $companyId, teamMemberId: $teamMemberId) { id accountManager { id fullName } }
  }
`;

export const FREELANCE_AGENT: TypedDocumentNode<
  { freelance: { id: string; talentSuccessManager: AssignedMember | null } | null },
  { id: string }
> = gql`
  query FreelanceAgent($id: ID!) {
    freelance(id: $id) { id talentSuccessManager { id fullName } }
  }
`;

export const ASSIGN_FREELANCER_AGENT: TypedDocumentNode<
  { assignFreelancerAgent: { id: string; talentSuccessManager: AssignedMember | null } },
  { freelanceId: string; teamMemberId: string | null }
> = gql`
  mutation AssignFreelancerAgent($freelanceId: ID!, $teamMemberId: ID) {
    assignFreelancerAgent(freelanceId: $freelanceId, teamMemberId: $teamMemberId) {
      id talentSuccessManager { id fullName }
    }
  }
`;

export interface PortfolioFreelance {
  id: string;
  firstName: string;
  lastName: string;
  tagline: string | null;
}

export const MY_PORTFOLIO: TypedDocumentNode<
  {
    myCompanies: { count: number; items: { id: string; name: string }[] };
    freelances: { count: number; items: PortfolioFreelance[] };
  },
  { offset: number; limit: number }
> = gql`
  query MyPortfolio($offset: Int, $limit: Int) {
    myCompanies(offset: $offset, limit: $limit) { count items { id name } }
    freelances(mode: all, filters: { mine: true }, sort: name, limit: 25) { count items { id firstName lastName tagline } }
  }
`;

const silent = { context: { silent: true } } as const;

export const useTeams = () => useQuery(TEAMS, { fetchPolicy: 'cache-and-network' });
export const useTeam = (id: string) => useQuery(TEAM, { variables: { id }, fetchPolicy: 'cache-and-network' });
export const useTeamMembers = (role?: TeamMemberRole) =>
  useQuery(TEAM_MEMBERS, { variables: { role: role ?? null }, fetchPolicy: 'cache-and-network' });
export const useCreateTeam = () => useMutation(CREATE_TEAM, { ...silent, refetchQueries: ['Teams'] });
export const useUpdateTeam = () => useMutation(UPDATE_TEAM, silent);
export const useDeleteTeam = () => useMutation(DELETE_TEAM, { ...silent, refetchQueries: ['Teams'] });
export const useSetTeamMemberTeam = () =>
  useMutation(SET_TEAM_MEMBER_TEAM, { ...silent, refetchQueries: ['Team', 'Teams', 'TeamMembers'] });
export const useSetTeamMemberRoles = () => useMutation(SET_TEAM_MEMBER_ROLES, silent);
export const useCompanyAccountManager = (id: string) =>
  useQuery(COMPANY_ACCOUNT_MANAGER, { variables: { id }, skip: !id, ...silent });
export const useAssignAccountManager = () => useMutation(ASSIGN_ACCOUNT_MANAGER, silent);
export const useFreelanceAgent = (id: string) => useQuery(FREELANCE_AGENT, { variables: { id }, skip: !id, ...silent });
export const useAssignFreelancerAgent = () => useMutation(ASSIGN_FREELANCER_AGENT, silent);
export const useMyPortfolio = (page: { offset: number; limit: number }) =>
  useQuery(MY_PORTFOLIO, { variables: page, fetchPolicy: 'cache-and-network', ...silent });

/** The app's client keeps GraphQL errors in the result (errorPolicy all): a refusal becomes a throw here. */
export async function orThrow<T extends { error?: unknown }>(pending: Promise<T>): Promise<T> {
  const result = await pending;
  if (result.error) throw result.error;
  return result;
}

/** The code, field and server message of a refused mutation (a network failure is -1). */
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
