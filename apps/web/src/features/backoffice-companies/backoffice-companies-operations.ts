import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import type { CorporatePermission, CorporateRole } from '@orbite/domain/roles';

export type CorporateFlags = Record<CorporatePermission, boolean>;

export interface CompanyListItem {
  id: string;
  name: string;
  createdAt: string;
  structure: string | null;
  size: string | null;
  acquisitionSource: string | null;
  accountManager: string | null;
  corporatesCount: number;
  missionsCount: number;
  activeMissionsCount: number;
}

export interface MissionSummary {
  id: string;
  title: string | null;
  status: string;
  createdAt: string;
}

export interface CorporateItem {
  id: string;
  userId: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phoneNumber: string | null;
  jobTitle: string | null;
  role: CorporateRole;
  hasNovaAccess: boolean;
  pendingActivation: boolean | null;
  teamMemberBookmark: boolean | null;
  missions: number | null;
  createdAt: string;
  company: { id: string; name: string } | null;
}

export interface CorporateDetail extends CorporateItem {
  comments: string | null;
  permissions: CorporateFlags;
  postedMissions: MissionSummary[];
}

export interface CompanyDetail {
  id: string;
  name: string;
  createdAt: string;
  skipTermsValidation: boolean;
  acquisitionSource: string | null;
  signupPreferences: Record<string, unknown> | null;
  signupSkills: string[];
  structure: string | null;
  size: string | null;
  needs: string | null;
  accountManager: { id: string; fullName: string } | null;
  corporates: CorporateItem[];
  missions: MissionSummary[];
  missionCounts: { status: string; count: number }[];
}

const CORPORATE_ITEM = gql`
  fragment BackofficeCorporateItem on Corporate {
    id
    userId
    firstName
    lastName
    email
    phoneNumber
    jobTitle
    role
    hasNovaAccess
    pendingActivation
    teamMemberBookmark
    missions
    createdAt
    company {
      id
      name
    }
  }
`;

const CORPORATE_DETAIL = gql`
  fragment BackofficeCorporateDetail on Corporate {
    ...BackofficeCorporateItem
    comments
    permissions {
      showProfile
      showMissions
      showAdministration
      showCommunity
      showCrew
    }
    postedMissions {
      id
      title
      status
      createdAt
    }
  }
  ${CORPORATE_ITEM}
`;

interface Page<T> {
  count: number;
  items: T[];
}

export const BACKOFFICE_COMPANIES: TypedDocumentNode<
  { companies: Page<CompanyListItem> },
  { search?: string | null; structure?: string | null; offset: number; limit: number }
> = gql`
  query BackofficeCompanies($search: String, $structure: String, $offset: Int, $limit: Int) {
    companies(search: $search, structure: $structure, offset: $offset, limit: $limit) {
      count
      items {
        id
        name
        createdAt
        structure
        size
        acquisitionSource
        accountManager
        corporatesCount
        missionsCount
        activeMissionsCount
      }
    }
  }
`;

export const BACKOFFICE_COMPANY: TypedDocumentNode<{ company: CompanyDetail }, { id: string }> = gql`
  query BackofficeCompany($id: ID!) {
    company(id: $id) {
      id
      name
      createdAt
      skipTermsValidation
      acquisitionSource
      signupPreferences
      signupSkills
      structure
      size
      needs
      accountManager {
        id
        fullName
      }
      corporates {
        ...BackofficeCorporateItem
      }
      missions {
        id
        title
        status
        createdAt
      }
      missionCounts {
        status
        count
      }
    }
  }
  ${CORPORATE_ITEM}
`;

export interface CreateCompanyValues {
  name: string;
  structure: string | null;
  size: string | null;
  needs: string | null;
  acquisitionSource: string | null;
  skipTermsValidation: boolean;
  legalName: string | null;
  siret: string | null;
}

export const CREATE_COMPANY: TypedDocumentNode<
  { createCompany: { id: string; name: string } },
  { input: CreateCompanyValues }
> = gql`
  mutation CreateCompany($input: CreateCompanyInput!) {
    createCompany(input: $input) {
      id
      name
    }
  }
`;

export const UPDATE_COMPANY: TypedDocumentNode<
  { updateCompany: { id: string; name: string; acquisitionSource: string | null; skipTermsValidation: boolean } },
  { id: string; input: { name?: string; acquisitionSource?: string | null; skipTermsValidation?: boolean } }
> = gql`
  mutation UpdateCompany($id: ID!, $input: UpdateCompanyInput!) {
    updateCompany(id: $id, input: $input) {
      id
      name
      acquisitionSource
      skipTermsValidation
    }
  }
`;

export const BACKOFFICE_CORPORATES: TypedDocumentNode<
  { corporates: Page<CorporateItem> },
  { search?: string | null; companyId?: string | null; bookmarked?: boolean; offset: number; limit: number }
> = gql`
  query BackofficeCorporates($search: String, $companyId: ID, $bookmarked: Boolean, $offset: Int, $limit: Int) {
    corporates(search: $search, companyId: $companyId, bookmarked: $bookmarked, offset: $offset, limit: $limit) {
      count
      items {
        ...BackofficeCorporateItem
      }
    }
  }
  ${CORPORATE_ITEM}
`;

export const BACKOFFICE_CORPORATE: TypedDocumentNode<{ corporate: CorporateDetail }, { id: string }> = gql`
  query BackofficeCorporate($id: ID!) {
    corporate(id: $id) {
      ...BackofficeCorporateDetail
    }
  }
  ${CORPORATE_DETAIL}
`;

export const TOGGLE_CORPORATE_BOOKMARK: TypedDocumentNode<
  { toggleCorporateBookmark: { id: string; teamMemberBookmark: boolean | null } },
  { corporateId: string }
> = gql`
  mutation ToggleCorporateBookmark($corporateId: ID!) {
    toggleCorporateBookmark(corporateId: $corporateId) {
      id
      teamMemberBookmark
    }
  }
`;

export interface CreateCorporateValues {
  companyId: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  jobTitle: string | null;
  role: CorporateRole;
  permissions: CorporateFlags;
  hasNovaAccess: boolean;
}

export const CREATE_CORPORATE: TypedDocumentNode<
  { createCorporate: { id: string } },
  { input: CreateCorporateValues }
> = gql`
  mutation CreateCorporate($input: CreateCorporateInput!) {
    createCorporate(input: $input) {
      id
    }
  }
`;

export const UPDATE_CORPORATE: TypedDocumentNode<
  { updateCorporate: CorporateDetail },
  {
    id: string;
    input: {
      role?: CorporateRole;
      permissions?: Partial<CorporateFlags>;
      hasNovaAccess?: boolean;
      comments?: string | null;
    };
  }
> = gql`
  mutation UpdateCorporate($id: ID!, $input: UpdateCorporateInput!) {
    updateCorporate(id: $id, input: $input) {
      ...BackofficeCorporateDetail
    }
  }
  ${CORPORATE_DETAIL}
`;

export const useBackofficeCompany = (id: string) =>
  useQuery(BACKOFFICE_COMPANY, { variables: { id }, skip: !id, fetchPolicy: 'cache-and-network' });
export const useBackofficeCorporate = (id: string) =>
  useQuery(BACKOFFICE_CORPORATE, { variables: { id }, skip: !id, fetchPolicy: 'cache-and-network' });
const silent = { context: { silent: true } } as const;
export const useCreateCompany = () => useMutation(CREATE_COMPANY, silent);
export const useUpdateCompany = () => useMutation(UPDATE_COMPANY, silent);
export const useCreateCorporate = () =>
  useMutation(CREATE_CORPORATE, { ...silent, refetchQueries: ['BackofficeCompany'] });
export const useUpdateCorporate = () => useMutation(UPDATE_CORPORATE, silent);
export const useToggleCorporateBookmark = () => useMutation(TOGGLE_CORPORATE_BOOKMARK);

/** A path inside the back office (the `to` of the add forms); anything else is ignored. */
export function safeBackofficePath(to: string | null | undefined): string | null {
  if (!to?.startsWith('/backoffice') || /[\\\s]/.test(to)) return null;
  if (to !== '/backoffice' && !to.startsWith('/backoffice/') && !to.startsWith('/backoffice?')) return null;
  return to;
}
