import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import type { FreelanceStatus } from '@orbite/domain/freelance-status';
import type { FreelanceQualification } from '@orbite/domain/qualification';
import type { TelescopeFilters } from '@orbite/domain/telescope';

export interface TelescopeMatchedSkill {
  skillId: string;
  name: string;
  years: number | null;
  minYears: number;
  covered: boolean;
}

export interface TelescopeResult {
  id: string;
  publicId: string;
  fullName: string;
  profilePictureUrl: string | null;
  tagline: string | null;
  retribution: number | null;
  isAvailable: boolean;
  availabilityDate: string | null;
  availableNow: boolean;
  city: string | null;
  distanceKm: number | null;
  status: FreelanceStatus;
  preUser: boolean;
  profileScore: number;
  /** The team's verdict, null until assessed. */
  qualification: FreelanceQualification | null;
  coveredSkillsCount: number;
  coveredYears: number;
  matchedSkills: TelescopeMatchedSkill[];
}

export interface FreelanceSearch {
  id: string;
  name: string;
  filters: unknown;
  createdAt: string;
  updatedAt: string;
}

export interface MatchingMission {
  id: string;
  title: string | null;
  company: { id: string; name: string } | null;
}

export const TELESCOPE: TypedDocumentNode<
  { telescope: { count: number; items: TelescopeResult[]; requestedSkills: { id: string; name: string }[] } },
  { filters: TelescopeFilters; offset: number; limit: number }
> = gql`
  query Telescope($filters: TelescopeFiltersInput!, $offset: Int, $limit: Int) {
    telescope(filters: $filters, offset: $offset, limit: $limit) {
      count
      requestedSkills {
        id
        name
      }
      items {
        id
        publicId
        fullName
        profilePictureUrl
        tagline
        retribution
        isAvailable
        availabilityDate
        availableNow
        city
        distanceKm
        status
        preUser
        profileScore
        qualification
        coveredSkillsCount
        coveredYears
        matchedSkills {
          skillId
          name
          years
          minYears
          covered
        }
      }
    }
  }
`;

const SEARCH_FIELDS = gql`
  fragment FreelanceSearchFields on FreelanceSearch {
    id
    name
    filters
    createdAt
    updatedAt
  }
`;

export const FREELANCE_SEARCHES: TypedDocumentNode<
  { freelanceSearches: FreelanceSearch[] },
  Record<string, never>
> = gql`
    query FreelanceSearches {
      freelanceSearches {
        ...FreelanceSearchFields
      }
    }
    ${SEARCH_FIELDS}
  `;

export const FREELANCE_SEARCH: TypedDocumentNode<{ freelanceSearch: FreelanceSearch }, { id: string }> = gql`
  query FreelanceSearch($id: ID!) {
    freelanceSearch(id: $id) {
      ...FreelanceSearchFields
    }
  }
  ${SEARCH_FIELDS}
`;

export const SAVE_FREELANCE_SEARCH: TypedDocumentNode<
  { saveFreelanceSearch: FreelanceSearch },
  { id?: string | null; name: string; filters: TelescopeFilters }
> = gql`
  mutation SaveFreelanceSearch($id: ID, $name: String!, $filters: TelescopeFiltersInput!) {
    saveFreelanceSearch(id: $id, name: $name, filters: $filters) {
      ...FreelanceSearchFields
    }
  }
  ${SEARCH_FIELDS}
`;

export const DELETE_FREELANCE_SEARCH: TypedDocumentNode<{ deleteFreelanceSearch: boolean }, { id: string }> = gql`
  mutation DeleteFreelanceSearch($id: ID!) {
    deleteFreelanceSearch(id: $id)
  }
`;

/** Missions in search of freelancers (status seeking): the ones a preselection may go to. */
export const TELESCOPE_MISSIONS: TypedDocumentNode<
  { missions: { count: number; items: MatchingMission[] } },
  { search?: string | null }
> = gql`
  query TelescopeMissions($search: String) {
    missions(mode: matching, search: $search, offset: 0, limit: 100) {
      count
      items {
        id
        title
        company {
          id
          name
        }
      }
    }
  }
`;

/** Written by the matches module: creates the matches in teamMemberPreselection, source telescope. */
export const PRESELECT_FREELANCES: TypedDocumentNode<
  { preselectFreelances: { id: string; status: string }[] },
  { missionId: string; freelanceIds: string[] }
> = gql`
  mutation PreselectFreelances($missionId: ID!, $freelanceIds: [ID!]!) {
    preselectFreelances(missionId: $missionId, freelanceIds: $freelanceIds) {
      id
      status
    }
  }
`;

/** One page of results; the previous page stays on screen while the next one loads. */
export function useTelescope(filters: TelescopeFilters, offset: number, limit: number) {
  return useQuery(TELESCOPE, {
    variables: { filters, offset, limit },
    fetchPolicy: 'cache-and-network',
  });
}

export const useFreelanceSearches = () => useQuery(FREELANCE_SEARCHES, { fetchPolicy: 'cache-and-network' });

export const useFreelanceSearch = (id: string | undefined) =>
  useQuery(FREELANCE_SEARCH, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });

export const useSaveFreelanceSearch = () =>
  useMutation(SAVE_FREELANCE_SEARCH, { context: { silent: true }, refetchQueries: [{ query: FREELANCE_SEARCHES }] });

export const useDeleteFreelanceSearch = () =>
  useMutation(DELETE_FREELANCE_SEARCH, { refetchQueries: [{ query: FREELANCE_SEARCHES }] });

/** Missions seeking freelancers, the first 100 by hunting priority, or those whose title has `search`. */
export const useTelescopeMissions = (skip: boolean, search = '') =>
  useQuery(TELESCOPE_MISSIONS, {
    variables: search.trim() ? { search: search.trim() } : {},
    skip,
    fetchPolicy: 'cache-and-network',
    context: { silent: true },
  });

export const usePreselectFreelances = () =>
  useMutation(PRESELECT_FREELANCES, { context: { silent: true }, refetchQueries: [TELESCOPE] });
