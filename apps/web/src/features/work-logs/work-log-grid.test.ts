import { describe, expect, it } from 'vitest';
import { dayAfterKey, daysOn, fillWorkingDays, monthWeeks, nextDays, setDays, workLogTotal } from './work-log-grid';

const period = { startDate: '2026-05-06', endDate: '2026-12-31' };

describe('work log grid', () => {
  it('lays May 2026 out in weeks starting on Monday, with its holidays', () => {
    const weeks = monthWeeks('2026-05', period);
    expect(weeks[0]!.slice(0, 4)).toEqual([null, null, null, null]); // 1 May 2026 is a Friday
    expect(weeks[0]![4]).toMatchObject({ day: '2026-05-01', holiday: 'labourDay', inDeal: false });
    expect(
      weeks
        .flat()
        .filter((cell) => cell?.holiday)
        .map((cell) => cell!.day),
    ).toEqual(['2026-05-01', '2026-05-08', '2026-05-14', '2026-05-25']);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('cycles a day 0, a half, 1 and back', () => {
    expect([nextDays(0), nextDays(0.5), nextDays(1)]).toEqual([0.5, 1, 0]);
    let entries = setDays([], '2026-05-11', 0.5);
    entries = setDays(entries, '2026-05-07', 1);
    expect(entries.map((e) => e.day)).toEqual(['2026-05-07', '2026-05-11']);
    expect(daysOn(entries, '2026-05-11')).toBe(0.5);
    expect(setDays(entries, '2026-05-11', 0)).toEqual([{ day: '2026-05-07', days: 1 }]);
  });

  it('fills the working days of the deal only', () => {
    const filled = fillWorkingDays([], '2026-05', period);
    expect(filled[0]!.day).toBe('2026-05-06');
    expect(filled.some((e) => e.day === '2026-05-08' || e.day === '2026-05-09')).toBe(false);
    expect(workLogTotal(filled)).toBe(15);
  });

  it('moves the focus with the arrows, staying in the month and the deal', () => {
    expect(dayAfterKey('2026-05-11', 'ArrowRight', '2026-05', period)).toBe('2026-05-12');
    expect(dayAfterKey('2026-05-11', 'ArrowDown', '2026-05', period)).toBe('2026-05-18');
    expect(dayAfterKey('2026-05-06', 'ArrowLeft', '2026-05', period)).toBe('2026-05-06');
    expect(dayAfterKey('2026-05-29', 'ArrowDown', '2026-05', period)).toBe('2026-05-29');
    expect(dayAfterKey('2026-05-29', 'Tab', '2026-05', period)).toBeNull();
  });
});
