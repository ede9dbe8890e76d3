import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import type { FreelanceStatus } from '@orbite/domain/freelance-status';

export interface FreelanceEvaluation {
  id: string;
  type: 'upvote' | 'downvote';
  reason: string;
  comment: string | null;
  authorName: string | null;
  mine: boolean;
  date: string;
}

/** The team's moderation of a freelancer: status with its reasons, hunting and Slack statuses, evaluations. */
export interface FreelanceModeration {
  id: string;
  status: FreelanceStatus;
  preUser: boolean;
  banCategory: string | null;
  statusReason: string | null;
  statusNote: string | null;
  statusChangedAt: string | null;
  statusChangedBy: string | null;
  huntingStatus: string | null;
  slackStatus: string | null;
  evaluationScore: number;
  evaluations: FreelanceEvaluation[];
}

const MODERATION_FIELDS = gql`
  fragment FreelanceModerationFields on Freelance {
    id
    status
    preUser
    banCategory
    statusReason
    statusNote
    statusChangedAt
    statusChangedBy
    huntingStatus
    slackStatus
    evaluationScore
    evaluations {
      id
      type
      reason
      comment
      authorName
      mine
      date
    }
  }
`;

export const FREELANCE_MODERATION: TypedDocumentNode<{ freelance: FreelanceModeration }, { id: string }> = gql`
  query FreelanceModeration($id: ID!) {
    freelance(id: $id) {
      ...FreelanceModerationFields
    }
  }
  ${MODERATION_FIELDS}
`;

export interface StatusChangeInput {
  status: FreelanceStatus;
  banCategory?: string | null;
  reason?: string | null;
  note?: string | null;
}

export const CHANGE_FREELANCE_STATUS: TypedDocumentNode<
  { changeFreelanceStatus: FreelanceModeration },
  { freelanceId: string; input: StatusChangeInput }
> = gql`
  mutation ChangeFreelanceStatus($freelanceId: ID!, $input: FreelanceStatusChangeInput!) {
    changeFreelanceStatus(freelanceId: $freelanceId, input: $input) {
      ...FreelanceModerationFields
    }
  }
  ${MODERATION_FIELDS}
`;

export const SET_FREELANCE_HUNTING_STATUS: TypedDocumentNode<
  { setFreelanceHuntingStatus: { id: string; huntingStatus: string | null } },
  { freelanceId: string; huntingStatus: string | null }
> = gql`
  mutation SetFreelanceHuntingStatus($freelanceId: ID!, $huntingStatus: String) {
    setFreelanceHuntingStatus(freelanceId: $freelanceId, huntingStatus: $huntingStatus) {
      id
      huntingStatus
    }
  }
`;

export const SET_FREELANCE_SLACK_STATUS: TypedDocumentNode<
  { setFreelanceSlackStatus: { id: string; slackStatus: string | null } },
  { freelanceId: string; slackStatus: string }
> = gql`
  mutation SetFreelanceSlackStatus($freelanceId: ID!, $slackStatus: String!) {
    setFreelanceSlackStatus(freelanceId: $freelanceId, slackStatus: $slackStatus) {
      id
      slackStatus
    }
  }
`;

export const EVALUATE_FREELANCE: TypedDocumentNode<
  { evaluateFreelance: FreelanceModeration },
  { freelanceId: string; input: { type: string; reason: string; comment: string | null } }
> = gql`
  mutation EvaluateFreelance($freelanceId: ID!, $input: FreelanceEvaluationInput!) {
    evaluateFreelance(freelanceId: $freelanceId, input: $input) {
      ...FreelanceModerationFields
    }
  }
  ${MODERATION_FIELDS}
`;

export const REMOVE_FREELANCE_EVALUATION: TypedDocumentNode<
  { removeFreelanceEvaluation: FreelanceModeration },
  { freelanceId: string }
> = gql`
  mutation RemoveFreelanceEvaluation($freelanceId: ID!) {
    removeFreelanceEvaluation(freelanceId: $freelanceId) {
      ...FreelanceModerationFields
    }
  }
  ${MODERATION_FIELDS}
`;

export const useFreelanceModeration = (id: string) =>
  useQuery(FREELANCE_MODERATION, { variables: { id }, fetchPolicy: 'cache-and-network' });
/** The answer updates the freelance in the cache: the page header's status badge follows. */
export const useChangeFreelanceStatus = () => useMutation(CHANGE_FREELANCE_STATUS, { context: { silent: true } });
export const useSetFreelanceHuntingStatus = () => useMutation(SET_FREELANCE_HUNTING_STATUS);
export const useSetFreelanceSlackStatus = () => useMutation(SET_FREELANCE_SLACK_STATUS);
export const useEvaluateFreelance = () => useMutation(EVALUATE_FREELANCE, { context: { silent: true } });
export const useRemoveFreelanceEvaluation = () => useMutation(REMOVE_FREELANCE_EVALUATION);
