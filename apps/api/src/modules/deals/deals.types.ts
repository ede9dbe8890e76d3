import { addDays, type CalendarDay, todayInParis } from '@orbite/domain/calendar-day';
import { contractLegalFields } from '@orbite/domain/deal-parties';
import {
  inRenewalWindow,
  missionOngoingStatusOf,
  pendingRenewalAnswers,
  type RenewalAnswer,
} from '@orbite/domain/deal-renewal';
import {
  type DealStatus,
  dealPipelineStage,
  dealStatuses,
  dealSubStatusOf,
  pendingAcceptances,
} from '@orbite/domain/deal-status';
import { marginModeOn } from '@orbite/domain/pricing';
import { workingDaysBetween } from '@orbite/domain/work-log-days';
import { builder } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import { loaderOf } from '../../graphql/loaders';
import { ActivityEventPageType } from '../activity/activity.schema';
import { CompanyType } from '../companies/companies.schema';
import { findCompany } from '../companies/companies.service';
import { freelanceCardOf, MatchFreelanceType, missionOf } from '../matches/matches.types';
import { marketCallerOf } from '../missions/missions.caller';
import { MissionType } from '../missions/missions.schema';
import type { DealReadinessView } from './deal-readiness';
import * as renewals from './deal-renewals.service';
import { canSeeDealEconomics, viewerDealMoves, visibleDealPrices } from './deals.policy';
import * as deals from './deals.service';
import type { DealBypassRecord, DealRow } from './deals.tables';

/* The GraphQL type of a deal: what each viewer may see of it, its checks, renewal and versions. */

const caller = (context: GraphQLContext) => marketCallerOf(context);
const team = (c: GraphQLContext) => canSeeDealEconomics(caller(c));

export const DealStatusEnum = builder.enumType('DealStatus', { values: dealStatuses });

const readinessOf = (c: GraphQLContext, deal: DealRow) =>
  loaderOf<DealRow, DealReadinessView>(
    c,
    'dealReadiness',
    (rows) => Promise.all(rows.map((row) => deals.dealReadiness(c.deps.db, row))),
    (row) => `${row.id}:${row.revision}`,
  ).load(deal) as Promise<DealReadinessView>;

/** Working days between two days, both included: Monday to Friday, French public holidays not worked (the work log's). */
const workingDaysOf = (start: string, end: string) =>
  workingDaysBetween(addDays(start as CalendarDay, -1), end as CalendarDay);

const DealMoveOptionType = builder
  .objectRef<{ to: string; event: string; reason: string | null }>('DealMoveOption')
  .implement({
    description: 'A move the viewer may make on the deal, and the reason it needs.',
    fields: (t) => ({
      to: t.exposeString('to'),
      event: t.exposeString('event'),
      reason: t.exposeString('reason', { nullable: true }),
    }),
  });

const DealCommissionsType = builder.objectRef<DealRow>('DealCommissions').implement({
  description: 'The platform’s commissions on a deal (team only).',
  fields: (t) => ({
    corporateRate: t.exposeFloat('corporateCommissionRate'),
    corporateFlatFee: t.exposeFloat('corporateFlatFee'),
    freelanceRate: t.exposeFloat('freelanceCommissionRate'),
    freelanceFlatFee: t.exposeFloat('freelanceFlatFee'),
    platformDailyMargin: t.float({
      resolve: (d) => Math.round((d.clientDailyPrice - d.freelanceDailyNet) * 100) / 100,
    }),
  }),
});

const DealBypassType = builder.objectRef<DealBypassRecord & { kind: string }>('DealBypass').implement({
  description: 'A signing check the team lifted, who did and why.',
  fields: (t) => ({
    kind: t.exposeString('kind'),
    byUserId: t.exposeID('byUserId'),
    at: t.field({ type: 'DateTime', resolve: (b) => new Date(b.at) }),
    reason: t.exposeString('reason'),
  }),
});

const LegalChecklistItemType = builder
  .objectRef<{ party: string; field: string; form: string }>('DealLegalChecklistItem')
  .implement({
    description: 'A legal field a party still lacks, and the form that fills it.',
    fields: (t) => ({
      party: t.exposeString('party', { description: 'freelanceCompany, person or corporateCompany.' }),
      field: t.exposeString('field', { description: `One of ${contractLegalFields.join(', ')}.` }),
      form: t.exposeString('form', {
        description: 'freelanceCompany, freelanceBankDetails, freelancePersonal or companyLegal.',
      }),
    }),
  });

const DealRenewalType = builder.objectRef<DealRow>('DealRenewal').implement({
  description: 'The renewal question of a signed deal: when asked, each side’s answer, and who is still awaited.',
  fields: (t) => ({
    askedOn: t.field({ type: 'Date', nullable: true, resolve: (d) => d.renewalAskedOn }),
    open: t.boolean({
      description: 'Whether the sides may answer now (signed, asked or in the 45-day window).',
      resolve: (d) =>
        d.status === 'signed' && (!!d.renewalAskedOn || inRenewalWindow(d.endDate as CalendarDay, todayInParis())),
    }),
    freelanceAnswer: t.exposeString('freelanceRenewalAnswer', { nullable: true }),
    freelanceAnsweredAt: t.expose('freelanceRenewalAnsweredAt', { type: 'DateTime', nullable: true }),
    corporateAnswer: t.exposeString('corporateRenewalAnswer', { nullable: true }),
    corporateAnsweredAt: t.expose('corporateRenewalAnsweredAt', { type: 'DateTime', nullable: true }),
    pendingSides: t.stringList({
      resolve: (d) =>
        pendingRenewalAnswers({
          freelance: d.freelanceRenewalAnswer as RenewalAnswer | null,
          corporate: d.corporateRenewalAnswer as RenewalAnswer | null,
          hasNextVersion: false,
        }),
    }),
    ongoingStatus: t.string({
      description: 'The mission’s ongoing sub-status these answers give: ongoing, renewing or ending.',
      resolve: async (d, _a, c) => missionOngoingStatusOf(await renewals.renewalStateOf(c.deps.db, d)),
    }),
  }),
});

const DealViewerCanType = builder.objectRef<DealRow>('DealViewerCan').implement({
  fields: (t) => {
    const can = (name: string, rule: (d: DealRow, c: GraphQLContext) => boolean) =>
      t.boolean({ description: name, resolve: (d, _a, c) => rule(d, c as GraphQLContext) });
    const moves = (d: DealRow, c: GraphQLContext) => viewerDealMoves(caller(c), d.status as DealStatus);
    const hasMove = (to: DealStatus) => (d: DealRow, c: GraphQLContext) => moves(d, c).some((m) => m.to === to);
    return {
      editTerms: can(
        'Change the terms (team).',
        (d, c) =>
          team(c) &&
          ['draft', 'termsProposed', 'freelanceAccepted', 'corporateAccepted', 'termsAccepted'].includes(d.status),
      ),
      sendTerms: can('Send the draft’s terms.', (d, c) => d.status === 'draft' && hasMove('termsProposed')(d, c)),
      accept: can('Accept the terms for the viewer’s side.', (d, c) =>
        moves(d, c).some((m) => m.event === 'deal_terms_accepted'),
      ),
      requestChange: can('Ask for other terms.', (d, c) =>
        moves(d, c).some((m) => m.event === 'deal_terms_change_requested'),
      ),
      validate: can('Validate (team).', hasMove('validated')),
      // A signature in progress is stopped from the documents panel (signatures module).
      invalidate: can('Undo the validation (team).', (d, c) => team(c) && d.status === 'validated'),
      bypass: can(
        'Bypass KYC or specific mentions (team).',
        (d, c) =>
          team(c) &&
          [
            'draft',
            'termsProposed',
            'freelanceAccepted',
            'corporateAccepted',
            'termsAccepted',
            'validated',
            'signing',
          ].includes(d.status),
      ),
      cancel: can('Cancel (team).', hasMove('cancelled')),
      terminate: can('End early (team).', (d, c) => team(c) && d.status === 'signed'),
      extend: can('Extend or renew (team).', (d, c) => team(c) && d.status === 'signed'),
    };
  },
});

export const DealType = builder.objectRef<DealRow>('Deal');

DealType.implement({
  description:
    'One version of the terms between a client and a freelancer for a mission. Prices are per day of work, excluding VAT; each side sees its own.',
  fields: (t) => ({
    id: t.exposeID('id'),
    missionId: t.exposeID('missionId'),
    matchId: t.exposeID('matchId'),
    freelanceId: t.exposeID('freelanceId'),
    companyId: t.exposeID('companyId'),
    mission: t.field({
      type: MissionType,
      nullable: true,
      resolve: (d, _a, c) => missionOf(c, d.missionId),
    }),
    freelance: t.field({
      type: MatchFreelanceType,
      nullable: true,
      resolve: (d, _a, c) => freelanceCardOf(c, d.freelanceId),
    }),
    company: t.field({ type: CompanyType, nullable: true, resolve: (d, _a, c) => findCompany(c.deps.db, d.companyId) }),
    version: t.exposeInt('version'),
    kind: t.exposeString('kind', { description: 'initial, extension or renewal.' }),
    previousDealId: t.exposeID('previousDealId', { nullable: true }),
    status: t.field({ type: DealStatusEnum, resolve: (d) => d.status as DealStatus }),
    subStatus: t.string({
      nullable: true,
      description: 'The spec’s deal sub-status of a mission in contracting.',
      resolve: (d) => dealSubStatusOf(d.status as DealStatus),
    }),
    pipelineStage: t.string({ nullable: true, resolve: (d) => dealPipelineStage(d.status as DealStatus) }),
    revision: t.exposeInt('revision', { description: 'Send it back with a change: a stale one gets 622.' }),
    dailyRate: t.float({
      nullable: true,
      description: 'The freelancer’s daily rate (the freelancer and the team).',
      resolve: (d, _a, c) => (visibleDealPrices(caller(c)).freelance ? d.dailyRate : null),
    }),
    clientDailyPrice: t.float({
      nullable: true,
      description: 'What the client pays per day, excluding VAT (the client and the team).',
      resolve: (d, _a, c) => (visibleDealPrices(caller(c)).client ? d.clientDailyPrice : null),
    }),
    freelanceDailyNet: t.float({
      nullable: true,
      description: 'What the freelancer receives per day, excluding VAT (the freelancer and the team).',
      resolve: (d, _a, c) => (visibleDealPrices(caller(c)).freelance ? d.freelanceDailyNet : null),
    }),
    corporateFlatFee: t.float({
      nullable: true,
      resolve: (d, _a, c) => (visibleDealPrices(caller(c)).client ? d.corporateFlatFee : null),
    }),
    freelanceFlatFee: t.float({
      nullable: true,
      resolve: (d, _a, c) => (visibleDealPrices(caller(c)).freelance ? d.freelanceFlatFee : null),
    }),
    commissions: t.field({
      type: DealCommissionsType,
      nullable: true,
      description: 'Commission rates, flat fees and the platform margin: the team only.',
      resolve: (d, _a, c) => (team(c) ? d : null),
    }),
    termsDay: t.field({ type: 'Date', resolve: (d) => d.termsDay }),
    marginMode: t.string({
      description: 'markup before 1 October 2022, share from that day: the price rule of the terms day.',
      resolve: (d) => marginModeOn(d.termsDay as CalendarDay),
    }),
    startDate: t.field({ type: 'Date', resolve: (d) => d.startDate }),
    endDate: t.field({ type: 'Date', resolve: (d) => d.endDate }),
    durationInDays: t.int({
      description:
        'Days of work the dates give at the rhythm: working days (weekdays, public holidays out) between start and end × days per week / 5.',
      resolve: (d) => Math.round((workingDaysOf(d.startDate, d.endDate) * d.daysPerWeek) / 5),
    }),
    daysPerWeek: t.exposeInt('daysPerWeek'),
    renewable: t.exposeString('renewable'),
    specificMentions: t.exposeString('specificMentions', { nullable: true }),
    platformSignatoryUserId: t.exposeID('platformSignatoryUserId', { nullable: true }),
    freelanceAcceptedAt: t.expose('freelanceAcceptedAt', { type: 'DateTime', nullable: true }),
    corporateAcceptedAt: t.expose('corporateAcceptedAt', { type: 'DateTime', nullable: true }),
    pendingAcceptances: t.stringList({ resolve: (d) => pendingAcceptances(d.status as DealStatus) }),
    validatedAt: t.expose('validatedAt', { type: 'DateTime', nullable: true }),
    signingStartedAt: t.expose('signingStartedAt', { type: 'DateTime', nullable: true }),
    signedAt: t.expose('signedAt', { type: 'DateTime', nullable: true }),
    endedAt: t.expose('endedAt', { type: 'DateTime', nullable: true }),
    cancelledAt: t.expose('cancelledAt', { type: 'DateTime', nullable: true }),
    statusReason: t.exposeString('statusReason', { nullable: true }),
    bypasses: t.field({
      type: [DealBypassType],
      description: 'The checks the team lifted, with their reasons (the team only; others get the kinds list).',
      resolve: (d, _a, c) => {
        if (!team(c)) return [];
        const list: (DealBypassRecord & { kind: string })[] = [];
        if (d.kycBypass) list.push({ ...d.kycBypass, kind: 'kyc' });
        if (d.specificMentionsBypass) list.push({ ...d.specificMentionsBypass, kind: 'specificMentions' });
        if (d.signatureBypass) list.push({ ...d.signatureBypass, kind: 'signature' });
        return list;
      },
    }),
    legalChecklist: t.field({
      type: [LegalChecklistItemType],
      description: 'Missing legal fields: the team sees every party’s, each side its own.',
      resolve: async (d, _a, c) => {
        const me = caller(c);
        const { checklist } = await readinessOf(c, d);
        if (me.role === 'teamMember') return checklist;
        if (me.role === 'corporate') return checklist.filter((i) => i.party === 'corporateCompany');
        return checklist.filter((i) => i.party !== 'corporateCompany');
      },
    }),
    kycComplete: t.boolean({
      nullable: true,
      description: 'The freelancer’s KYC file is accepted (team only).',
      resolve: async (d, _a, c) => (team(c) ? (await readinessOf(c, d)).kycComplete : null),
    }),
    specificMentionsPending: t.boolean({
      resolve: async (d, _a, c) => (await readinessOf(c, d)).specificMentionsPending,
    }),
    signingBlockers: t.stringList({
      description:
        'What stops validation and signature: freelanceLegalFields, corporateLegalFields, kyc, specificMentions.',
      resolve: async (d, _a, c) => (await readinessOf(c, d)).blockers,
    }),
    allowedMoves: t.field({
      type: [DealMoveOptionType],
      resolve: (d, _a, c) =>
        viewerDealMoves(caller(c), d.status as DealStatus).map((m) => ({
          to: m.to,
          event: m.event,
          reason: m.reason ?? null,
        })),
    }),
    viewerCan: t.field({ type: DealViewerCanType, resolve: (d) => d }),
    renewal: t.field({ type: DealRenewalType, resolve: (d) => d }),
    versions: t.field({
      type: [DealType],
      description: 'Every version of this match’s deal, oldest first.',
      resolve: (d, _a, c) => deals.versionsOfDeal(c.deps.db, d),
    }),
    activity: t.field({
      type: ActivityEventPageType,
      args: { offset: t.arg.int(), limit: t.arg.int() },
      resolve: (d, args, c) => deals.dealActivity(c.deps, caller(c), d.id, args),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
