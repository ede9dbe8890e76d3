import { averageRating, reviewScales, reviewSides, scalesOfSide } from '@orbite/domain/reviews';
import { builder } from '../../graphql/builder';
import { marketCallerOf } from '../missions/missions.caller';
import { MissionStatusEnum } from '../missions/missions.schema';
import * as reviews from './reviews.service';
import type { MissionReviewRow } from './reviews.tables';

const ReviewScaleEnum = builder.enumType('ReviewScale', { values: reviewScales });
const ReviewSideEnum = builder.enumType('ReviewSide', {
  description: 'Who writes a review: the client (corporate) or the freelancer (freelance).',
  values: reviewSides,
});
const MissingRatingEnum = builder.enumType('MissingRating', { values: ['both', 'freelance', 'corporate'] as const });

const ReviewRatingType = builder.objectRef<{ scale: string; rating: number }>('ReviewRating').implement({
  fields: (t) => ({
    scale: t.field({ type: ReviewScaleEnum, resolve: (r) => r.scale as never }),
    rating: t.exposeFloat('rating', { description: '1 to 5, in half steps.' }),
  }),
});

const MissionReviewType = builder.objectRef<MissionReviewRow>('MissionReview').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    missionId: t.exposeID('missionId'),
    side: t.field({ type: ReviewSideEnum, resolve: (r) => r.authorSide as never }),
    ratings: t.field({
      type: [ReviewRatingType],
      resolve: (r) =>
        reviewScales
          .filter((scale) => r.ratings[scale] !== undefined)
          .map((scale) => ({ scale, rating: r.ratings[scale]! })),
    }),
    average: t.float({ nullable: true, resolve: (r) => averageRating(Object.values(r.ratings)) }),
    comment: t.exposeString('comment', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const MissionReviewsType = builder.objectRef<reviews.MissionReviews>('MissionReviews').implement({
  description:
    'The reviews of a mission as the viewer may read them: each side its own until the mission is reviewed, then both; the team all.',
  fields: (t) => ({
    id: t.id({ description: 'The mission’s id: one reviews object per mission.', resolve: (s) => s.mission.id }),
    missionId: t.id({ resolve: (s) => s.mission.id }),
    missionTitle: t.string({ nullable: true, resolve: (s) => s.mission.title }),
    missionStatus: t.field({ type: MissionStatusEnum, resolve: (s) => s.mission.status as never }),
    missingRating: t.field({ type: MissingRatingEnum, nullable: true, resolve: (s) => s.missingRating }),
    viewerSide: t.field({ type: ReviewSideEnum, nullable: true, resolve: (s) => s.viewerSide }),
    viewerCanRate: t.exposeBoolean('viewerCanRate', {
      description: 'Whether the viewer may write or change its review now.',
    }),
    viewerScales: t.field({
      type: [ReviewScaleEnum],
      description: 'The scales the viewer’s side rates.',
      resolve: (s) => (s.viewerSide ? [...scalesOfSide[s.viewerSide]] : []),
    }),
    reviews: t.field({ type: [MissionReviewType], resolve: (s) => s.reviews }),
  }),
});

const PendingRatingType = builder.objectRef<reviews.PendingRating>('PendingRating').implement({
  description: 'A finished mission the viewer’s side has not rated yet.',
  fields: (t) => ({
    missionId: t.exposeID('missionId'),
    missionTitle: t.exposeString('title', { nullable: true }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime' }),
    overdue: t.exposeBoolean('overdue', {
      description: 'Waiting for more than 30 days: the client cannot submit a new mission meanwhile (code 600).',
    }),
  }),
});

const ScaleAverageType = builder.objectRef<{ scale: string; average: number | null }>('ReviewScaleAverage').implement({
  fields: (t) => ({
    scale: t.field({ type: ReviewScaleEnum, resolve: (r) => r.scale as never }),
    average: t.exposeFloat('average', { nullable: true }),
  }),
});

const RatingSummaryType = builder
  .objectRef<Awaited<ReturnType<typeof reviews.freelanceRatingSummary>>>('FreelanceRatingSummary')
  .implement({
    fields: (t) => ({
      count: t.exposeInt('count', { description: 'How many client reviews.' }),
      average: t.exposeFloat('average', { nullable: true }),
      periodicRating: t.exposeString('periodicRating', { nullable: true, description: 'good, average or bad.' }),
      scales: t.field({ type: [ScaleAverageType], resolve: (s) => s.scales }),
    }),
  });

const ReviewRatingInput = builder.inputType('ReviewRatingInput', {
  fields: (t) => ({
    scale: t.field({ type: ReviewScaleEnum, required: true }),
    rating: t.float({ required: true }),
  }),
});

const missionSides = {
  teamMember: true,
  freelancer: true,
  $all: { corporate: true, permission: 'showMissions' },
} as const;
const ratingSides = { freelancer: true, $all: { corporate: true, permission: 'showMissions' } } as const;

builder.queryFields((t) => ({
  reviewsOfMission: t.field({
    type: MissionReviewsType,
    authScopes: missionSides,
    args: { missionId: t.arg.id({ required: true }) },
    resolve: (_r, args, context) =>
      reviews.missionReviews(context.deps, marketCallerOf(context), Number(args.missionId)),
  }),
  pendingRatings: t.field({
    type: [PendingRatingType],
    description: 'The finished missions the viewer (a client or a freelancer) still has to rate, oldest first.',
    authScopes: ratingSides,
    resolve: (_r, _a, context) => reviews.pendingRatings(context.deps, marketCallerOf(context)),
  }),
  freelanceRatingSummary: t.field({
    type: RatingSummaryType,
    description: 'The clients’ ratings of a freelancer, scale by scale.',
    authScopes: { teamMember: true },
    args: { freelanceId: t.arg.id({ required: true }) },
    resolve: (_r, args, context) =>
      reviews.freelanceRatingSummary(context.deps, marketCallerOf(context), Number(args.freelanceId)),
  }),
}));

builder.mutationFields((t) => ({
  rateMission: t.field({
    type: MissionReviewsType,
    description:
      'The viewer’s side rates a finished mission, or changes its rating until the mission is reviewed. With both ratings the mission becomes reviewed.',
    authScopes: ratingSides,
    args: {
      missionId: t.arg.id({ required: true }),
      ratings: t.arg({ type: [ReviewRatingInput], required: true }),
      comment: t.arg.string(),
    },
    resolve: (_r, args, context) =>
      reviews.rateMission(context.deps, marketCallerOf(context), Number(args.missionId), args.ratings, args.comment),
  }),
}));
