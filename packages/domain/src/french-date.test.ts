import { describe, expect, it } from 'vitest';
import { formatFrenchDate, joinFrenchDateParts } from './french-date';

const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('fr-FR', { ...options, timeZone: 'UTC' });
const long = utc({ day: 'numeric', month: 'long', year: 'numeric' });

describe('French dates', () => {
  it('writes the first of a month as an ordinal, and no other day', () => {
    expect(formatFrenchDate(long, Date.UTC(2025, 11, 1))).toBe('1er décembre 2025');
    expect(formatFrenchDate(long, Date.UTC(2025, 11, 2))).toBe('2 décembre 2025');
    expect(formatFrenchDate(long, Date.UTC(2025, 11, 11))).toBe('11 décembre 2025');
    expect(formatFrenchDate(long, Date.UTC(2025, 11, 21))).toBe('21 décembre 2025');
    expect(formatFrenchDate(long, Date.UTC(2025, 11, 31))).toBe('31 décembre 2025');
  });

  it('with the weekday, a short month and a time', () => {
    const meeting = utc({ weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
    expect(formatFrenchDate(meeting, Date.UTC(2026, 5, 1, 9, 30))).toBe('lundi 1er juin à 09:30');
    expect(formatFrenchDate(utc({ day: 'numeric', month: 'short' }), Date.UTC(2026, 0, 1))).toBe('1er janv.');
    expect(formatFrenchDate(utc({ dateStyle: 'long' }), Date.UTC(2026, 0, 1))).toBe('1er janvier 2026');
    expect(formatFrenchDate(utc({ dateStyle: 'full' }), Date.UTC(2026, 0, 1))).toBe('jeudi 1er janvier 2026');
  });

  it('leaves a numeric date as it is', () => {
    expect(formatFrenchDate(utc({ day: '2-digit', month: '2-digit', year: 'numeric' }), Date.UTC(2026, 0, 1))).toBe(
      '01/01/2026',
    );
    expect(formatFrenchDate(utc({ day: 'numeric', month: 'numeric' }), Date.UTC(2026, 0, 1))).toBe('01/01');
  });

  it('joins parts without a day unchanged', () => {
    const parts = utc({ month: 'long', year: 'numeric' }).formatToParts(Date.UTC(2026, 0, 1));
    expect(joinFrenchDateParts(parts)).toBe('janvier 2026');
  });
});
