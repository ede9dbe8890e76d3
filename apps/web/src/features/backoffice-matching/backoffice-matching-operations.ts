import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import type { MissionStatus } from '@orbite/domain/mission-status';
import { feedDocuments } from '../activity/activity-operations';
import { MATCH_FIELDS, type Match, MISSION_MATCHES, UPDATE_MATCH_STATUS } from '../matches/match-operations';
import { RECOMMENDED_FREELANCES } from '../matches/recommendation-operations';

/*
 * The team's documents of the funnel: the team-only facts of a match, the mission's matches with
 * them, the engine's preselection and the history of a match. Built on the shared match fragments.
 */

/** What only the team reads of a match: where it came from and who moved it. */
export interface MatchTeamFacts {
  source: string | null;
  preMatchingSource: string | null;
  faQualifiedAt: string | null;
  faQualifiedBy: string | null;
  faAppliedBy: string | null;
  faProposedBy: string | null;
  faSelectedBy: string | null;
  freelancerAgent: string | null;
}

export type TeamMatch = Match & MatchTeamFacts;

export const MATCH_TEAM_FIELDS = gql`
  fragment MatchTeamFields on Match {
    source
    preMatchingSource
    faQualifiedAt
    faQualifiedBy
    faAppliedBy
    faProposedBy
    faSelectedBy
    freelancerAgent
  }
`;

export const TEAM_MISSION_MATCHES: TypedDocumentNode<{ missionMatches: TeamMatch[] }, { missionId: string }> = gql`
  query TeamMissionMatches($missionId: ID!) {
    missionMatches(missionId: $missionId) {
      ...MatchFields
      ...MatchTeamFields
    }
  }
  ${MATCH_FIELDS}
  ${MATCH_TEAM_FIELDS}
`;

export const TEAM_MATCH_OF: TypedDocumentNode<{ matchOf: TeamMatch }, { missionId: string; freelanceId: string }> = gql`
  query TeamMatchOf($missionId: ID!, $freelanceId: ID!) {
    matchOf(missionId: $missionId, freelanceId: $freelanceId) {
      ...MatchFields
      ...MatchTeamFields
    }
  }
  ${MATCH_FIELDS}
  ${MATCH_TEAM_FIELDS}
`;

/** The few facts of a mission the funnel's header and the match page show. */
export interface FunnelMission {
  id: string;
  title: string | null;
  status: MissionStatus;
  company: { id: string; name: string; logoUrl: string | null } | null;
  skills: { id: string; primary: boolean; yearsRequired: number | null; skill: { id: string } }[];
}

export const FUNNEL_MISSION: TypedDocumentNode<{ mission: FunnelMission }, { id: string }> = gql`
  query FunnelMission($id: ID!) {
    mission(id: $id) {
      id
      title
      status
      company {
        id
        name
        logoUrl
      }
      skills {
        id
        primary
        yearsRequired
        skill {
          id
        }
      }
    }
  }
`;

export type PreselectSource = 'telescope' | 'matchingEngine' | 'teamMemberAction';

export const PRESELECT_FROM_SOURCE: TypedDocumentNode<
  { preselectFreelances: { id: string; status: string }[] },
  { missionId: string; freelanceIds: string[]; source: PreselectSource }
> = gql`
  mutation PreselectFromSource($missionId: ID!, $freelanceIds: [ID!]!, $source: String) {
    preselectFreelances(missionId: $missionId, freelanceIds: $freelanceIds, source: $source) {
      id
      status
    }
  }
`;

export const RECOMMENDATIONS_PAGE = 20;

/** The engine's ranking, 20 at a time; "voir plus" fetches the next page into the same list. */
export const useRecommendedFreelances = (missionId: string, excludeMatched: boolean) =>
  useQuery(RECOMMENDED_FREELANCES, {
    variables: { missionId, offset: 0, limit: RECOMMENDATIONS_PAGE, excludeMatched },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });

export const useTeamMissionMatches = (missionId: string) =>
  useQuery(TEAM_MISSION_MATCHES, { variables: { missionId }, fetchPolicy: 'cache-and-network' });

export const useTeamMatchOf = (missionId: string, freelanceId: string) =>
  useQuery(TEAM_MATCH_OF, { variables: { missionId, freelanceId }, fetchPolicy: 'cache-and-network' });

export const useFunnelMission = (id: string) =>
  useQuery(FUNNEL_MISSION, { variables: { id }, fetchPolicy: 'cache-first' });

/** What a change of the funnel makes stale: the lists, the ranking's "in the running" marks, the history. */
export const afterMatchChange = [
  TEAM_MISSION_MATCHES,
  TEAM_MATCH_OF,
  MISSION_MATCHES,
  RECOMMENDED_FREELANCES,
  feedDocuments.match.document,
];

/** Errors are reported by the caller (a toast in French with the code's message). */
export const usePreselectFromSource = () =>
  useMutation(PRESELECT_FROM_SOURCE, {
    context: { silent: true },
    errorPolicy: 'all',
    refetchQueries: [TEAM_MISSION_MATCHES, MISSION_MATCHES],
  });

export const useTeamUpdateMatchStatus = () =>
  useMutation(UPDATE_MATCH_STATUS, { context: { silent: true }, errorPolicy: 'all', refetchQueries: afterMatchChange });
