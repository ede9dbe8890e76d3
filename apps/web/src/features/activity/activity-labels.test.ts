import { describe, expect, it } from 'vitest';
import { relativeParts } from './activity-labels';

const now = new Date('2026-12-07T10:00:00Z');

describe('relativeParts', () => {
  it('counts months and years by the calendar', () => {
    expect(relativeParts('2026-10-10T08:00:00Z', now)).toEqual({ value: -2, unit: 'month' });
    expect(relativeParts('2026-05-11T08:00:00Z', now)).toEqual({ value: -7, unit: 'month' });
    expect(relativeParts('2026-11-01T08:00:00Z', now)).toEqual({ value: -1, unit: 'month' });
    expect(relativeParts('2025-12-01T08:00:00Z', now)).toEqual({ value: -1, unit: 'year' });
    expect(relativeParts('2025-12-20T08:00:00Z', now)).toEqual({ value: -12, unit: 'month' });
  });

  it('counts the shorter spans in whole units', () => {
    expect(relativeParts('2026-11-20T10:00:00Z', now)).toEqual({ value: -2, unit: 'week' });
    expect(relativeParts('2026-12-06T09:00:00Z', now)).toEqual({ value: -1, unit: 'day' });
    expect(relativeParts('2026-12-07T09:58:00Z', now)).toEqual({ value: -2, unit: 'minute' });
    expect(relativeParts('2026-12-07T09:59:30Z', now)).toBeNull();
  });
});
