import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import type { MissionStatus } from '@orbite/domain/mission-status';
import type { MissingRating, ReviewScale, ReviewSide } from '@orbite/domain/reviews';

export interface MissionReview {
  id: string;
  side: ReviewSide;
  average: number | null;
  comment: string | null;
  ratings: { scale: ReviewScale; rating: number }[];
  updatedAt: string;
}

export interface MissionReviews {
  id: string;
  missionId: string;
  missionTitle: string | null;
  missionStatus: MissionStatus;
  missingRating: MissingRating | null;
  viewerSide: ReviewSide | null;
  viewerCanRate: boolean;
  viewerScales: ReviewScale[];
  reviews: MissionReview[];
}

export interface PendingRating {
  missionId: string;
  missionTitle: string | null;
  finishedAt: string;
  overdue: boolean;
}

const MISSION_REVIEWS_FIELDS = gql`
  fragment MissionReviewsFields on MissionReviews {
    id
    missionId
    missionTitle
    missionStatus
    missingRating
    viewerSide
    viewerCanRate
    viewerScales
    reviews {
      id
      side
      average
      comment
      ratings {
        scale
        rating
      }
      updatedAt
    }
  }
`;

export const REVIEWS_OF_MISSION: TypedDocumentNode<{ reviewsOfMission: MissionReviews }, { missionId: string }> = gql`
  query ReviewsOfMission($missionId: ID!) {
    reviewsOfMission(missionId: $missionId) {
      ...MissionReviewsFields
    }
  }
  ${MISSION_REVIEWS_FIELDS}
`;

export const RATE_MISSION: TypedDocumentNode<
  { rateMission: MissionReviews },
  { missionId: string; ratings: { scale: ReviewScale; rating: number }[]; comment: string | null }
> = gql`
  mutation RateMission($missionId: ID!, $ratings: [ReviewRatingInput!]!, $comment: String) {
    rateMission(missionId: $missionId, ratings: $ratings, comment: $comment) {
      ...MissionReviewsFields
    }
  }
  ${MISSION_REVIEWS_FIELDS}
`;

export const PENDING_RATINGS: TypedDocumentNode<{ pendingRatings: PendingRating[] }, Record<string, never>> = gql`
  query PendingRatings {
    pendingRatings {
      missionId
      missionTitle
      finishedAt
      overdue
    }
  }
`;

export const useReviewsOfMission = (missionId: string, skip = false) =>
  useQuery(REVIEWS_OF_MISSION, { variables: { missionId }, skip, context: { silent: true } });

/** Rating moves the mission (finished -> reviewed): the mission and the lists refetch. */
export const useRateMission = () =>
  useMutation(RATE_MISSION, {
    context: { silent: true },
    refetchQueries: ['ReviewsOfMission', 'Mission', 'MissionActivity', 'PendingRatings'],
  });

export const usePendingRatings = () => useQuery(PENDING_RATINGS, { context: { silent: true } });
