import { describe, expect, it } from 'vitest';
import { analyticsQuery, readAnalyticsUrl, writeAnalyticsUrl } from './analytics-url';

const read = (query: string) => readAnalyticsUrl(new URLSearchParams(query), '30d', '2026-11-22');

describe('analytics URL', () => {
  it('reads a valid period and granularity', () => {
    expect(read('from=2026-01-01&to=2026-03-31&granularity=week')).toEqual({
      period: { from: '2026-01-01', to: '2026-03-31' },
      granularity: 'week',
    });
  });

  it('falls back to the default preset and the granularity that suits the length', () => {
    expect(read('')).toEqual({ period: { from: '2026-10-24', to: '2026-11-22' }, granularity: 'day' });
    expect(read('from=2026-03-31&to=2026-01-01')).toMatchObject({ period: { from: '2026-10-24' } });
    expect(read('from=2025-01-01&to=2025-12-31&granularity=hour')).toMatchObject({ granularity: 'month' });
  });

  it('writes the state and keeps other parameters', () => {
    const state = { period: { from: '2026-01-01', to: '2026-01-31' }, granularity: 'day' as const };
    expect(writeAnalyticsUrl(state, new URLSearchParams('tab=x')).toString()).toBe(
      'tab=x&from=2026-01-01&to=2026-01-31&granularity=day',
    );
    expect(analyticsQuery(state)).toBe('from=2026-01-01&to=2026-01-31&granularity=day');
  });
});
