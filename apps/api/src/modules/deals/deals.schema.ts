import type { DealStatus } from '@orbite/domain/deal-status';
import { dealSubStatusOf } from '@orbite/domain/deal-status';
import { ErrorCode } from '@orbite/domain/errors';
import { builder } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import { loaderOf } from '../../graphql/loaders';
import { anyMarketUser } from '../../graphql/market-scopes';
import { AppError } from '../../platform/errors';
import { marketCallerOf } from '../missions/missions.caller';
import { MissionType } from '../missions/missions.schema';
import type { MissionRow } from '../missions/missions.tables';
import * as checks from './deal-checks.service';
import * as renewals from './deal-renewals.service';
import * as deals from './deals.service';
import type { DealRow } from './deals.tables';
import { DealType } from './deals.types';

const toId = (value: string | number) => {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw new AppError(ErrorCode.notFound);
  return id;
};
const caller = (context: GraphQLContext) => marketCallerOf(context);

/** The current deal of each mission of a list, read in one query (the team's Care tab, a client's missions). */
const currentDealLoader = (c: GraphQLContext) =>
  loaderOf<number, DealRow | null>(c, 'missionCurrentDeal', (ids) => deals.currentDealsFor(c.deps.db, caller(c), ids));

builder.objectFields(MissionType, (t) => ({
  dealSubStatus: t.string({
    nullable: true,
    description:
      'The deal sub-status of a mission in quotation (created, canValidate, awaitingTeamMemberValidation, signing, signed), for its company and the team.',
    // Not async: null at once for any other status, so that a list's items complete without a promise each.
    resolve: (m: MissionRow, _a, c) => {
      if (m.status !== 'quotation') return null;
      return currentDealLoader(c)
        .load(m.id)
        .then((deal) => (deal ? dealSubStatusOf(deal.status as DealStatus) : null));
    },
  }),
  deal: t.field({
    type: DealType,
    nullable: true,
    description: 'The mission’s current deal (latest version not cancelled) when the viewer may see it.',
    resolve: async (m: MissionRow, _a, c) => {
      if (!['quotation', 'onGoing', 'finished', 'reviewed'].includes(m.status)) return null;
      return currentDealLoader(c).load(m.id);
    },
  }),
}));

builder.queryFields((t) => ({
  deal: t.field({
    type: DealType,
    description: 'A deal: the team any, the client its company’s, the freelancer their own.',
    authScopes: anyMarketUser,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, c) => deals.readableDeal(c.deps.db, caller(c), toId(args.id)),
  }),
  dealsOfMission: t.field({
    type: [DealType],
    description: 'Every deal version of a mission the viewer may see, oldest first.',
    authScopes: anyMarketUser,
    args: { missionId: t.arg.id({ required: true }) },
    resolve: (_r, args, c) => deals.dealsOfMissionFor(c.deps, caller(c), toId(args.missionId)),
  }),
}));

const DealTermsInput = builder.inputType('DealTermsInput', {
  fields: (t) => ({
    revision: t.int({ required: true }),
    dailyRate: t.float({ required: true }),
    startDate: t.field({ type: 'Date', required: true }),
    endDate: t.field({ type: 'Date', required: true }),
    daysPerWeek: t.int({ required: true }),
    renewable: t.string({ required: true }),
    corporateCommissionRate: t.float(),
    corporateFlatFee: t.float(),
    freelanceCommissionRate: t.float(),
    freelanceFlatFee: t.float(),
    specificMentions: t.string(),
    platformSignatoryUserId: t.int(),
  }),
});

const DealCheckEnum = builder.enumType('DealCheck', { values: ['kyc', 'specificMentions'] as const });
const RenewalAnswerEnum = builder.enumType('DealRenewalAnswer', { values: ['renew', 'end'] as const });
const RenewalSideEnum = builder.enumType('DealRenewalSide', { values: ['freelance', 'corporate'] as const });
const DealVersionKindEnum = builder.enumType('DealVersionKind', { values: ['extension', 'renewal'] as const });

const teamScope = { teamMember: true } as const;
const partyScope = { freelancer: true, $all: { corporate: true, permission: 'showMissions' } } as const;

builder.mutationFields((t) => ({
  createDeal: t.field({
    type: DealType,
    description: 'The team opens a deal for a confirmed match that has none open.',
    authScopes: teamScope,
    args: { matchId: t.arg.id({ required: true }) },
    resolve: (_r, args, c) => deals.createDeal(c.deps, caller(c), toId(args.matchId)),
  }),
  updateDealTerms: t.field({
    type: DealType,
    description: 'The team changes the terms: prices recomputed, acceptances voided (622 on a stale revision).',
    authScopes: teamScope,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: DealTermsInput, required: true }) },
    resolve: (_r, args, c) => deals.updateDealTerms(c.deps, caller(c), toId(args.id), args.input),
  }),
  sendDealTerms: t.field({
    type: DealType,
    authScopes: teamScope,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, c) => deals.sendDealTerms(c.deps, caller(c), toId(args.id)),
  }),
  acceptDealTerms: t.field({
    type: DealType,
    description: 'The freelancer or the client accepts the terms for their own side.',
    authScopes: partyScope,
    args: { id: t.arg.id({ required: true }), revision: t.arg.int() },
    resolve: (_r, args, c) => deals.acceptDealTerms(c.deps, caller(c), toId(args.id), args.revision),
  }),
  requestDealTermsChange: t.field({
    type: DealType,
    authScopes: partyScope,
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_r, args, c) => deals.requestDealTermsChange(c.deps, caller(c), toId(args.id), args.reason),
  }),
  validateDeal: t.field({
    type: DealType,
    description:
      'The team validates accepted terms; 605 with extensions.reason signingBlocked:… while something is missing.',
    authScopes: teamScope,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, c) => checks.validateDeal(c.deps, caller(c), toId(args.id)),
  }),
  invalidateDeal: t.field({
    type: DealType,
    authScopes: teamScope,
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_r, args, c) => checks.invalidateDeal(c.deps, caller(c), toId(args.id), args.reason),
  }),
  bypassDealCheck: t.field({
    type: DealType,
    description: 'The team lifts the KYC or specific-mentions check, with a reason (audited).',
    authScopes: teamScope,
    args: {
      id: t.arg.id({ required: true }),
      kind: t.arg({ type: DealCheckEnum, required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: (_r, args, c) => checks.bypassDealCheck(c.deps, caller(c), toId(args.id), args.kind, args.reason),
  }),
  cancelDeal: t.field({
    type: DealType,
    authScopes: teamScope,
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_r, args, c) => checks.cancelDeal(c.deps, caller(c), toId(args.id), args.reason),
  }),
  terminateDeal: t.field({
    type: DealType,
    authScopes: teamScope,
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_r, args, c) => checks.terminateDeal(c.deps, caller(c), toId(args.id), args.reason),
  }),
  answerDealRenewal: t.field({
    type: DealType,
    description: 'Each side answers for itself whether to go on; the team answers for a side it names.',
    authScopes: anyMarketUser,
    args: {
      id: t.arg.id({ required: true }),
      answer: t.arg({ type: RenewalAnswerEnum, required: true }),
      side: t.arg({ type: RenewalSideEnum }),
    },
    resolve: (_r, args, c) => renewals.answerDealRenewal(c.deps, caller(c), toId(args.id), args.answer, args.side),
  }),
  createNextDealVersion: t.field({
    type: DealType,
    description: 'The team extends (same terms) or renews (today’s rules) a signed deal: its next version, as a draft.',
    authScopes: teamScope,
    args: {
      id: t.arg.id({ required: true }),
      kind: t.arg({ type: DealVersionKindEnum, required: true }),
      endDate: t.arg({ type: 'Date', required: true }),
    },
    resolve: (_r, args, c) => renewals.nextVersionOfDeal(c.deps, caller(c), toId(args.id), args.kind, args.endDate),
  }),
}));
