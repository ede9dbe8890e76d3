import { gql, type TypedDocumentNode } from '@apollo/client';
import type { MatchStatus } from '@orbite/domain/match-status';
import {
  MATCH_EVALUATION_FIELDS,
  MATCH_FREELANCE_FIELDS,
  MATCH_MISSION_FIELDS,
  type MatchEvaluation,
  type MatchFreelance,
  type MatchMission,
} from './match-operations';

/* The engine's recommendations: missions for a freelancer (explore), freelancers for a mission (the team's matching). */

export interface MissionRecommendation {
  mission: MatchMission & { skills: { name: string; primary: boolean; yearsRequired: number | null }[] };
  evaluation: MatchEvaluation;
}

export const RECOMMENDED_MISSIONS: TypedDocumentNode<
  { recommendedMissions: MissionRecommendation[] },
  { limit?: number; offer?: string }
> = gql`
    query RecommendedMissions($limit: Int, $offer: String) {
      recommendedMissions(limit: $limit, offer: $offer) {
        mission {
          ...MatchMissionFields
          skills {
            name
            primary
            yearsRequired
          }
        }
        evaluation {
          ...MatchEvaluationFields
        }
      }
    }
    ${MATCH_MISSION_FIELDS}
    ${MATCH_EVALUATION_FIELDS}
  `;

export interface FreelanceRecommendation {
  freelance: MatchFreelance;
  evaluation: MatchEvaluation;
  match: { id: string; status: MatchStatus } | null;
}

export const RECOMMENDED_FREELANCES: TypedDocumentNode<
  { recommendedFreelances: FreelanceRecommendation[] },
  { missionId: string; offset?: number; limit?: number; excludeMatched?: boolean }
> = gql`
  query RecommendedFreelances($missionId: ID!, $offset: Int, $limit: Int, $excludeMatched: Boolean) {
    recommendedFreelances(missionId: $missionId, offset: $offset, limit: $limit, excludeMatched: $excludeMatched) {
      freelance {
        ...MatchFreelanceFields
      }
      evaluation {
        ...MatchEvaluationFields
      }
      match {
        id
        status
      }
    }
  }
  ${MATCH_FREELANCE_FIELDS}
  ${MATCH_EVALUATION_FIELDS}
`;
