import { ErrorCode } from '@orbite/domain/errors';
import type { MatchStatus } from '@orbite/domain/match-status';
import { builder } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import { loaderOf } from '../../graphql/loaders';
import { anyMarketUser, clientOrTeam, freelancerMissions } from '../../graphql/market-scopes';
import { AppError } from '../../platform/errors';
import { marketCallerOf } from '../missions/missions.caller';
import { MissionType } from '../missions/missions.schema';
import type { MissionRow } from '../missions/missions.tables';
import * as applications from './match-applications.service';
import { canReadMatch } from './matches.policy';
import * as matches from './matches.service';
import type { MatchRow } from './matches.tables';
import {
  evaluationOf,
  freelanceCardOf,
  MatchEvaluationType,
  MatchFreelanceType,
  MatchStatusEnum,
  MatchType,
  missionOf,
} from './matches.types';
import * as matching from './matching.service';
import * as meetings from './meetings.service';

const toId = (value: string | number) => {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw new AppError(ErrorCode.notFound);
  return id;
};
const caller = (context: GraphQLContext) => marketCallerOf(context);

const FreelanceRecommendationType = builder.objectRef<matching.Recommendation>('FreelanceRecommendation').implement({
  description: 'A freelancer the matching engine proposes for a mission, with why, and the match if one exists.',
  fields: (t) => ({
    freelance: t.field({
      type: MatchFreelanceType,
      // Read with the recommendation (one statement for the page), else by the request's card loader.
      resolve: async (r, _a, c) => r.card ?? (await freelanceCardOf(c, r.freelanceId))!,
    }),
    evaluation: t.field({
      type: MatchEvaluationType,
      resolve: (r) => ({ evaluation: r.evaluation, freelanceId: r.freelanceId }),
    }),
    match: t.field({ type: MatchType, nullable: true, resolve: (r) => r.match }),
  }),
});

const MissionRecommendationType = builder.objectRef<matching.Recommendation>('MissionRecommendation').implement({
  description: 'A mission open to applications that fits the freelancer, with why.',
  fields: (t) => ({
    mission: t.field({ type: MissionType, resolve: async (r, _a, c) => (await missionOf(c, r.missionId))! }),
    evaluation: t.field({
      type: MatchEvaluationType,
      resolve: (r) => ({ evaluation: r.evaluation, freelanceId: r.freelanceId }),
    }),
  }),
});

/** The freelancer viewer's match on a mission, the missions of a list read in one query. */
const viewerMatchOf = (context: GraphQLContext, freelanceId: number, missionId: number) =>
  loaderOf<number, MatchRow>(context, 'viewerMatch', async (missionIds) => {
    const rows = await matches.matchesOfFreelanceOn(context.deps.db, freelanceId, missionIds);
    return missionIds.map((id) => rows.find((row) => row.missionId === id) ?? null);
  }).load(missionId);

// What a freelancer sees of a mission: their own match and fit.
const MissionMatchCountsType = builder.objectRef<matches.MissionMatchCounts>('MissionMatchCounts').implement({
  description: 'What waits on the client in a mission’s running (the dashboard’s to-do).',
  fields: (t) => ({
    presented: t.exposeInt('presented', { description: 'Profiles presented, not chosen to be met yet.' }),
    selected: t.exposeInt('selected', { description: 'Profiles chosen to be met.' }),
    meetingsBooked: t.exposeInt('meetingsBooked'),
    confirmed: t.exposeInt('confirmed'),
  }),
});

const emptyCounts: matches.MissionMatchCounts = { presented: 0, selected: 0, meetingsBooked: 0, confirmed: 0 };

builder.objectFields(MissionType, (t) => ({
  matchCounts: t.field({
    type: MissionMatchCountsType,
    nullable: true,
    description: 'Presented, selected, met and confirmed profiles: for the company and the team, null for freelancers.',
    resolve: async (m: MissionRow, _a, c) => {
      const me = caller(c);
      const allowed = me.role === 'teamMember' || (me.role === 'corporate' && me.companyId === m.companyId);
      if (!allowed) return null;
      const counts = await loaderOf<number, matches.MissionMatchCounts>(c, 'missionMatchCounts', async (ids) => {
        const found = await matches.matchCountsByMission(c.deps.db, ids);
        return ids.map((id) => found.get(id) ?? emptyCounts);
      }).load(m.id);
      return counts ?? emptyCounts;
    },
  }),
  viewerMatch: t.field({
    type: MatchType,
    nullable: true,
    description: 'The freelancer viewer’s match on this mission, if any.',
    resolve: async (m: MissionRow, _a, c) => {
      const me = caller(c);
      if (me.role !== 'freelancer' || !me.freelanceId) return null;
      const match = await viewerMatchOf(c, me.freelanceId, m.id);
      return match && canReadMatch(me, match, m) ? match : null;
    },
  }),
  viewerEvaluation: t.field({
    type: MatchEvaluationType,
    nullable: true,
    description: 'How the freelancer viewer fits this mission, and what would raise it.',
    resolve: async (m: MissionRow, _a, c) => {
      const me = caller(c);
      if (me.role !== 'freelancer' || !me.freelanceId) return null;
      const evaluation = await evaluationOf(c, { missionId: m.id, freelanceId: me.freelanceId });
      return evaluation ? { evaluation, freelanceId: me.freelanceId } : null;
    },
  }),
}));

builder.queryFields((t) => ({
  match: t.field({
    type: MatchType,
    description: 'A match: the team any, the client its company’s once presented, the freelancer their own.',
    authScopes: anyMarketUser,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, c) => (await matches.readableMatch(c.deps.db, caller(c), toId(args.id))).match,
  }),
  matchOf: t.field({
    type: MatchType,
    description: 'The match of a mission and a freelancer (the pages addressed by both ids).',
    authScopes: clientOrTeam,
    args: { missionId: t.arg.id({ required: true }), freelanceId: t.arg.id({ required: true }) },
    resolve: async (_r, args, c) =>
      (await matches.readableMatchOf(c.deps.db, caller(c), toId(args.missionId), toId(args.freelanceId))).match,
  }),
  missionMatches: t.field({
    type: [MatchType],
    description:
      'The matches of a mission the viewer may see: all for the team (the funnel), the presented ones for the client.',
    authScopes: clientOrTeam,
    args: { missionId: t.arg.id({ required: true }) },
    resolve: (_r, args, c) => matches.matchesOfMission(c.deps, caller(c), toId(args.missionId)),
  }),
  myMatchOfMission: t.field({
    type: MatchType,
    nullable: true,
    description:
      'The freelancer’s match on a mission (the /freelancer/missions/{id} page), null when they have none they may see.',
    authScopes: freelancerMissions,
    args: { missionId: t.arg.id({ required: true }) },
    resolve: async (_r, args, c) => {
      const me = caller(c);
      const match = me.freelanceId ? await matches.findMatchOf(c.deps.db, toId(args.missionId), me.freelanceId) : null;
      return match && (await matches.isReadable(c.deps.db, me, match)) ? match : null;
    },
  }),
  myMatches: t.field({
    type: [MatchType],
    description: 'The freelancer’s missions: every match they can see, newest change first.',
    authScopes: freelancerMissions,
    resolve: (_r, _a, c) => matches.myMatches(c.deps, caller(c)),
  }),
  recommendedMissions: t.field({
    type: [MissionRecommendationType],
    description:
      'Missions open to applications that fit the freelancer, best first (explore); with an offer, every mission of it (connect).',
    authScopes: { freelancer: true },
    args: {
      limit: t.arg.int(),
      offer: t.arg.string({ description: 'boost, connect, fleet or exchange: every open mission of that offer.' }),
    },
    resolve: (_r, args, c) => matching.recommendedMissions(c.deps, caller(c), args.limit ?? 30, args.offer),
  }),
  recommendedFreelances: t.field({
    type: [FreelanceRecommendationType],
    description: 'The matching engine’s best freelancers for a mission, explained (ranked in PostgreSQL).',
    authScopes: { teamMember: true },
    args: {
      missionId: t.arg.id({ required: true }),
      offset: t.arg.int(),
      limit: t.arg.int(),
      excludeMatched: t.arg.boolean({
        description: 'Hide freelancers already in the mission’s running (default true).',
      }),
    },
    resolve: (_r, args, c) =>
      matching.recommendedFreelances(c.deps, caller(c), toId(args.missionId), {
        offset: Math.max(0, args.offset ?? 0),
        limit: Math.min(Math.max(args.limit ?? 20, 1), 100),
        excludeMatched: args.excludeMatched ?? true,
      }),
  }),
}));

const matchArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  id: t.arg.id({ required: true }),
});

builder.mutationFields((t) => ({
  applyToMission: t.field({
    type: MatchType,
    description:
      'The freelancer applies (634 with extensions.reason hasApplied, invalidFreelanceState, invalidMissionMatchState or invalidMissionState).',
    authScopes: { freelancer: true },
    args: { missionId: t.arg.id({ required: true }), message: t.arg.string() },
    resolve: (_r, args, c) => applications.applyToMission(c.deps, caller(c), toId(args.missionId), args.message),
  }),
  notInterestedInMission: t.field({
    type: MatchType,
    description: 'The freelancer passes on a mission (or declines a proposal), with optional reasons.',
    authScopes: { freelancer: true },
    args: { missionId: t.arg.id({ required: true }), reasons: t.arg.stringList() },
    resolve: (_r, args, c) => applications.notInterested(c.deps, caller(c), toId(args.missionId), args.reasons),
  }),
  preselectFreelances: t.field({
    type: [MatchType],
    description: 'The team puts freelancers on a mission’s shortlist (telescope, engine, by hand).',
    authScopes: { teamMember: true },
    args: {
      missionId: t.arg.id({ required: true }),
      freelanceIds: t.arg.idList({ required: true }),
      source: t.arg.string({
        description: 'Pre-matching source: telescope (default), matchingEngine, teamMemberAction.',
      }),
    },
    resolve: (_r, args, c) =>
      matches.preselectFreelances(
        c.deps,
        caller(c),
        toId(args.missionId),
        args.freelanceIds.map(toId),
        ['telescope', 'matchingEngine', 'teamMemberAction'].includes(args.source ?? '') ? args.source! : 'telescope',
      ),
  }),
  updateMatchStatus: t.field({
    type: MatchType,
    description:
      'Moves a match through its state machine: propose, accept, present, confirm (starts contracting), decline (reasons), cancel (by each party), revive.',
    authScopes: anyMarketUser,
    args: {
      ...matchArgs(t),
      status: t.arg({ type: MatchStatusEnum, required: true }),
      reasons: t.arg.stringList(),
      comment: t.arg.string(),
    },
    resolve: (_r, args, c) =>
      matches.changeMatchStatus(c.deps, caller(c), toId(args.id), args.status as MatchStatus, {
        reasons: args.reasons,
        comment: args.comment,
      }),
  }),
  selectMatch: t.field({
    type: MatchType,
    description:
      'The client chooses (or unchooses) a presented profile to meet: 5 at most (611), while the mission seeks (613).',
    authScopes: clientOrTeam,
    args: { ...matchArgs(t), selected: t.arg.boolean({ required: true }) },
    resolve: (_r, args, c) => matches.selectMatch(c.deps, caller(c), toId(args.id), args.selected),
  }),
  duplicateMatch: t.field({
    type: MatchType,
    description: 'The client moves a presented profile to another of its missions.',
    authScopes: clientOrTeam,
    args: { ...matchArgs(t), missionId: t.arg.id({ required: true }) },
    resolve: (_r, args, c) => matches.duplicateMatch(c.deps, caller(c), toId(args.id), toId(args.missionId)),
  }),
  proposeTimeSlots: t.field({
    type: MatchType,
    description:
      'The client proposes 1 to 10 half-hour slots (Paris time) to a presented profile; rescheduling replaces them.',
    authScopes: clientOrTeam,
    args: { ...matchArgs(t), slots: t.arg({ type: ['DateTime'], required: true }) },
    resolve: async (_r, args, c) => {
      const meeting = await meetings.proposeTimeSlots(c.deps, caller(c), toId(args.id), args.slots);
      return reloaded(c, meeting.matchId);
    },
  }),
  bookTimeSlot: t.field({
    type: MatchType,
    description: 'The freelancer books one of the proposed slots (614 already booked, 615 unavailable).',
    authScopes: { freelancer: true, teamMember: true },
    args: { slotId: t.arg.id({ required: true }) },
    resolve: async (_r, args, c) => {
      const meeting = await meetings.bookTimeSlot(c.deps, caller(c), toId(args.slotId));
      return reloaded(c, meeting.matchId);
    },
  }),
  requestNewTimeSlots: t.field({
    type: MatchType,
    description: 'The freelancer asks for other slots: the booking is released and the client proposes again.',
    authScopes: { freelancer: true, teamMember: true },
    args: { ...matchArgs(t), comment: t.arg.string() },
    resolve: async (_r, args, c) => {
      const meeting = await meetings.requestNewTimeSlots(c.deps, caller(c), toId(args.id), args.comment);
      return reloaded(c, meeting.matchId);
    },
  }),
  declineMeeting: t.field({
    type: MatchType,
    description:
      'Either side declines the meeting with reasons (616 without): the freelancer withdraws, the client declines the profile.',
    authScopes: { freelancer: true, $all: { corporate: true, permission: 'showMissions' } },
    args: { ...matchArgs(t), reasons: t.arg.stringList({ required: true }), comment: t.arg.string() },
    resolve: (_r, args, c) => meetings.declineMeeting(c.deps, caller(c), toId(args.id), args.reasons, args.comment),
  }),
  markMeetingDone: t.field({
    type: MatchType,
    description: 'The meeting took place (606 before its time).',
    authScopes: clientOrTeam,
    args: matchArgs(t),
    resolve: async (_r, args, c) => {
      const meeting = await meetings.markMeetingDone(c.deps, caller(c), toId(args.id));
      return reloaded(c, meeting.matchId);
    },
  }),
}));

/** The match after a meeting change, read again so that its meeting and stage are fresh. */
async function reloaded(context: GraphQLContext, matchId: number): Promise<MatchRow> {
  return (await matches.readableMatch(context.deps.db, caller(context), matchId)).match;
}
