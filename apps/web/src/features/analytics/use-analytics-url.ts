import type { AnalyticsPreset } from '@orbite/domain/analytics';
import { todayInParis } from '@orbite/domain/calendar-day';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type AnalyticsUrlState, readAnalyticsUrl, writeAnalyticsUrl } from './analytics-url';

/** The report's period and granularity, held in the URL query (a change replaces the history entry). */
export function useAnalyticsUrl(fallback: AnalyticsPreset) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readAnalyticsUrl(params, fallback, todayInParis()), [params, fallback]);
  const setState = useCallback(
    (next: AnalyticsUrlState) => setParams((current) => writeAnalyticsUrl(next, current), { replace: true }),
    [setParams],
  );
  return { state, setState };
}
