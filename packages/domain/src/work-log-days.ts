/**
 * The days of a work log: which days of a month a deal covers, what each day may hold (0, 0.5 or 1
 * day of work), the month's total, and when the freelancer and the client are reminded.
 */
import { addDays, type CalendarDay, isCalendarDay } from './calendar-day';
import { isWorkingDay } from './public-holidays';
import { isValidDays, isValidWorkedDays } from './validators';

/** A month written 'YYYY-MM'. */
export type Month = string;

/** The period a deal version covers, both days included. */
export interface DealPeriod {
  startDate: CalendarDay;
  endDate: CalendarDay;
}

/** One day of a work log. */
export interface WorkLogEntry {
  day: CalendarDay;
  /** Days of work that day: 0, 0.5 or 1. */
  days: number;
}

/** What a day may hold. */
export const workLogDayValues = [0, 0.5, 1] as const;

/** Reminders to the freelancer start this many working days before the month's end. */
export const REMINDER_WORKING_DAYS_BEFORE_MONTH_END = 3;
/** The client is reminded of a submitted report after this many working days. */
export const CLIENT_REMINDER_AFTER_WORKING_DAYS = 2;

export function isMonth(value: unknown): value is Month {
  return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

export function monthOf(day: CalendarDay): Month {
  return day.slice(0, 7);
}

/** Every day of a month, in order (29 in February of a leap year). */
export function daysOfMonth(month: Month): CalendarDay[] {
  if (!isMonth(month)) throw new RangeError(`Not a month: ${month}`);
  const days: CalendarDay[] = [];
  for (let day = `${month}-01`; monthOf(day) === month; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The months a deal covers, from its start's to its end's. */
export function monthsOfPeriod(period: DealPeriod): Month[] {
  const months: Month[] = [];
  let month = monthOf(period.startDate);
  while (month <= monthOf(period.endDate)) {
    months.push(month);
    const [year, m] = month.split('-').map(Number) as [number, number];
    month = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  }
  return months;
}

/** The days of a month within the deal's period. */
export function dealDaysInMonth(month: Month, period: DealPeriod): CalendarDay[] {
  return daysOfMonth(month).filter((day) => day >= period.startDate && day <= period.endDate);
}

/** The working days (no weekend, no French public holiday) of a month within the deal's period. */
export function dealWorkingDaysInMonth(month: Month, period: DealPeriod): CalendarDay[] {
  return dealDaysInMonth(month, period).filter(isWorkingDay);
}

/**
 * The days of work a month should hold at the deal's rhythm: its working days × days a week / 5,
 * to the nearest half day (a hint shown next to the total, not a rule).
 */
export function expectedWorkedDays(month: Month, period: DealPeriod, daysPerWeek: number): number {
  const halves = (dealWorkingDaysInMonth(month, period).length * daysPerWeek * 2) / 5;
  return Math.round(halves) / 2;
}

/**
 * The entries a new work log starts with: a full-time deal has every working day at 1; a part-time
 * one starts empty, the freelancer marking the days they worked.
 */
export function prefilledEntries(month: Month, period: DealPeriod, daysPerWeek: number): WorkLogEntry[] {
  if (daysPerWeek < 5) return [];
  return dealWorkingDaysInMonth(month, period).map((day) => ({ day, days: 1 }));
}

export type WorkLogEntryError = 'invalidDay' | 'outsideMonth' | 'outsideDeal' | 'invalidDays' | 'duplicate';

/**
 * What is wrong with a work log's entries, day by day. A day may hold 0, 0.5 or 1 (a multiple of 0.5,
 * the spec's days rule, no more than one); it must be a day of the month the deal covers. Weekends
 * and public holidays are allowed: the client validates what was worked.
 */
export function workLogEntryErrors(
  entries: readonly WorkLogEntry[],
  month: Month,
  period: DealPeriod,
): { day: CalendarDay; error: WorkLogEntryError }[] {
  const errors: { day: CalendarDay; error: WorkLogEntryError }[] = [];
  const seen = new Set<CalendarDay>();
  for (const { day, days } of entries) {
    if (!isCalendarDay(day)) errors.push({ day, error: 'invalidDay' });
    else if (monthOf(day) !== month) errors.push({ day, error: 'outsideMonth' });
    else if (day < period.startDate || day > period.endDate) errors.push({ day, error: 'outsideDeal' });
    else if (!isValidDays(days) || days < 0 || days > 1) errors.push({ day, error: 'invalidDays' });
    else if (seen.has(day)) errors.push({ day, error: 'duplicate' });
    seen.add(day);
  }
  return errors;
}

/**
 * What a report declares beyond ordinary days, told to the freelancer before sending and to the client who
 * validates: days after `asOf` (not worked yet when it was sent: today before sending, the sending day after)
 * and days on a weekend or a French public holiday. Neither is refused (docs/decisions.md): a freelancer
 * leaving on holiday sends the month early, and weekend work happens; the client validates what was worked.
 */
export function unusualDeclaredDays(
  entries: readonly WorkLogEntry[],
  asOf: CalendarDay,
): { ahead: number; offDays: number } {
  return {
    ahead: workLogTotal(entries.filter((entry) => entry.day > asOf)),
    offDays: workLogTotal(entries.filter((entry) => isCalendarDay(entry.day) && !isWorkingDay(entry.day))),
  };
}

/** The month's total of valid entries, added in half days so that no float error creeps in. */
export function workLogTotal(entries: readonly WorkLogEntry[]): number {
  return entries.reduce((halves, entry) => halves + Math.round(entry.days * 2), 0) / 2;
}

/**
 * A month's total as the team may correct it on a timesheet: the spec's worked-days rule (fewer
 * than 3 decimals), from 0 to the days the month has.
 */
export function isValidMonthTotal(total: number | string, month: Month): boolean {
  if (!isValidWorkedDays(total)) return false;
  const value = typeof total === 'number' ? total : Number(total.trim().replace(',', '.'));
  return value >= 0 && value <= daysOfMonth(month).length;
}

/**
 * The day the freelancer's reminders start for a month: the 3rd-to-last working day the deal covers
 * in it (the deal's own last day when it ends within the month). Null when the deal covers no
 * working day of the month.
 */
export function firstReminderDay(month: Month, period: DealPeriod): CalendarDay | null {
  const working = dealWorkingDaysInMonth(month, period);
  if (working.length === 0) return null;
  return working[Math.max(0, working.length - REMINDER_WORKING_DAYS_BEFORE_MONTH_END)]!;
}

/** Working days after `from` up to `to` included (0 when `to` is not later). */
export function workingDaysBetween(from: CalendarDay, to: CalendarDay): number {
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) if (isWorkingDay(day)) count += 1;
  return count;
}

export interface WorkLogReminderInput {
  status: 'draft' | 'submitted' | 'validated' | 'locked' | 'paid' | 'skipped';
  month: Month;
  period: DealPeriod;
  today: CalendarDay;
  /** When the report was submitted (the client's reminder counts from it). */
  submittedOn: CalendarDay | null;
  /** The last day a reminder about this work log went out. */
  lastRemindedOn: CalendarDay | null;
}

/**
 * Who the daily job reminds about a work log today, if anyone: at most one reminder a working day.
 * The freelancer, from the first reminder day until they submit (after the month's end too); the
 * client, once a submitted report has waited 2 working days, until it validates or contests.
 */
export function workLogReminder(input: WorkLogReminderInput): 'freelance' | 'corporate' | null {
  const { today } = input;
  if (!isWorkingDay(today) || input.lastRemindedOn === today) return null;
  if (input.status === 'draft') {
    const first = firstReminderDay(input.month, input.period);
    return first !== null && today >= first ? 'freelance' : null;
  }
  if (input.status === 'submitted' && input.submittedOn) {
    return workingDaysBetween(input.submittedOn, today) >= CLIENT_REMINDER_AFTER_WORKING_DAYS ? 'corporate' : null;
  }
  return null;
}

const frenchMonthNames = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

/** A month in words for French documents and mails: '2026-05' is « mai 2026 ». */
export function frenchMonthLabel(month: Month): string {
  if (!isMonth(month)) throw new RangeError(`Not a month: ${month}`);
  return `${frenchMonthNames[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}
