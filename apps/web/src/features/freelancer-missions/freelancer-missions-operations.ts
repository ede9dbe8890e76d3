import { type ApolloCache, gql, type Reference, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import type { FreelancePipelineStage, MatchStatus } from '@orbite/domain/match-status';
import {
  APPLY_TO_MISSION,
  MATCH_EVALUATION_FIELDS,
  MATCH_FIELDS,
  MATCH_MISSION_FIELDS,
  type Match,
  type MatchEvaluation,
  type MatchMission,
  MY_MATCHES,
  NOT_INTERESTED_IN_MISSION,
  UPDATE_MATCH_STATUS,
} from '../matches/match-operations';
import { RECOMMENDED_MISSIONS } from '../matches/recommendation-operations';
import { BOOK_TIME_SLOT, DECLINE_MEETING, REQUEST_NEW_TIME_SLOTS } from '../meetings/meeting-operations';

/*
 * The freelancer's side of the funnel: a mission as the freelancer reads it (explore and their own
 * missions), their match on it, and the moves they make. Built on the shared match documents;
 * every mutation is silent (the screens show the error where it happened).
 */

/** What a freelancer reads of a mission: the card's facts plus the description and the skills with years. */
export interface FreelanceMission extends Omit<MatchMission, 'location'> {
  description: string | null;
  estimatedEndDate: string | null;
  rhythm: string | null;
  experienceLevel: string | null;
  location: { city: string | null; zipCode: string | null } | null;
  skills: { id: string; name: string; primary: boolean; yearsRequired: number | null }[];
}

/** The freelancer's own figures the match card compares with the mission's. */
export interface ViewerFreelance {
  id: string;
  retribution: number | null;
  experienceInYears: number | null;
}

export type FreelanceMatch = Omit<Match, 'mission'> & { mission: FreelanceMission };

export const FREELANCE_MISSION_FIELDS = gql`
  fragment FreelanceMissionFields on Mission {
    ...MatchMissionFields
    description
    estimatedEndDate
    rhythm
    experienceLevel
    location {
      city
      zipCode
    }
    skills {
      id
      name
      primary
      yearsRequired
    }
  }
  ${MATCH_MISSION_FIELDS}
`;

export interface ExploreMissionData {
  mission: FreelanceMission & {
    viewerEvaluation: MatchEvaluation | null;
    viewerMatch: { id: string; status: MatchStatus; freelanceStatus: FreelancePipelineStage } | null;
  };
  me: { id: string; freelance: ViewerFreelance | null } | null;
}

export const EXPLORE_MISSION: TypedDocumentNode<ExploreMissionData, { id: string }> = gql`
  query ExploreMission($id: ID!) {
    mission(id: $id) {
      ...FreelanceMissionFields
      viewerEvaluation {
        ...MatchEvaluationFields
      }
      viewerMatch {
        id
        status
        freelanceStatus
      }
    }
    me {
      id
      freelance {
        id
        retribution
        experienceInYears
      }
    }
  }
  ${FREELANCE_MISSION_FIELDS}
  ${MATCH_EVALUATION_FIELDS}
`;

export const MY_MISSION_MATCH: TypedDocumentNode<{ myMatchOfMission: FreelanceMatch | null }, { missionId: string }> =
  gql`
    query MyMissionMatch($missionId: ID!) {
      myMatchOfMission(missionId: $missionId) {
        ...MatchFields
        mission {
          ...FreelanceMissionFields
        }
      }
    }
    ${MATCH_FIELDS}
    ${FREELANCE_MISSION_FIELDS}
  `;

export const PROPOSAL: TypedDocumentNode<{ match: FreelanceMatch }, { id: string }> = gql`
  query Proposal($id: ID!) {
    match(id: $id) {
      ...MatchFields
      mission {
        ...FreelanceMissionFields
      }
    }
  }
  ${MATCH_FIELDS}
  ${FREELANCE_MISSION_FIELDS}
`;

/** The longest word a freelancer may send with an application (the API refuses more). */
export const APPLY_MESSAGE_MAX = 2000;

/** Recommendations shown per page of "load more" (the API gives 50 at most). */
export const EXPLORE_PAGE_SIZE = 10;
export const EXPLORE_MAX = 50;

/** The freelancer's skills, their ids only: the Connect page tells a freelancer who has none how its scores are made. */
export const MY_SKILL_IDS: TypedDocumentNode<
  { me: { id: string; freelance: { id: string; skills: { id: string }[] } | null } | null },
  Record<string, never>
> = gql`
  query MySkillIds {
    me {
      id
      freelance {
        id
        skills {
          id
        }
      }
    }
  }
`;

/** Pages read their own errors: a 404 becomes a message on the page, not a jump to /404. */
const silent = { context: { silent: true } } as const;
/** Mutations answer their errors (never throw them): the screen shows them where they happened. */
const answered = { context: { silent: true }, errorPolicy: 'all' } as const;

/** The explore page's recommendations, or with an offer every open mission of it (the Connect page). */
export const useRecommendedMissions = (limit: number, offer?: string) =>
  useQuery(RECOMMENDED_MISSIONS, {
    variables: offer ? { limit, offer } : { limit },
    fetchPolicy: 'cache-and-network',
    ...silent,
  });

export const useMyMatches = () => useQuery(MY_MATCHES, { fetchPolicy: 'cache-and-network', ...silent });

export const useExploreMission = (id: string) =>
  useQuery(EXPLORE_MISSION, { variables: { id }, fetchPolicy: 'cache-and-network', ...silent });

export const useMyMissionMatch = (missionId: string, skip = false) =>
  useQuery(MY_MISSION_MATCH, { variables: { missionId }, skip, fetchPolicy: 'cache-and-network', ...silent });

export const useProposal = (id: string) =>
  useQuery(PROPOSAL, { variables: { id }, fetchPolicy: 'cache-and-network', ...silent });

/** Takes an answered mission out of every cached recommendation list (explore, dashboard). */
export function dropRecommendation(cache: ApolloCache, missionId: string): void {
  cache.modify({
    fields: {
      recommendedMissions(existing, { readField }) {
        if (!Array.isArray(existing)) return existing;
        return existing.filter(
          (item: Reference) => readField<string>('id', readField<Reference>('mission', item)) !== missionId,
        );
      },
    },
  });
}

/** After a move, "my missions" is read again (and the recommendations after an answer to one). */
const refetchLists = ['MyMatches'];
const refetchExplore = ['MyMatches', 'RecommendedMissions'];

export const useApplyToMission = () =>
  useMutation(APPLY_TO_MISSION, {
    ...answered,
    refetchQueries: refetchExplore,
    update: (cache, { data }) => {
      if (data?.applyToMission) dropRecommendation(cache, data.applyToMission.mission.id);
    },
  });

export const useNotInterestedInMission = () =>
  useMutation(NOT_INTERESTED_IN_MISSION, {
    ...answered,
    refetchQueries: refetchExplore,
    update: (cache, { data }) => {
      if (data?.notInterestedInMission) dropRecommendation(cache, data.notInterestedInMission.mission.id);
    },
  });

export const useUpdateMatchStatus = () =>
  useMutation(UPDATE_MATCH_STATUS, { ...answered, refetchQueries: refetchLists });
export const useBookTimeSlot = () => useMutation(BOOK_TIME_SLOT, answered);
export const useRequestNewTimeSlots = () => useMutation(REQUEST_NEW_TIME_SLOTS, answered);
export const useDeclineMeeting = () => useMutation(DECLINE_MEETING, { ...answered, refetchQueries: refetchLists });
