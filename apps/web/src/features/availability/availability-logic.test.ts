import { describe, expect, it } from 'vitest';
import { availabilityViewOf, dayAsDate, optionInputOf, snoozeVariablesOf } from './availability-logic';

// 22 November 2026 at noon in Paris.
const now = new Date('2026-11-22T11:00:00Z');
const today = '2026-11-22';

describe('availabilityViewOf', () => {
  it('is available with the flag, or once the date has come', () => {
    expect(availabilityViewOf({ isAvailable: true, availabilityDate: null }, now)).toEqual({ kind: 'available' });
    expect(availabilityViewOf({ isAvailable: false, availabilityDate: today }, now)).toEqual({ kind: 'available' });
    expect(availabilityViewOf({ isAvailable: false, availabilityDate: '2026-01-01' }, now)).toEqual({
      kind: 'available',
    });
  });

  it('is unavailable forever without a date', () => {
    expect(availabilityViewOf({ isAvailable: false, availabilityDate: null }, now)).toEqual({ kind: 'forever' });
  });

  it('is soon under 4 weeks (27 days), not at 28', () => {
    expect(availabilityViewOf({ isAvailable: false, availabilityDate: '2026-12-19' }, now)).toEqual({
      kind: 'soon',
      day: '2026-12-19',
      daysLeft: 27,
    });
    expect(availabilityViewOf({ isAvailable: false, availabilityDate: '2026-12-20' }, now)).toEqual({
      kind: 'until',
      day: '2026-12-20',
    });
  });
});

describe('snoozeVariablesOf', () => {
  it('sends the menu options with the day they give', () => {
    expect(snoozeVariablesOf('months-3', null, today)).toEqual({ option: 'months_3', until: '2027-02-22' });
    expect(snoozeVariablesOf('months-1', null, '2027-01-31')).toEqual({ option: 'months_1', until: '2027-02-28' });
    expect(snoozeVariablesOf('forever', null, today)).toEqual({ option: 'forever', until: null });
  });

  it('needs a day from tomorrow for the custom option', () => {
    expect(snoozeVariablesOf('custom', null, today)).toBeNull();
    expect(snoozeVariablesOf('custom', today, today)).toBeNull();
    expect(snoozeVariablesOf('custom', '2026-11-23', today)).toEqual({ option: 'custom', until: '2026-11-23' });
  });

  it('needs an option', () => {
    expect(snoozeVariablesOf(null, null, today)).toBeNull();
  });
});

describe('helpers', () => {
  it('spells options the GraphQL way', () => {
    expect(optionInputOf('months-6')).toBe('months_6');
    expect(optionInputOf('custom')).toBe('custom');
  });

  it('formats a day in French whatever the time zone', () => {
    const text = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(
      dayAsDate('2027-02-22'),
    );
    expect(text).toBe('22 février 2027');
  });
});
