import { describe, expect, it } from 'vitest';
import {
  availabilityFormErrors,
  isAvailable,
  isSoon,
  minAvailabilityDate,
  shouldUpdateAvailability,
  untilOf,
} from './availability';

// 15 March 2026, 00:30 in Paris (still 14 March in UTC).
const now = new Date('2026-03-14T23:30:00Z');

describe('isAvailable', () => {
  it('is available when the flag is set, whatever the date', () => {
    expect(isAvailable(true, null, now)).toBe(true);
    expect(isAvailable(true, '2027-01-01', now)).toBe(true);
  });
  it('is available from the availability date on, in Paris days', () => {
    expect(isAvailable(false, '2026-03-14', now)).toBe(true);
    expect(isAvailable(false, '2026-03-15', now)).toBe(true);
    expect(isAvailable(false, '2026-03-16', now)).toBe(false);
  });
  it('reads timestamps as Paris days', () => {
    expect(isAvailable(false, '2026-03-15T22:59:00Z', now)).toBe(true);
    expect(isAvailable(false, '2026-03-15T23:00:00Z', now)).toBe(false);
  });
  it('is unavailable forever without a date', () => {
    expect(isAvailable(false, null, now)).toBe(false);
    expect(isAvailable(null, undefined, now)).toBe(false);
  });
});

describe('isSoon', () => {
  it('is soon under 4 weeks, not at 4 weeks', () => {
    expect(isSoon(false, '2026-03-16', now)).toBe(true);
    expect(isSoon(false, '2026-04-11', now)).toBe(true);
    expect(isSoon(false, '2026-04-12', now)).toBe(false);
  });
  it('is never soon when available or unavailable forever', () => {
    expect(isSoon(false, '2026-03-15', now)).toBe(false);
    expect(isSoon(true, '2026-03-20', now)).toBe(false);
    expect(isSoon(false, null, now)).toBe(false);
  });
});

describe('untilOf', () => {
  it('gives no date for forever and the chosen day for custom', () => {
    expect(untilOf('forever', '2026-05-01', '2026-03-15')).toBeNull();
    expect(untilOf('custom', '2026-05-01', '2026-03-15')).toBe('2026-05-01');
    expect(untilOf('custom', null, '2026-03-15')).toBeNull();
  });
  it('adds calendar months', () => {
    expect(untilOf('months-1', null, '2026-03-15')).toBe('2026-04-15');
    expect(untilOf('months-3', null, '2026-03-15')).toBe('2026-06-15');
    expect(untilOf('months-6', null, '2026-09-15')).toBe('2027-03-15');
  });
  it('stops at the end of a shorter month', () => {
    expect(untilOf('months-1', null, '2026-01-31')).toBe('2026-02-28');
    expect(untilOf('months-1', null, '2028-01-31')).toBe('2028-02-29');
    expect(untilOf('months-3', null, '2026-05-31')).toBe('2026-08-31');
    expect(untilOf('months-6', null, '2026-08-31')).toBe('2027-02-28');
  });
});

describe('availabilityFormErrors', () => {
  const today = '2026-03-15';
  it('requires an option', () => {
    expect(availabilityFormErrors({}, today)).toEqual({ option: 'required' });
    expect(availabilityFormErrors({ option: null }, today)).toEqual({ option: 'required' });
  });
  it('needs no date for the other options', () => {
    expect(availabilityFormErrors({ option: 'forever' }, today)).toEqual({});
    expect(availabilityFormErrors({ option: 'months-3', availabilityDate: null }, today)).toEqual({});
  });
  it('requires a date from tomorrow for custom', () => {
    expect(minAvailabilityDate(today)).toBe('2026-03-16');
    expect(availabilityFormErrors({ option: 'custom' }, today)).toEqual({ availabilityDate: 'required' });
    expect(availabilityFormErrors({ option: 'custom', availabilityDate: '2026-03-15' }, today)).toEqual({
      availabilityDate: 'tooEarly',
    });
    expect(availabilityFormErrors({ option: 'custom', availabilityDate: '2026-03-16' }, today)).toEqual({});
  });
  it('reaches tomorrow across a month end', () => {
    expect(minAvailabilityDate('2026-02-28')).toBe('2026-03-01');
    expect(availabilityFormErrors({ option: 'custom', availabilityDate: '2026-03-01' }, '2026-02-28')).toEqual({});
  });
});

describe('shouldUpdateAvailability', () => {
  it('asks an unavailable freelancer whose date has come', () => {
    expect(shouldUpdateAvailability(false, '2026-03-14', now)).toBe(true);
    expect(shouldUpdateAvailability(false, '2026-03-15', now)).toBe(true);
  });
  it('does not ask before the date, when unavailable forever, or when available', () => {
    expect(shouldUpdateAvailability(false, '2026-03-16', now)).toBe(false);
    expect(shouldUpdateAvailability(false, null, now)).toBe(false);
    expect(shouldUpdateAvailability(true, '2026-03-01', now)).toBe(false);
  });
});
