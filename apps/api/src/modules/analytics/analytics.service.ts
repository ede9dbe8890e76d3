import {
  type AnalyticsGranularity,
  type AnalyticsPeriod,
  analyticsPeriodError,
  conversionRate,
  type FunnelStep,
  funnelSteps,
  type MissionStatusGroup,
  missionStatusGroupOf,
  previousPeriod,
} from '@orbite/domain/analytics';
import { ErrorCode } from '@orbite/domain/errors';
import type { UserRole } from '@orbite/domain/roles';
import { type DbOrTx, readAll } from '../../db/client';
import { AppError } from '../../platform/errors';
import * as repository from './analytics.repository';

export type MissionsByGroup = Record<MissionStatusGroup, number> & { total: number };

export interface AnalyticsBucket {
  /** The bucket's first day (a Monday for weeks, the 1st for months). */
  start: string;
  missions: MissionsByGroup;
  matchesCreated: number;
  dealsSigned: number;
  /** Euros excluding VAT of the deals signed in the bucket. */
  businessVolume: number;
  freelancersQualified: number;
}

export interface AnalyticsTotals {
  missionsCreated: number;
  matchesCreated: number;
  dealsSigned: number;
  businessVolume: number;
  freelancersQualified: number;
  missionsValidated: number;
  missionsValidatedMatched: number;
  medianHoursToFirstMatch: number | null;
  averageHoursToFirstMatch: number | null;
}

export interface FunnelStepFigure {
  step: FunnelStep;
  count: number;
  /** Share of the step before (null for the first step, or when the step before is 0). */
  rateFromPrevious: number | null;
  /** Share of the matches created. */
  rateFromStart: number | null;
}

export interface MarketplaceAnalytics {
  period: AnalyticsPeriod;
  previousPeriod: AnalyticsPeriod;
  granularity: AnalyticsGranularity;
  buckets: AnalyticsBucket[];
  totals: AnalyticsTotals;
  previousTotals: AnalyticsTotals;
  funnel: FunnelStepFigure[];
}

const periodMessages = {
  from: ['from', 'Date de début invalide.'],
  to: ['to', 'Date de fin invalide.'],
  order: ['to', 'La date de fin doit suivre la date de début.'],
  span: ['to', 'La période couvre deux ans au plus.'],
} as const;

const emptyMissions = (): MissionsByGroup => ({ waiting: 0, seeking: 0, running: 0, done: 0, lost: 0, total: 0 });

async function series(db: DbOrTx, period: AnalyticsPeriod, granularity: AnalyticsGranularity) {
  const [starts, missions, matches, deals, qualified] = await readAll(db, [
    () => repository.bucketsOf(db, period, granularity),
    () => repository.missionsCreated(db, period, granularity),
    () => repository.matchesCreated(db, period, granularity),
    () => repository.dealsSigned(db, period, granularity),
    () => repository.freelancersQualified(db, period, granularity),
  ] as const);
  const buckets = new Map<string, AnalyticsBucket>(
    starts.map((start) => [
      start,
      {
        start,
        missions: emptyMissions(),
        matchesCreated: 0,
        dealsSigned: 0,
        businessVolume: 0,
        freelancersQualified: 0,
      },
    ]),
  );
  for (const row of missions) {
    const bucket = buckets.get(row.bucket);
    if (!bucket) continue;
    bucket.missions[missionStatusGroupOf[row.status] ?? 'waiting'] += row.count;
    bucket.missions.total += row.count;
  }
  for (const row of matches) {
    const bucket = buckets.get(row.bucket);
    if (bucket) bucket.matchesCreated = row.count;
  }
  for (const row of deals) {
    const bucket = buckets.get(row.bucket);
    if (!bucket) continue;
    bucket.dealsSigned = row.count;
    bucket.businessVolume = Number(row.volume);
  }
  for (const row of qualified) {
    const bucket = buckets.get(row.bucket);
    if (bucket) bucket.freelancersQualified = row.count;
  }
  return [...buckets.values()];
}

async function totalsOf(db: DbOrTx, period: AnalyticsPeriod, buckets: AnalyticsBucket[]): Promise<AnalyticsTotals> {
  const time = await repository.timeToFirstMatch(db, period);
  const sum = (pick: (bucket: AnalyticsBucket) => number) => buckets.reduce((total, b) => total + pick(b), 0);
  return {
    missionsCreated: sum((b) => b.missions.total),
    matchesCreated: sum((b) => b.matchesCreated),
    dealsSigned: sum((b) => b.dealsSigned),
    businessVolume: Math.round(sum((b) => b.businessVolume) * 100) / 100,
    freelancersQualified: sum((b) => b.freelancersQualified),
    missionsValidated: time.validated,
    missionsValidatedMatched: time.matched,
    medianHoursToFirstMatch: time.medianHours,
    averageHoursToFirstMatch: time.averageHours,
  };
}

function funnelFigures(row: repository.FunnelRow): FunnelStepFigure[] {
  return funnelSteps.map((step, index) => ({
    step,
    count: row[step],
    rateFromPrevious: index === 0 ? null : conversionRate(row[step], row[funnelSteps[index - 1]!]),
    rateFromStart: conversionRate(row[step], row.matched),
  }));
}

/**
 * The team's report of a period (Paris days, both included): series per bucket, totals, the funnel
 * of the matches created in the period, and the totals of the period of the same length just before.
 */
export async function marketplaceAnalytics(
  db: DbOrTx,
  caller: { role: UserRole | null },
  input: { from: string; to: string; granularity: AnalyticsGranularity },
): Promise<MarketplaceAnalytics> {
  if (caller.role !== 'teamMember') throw new AppError(ErrorCode.forbidden);
  const error = analyticsPeriodError(input);
  if (error) {
    const [field, message] = periodMessages[error];
    throw new AppError(ErrorCode.invalidInput, message, field);
  }
  const period = { from: input.from, to: input.to };
  const before = previousPeriod(period);
  const buckets = await series(db, period, input.granularity);
  const previousBuckets = await series(db, before, input.granularity);
  const [totals, previousTotals, funnel] = await readAll(db, [
    () => totalsOf(db, period, buckets),
    () => totalsOf(db, before, previousBuckets),
    () => repository.funnel(db, period),
  ] as const);
  return {
    period,
    previousPeriod: before,
    granularity: input.granularity,
    buckets,
    totals,
    previousTotals,
    funnel: funnelFigures(funnel),
  };
}

/** The skills most asked by the missions created in a period (team only), the most asked first. */
export async function mostRequestedSkills(
  db: DbOrTx,
  caller: { role: UserRole | null },
  input: { from: string; to: string; limit?: number },
) {
  if (caller.role !== 'teamMember') throw new AppError(ErrorCode.forbidden);
  const error = analyticsPeriodError(input);
  if (error) {
    const [field, message] = periodMessages[error];
    throw new AppError(ErrorCode.invalidInput, message, field);
  }
  const limit = Math.min(20, Math.max(1, Math.round(input.limit ?? 10)));
  return repository.requestedSkills(db, { from: input.from, to: input.to }, limit);
}

/** The welcome links' campaigns of a period (team only): invited, activated and the rate, the largest first. */
export async function huntingCampaigns(
  db: DbOrTx,
  caller: { role: UserRole | null },
  input: { from: string; to: string },
) {
  if (caller.role !== 'teamMember') throw new AppError(ErrorCode.forbidden);
  const error = analyticsPeriodError(input);
  if (error) {
    const [field, message] = periodMessages[error];
    throw new AppError(ErrorCode.invalidInput, message, field);
  }
  const rows = await repository.huntingCampaigns(db, { from: input.from, to: input.to });
  return rows.map((row) => ({ ...row, rate: conversionRate(row.activated, row.invited) }));
}
