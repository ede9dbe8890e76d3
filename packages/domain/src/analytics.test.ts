import { describe, expect, it } from 'vitest';
import {
  analyticsPeriodError,
  conversionRate,
  dealBusinessVolume,
  defaultGranularity,
  periodDelta,
  presetOf,
  presetPeriod,
  previousPeriod,
} from './analytics';

describe('analytics periods', () => {
  it('accepts real days in order, up to two years', () => {
    expect(analyticsPeriodError({ from: '2026-01-01', to: '2026-01-01' })).toBeNull();
    expect(analyticsPeriodError({ from: '2025-01-01', to: '2026-12-31' })).toBeNull();
    expect(analyticsPeriodError({ from: '2025-01-01', to: '2027-01-02' })).toBe('span');
    expect(analyticsPeriodError({ from: '2026-02-02', to: '2026-02-01' })).toBe('order');
    expect(analyticsPeriodError({ from: '2026-02-30', to: '2026-03-01' })).toBe('from');
    expect(analyticsPeriodError({ from: '2026-02-01', to: 'demain' })).toBe('to');
  });

  it('compares with the period of the same length just before', () => {
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(previousPeriod({ from: '2026-01-05', to: '2026-01-11' })).toEqual({ from: '2025-12-29', to: '2026-01-04' });
  });

  it('gives presets ending today and recognises them back', () => {
    expect(presetPeriod('7d', '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(presetPeriod('30d', '2026-11-22')).toEqual({ from: '2026-10-24', to: '2026-11-22' });
    expect(presetPeriod('quarter', '2026-11-22')).toEqual({ from: '2026-08-23', to: '2026-11-22' });
    expect(presetPeriod('12m', '2026-11-22')).toEqual({ from: '2025-11-23', to: '2026-11-22' });
    expect(presetOf({ from: '2025-11-23', to: '2026-11-22' }, '2026-11-22')).toBe('12m');
    expect(presetOf({ from: '2025-11-22', to: '2026-11-22' }, '2026-11-22')).toBeNull();
  });

  it('picks days, weeks or months by length', () => {
    expect(defaultGranularity({ from: '2026-11-16', to: '2026-11-22' })).toBe('day');
    expect(defaultGranularity({ from: '2026-08-23', to: '2026-11-22' })).toBe('week');
    expect(defaultGranularity({ from: '2025-11-23', to: '2026-11-22' })).toBe('month');
  });
});

describe('analytics figures', () => {
  it('gives rates and deltas, none when dividing by zero', () => {
    expect(conversionRate(1, 3)).toBe(0.3333);
    expect(conversionRate(0, 0)).toBeNull();
    expect(periodDelta(15, 10)).toBe(0.5);
    expect(periodDelta(3, 0)).toBeNull();
  });

  it('values a deal at its daily price times its days of work', () => {
    expect(dealBusinessVolume({ clientDailyPrice: 650, weekdays: 22, daysPerWeek: 5 })).toBe(14_300);
    expect(dealBusinessVolume({ clientDailyPrice: 500, weekdays: 22, daysPerWeek: 3 })).toBe(6_500);
  });
});
