import { describe, expect, it } from 'vitest';
import {
  daysOfMonth,
  dealDaysInMonth,
  dealWorkingDaysInMonth,
  expectedWorkedDays,
  firstReminderDay,
  isMonth,
  isValidMonthTotal,
  monthOf,
  monthsOfPeriod,
  prefilledEntries,
  unusualDeclaredDays,
  type WorkLogReminderInput,
  workingDaysBetween,
  workLogEntryErrors,
  workLogReminder,
  workLogTotal,
} from './work-log-days';

const always = { startDate: '2020-01-01', endDate: '2030-12-31' };

describe('months and days', () => {
  it('recognises months written YYYY-MM', () => {
    expect(isMonth('2026-05')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-5')).toBe(false);
    expect(isMonth('2026-05-01')).toBe(false);
    expect(isMonth(202605)).toBe(false);
    expect(monthOf('2026-05-31')).toBe('2026-05');
  });

  it('lists every day of a month, 29 in a leap February', () => {
    expect(daysOfMonth('2026-05')).toHaveLength(31);
    expect(daysOfMonth('2026-04')).toHaveLength(30);
    expect(daysOfMonth('2026-02')).toHaveLength(28);
    expect(daysOfMonth('2028-02')).toHaveLength(29);
    expect(daysOfMonth('2028-02').at(-1)).toBe('2028-02-29');
    expect(daysOfMonth('2100-02')).toHaveLength(28);
    expect(daysOfMonth('2000-02')).toHaveLength(29);
    expect(() => daysOfMonth('2026-13')).toThrow(RangeError);
  });

  it('lists the months a deal covers, across a year end', () => {
    expect(monthsOfPeriod({ startDate: '2025-11-15', endDate: '2026-02-10' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsOfPeriod({ startDate: '2026-05-04', endDate: '2026-05-29' })).toEqual(['2026-05']);
    expect(monthsOfPeriod({ startDate: '2026-06-01', endDate: '2026-05-01' })).toEqual([]);
  });

  it('keeps the days of a month within the deal', () => {
    const period = { startDate: '2026-05-18', endDate: '2026-06-12' };
    expect(dealDaysInMonth('2026-05', period)).toHaveLength(14);
    expect(dealDaysInMonth('2026-05', period)[0]).toBe('2026-05-18');
    expect(dealDaysInMonth('2026-06', period).at(-1)).toBe('2026-06-12');
    expect(dealDaysInMonth('2026-07', period)).toEqual([]);
  });

  it('leaves weekends and the four public holidays of May 2026 out of the working days', () => {
    const working = dealWorkingDaysInMonth('2026-05', always);
    expect(working).toHaveLength(17);
    for (const holiday of ['2026-05-01', '2026-05-08', '2026-05-14', '2026-05-25'])
      expect(working).not.toContain(holiday);
    expect(working).not.toContain('2026-05-02');
    expect(working[0]).toBe('2026-05-04');
    expect(working.at(-1)).toBe('2026-05-29');
  });

  it('counts the working days of a leap February', () => {
    expect(dealWorkingDaysInMonth('2028-02', always)).toHaveLength(21);
    expect(dealWorkingDaysInMonth('2028-02', always)).toContain('2028-02-29');
    expect(dealWorkingDaysInMonth('2026-02', always)).toHaveLength(20);
  });
});

describe('expected days and prefill', () => {
  it('expects the working days at the deal rhythm, to the nearest half day', () => {
    expect(expectedWorkedDays('2026-05', always, 5)).toBe(17);
    expect(expectedWorkedDays('2026-05', always, 3)).toBe(10); // 17 × 3 / 5 = 10.2
    expect(expectedWorkedDays('2026-05', always, 4)).toBe(13.5); // 13.6
    expect(expectedWorkedDays('2026-05', always, 1)).toBe(3.5); // 3.4
    expect(expectedWorkedDays('2026-05', { startDate: '2026-05-26', endDate: '2026-12-31' }, 5)).toBe(4);
    expect(expectedWorkedDays('2026-07', { startDate: '2026-05-26', endDate: '2026-06-30' }, 5)).toBe(0);
  });

  it('prefills every working day at 1 for a full-time deal, nothing for a part-time one', () => {
    const full = prefilledEntries('2026-05', always, 5);
    expect(full).toHaveLength(17);
    expect(full.every((entry) => entry.days === 1)).toBe(true);
    expect(workLogTotal(full)).toBe(17);
    expect(prefilledEntries('2026-05', always, 3)).toEqual([]);
    expect(prefilledEntries('2026-05', { startDate: '2026-05-27', endDate: '2026-05-28' }, 5)).toEqual([
      { day: '2026-05-27', days: 1 },
      { day: '2026-05-28', days: 1 },
    ]);
  });
});

describe('workLogEntryErrors', () => {
  const period = { startDate: '2026-05-06', endDate: '2026-05-20' };

  it('accepts 0, half and full days on any day of the deal in the month, weekends and holidays included', () => {
    expect(
      workLogEntryErrors(
        [
          { day: '2026-05-06', days: 1 },
          { day: '2026-05-07', days: 0.5 },
          { day: '2026-05-09', days: 1 },
          { day: '2026-05-14', days: 0 },
        ],
        '2026-05',
        period,
      ),
    ).toEqual([]);
  });

  it('refuses values that are not 0, 0.5 or 1', () => {
    const errors = workLogEntryErrors(
      [
        { day: '2026-05-06', days: 0.3 },
        { day: '2026-05-07', days: 2 },
        { day: '2026-05-11', days: 1.5 },
        { day: '2026-05-12', days: -0.5 },
        { day: '2026-05-13', days: Number.NaN },
      ],
      '2026-05',
      period,
    );
    expect(errors.map((e) => e.error)).toEqual([
      'invalidDays',
      'invalidDays',
      'invalidDays',
      'invalidDays',
      'invalidDays',
    ]);
  });

  it('refuses days outside the month, outside the deal, not real, or twice', () => {
    const errors = workLogEntryErrors(
      [
        { day: '2026-06-01', days: 1 },
        { day: '2026-05-05', days: 1 },
        { day: '2026-05-21', days: 1 },
        { day: '2026-05-32', days: 1 },
        { day: '2026-05-11', days: 1 },
        { day: '2026-05-11', days: 0.5 },
      ],
      '2026-05',
      period,
    );
    expect(errors).toEqual([
      { day: '2026-06-01', error: 'outsideMonth' },
      { day: '2026-05-05', error: 'outsideDeal' },
      { day: '2026-05-21', error: 'outsideDeal' },
      { day: '2026-05-32', error: 'invalidDay' },
      { day: '2026-05-11', error: 'duplicate' },
    ]);
  });
});

describe('totals', () => {
  it('adds half days without float error', () => {
    const entries = Array.from({ length: 21 }, (_, i) => ({
      day: `2026-05-${String(i + 1).padStart(2, '0')}`,
      days: 0.5,
    }));
    expect(workLogTotal(entries)).toBe(10.5);
    expect(workLogTotal([])).toBe(0);
    expect(
      workLogTotal([
        { day: '2026-05-04', days: 1 },
        { day: '2026-05-05', days: 0.5 },
      ]),
    ).toBe(1.5);
  });

  it('counts the days declared after a day, and those on a weekend or a public holiday', () => {
    const entries = [
      { day: '2026-05-01', days: 1 }, // Fête du travail
      { day: '2026-05-04', days: 1 },
      { day: '2026-05-09', days: 0.5 }, // a Saturday
      { day: '2026-05-11', days: 1 },
      { day: '2026-05-12', days: 0.5 },
    ];
    expect(unusualDeclaredDays(entries, '2026-05-10')).toEqual({ ahead: 1.5, offDays: 1.5 });
    expect(unusualDeclaredDays(entries, '2026-05-12')).toEqual({ ahead: 0, offDays: 1.5 });
    expect(unusualDeclaredDays(entries, '2026-04-30')).toEqual({ ahead: 4, offDays: 1.5 });
    expect(unusualDeclaredDays([], '2026-05-10')).toEqual({ ahead: 0, offDays: 0 });
  });

  it('accepts a corrected month total with fewer than 3 decimals, within the month', () => {
    expect(isValidMonthTotal(12.25, '2026-05')).toBe(true);
    expect(isValidMonthTotal('12,25', '2026-05')).toBe(true);
    expect(isValidMonthTotal(0, '2026-05')).toBe(true);
    expect(isValidMonthTotal(31, '2026-05')).toBe(true);
    expect(isValidMonthTotal(12.125, '2026-05')).toBe(false);
    expect(isValidMonthTotal('12.125', '2026-05')).toBe(false);
    expect(isValidMonthTotal(-1, '2026-05')).toBe(false);
    expect(isValidMonthTotal(30, '2026-02')).toBe(false);
    expect(isValidMonthTotal(29, '2028-02')).toBe(true);
    expect(isValidMonthTotal('', '2026-05')).toBe(false);
    expect(isValidMonthTotal('abc', '2026-05')).toBe(false);
  });
});

describe('reminders', () => {
  it('starts the freelancer reminders on the third-to-last working day the deal covers', () => {
    expect(firstReminderDay('2026-05', always)).toBe('2026-05-27');
    expect(firstReminderDay('2026-02', always)).toBe('2026-02-25');
    // A deal ending mid-month: its own last working days count.
    expect(firstReminderDay('2026-05', { startDate: '2026-01-01', endDate: '2026-05-13' })).toBe('2026-05-11');
    // Fewer than three working days: the first one.
    expect(firstReminderDay('2026-05', { startDate: '2026-05-28', endDate: '2026-12-31' })).toBe('2026-05-28');
    expect(firstReminderDay('2026-05', { startDate: '2026-05-30', endDate: '2026-05-31' })).toBeNull();
  });

  it('counts working days after a day', () => {
    expect(workingDaysBetween('2026-05-07', '2026-05-11')).toBe(1); // Friday 8 is a holiday, then the weekend
    expect(workingDaysBetween('2026-05-11', '2026-05-13')).toBe(2);
    expect(workingDaysBetween('2026-05-13', '2026-05-13')).toBe(0);
    expect(workingDaysBetween('2026-05-13', '2026-05-12')).toBe(0);
  });

  const base: WorkLogReminderInput = {
    status: 'draft',
    month: '2026-05',
    period: always,
    today: '2026-05-27',
    submittedOn: null,
    lastRemindedOn: null,
  };

  it('reminds the freelancer of a draft from the first reminder day, after the month end too', () => {
    expect(workLogReminder({ ...base, today: '2026-05-26' })).toBeNull();
    expect(workLogReminder(base)).toBe('freelance');
    expect(workLogReminder({ ...base, today: '2026-06-03' })).toBe('freelance');
  });

  it('reminds at most once a working day, never on a weekend or a holiday', () => {
    expect(workLogReminder({ ...base, lastRemindedOn: '2026-05-27' })).toBeNull();
    expect(workLogReminder({ ...base, today: '2026-05-28', lastRemindedOn: '2026-05-27' })).toBe('freelance');
    expect(workLogReminder({ ...base, today: '2026-05-30' })).toBeNull();
    expect(workLogReminder({ ...base, month: '2026-04', today: '2026-05-01' })).toBeNull();
  });

  it('reminds the client once a submitted report has waited two working days', () => {
    const submitted = { ...base, status: 'submitted' as const, month: '2026-04', submittedOn: '2026-04-30' };
    expect(workLogReminder({ ...submitted, today: '2026-05-04' })).toBeNull(); // 1 working day (1 May is off)
    expect(workLogReminder({ ...submitted, today: '2026-05-05' })).toBe('corporate');
    expect(workLogReminder({ ...submitted, today: '2026-05-05', lastRemindedOn: '2026-05-05' })).toBeNull();
    expect(workLogReminder({ ...submitted, submittedOn: null, today: '2026-05-05' })).toBeNull();
  });

  it('reminds nobody once the report is validated, locked, paid or skipped', () => {
    for (const status of ['validated', 'locked', 'paid', 'skipped'] as const)
      expect(workLogReminder({ ...base, status, today: '2026-06-10', submittedOn: '2026-05-29' })).toBeNull();
  });
});
