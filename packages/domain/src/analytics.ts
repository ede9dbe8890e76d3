/*
 * Back office analytics (/backoffice/dashboard, /backoffice/analytics): the period a report covers,
 * its buckets and the comparison period, the funnel steps and the rates between them. The figures
 * themselves are computed in SQL by the API; these rules are shared with the web app's filters.
 */
import { addDays, addMonths, type CalendarDay, daysBetween, isCalendarDay } from './calendar-day';

export const analyticsGranularities = ['day', 'week', 'month'] as const;
export type AnalyticsGranularity = (typeof analyticsGranularities)[number];

/** The longest period a report covers, in days (two years, a leap day included). */
export const ANALYTICS_MAX_SPAN_DAYS = 731;

/** A report's period: two Paris calendar days, both included. */
export interface AnalyticsPeriod {
  from: CalendarDay;
  to: CalendarDay;
}

export type AnalyticsPeriodError = 'from' | 'to' | 'order' | 'span';

/** What is wrong with a period, or null: real days, from before to, at most two years. */
export function analyticsPeriodError(period: { from: unknown; to: unknown }): AnalyticsPeriodError | null {
  if (!isCalendarDay(period.from)) return 'from';
  if (!isCalendarDay(period.to)) return 'to';
  if (period.to < period.from) return 'order';
  if (daysBetween(period.from, period.to) + 1 > ANALYTICS_MAX_SPAN_DAYS) return 'span';
  return null;
}

/** Days the period covers, both ends included. */
export function periodLength(period: AnalyticsPeriod): number {
  return daysBetween(period.from, period.to) + 1;
}

/** The period of the same length that ends the day before `period` starts, for the KPI deltas. */
export function previousPeriod(period: AnalyticsPeriod): AnalyticsPeriod {
  const to = addDays(period.from, -1);
  return { from: addDays(to, 1 - periodLength(period)), to };
}

/** The granularity that keeps a chart readable: days up to a month, weeks up to a quarter, then months. */
export function defaultGranularity(period: AnalyticsPeriod): AnalyticsGranularity {
  const days = periodLength(period);
  if (days <= 31) return 'day';
  if (days <= 92) return 'week';
  return 'month';
}

export const analyticsPresets = ['7d', '30d', 'quarter', '12m'] as const;
export type AnalyticsPreset = (typeof analyticsPresets)[number];

/** The period of a preset ending today (Paris): the last 7 or 30 days, the last 3 or 12 months. */
export function presetPeriod(preset: AnalyticsPreset, today: CalendarDay): AnalyticsPeriod {
  switch (preset) {
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'quarter':
      return { from: addDays(addMonths(today, -3), 1), to: today };
    case '12m':
      return { from: addDays(addMonths(today, -12), 1), to: today };
  }
}

/** The preset a period matches when it ends today, else null (a custom period). */
export function presetOf(period: AnalyticsPeriod, today: CalendarDay): AnalyticsPreset | null {
  return (
    analyticsPresets.find((preset) => {
      const p = presetPeriod(preset, today);
      return p.from === period.from && p.to === period.to;
    }) ?? null
  );
}

/** The funnel from a match to a signed deal, in order: each step counts matches created in the period. */
export const funnelSteps = ['matched', 'presented', 'meeting', 'dealCreated', 'dealSigned'] as const;
export type FunnelStep = (typeof funnelSteps)[number];

/** Share of `count` in `of`, as a fraction rounded to 4 decimals; null when `of` is 0 (no rate to give). */
export function conversionRate(count: number, of: number): number | null {
  if (of <= 0) return null;
  return Math.round((count / of) * 10_000) / 10_000;
}

/** Change from the previous period, as a fraction; null when the previous figure is 0. */
export function periodDelta(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 10_000) / 10_000;
}

/**
 * Groups of mission statuses the charts stack: waiting (not yet open to freelancers), seeking
 * (open or contracting), running, done, lost (refused, declined or failed).
 */
export const missionStatusGroups = ['waiting', 'seeking', 'running', 'done', 'lost'] as const;
export type MissionStatusGroup = (typeof missionStatusGroups)[number];

export const missionStatusGroupOf: Readonly<Record<string, MissionStatusGroup>> = {
  notFinalized: 'waiting',
  toApprove: 'waiting',
  toValidate: 'waiting',
  seeking: 'seeking',
  quotation: 'seeking',
  onGoing: 'running',
  finished: 'done',
  reviewed: 'done',
  approvalDeclined: 'lost',
  refused: 'lost',
  failed: 'lost',
};

/**
 * Business volume of a deal, euros excluding VAT: the client's daily price times the days of work
 * the deal's dates give (weekdays between start and end, both included, × days per week / 5,
 * rounded), as the deal page shows them. The API computes the same in SQL.
 */
export function dealBusinessVolume(deal: { clientDailyPrice: number; weekdays: number; daysPerWeek: number }): number {
  return Math.round((deal.weekdays * deal.daysPerWeek) / 5) * deal.clientDailyPrice;
}
