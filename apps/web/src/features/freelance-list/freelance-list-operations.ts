import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import type { FreelanceStatus } from '@orbite/domain/freelance-status';
import type { FreelanceQualification, QualificationBadge } from '@orbite/domain/qualification';
import type { FreelanceListApiMode, FreelanceListFiltersInput, FreelanceListVariables } from './freelance-list-url';

/** A row of the freelancers list. */
export interface FreelanceListItem {
  id: string;
  publicId: string;
  firstName: string;
  lastName: string;
  email: string;
  /** False until a freelancer who signed up alone opens the confirmation link. */
  emailConfirmed: boolean;
  profilePictureUrl: string | null;
  tagline: string | null;
  status: FreelanceStatus;
  preUser: boolean;
  qualification: FreelanceQualification | null;
  /** The badge of the domain's priority rule, computed by the API. */
  qualificationBadge: QualificationBadge | null;
  retribution: number | null;
  isAvailable: boolean;
  availabilityDate: string | null;
  isFavorite: boolean;
  skills: { id: string; name: string; duration: number | null }[];
  updatedAt: string;
  createdAt: string;
}

export const FREELANCES: TypedDocumentNode<
  { freelances: { count: number; items: FreelanceListItem[] } },
  FreelanceListVariables
> = gql`
  query Freelances(
    $mode: FreelanceListMode
    $filters: FreelanceListFilters
    $sort: FreelanceListSort
    $direction: SortDirection
    $offset: Int
    $limit: Int
  ) {
    freelances(mode: $mode, filters: $filters, sort: $sort, direction: $direction, offset: $offset, limit: $limit) {
      count
      items {
        id
        publicId
        firstName
        lastName
        email
        emailConfirmed
        profilePictureUrl
        tagline
        status
        preUser
        qualification
        qualificationBadge
        retribution
        isAvailable
        availabilityDate
        isFavorite
        skills {
          id
          name
          duration
        }
        updatedAt
        createdAt
      }
    }
  }
`;

export const FREELANCE_MODE_COUNTS: TypedDocumentNode<
  { freelanceModeCounts: { mode: FreelanceListApiMode; count: number }[] },
  { filters: FreelanceListFiltersInput }
> = gql`
  query FreelanceModeCounts($filters: FreelanceListFilters) {
    freelanceModeCounts(filters: $filters) {
      mode
      count
    }
  }
`;

export const TOGGLE_FREELANCE_FAVORITE: TypedDocumentNode<
  { toggleFreelanceFavorite: boolean },
  { freelanceId: string }
> = gql`
  mutation ToggleFreelanceFavorite($freelanceId: ID!) {
    toggleFreelanceFavorite(freelanceId: $freelanceId)
  }
`;

export const FREELANCE_IS_FAVORITE: TypedDocumentNode<
  { freelance: { id: string; isFavorite: boolean } },
  { id: string }
> = gql`
  query FreelanceIsFavorite($id: ID!) {
    freelance(id: $id) {
      id
      isFavorite
    }
  }
`;

export const SKILL_NAME: TypedDocumentNode<{ skill: { id: string; name: string } }, { id: string }> = gql`
  query SkillName($id: ID!) {
    skill(id: $id) {
      id
      name
    }
  }
`;

export const useFreelances = (variables: FreelanceListVariables) =>
  useQuery(FREELANCES, { variables, fetchPolicy: 'cache-and-network' });

export const useFreelanceModeCounts = (filters: FreelanceListFiltersInput) =>
  useQuery(FREELANCE_MODE_COUNTS, { variables: { filters }, fetchPolicy: 'cache-and-network' });

export const useFreelanceIsFavorite = (id: string) =>
  useQuery(FREELANCE_IS_FAVORITE, { variables: { id }, fetchPolicy: 'cache-and-network' });

export const useSkillName = (id: string) => useQuery(SKILL_NAME, { variables: { id }, fetchPolicy: 'cache-first' });

/**
 * Stars or unstars a freelancer: the star flips at once in every list row and page that shows it,
 * and the tab counters and the list on screen (the favourites tab drops an unstarred row) are read again.
 */
export function useToggleFreelanceFavorite() {
  return useMutation(TOGGLE_FREELANCE_FAVORITE, {
    update(cache, { data }, { variables }) {
      if (!data || !variables) return;
      const isFavorite = data.toggleFreelanceFavorite;
      for (const typename of ['FreelanceListItem', 'Freelance'])
        cache.modify({
          id: cache.identify({ __typename: typename, id: variables.freelanceId }),
          fields: { isFavorite: () => isFavorite },
        });
    },
    refetchQueries: ['FreelanceModeCounts', 'Freelances'],
  });
}
