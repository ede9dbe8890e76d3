import { isAvailable, isSoon } from '@orbite/domain/availability';
import { type DealStatus, dealPipelineStage } from '@orbite/domain/deal-status';
import {
  allowedMatchMoves,
  type FreelancePipelineStage,
  freelancePipelineStage,
  freelancePipelineStages,
  funnelColumnOf,
  funnelColumns,
  type MatchStatus,
  type MeetingProgress,
  matchCancelSources,
  matchStatuses,
  pipelineColor,
} from '@orbite/domain/match-status';
import { type Improvement, type MatchEvaluation, matchArguments, type SkillFit } from '@orbite/domain/matching';
import { canBePresentedToClient } from '@orbite/domain/mission';
import type { MissionStatus } from '@orbite/domain/mission-status';
import { slotLabel } from '@orbite/domain/time-slots';
import { builder } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import { inOrderOf, loaderOf } from '../../graphql/loaders';
import { latestDealsOfMatches } from '../deals/deals.repository';
import type { DealRow } from '../deals/deals.tables';
import { FreelanceStatusEnum } from '../freelancers/freelancers.schema';
import { marketCallerOf } from '../missions/missions.caller';
import { MissionType } from '../missions/missions.schema';
import { missionsByIds } from '../missions/missions.service';
import type { MissionRow } from '../missions/missions.tables';
import { findUsersByIds } from '../users/users.repository';
import {
  canReadApplicationMessage,
  canReadDeclineReasons,
  canReadImprovements,
  canReadMeetingDecline,
  matchActorOf,
  offeredMoves,
} from './matches.policy';
import * as matches from './matches.service';
import type { MatchRow, MeetingRow, TimeSlotRow } from './matches.tables';
import * as matching from './matching.service';
import type { FreelanceCardRow } from './matching-facts.repository';

export const MatchStatusEnum = builder.enumType('MatchStatus', { values: matchStatuses });
export const PipelineStageEnum = builder.enumType('FreelancePipelineStage', { values: freelancePipelineStages });
export const FunnelColumnEnum = builder.enumType('FunnelColumn', { values: funnelColumns });
const CancelSourceEnum = builder.enumType('MatchCancelSource', { values: matchCancelSources });
const MatchArgumentEnum = builder.enumType('MatchArgumentName', { values: matchArguments });
const CriterionStateEnum = builder.enumType('CriterionState', {
  values: ['met', 'partial', 'missed', 'unknown'] as const,
});

// Per-request loaders: a list of matches reads its missions, freelancers, meetings and fits in a few queries.

export const missionOf = (context: GraphQLContext, id: number) =>
  loaderOf<number, MissionRow>(context, 'mission', async (ids) => {
    const rows = await missionsByIds(context.deps.db, ids);
    return inOrderOf(ids, new Map(rows.map((row) => [row.id, row])));
  }).load(id);

export const freelanceCardOf = (context: GraphQLContext, id: number) =>
  loaderOf<number, FreelanceCardRow>(context, 'freelanceCard', async (ids) =>
    inOrderOf(ids, await matches.freelanceCardsOf(context.deps.db, ids)),
  ).load(id);

export const evaluationOf = (context: GraphQLContext, pair: matching.MatchPair) =>
  loaderOf<matching.MatchPair, MatchEvaluation>(
    context,
    'evaluation',
    async (pairs) => {
      const found = await matching.evaluatePairs(context.deps.db, pairs);
      return pairs.map((pair) => found.get(matching.pairKey(pair)) ?? null);
    },
    matching.pairKey,
  ).load(pair);

const meetingOfMatch = (context: GraphQLContext, matchId: number) =>
  loaderOf<number, MeetingRow>(context, 'meeting', async (ids) =>
    inOrderOf(ids, await matches.lastMeetingsOf(context.deps.db, ids)),
  ).load(matchId);

const slotsOfMeeting = (context: GraphQLContext, meetingId: number) =>
  loaderOf<number, TimeSlotRow[]>(context, 'meetingSlots', async (ids) => {
    const slots = await matches.slotsOfMeetings(context.deps.db, ids);
    return ids.map((id) => slots.get(id) ?? []);
  }).load(meetingId);

/** The full name of a team member who acted on a match (who qualified, proposed...). */
const userNameOf = (context: GraphQLContext, id: number) =>
  loaderOf<number, string>(context, 'userName', async (ids) => {
    const users = await findUsersByIds(context.deps.db, ids);
    return inOrderOf(ids, new Map(users.map((user) => [user.id, `${user.firstName} ${user.lastName}`])));
  }).load(id);

const meetingProgress = (meeting: MeetingRow | null): MeetingProgress =>
  meeting?.status === 'done' ? 'done' : meeting?.status === 'booked' ? 'booked' : 'none';

async function pipelineStageOf(match: MatchRow, context: GraphQLContext): Promise<FreelancePipelineStage> {
  const [mission, meeting] = await Promise.all([
    missionOf(context, match.missionId),
    meetingOfMatch(context, match.id),
  ]);
  const stage = freelancePipelineStage({
    status: match.status as MatchStatus,
    cancelSource: match.cancelSource as never,
    selected: match.selected,
    slotsProposed: meeting?.status === 'proposed',
    meeting: meetingProgress(meeting),
    missionStatus: (mission?.status ?? 'seeking') as MissionStatus,
  });
  if (stage !== 'dealCreated') return stage;
  // In contracting, the deal tells how far it went: terms to accept, contract being made, signing, ready.
  const deal = await latestDealOf(match, context);
  return (deal && dealPipelineStage(deal.status as DealStatus)) ?? stage;
}

/** The latest version of a match's contract (batched), or null. */
const latestDealOf = (match: MatchRow, context: GraphQLContext) =>
  loaderOf<number, DealRow>(context, 'matchLatestDeal', async (ids) =>
    inOrderOf(ids, await latestDealsOfMatches(context.deps.db, ids)),
  ).load(match.id);

/**
 * When the match last changed as its people see it: once the client confirmed the freelancer, its contract moves
 * it on (terms, signature, end), so the later of the two.
 */
async function lastChangeOf(match: MatchRow, context: GraphQLContext): Promise<Date> {
  if (match.status !== 'corporateConfirmed') return match.updatedAt;
  const deal = await latestDealOf(match, context);
  return deal && deal.updatedAt > match.updatedAt ? deal.updatedAt : match.updatedAt;
}

const teamOnly = { authScopes: { teamMember: true }, unauthorizedResolver: () => null } as const;

// The match card: how a freelancer fits a mission, argument by argument.

const SkillFitType = builder.objectRef<SkillFit>('MatchSkillFit').implement({
  description: 'A skill the mission asks for, and whether the freelancer holds it with the years required.',
  fields: (t) => ({
    skillId: t.id({ resolve: (s) => s.skillId }),
    name: t.string({ resolve: (s) => s.name ?? '' }),
    primary: t.exposeBoolean('primary', { description: 'Mandatory (true) or optional.' }),
    yearsRequired: t.exposeInt('yearsRequired', { nullable: true }),
    years: t.exposeInt('years', {
      nullable: true,
      description: 'The freelancer’s years on it (null: not said, or missing).',
    }),
    has: t.exposeBoolean('has'),
    state: t.field({ type: CriterionStateEnum, resolve: (s) => s.state }),
  }),
});

const ArgumentType = builder.objectRef<{ name: string; state: string }>('MatchArgument').implement({
  fields: (t) => ({
    name: t.field({ type: MatchArgumentEnum, resolve: (a) => a.name as never }),
    state: t.field({ type: CriterionStateEnum, resolve: (a) => a.state as never }),
  }),
});

const ImprovementType = builder.objectRef<Improvement>('MatchImprovement').implement({
  description:
    'What would raise the score: addSkill, raiseSkillYears, updateAvailability, lowerRetribution, addLocation, addRetribution, addExperience.',
  fields: (t) => ({
    kind: t.string({ resolve: (i) => i.kind }),
    skillId: t.id({ nullable: true, resolve: (i) => ('skillId' in i ? i.skillId : null) }),
    name: t.string({ nullable: true, resolve: (i) => ('name' in i ? (i.name ?? null) : null) }),
    primary: t.boolean({ nullable: true, resolve: (i) => ('primary' in i ? i.primary : null) }),
    years: t.int({ nullable: true, resolve: (i) => ('years' in i ? i.years : null) }),
    before: t.field({ type: 'Date', nullable: true, resolve: (i) => ('before' in i ? i.before : null) }),
    to: t.int({ nullable: true, resolve: (i) => ('to' in i ? i.to : null) }),
  }),
});

/** An evaluation and whose it is, so that coaching stays with the freelancer and the team. */
export interface EvaluationView {
  evaluation: MatchEvaluation;
  freelanceId: number;
}

export const MatchEvaluationType = builder.objectRef<EvaluationView>('MatchEvaluation').implement({
  description:
    'Why a freelancer fits a mission: the match ratio (numerator/denominator, rounded percent) and each argument.',
  fields: (t) => ({
    numerator: t.int({ resolve: (v) => v.evaluation.numerator }),
    denominator: t.int({ resolve: (v) => v.evaluation.denominator }),
    percent: t.int({ resolve: (v) => v.evaluation.percent }),
    label: t.string({ description: 'The ratio as shown: "7/9".', resolve: (v) => v.evaluation.label }),
    score: t.int({
      description: 'The ranking score (weights of the matching rules).',
      resolve: (v) => v.evaluation.score,
    }),
    skills: t.field({ type: [SkillFitType], resolve: (v) => v.evaluation.skills }),
    arguments: t.field({
      type: [ArgumentType],
      resolve: (v) => Object.entries(v.evaluation.arguments).map(([name, state]) => ({ name, state })),
    }),
    availableFrom: t.field({ type: 'Date', nullable: true, resolve: (v) => v.evaluation.availableFrom }),
    distanceKm: t.int({ nullable: true, resolve: (v) => v.evaluation.distanceKm }),
    maxDistanceKm: t.int({ resolve: (v) => v.evaluation.maxDistanceKm }),
    improvements: t.field({
      type: [ImprovementType],
      description: 'For the freelancer and the team only; empty for the client.',
      resolve: (v, _a, c) => (canReadImprovements(marketCallerOf(c), v.freelanceId) ? v.evaluation.improvements : []),
    }),
  }),
});

export const MatchFreelanceType = builder.objectRef<FreelanceCardRow>('MatchFreelance').implement({
  description: 'The freelancer of a match as a card shows them (no contact details: contact goes through Orbite).',
  fields: (t) => ({
    id: t.exposeID('id'),
    publicId: t.exposeString('publicId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    fullName: t.string({ resolve: (f) => `${f.firstName} ${f.lastName}` }),
    profilePictureUrl: t.exposeString('profilePictureUrl', { nullable: true }),
    tagline: t.exposeString('tagline', { nullable: true }),
    retribution: t.exposeInt('retribution', { nullable: true, description: 'Daily rate, in euros.' }),
    experienceInYears: t.exposeInt('experienceInYears', { nullable: true }),
    isAvailable: t.exposeBoolean('isAvailable'),
    availabilityDate: t.expose('availabilityDate', { type: 'Date', nullable: true }),
    availableNow: t.boolean({ resolve: (f) => isAvailable(f.isAvailable, f.availabilityDate) }),
    availableSoon: t.boolean({ resolve: (f) => isSoon(f.isAvailable, f.availabilityDate) }),
    city: t.exposeString('city', { nullable: true }),
    status: t.field({ type: FreelanceStatusEnum, resolve: (f) => f.status as never }),
    profileScore: t.exposeInt('profileScore'),
  }),
});

// Meetings.

export const TimeSlotType = builder.objectRef<TimeSlotRow>('TimeSlot').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    dateTime: t.expose('dateTime', { type: 'DateTime' }),
    booked: t.exposeBoolean('booked'),
    label: t.string({ description: 'The slot in French, Paris time.', resolve: (s) => slotLabel(s.dateTime) }),
  }),
});

export const MeetingType = builder.objectRef<MeetingRow>('Meeting').implement({
  description:
    'The client proposes slots, the freelancer books one; either side reschedules or declines; then it is done.',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.string({ description: 'proposed, booked, done or declined.', resolve: (m) => m.status }),
    bookedAt: t.expose('bookedAt', { type: 'DateTime', nullable: true }),
    doneAt: t.expose('doneAt', { type: 'DateTime', nullable: true }),
    declineSource: t.exposeString('declineSource', { nullable: true }),
    declineReasons: t.stringList({
      resolve: (m, _a, c) => (canReadMeetingDecline(marketCallerOf(c), m) ? m.declineReasons : []),
    }),
    declineComment: t.string({
      nullable: true,
      resolve: (m, _a, c) => (canReadMeetingDecline(marketCallerOf(c), m) ? m.declineComment : null),
    }),
    slots: t.field({
      type: [TimeSlotType],
      resolve: async (m, _a, c) => (m.status === 'declined' ? [] : ((await slotsOfMeeting(c, m.id)) ?? [])),
    }),
  }),
});

const MatchMoveType = builder
  .objectRef<{ to: MatchStatus; reason: string | null; cancelSource: string | null }>('MatchMove')
  .implement({
    fields: (t) => ({
      to: t.field({ type: MatchStatusEnum, resolve: (m) => m.to }),
      reason: t.exposeString('reason', { nullable: true, description: 'decline (reasons required) or cancel.' }),
      cancelSource: t.field({ type: CancelSourceEnum, nullable: true, resolve: (m) => m.cancelSource as never }),
    }),
  });

const userName = (context: GraphQLContext, id: number | null) => (id ? userNameOf(context, id) : null);

export const MatchType = builder.objectRef<MatchRow>('Match').implement({
  description: 'A freelancer in the running for a mission.',
  fields: (t) => ({
    id: t.exposeID('id'),
    mission: t.field({ type: MissionType, resolve: async (m, _a, c) => (await missionOf(c, m.missionId))! }),
    freelance: t.field({
      type: MatchFreelanceType,
      resolve: async (m, _a, c) => (await freelanceCardOf(c, m.freelanceId))!,
    }),
    status: t.field({ type: MatchStatusEnum, resolve: (m) => m.status as MatchStatus }),
    freelanceStatus: t.field({
      type: PipelineStageEnum,
      description: 'The freelancer-side pipeline stage.',
      resolve: (m, _a, c) => pipelineStageOf(m, c),
    }),
    freelanceStatusColor: t.string({ resolve: async (m, _a, c) => pipelineColor(await pipelineStageOf(m, c)) }),
    funnelColumn: t.field({
      type: FunnelColumnEnum,
      nullable: true,
      ...teamOnly,
      resolve: async (m, _a, c) =>
        funnelColumnOf(m.status as MatchStatus, meetingProgress(await meetingOfMatch(c, m.id))),
    }),
    source: t.string({ nullable: true, ...teamOnly, resolve: (m) => m.source }),
    preMatchingSource: t.string({ nullable: true, ...teamOnly, resolve: (m) => m.preMatchingSource }),
    cancelSource: t.field({ type: CancelSourceEnum, nullable: true, resolve: (m) => m.cancelSource as never }),
    declineReasons: t.stringList({
      resolve: (m, _a, c) => (canReadDeclineReasons(marketCallerOf(c), m) ? m.declineReasons : []),
    }),
    declineComment: t.string({
      nullable: true,
      resolve: (m, _a, c) => (canReadDeclineReasons(marketCallerOf(c), m) ? m.declineComment : null),
    }),
    message: t.string({
      nullable: true,
      description:
        'The freelancer’s words when applying: for the team and the freelancer, and for the client when the platform presented the application (Connect).',
      resolve: (m, _a, c) => (canReadApplicationMessage(marketCallerOf(c), m) ? m.message : null),
    }),
    selected: t.exposeBoolean('selected', { description: 'Chosen by the client to be met.' }),
    presentedAt: t.expose('presentedAt', { type: 'DateTime', nullable: true }),
    faQualifiedAt: t.field({ type: 'DateTime', nullable: true, ...teamOnly, resolve: (m) => m.faQualifiedAt }),
    faQualifiedBy: t.string({ nullable: true, ...teamOnly, resolve: (m, _a, c) => userName(c, m.faQualifiedByUserId) }),
    faAppliedBy: t.string({ nullable: true, ...teamOnly, resolve: (m, _a, c) => userName(c, m.faAppliedByUserId) }),
    faProposedBy: t.string({ nullable: true, ...teamOnly, resolve: (m, _a, c) => userName(c, m.faProposedByUserId) }),
    faSelectedBy: t.string({ nullable: true, ...teamOnly, resolve: (m, _a, c) => userName(c, m.faSelectedByUserId) }),
    freelancerAgent: t.string({
      nullable: true,
      ...teamOnly,
      resolve: (m, _a, c) => userName(c, m.freelancerAgentUserId),
    }),
    evaluation: t.field({
      type: MatchEvaluationType,
      nullable: true,
      description: 'The live fit of the freelancer to the mission (the match card).',
      resolve: async (m, _a, c) => {
        const evaluation = await evaluationOf(c, { missionId: m.missionId, freelanceId: m.freelanceId });
        return evaluation ? { evaluation, freelanceId: m.freelanceId } : null;
      },
    }),
    meeting: t.field({ type: MeetingType, nullable: true, resolve: (m, _a, c) => meetingOfMatch(c, m.id) }),
    allowedMoves: t.field({
      type: [MatchMoveType],
      description: 'The moves the viewer may make now, for the buttons of the match.',
      resolve: async (m, _a, c) => {
        const who = matchActorOf(marketCallerOf(c));
        const mission = await missionOf(c, m.missionId);
        if (!who || !mission) return [];
        // One confirmed freelancer per mission: another confirmation waits until the first is cancelled.
        const confirmed = await loaderOf<number, boolean>(c, 'missionConfirmed', async (ids) => {
          const found = await matches.missionsWithConfirmedMatch(c.deps.db, ids);
          return ids.map((id) => found.has(id));
        }).load(m.missionId);
        const moves = offeredMoves(allowedMatchMoves(m.status as MatchStatus, who), mission.status);
        // The move the service refuses with 630 is not offered.
        const presentable = moves.some((move) => move.to === 'corporateValidation')
          ? canBePresentedToClient((await freelanceCardOf(c, m.freelanceId))?.status)
          : true;
        return moves
          .filter((move) => !(confirmed && move.to === 'corporateConfirmed'))
          .filter((move) => presentable || move.to !== 'corporateValidation')
          .map((move) => ({
            to: move.to,
            reason: move.reason ?? null,
            cancelSource: move.reason === 'cancel' ? (move.cancelSource ?? null) : null,
          }));
      },
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.field({
      type: 'DateTime',
      description: 'When the match last changed, its contract included once the client confirmed the freelancer.',
      resolve: (match, _args, context) => lastChangeOf(match, context),
    }),
  }),
});
