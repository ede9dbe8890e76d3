import {
  type AnalyticsGranularity,
  type AnalyticsPeriod,
  type AnalyticsPreset,
  analyticsGranularities,
  analyticsPeriodError,
  defaultGranularity,
  presetPeriod,
} from '@orbite/domain/analytics';

/** The period and granularity of a report, as read from `?from=&to=&granularity=`. */
export interface AnalyticsUrlState {
  period: AnalyticsPeriod;
  granularity: AnalyticsGranularity;
}

/**
 * The report's state in the URL query: a valid period (else the page's default preset ending today)
 * and a granularity (else the one that suits the period's length).
 */
export function readAnalyticsUrl(params: URLSearchParams, fallback: AnalyticsPreset, today: string): AnalyticsUrlState {
  const asked = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const period = analyticsPeriodError(asked) === null ? asked : presetPeriod(fallback, today);
  const granularity = params.get('granularity');
  return {
    period,
    granularity: analyticsGranularities.includes(granularity as AnalyticsGranularity)
      ? (granularity as AnalyticsGranularity)
      : defaultGranularity(period),
  };
}

/** The query of a state, keeping any other parameter already there. */
export function writeAnalyticsUrl(state: AnalyticsUrlState, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set('from', state.period.from);
  next.set('to', state.period.to);
  next.set('granularity', state.granularity);
  return next;
}

/** The same query for another page (dashboard → analytics keeps the period). */
export function analyticsQuery(state: AnalyticsUrlState): string {
  return writeAnalyticsUrl(state, new URLSearchParams()).toString();
}
