import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { MissionSortOrder } from '@orbite/domain/mission';
import type { MissionStatus } from '@orbite/domain/mission-status';

/** A row of the mission lists. */
export interface MissionListItem {
  id: string;
  title: string | null;
  status: MissionStatus;
  category: string | null;
  startDate: string | null;
  daysPerWeek: number | null;
  retribution: number | null;
  businessVolume: number | null;
  huntingPriorityScore: number | null;
  missingRating: 'both' | 'freelance' | 'corporate' | null;
  /** The deal's progress (quotation) and the renewal outlook (ongoing), shown under the status. */
  dealSubStatus: string | null;
  ongoingStatus: string | null;
  createdAt: string;
  company: { id: string; name: string } | null;
}

export interface MissionListVariables {
  mode: string;
  sort: MissionSortOrder;
  direction: 'asc' | 'desc';
  search: string | null;
  companyId: string | null;
  category: string | null;
  offset: number;
  limit: number;
  /** The team only: missions of the companies the viewer is account manager of. */
  mine?: boolean;
}

const LIST_FIELDS = gql`
  fragment MissionListFields on Mission {
    id
    title
    status
    category
    startDate
    daysPerWeek
    retribution
    businessVolume
    huntingPriorityScore
    missingRating
    dealSubStatus
    ongoingStatus
    createdAt
    company {
      id
      name
    }
  }
`;

export const MISSIONS: TypedDocumentNode<
  { missions: { count: number; items: MissionListItem[] } },
  MissionListVariables
> = gql`
  query Missions(
    $mode: MissionListMode
    $sort: MissionSortOrder
    $direction: SortDirection
    $search: String
    $companyId: ID
    $category: String
    $offset: Int
    $limit: Int
    $mine: Boolean
  ) {
    missions(
      mode: $mode
      sort: $sort
      direction: $direction
      search: $search
      companyId: $companyId
      category: $category
      offset: $offset
      limit: $limit
      mine: $mine
    ) {
      count
      items {
        ...MissionListFields
      }
    }
  }
  ${LIST_FIELDS}
`;

export const MISSION_STATUS_COUNTS: TypedDocumentNode<
  { missionStatusCounts: { status: MissionStatus; count: number }[] },
  Record<string, never>
> = gql`
  query MissionStatusCounts {
    missionStatusCounts {
      status
      count
    }
  }
`;

export interface MissionCompany {
  id: string;
  name: string;
  missionCount: number;
}

export const MISSION_COMPANIES: TypedDocumentNode<
  { missionCompanies: MissionCompany[] },
  { search?: string | null; ids?: string[] | null }
> = gql`
  query MissionCompanies($search: String, $ids: [ID!]) {
    missionCompanies(search: $search, ids: $ids) {
      id
      name
      missionCount
    }
  }
`;

/** One page of a mission list; the previous page stays on screen while the next one loads. */
export const useMissions = (variables: MissionListVariables) =>
  useQuery(MISSIONS, { variables, fetchPolicy: 'cache-and-network' });

export const useMissionStatusCounts = () =>
  useQuery(MISSION_STATUS_COUNTS, { variables: {}, fetchPolicy: 'cache-and-network' });

export const useMissionCompanies = (search: string, ids: string[]) =>
  useQuery(MISSION_COMPANIES, {
    variables: ids.length ? { ids } : { search: search.trim() || null },
    fetchPolicy: 'cache-first',
    context: { silent: true },
  });

/** What a status move asks for. */
export interface MissionStatusChange {
  id: string;
  status: MissionStatus;
  refusalReason?: string | null;
  failureReasons?: string[] | null;
  comment?: string | null;
  version: number;
}

export const MISSION_REFUSAL_REASONS: TypedDocumentNode<
  { missionRefusalReasons: string[] },
  Record<string, never>
> = gql`
    query MissionRefusalReasons {
      missionRefusalReasons
    }
  `;

export const useMissionRefusalReasons = (skip: boolean) =>
  useQuery(MISSION_REFUSAL_REASONS, { variables: {}, skip, fetchPolicy: 'cache-first' });
