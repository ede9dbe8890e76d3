import { gql, type TypedDocumentNode } from '@apollo/client';
import type { FreelancePipelineStage, FunnelColumn, MatchStatus } from '@orbite/domain/match-status';
import type { CriterionState, MatchArgumentName } from '@orbite/domain/matching';
import type { MissionStatus } from '@orbite/domain/mission-status';

/*
 * The GraphQL documents of matches, shared by the three environments: the match card's evaluation,
 * the match with its mission, freelancer and meeting, and the match moves (the meeting's are in
 * meetings/meeting-operations.ts, the engine's recommendations in recommendation-operations.ts).
 * Screens compose their own queries from these fragments.
 */

export interface MatchSkillFit {
  skillId: string;
  name: string;
  primary: boolean;
  yearsRequired: number | null;
  years: number | null;
  has: boolean;
  state: Exclude<CriterionState, 'unknown'>;
}

export interface MatchImprovement {
  kind:
    | 'addSkill'
    | 'raiseSkillYears'
    | 'updateAvailability'
    | 'lowerRetribution'
    | 'addLocation'
    | 'addRetribution'
    | 'addExperience';
  skillId: string | null;
  name: string | null;
  primary: boolean | null;
  years: number | null;
  before: string | null;
  to: number | null;
}

export interface MatchEvaluation {
  numerator: number;
  denominator: number;
  percent: number;
  label: string;
  score: number;
  skills: MatchSkillFit[];
  arguments: { name: MatchArgumentName; state: CriterionState }[];
  availableFrom: string | null;
  distanceKm: number | null;
  maxDistanceKm: number;
  improvements: MatchImprovement[];
}

export interface MatchFreelance {
  id: string;
  publicId: string;
  firstName: string;
  lastName: string;
  fullName: string;
  profilePictureUrl: string | null;
  tagline: string | null;
  retribution: number | null;
  experienceInYears: number | null;
  isAvailable: boolean;
  availabilityDate: string | null;
  availableNow: boolean;
  availableSoon: boolean;
  city: string | null;
}

export interface MatchMission {
  id: string;
  title: string | null;
  status: MissionStatus;
  /** boost or connect (mission.ts): on Connect a qualified freelancer's application goes straight to the client. */
  offer: string;
  startDate: string | null;
  durationInDays: number | null;
  workingTime: number | null;
  retribution: number | null;
  workplace: string | null;
  location: { city: string | null } | null;
  company: { id: string; name: string; logoUrl: string | null } | null;
}

export interface TimeSlot {
  id: string;
  dateTime: string;
  booked: boolean;
  label: string;
}

export interface Meeting {
  id: string;
  status: 'proposed' | 'booked' | 'done' | 'declined';
  bookedAt: string | null;
  doneAt: string | null;
  declineSource: string | null;
  declineReasons: string[];
  declineComment: string | null;
  slots: TimeSlot[];
}

export interface MatchMove {
  to: MatchStatus;
  reason: 'decline' | 'cancel' | null;
  cancelSource: 'freelance' | 'corporate' | 'teamMember' | null;
}

export interface Match {
  id: string;
  status: MatchStatus;
  freelanceStatus: FreelancePipelineStage;
  funnelColumn: FunnelColumn | null;
  selected: boolean;
  presentedAt: string | null;
  cancelSource: string | null;
  declineReasons: string[];
  declineComment: string | null;
  message: string | null;
  updatedAt: string;
  mission: MatchMission;
  freelance: MatchFreelance;
  evaluation: MatchEvaluation | null;
  meeting: Meeting | null;
  allowedMoves: MatchMove[];
}

export const MATCH_EVALUATION_FIELDS = gql`
  fragment MatchEvaluationFields on MatchEvaluation {
    numerator
    denominator
    percent
    label
    score
    skills {
      skillId
      name
      primary
      yearsRequired
      years
      has
      state
    }
    arguments {
      name
      state
    }
    availableFrom
    distanceKm
    maxDistanceKm
    improvements {
      kind
      skillId
      name
      primary
      years
      before
      to
    }
  }
`;

export const MATCH_FREELANCE_FIELDS = gql`
  fragment MatchFreelanceFields on MatchFreelance {
    id
    publicId
    firstName
    lastName
    fullName
    profilePictureUrl
    tagline
    retribution
    experienceInYears
    isAvailable
    availabilityDate
    availableNow
    availableSoon
    city
  }
`;

export const MATCH_MISSION_FIELDS = gql`
  fragment MatchMissionFields on Mission {
    id
    title
    status
    offer
    startDate
    durationInDays
    workingTime
    retribution
    workplace
    location {
      city
    }
    company {
      id
      name
      logoUrl
    }
  }
`;

export const MEETING_FIELDS = gql`
  fragment MeetingFields on Meeting {
    id
    status
    bookedAt
    doneAt
    declineSource
    declineReasons
    declineComment
    slots {
      id
      dateTime
      booked
      label
    }
  }
`;

export const MATCH_FIELDS = gql`
  fragment MatchFields on Match {
    id
    status
    freelanceStatus
    funnelColumn
    selected
    presentedAt
    cancelSource
    declineReasons
    declineComment
    message
    updatedAt
    mission {
      ...MatchMissionFields
    }
    freelance {
      ...MatchFreelanceFields
    }
    evaluation {
      ...MatchEvaluationFields
    }
    meeting {
      ...MeetingFields
    }
    allowedMoves {
      to
      reason
      cancelSource
    }
  }
  ${MATCH_MISSION_FIELDS}
  ${MATCH_FREELANCE_FIELDS}
  ${MATCH_EVALUATION_FIELDS}
  ${MEETING_FIELDS}
`;

export const MATCH: TypedDocumentNode<{ match: Match }, { id: string }> = gql`
  query Match($id: ID!) {
    match(id: $id) {
      ...MatchFields
    }
  }
  ${MATCH_FIELDS}
`;

export const MATCH_OF: TypedDocumentNode<{ matchOf: Match }, { missionId: string; freelanceId: string }> = gql`
  query MatchOf($missionId: ID!, $freelanceId: ID!) {
    matchOf(missionId: $missionId, freelanceId: $freelanceId) {
      ...MatchFields
    }
  }
  ${MATCH_FIELDS}
`;

export const MISSION_MATCHES: TypedDocumentNode<{ missionMatches: Match[] }, { missionId: string }> = gql`
  query MissionMatches($missionId: ID!) {
    missionMatches(missionId: $missionId) {
      ...MatchFields
    }
  }
  ${MATCH_FIELDS}
`;

export const MY_MATCHES: TypedDocumentNode<{ myMatches: Match[] }, Record<string, never>> = gql`
  query MyMatches {
    myMatches {
      ...MatchFields
    }
  }
  ${MATCH_FIELDS}
`;

/** What a match move answers: the whole match, which the cache merges into every list that shows it. */
export type MatchResult<K extends string> = Record<K, Match>;

export const APPLY_TO_MISSION: TypedDocumentNode<
  MatchResult<'applyToMission'>,
  { missionId: string; message?: string | null }
> = gql`
  mutation ApplyToMission($missionId: ID!, $message: String) {
    applyToMission(missionId: $missionId, message: $message) {
      ...MatchFields
    }
  }
  ${MATCH_FIELDS}
`;

export const NOT_INTERESTED_IN_MISSION: TypedDocumentNode<
  MatchResult<'notInterestedInMission'>,
  { missionId: string; reasons?: string[] }
> = gql`
  mutation NotInterestedInMission($missionId: ID!, $reasons: [String!]) {
    notInterestedInMission(missionId: $missionId, reasons: $reasons) {
      ...MatchFields
    }
  }
  ${MATCH_FIELDS}
`;

export const UPDATE_MATCH_STATUS: TypedDocumentNode<
  MatchResult<'updateMatchStatus'>,
  { id: string; status: MatchStatus; reasons?: string[] | null; comment?: string | null }
> = gql`
  mutation UpdateMatchStatus($id: ID!, $status: MatchStatus!, $reasons: [String!], $comment: String) {
    updateMatchStatus(id: $id, status: $status, reasons: $reasons, comment: $comment) {
      ...MatchFields
    }
  }
  ${MATCH_FIELDS}
`;

export const SELECT_MATCH: TypedDocumentNode<MatchResult<'selectMatch'>, { id: string; selected: boolean }> = gql`
  mutation SelectMatch($id: ID!, $selected: Boolean!) {
    selectMatch(id: $id, selected: $selected) {
      ...MatchFields
    }
  }
  ${MATCH_FIELDS}
`;

export const DUPLICATE_MATCH: TypedDocumentNode<MatchResult<'duplicateMatch'>, { id: string; missionId: string }> = gql`
  mutation DuplicateMatch($id: ID!, $missionId: ID!) {
    duplicateMatch(id: $id, missionId: $missionId) {
      ...MatchFields
    }
  }
  ${MATCH_FIELDS}
`;
