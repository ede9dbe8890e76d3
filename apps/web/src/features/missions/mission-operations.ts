import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import type { MissionStatus } from '@orbite/domain/mission-status';
import { MISSION_STATUS_COUNTS, MISSIONS, type MissionStatusChange } from './missions-operations';

/** Everything the mission page shows. */
/** The contract a mission runs under, once signed: its dates can differ from the request's (a renewal moves them). */
export interface MissionContract {
  id: string;
  status: string;
  startDate: string;
  endDate: string;
  durationInDays: number;
}

export interface MissionDetail {
  id: string;
  version: number;
  hash: string | null;
  title: string | null;
  description: string | null;
  status: MissionStatus;
  ongoingStatus: string | null;
  category: string | null;
  rhythm: string | null;
  origin: string | null;
  offer: string;
  refusalReason: string | null;
  failureReasons: string[];
  statusComment: string | null;
  projectType: string | null;
  renewable: string | null;
  daysPerWeek: number | null;
  startDate: string | null;
  maxWeeksAfterStart: number | null;
  durationInDays: number | null;
  estimatedEndDate: string | null;
  retribution: number | null;
  businessVolume: number | null;
  experienceLevel: string | null;
  workplace: string | null;
  location: { street: string | null; zipCode: string | null; city: string | null; countryIso: string | null } | null;
  huntingPriorityScore: number | null;
  missingRating: 'both' | 'freelance' | 'corporate' | null;
  createdAt: string;
  submittedAt: string | null;
  validatedAt: string | null;
  company: { id: string; name: string; logoUrl: string | null } | null;
  skills: { id: string; name: string; primary: boolean; yearsRequired: number | null }[];
  allowedMoves: { to: MissionStatus; reason: 'refusal' | 'failure' | 'approvalDecline' | null }[];
  viewerCan: { edit: boolean; duplicate: boolean; share: boolean };
}

const MISSION_DETAIL_FIELDS = gql`
  fragment MissionDetailFields on Mission {
    id
    version
    hash
    title
    description
    status
    ongoingStatus
    category
    rhythm
    origin
    offer
    refusalReason
    failureReasons
    statusComment
    projectType
    renewable
    daysPerWeek
    startDate
    maxWeeksAfterStart
    durationInDays
    estimatedEndDate
    retribution
    businessVolume
    experienceLevel
    workplace
    location {
      street
      zipCode
      city
      countryIso
    }
    huntingPriorityScore
    missingRating
    createdAt
    submittedAt
    validatedAt
    company {
      id
      name
      logoUrl
    }
    skills {
      id
      name
      primary
      yearsRequired
    }
    allowedMoves {
      to
      reason
    }
    viewerCan {
      edit
      duplicate
      share
    }
  }
`;

export const MISSION: TypedDocumentNode<
  { mission: MissionDetail & { deal?: MissionContract | null } },
  { id: string }
> = gql`
  query Mission($id: ID!) {
    mission(id: $id) {
      ...MissionDetailFields
      deal {
        id
        status
        startDate
        endDate
        durationInDays
      }
    }
  }
  ${MISSION_DETAIL_FIELDS}
`;

export const UPDATE_MISSION_STATUS: TypedDocumentNode<{ updateMissionStatus: MissionDetail }, MissionStatusChange> =
  gql`
  mutation UpdateMissionStatus(
    $id: ID!
    $status: MissionStatus!
    $refusalReason: String
    $failureReasons: [String!]
    $comment: String
    $version: Int
  ) {
    updateMissionStatus(
      id: $id
      status: $status
      refusalReason: $refusalReason
      failureReasons: $failureReasons
      comment: $comment
      version: $version
    ) {
      ...MissionDetailFields
    }
  }
  ${MISSION_DETAIL_FIELDS}
`;

export const SUBMIT_MISSION: TypedDocumentNode<{ submitMission: MissionDetail }, { id: string }> = gql`
  mutation SubmitMission($id: ID!) {
    submitMission(id: $id) {
      ...MissionDetailFields
    }
  }
  ${MISSION_DETAIL_FIELDS}
`;

export const DUPLICATE_MISSION: TypedDocumentNode<{ duplicateMission: { id: string } }, { id: string }> = gql`
  mutation DuplicateMission($id: ID!) {
    duplicateMission(id: $id) {
      id
    }
  }
`;

export interface MissionActivityEvent {
  id: string;
  type: string;
  createdAt: string;
  fromStatus: string | null;
  toStatus: string | null;
  reasons: string[];
  comment: string | null;
  fields: string[];
  sourceId: string | null;
  actor: { id: string; fullName: string; role: 'teamMember' | 'corporate' | 'freelancer' | null } | null;
  impersonator: { id: string; fullName: string } | null;
}

export const MISSION_ACTIVITY: TypedDocumentNode<
  { missionActivity: { count: number; items: MissionActivityEvent[] } },
  { missionId: string; offset: number; limit: number }
> = gql`
  query MissionActivity($missionId: ID!, $offset: Int, $limit: Int) {
    missionActivity(missionId: $missionId, offset: $offset, limit: $limit) {
      count
      items {
        id
        type
        createdAt
        fromStatus
        toStatus
        reasons
        comment
        fields
        sourceId
        actor {
          id
          fullName
          role
        }
        impersonator {
          id
          fullName
        }
      }
    }
  }
`;

/** The mission of a page; a mission the viewer may not read answers 404, which the shell turns into /404. */
export const useMission = (id: string) => useQuery(MISSION, { variables: { id }, fetchPolicy: 'cache-and-network' });

/** Lists and counters are refetched after a move: the mission changed tab. */
const afterMove = { refetchQueries: [MISSIONS, MISSION_STATUS_COUNTS, MISSION_ACTIVITY] };

/** Errors are shown in the action's modal (605, 622 with a reload), not as toasts. */
export const useUpdateMissionStatus = () =>
  useMutation(UPDATE_MISSION_STATUS, { context: { silent: true }, ...afterMove });

export const useSubmitMission = () => useMutation(SUBMIT_MISSION, { context: { silent: true }, ...afterMove });

export const useDuplicateMission = () =>
  useMutation(DUPLICATE_MISSION, { context: { silent: true }, refetchQueries: [MISSIONS, MISSION_STATUS_COUNTS] });

export const useMissionActivity = (missionId: string, offset: number, limit: number) =>
  useQuery(MISSION_ACTIVITY, {
    variables: { missionId, offset, limit },
    fetchPolicy: 'cache-and-network',
  });
