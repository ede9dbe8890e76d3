import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, isCalendarDay, parisDayOf, toCalendarDay } from './calendar-day';

describe('parisDayOf', () => {
  it('changes day at midnight in Paris, winter and summer', () => {
    expect(parisDayOf(new Date('2026-01-10T22:59:59Z'))).toBe('2026-01-10');
    expect(parisDayOf(new Date('2026-01-10T23:00:00Z'))).toBe('2026-01-11');
    expect(parisDayOf(new Date('2026-07-10T21:59:59Z'))).toBe('2026-07-10');
    expect(parisDayOf(new Date('2026-07-10T22:00:00Z'))).toBe('2026-07-11');
  });
});

describe('toCalendarDay', () => {
  it('keeps days, converts instants and refuses the rest', () => {
    expect(toCalendarDay('2026-02-28')).toBe('2026-02-28');
    expect(toCalendarDay('2026-02-29')).toBeNull();
    expect(toCalendarDay(new Date('2026-02-28T23:30:00Z'))).toBe('2026-03-01');
    expect(toCalendarDay('nope')).toBeNull();
    expect(toCalendarDay('')).toBeNull();
    expect(isCalendarDay('2028-02-29')).toBe(true);
  });
});

describe('addMonths and addDays', () => {
  it('clamps to the end of the month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });
  it('crosses month and year ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-03-28', '2026-04-25')).toBe(28);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
  });
});
