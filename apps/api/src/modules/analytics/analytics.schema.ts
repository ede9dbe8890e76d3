import { analyticsGranularities, funnelSteps } from '@orbite/domain/analytics';
import { builder } from '../../graphql/builder';
import {
  type AnalyticsBucket,
  type AnalyticsTotals,
  type FunnelStepFigure,
  huntingCampaigns,
  type MarketplaceAnalytics,
  type MissionsByGroup,
  marketplaceAnalytics,
} from './analytics.service';

const GranularityEnum = builder.enumType('AnalyticsGranularity', { values: analyticsGranularities });
const FunnelStepEnum = builder.enumType('AnalyticsFunnelStep', {
  description:
    'matched (match created), presented (shown to the client), meeting (booked or done), dealCreated, dealSigned.',
  values: funnelSteps,
});

const PeriodType = builder.objectRef<{ from: string; to: string }>('AnalyticsPeriod').implement({
  description: 'Paris calendar days, both included.',
  fields: (t) => ({
    from: t.field({ type: 'Date', resolve: (p) => p.from }),
    to: t.field({ type: 'Date', resolve: (p) => p.to }),
  }),
});

const MissionsByGroupType = builder.objectRef<MissionsByGroup>('AnalyticsMissionsByStatusGroup').implement({
  description:
    'Missions created in a bucket, by their status today: waiting (draft, to approve, to validate), seeking (seeking, quotation), running (onGoing), done (finished, reviewed), lost (refused, approval declined, failed).',
  fields: (t) => ({
    waiting: t.exposeInt('waiting'),
    seeking: t.exposeInt('seeking'),
    running: t.exposeInt('running'),
    done: t.exposeInt('done'),
    lost: t.exposeInt('lost'),
    total: t.exposeInt('total'),
  }),
});

const BucketType = builder.objectRef<AnalyticsBucket>('AnalyticsBucket').implement({
  fields: (t) => ({
    start: t.field({
      type: 'Date',
      description: 'First day of the bucket (Monday, 1st of the month).',
      resolve: (b) => b.start,
    }),
    missions: t.field({ type: MissionsByGroupType, resolve: (b) => b.missions }),
    matchesCreated: t.exposeInt('matchesCreated'),
    dealsSigned: t.exposeInt('dealsSigned'),
    businessVolume: t.exposeFloat('businessVolume', { description: 'Euros excluding VAT of the deals signed.' }),
    freelancersQualified: t.exposeInt('freelancersQualified'),
  }),
});

const TotalsType = builder.objectRef<AnalyticsTotals>('AnalyticsTotals').implement({
  fields: (t) => ({
    missionsCreated: t.exposeInt('missionsCreated'),
    matchesCreated: t.exposeInt('matchesCreated'),
    dealsSigned: t.exposeInt('dealsSigned'),
    businessVolume: t.exposeFloat('businessVolume'),
    freelancersQualified: t.exposeInt('freelancersQualified'),
    missionsValidated: t.exposeInt('missionsValidated'),
    missionsValidatedMatched: t.exposeInt('missionsValidatedMatched', {
      description: 'Missions validated in the period that have at least one match.',
    }),
    medianHoursToFirstMatch: t.exposeFloat('medianHoursToFirstMatch', { nullable: true }),
    averageHoursToFirstMatch: t.exposeFloat('averageHoursToFirstMatch', { nullable: true }),
  }),
});

const FunnelStepType = builder.objectRef<FunnelStepFigure>('AnalyticsFunnelStepFigure').implement({
  fields: (t) => ({
    step: t.expose('step', { type: FunnelStepEnum }),
    count: t.exposeInt('count'),
    rateFromPrevious: t.exposeFloat('rateFromPrevious', { nullable: true }),
    rateFromStart: t.exposeFloat('rateFromStart', { nullable: true }),
  }),
});

const AnalyticsType = builder.objectRef<MarketplaceAnalytics>('MarketplaceAnalytics').implement({
  fields: (t) => ({
    period: t.field({ type: PeriodType, resolve: (a) => a.period }),
    previousPeriod: t.field({ type: PeriodType, resolve: (a) => a.previousPeriod }),
    granularity: t.expose('granularity', { type: GranularityEnum }),
    buckets: t.field({ type: [BucketType], resolve: (a) => a.buckets }),
    totals: t.field({ type: TotalsType, resolve: (a) => a.totals }),
    previousTotals: t.field({ type: TotalsType, resolve: (a) => a.previousTotals }),
    funnel: t.field({ type: [FunnelStepType], resolve: (a) => a.funnel }),
  }),
});

builder.queryFields((t) => ({
  marketplaceAnalytics: t.field({
    type: AnalyticsType,
    description: 'The back office report of a period (at most two years), for the team.',
    authScopes: { teamMember: true },
    args: {
      from: t.arg({ type: 'Date', required: true }),
      to: t.arg({ type: 'Date', required: true }),
      granularity: t.arg({ type: GranularityEnum, required: true }),
    },
    resolve: (_root, args, context) =>
      marketplaceAnalytics(
        context.deps.db,
        { role: context.viewer?.role ?? null },
        { from: String(args.from), to: String(args.to), granularity: args.granularity },
      ),
  }),
}));

const HuntingCampaignType = builder
  .objectRef<Awaited<ReturnType<typeof huntingCampaigns>>[number]>('HuntingCampaign')
  .implement({
    description: 'The welcome links of a campaign over a period.',
    fields: (t) => ({
      campaign: t.exposeString('campaign', {
        nullable: true,
        description: 'utm_campaign; null for links without one.',
      }),
      invited: t.exposeInt('invited', { description: 'Pre-users given a link in the period.' }),
      activated: t.exposeInt('activated', { description: 'Accounts taken through a link in the period.' }),
      rate: t.exposeFloat('rate', { nullable: true, description: 'activated / invited; null when none invited.' }),
    }),
  });

builder.queryFields((t) => ({
  huntingCampaigns: t.field({
    type: [HuntingCampaignType],
    description: 'The welcome links of a period by campaign, for the team.',
    authScopes: { teamMember: true },
    args: {
      from: t.arg({ type: 'Date', required: true }),
      to: t.arg({ type: 'Date', required: true }),
    },
    resolve: (_root, args, context) =>
      huntingCampaigns(
        context.deps.db,
        { role: context.viewer?.role ?? null },
        { from: String(args.from), to: String(args.to) },
      ),
  }),
}));
