/**
 * The month grid of a work log: its weeks (Monday first), what each day is (outside the month,
 * outside the deal, weekend, public holiday), and the keyboard moves between days.
 */
import { addDays, type CalendarDay } from '@orbite/domain/calendar-day';
import { type FrenchPublicHolidayName, frenchPublicHolidays, isWeekend } from '@orbite/domain/public-holidays';
import { type DealPeriod, daysOfMonth, type WorkLogEntry, workLogTotal } from '@orbite/domain/work-log-days';

export interface GridDay {
  day: CalendarDay;
  inDeal: boolean;
  weekend: boolean;
  holiday: FrenchPublicHolidayName | null;
}

/** The weeks of a month, Monday first; null for the cells before the 1st and after the last day. */
export function monthWeeks(month: string, period: DealPeriod): (GridDay | null)[][] {
  const holidays = new Map(frenchPublicHolidays(Number(month.slice(0, 4))).map((h) => [h.day, h.name]));
  const days = daysOfMonth(month).map((day) => ({
    day,
    inDeal: day >= period.startDate && day <= period.endDate,
    weekend: isWeekend(day),
    holiday: holidays.get(day) ?? null,
  }));
  const offset = (new Date(`${month}-01T12:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (GridDay | null)[] = [...Array.from({ length: offset }, () => null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Whether a day counts as worked by default (fill helper): in the deal, not a weekend, not a holiday. */
export const isFillable = (cell: GridDay) => cell.inDeal && !cell.weekend && !cell.holiday;

/** 0 -> 1/2 -> 1 -> 0. */
export function nextDays(days: number): number {
  if (days === 0) return 0.5;
  if (days === 0.5) return 1;
  return 0;
}

export function setDays(entries: readonly WorkLogEntry[], day: CalendarDay, days: number): WorkLogEntry[] {
  const others = entries.filter((entry) => entry.day !== day);
  const next = days > 0 ? [...others, { day, days }] : others;
  return next.sort((a, b) => (a.day < b.day ? -1 : 1));
}

export function daysOn(entries: readonly WorkLogEntry[], day: CalendarDay): number {
  return entries.find((entry) => entry.day === day)?.days ?? 0;
}

/** Every working day of the deal in the month at 1 (what it already holds elsewhere stays). */
export function fillWorkingDays(entries: readonly WorkLogEntry[], month: string, period: DealPeriod): WorkLogEntry[] {
  let next = [...entries];
  for (const week of monthWeeks(month, period))
    for (const cell of week) if (cell && isFillable(cell)) next = setDays(next, cell.day, 1);
  return next;
}

/** The day a key moves the focus to, within the month and the deal; null when the key is not a move. */
export function dayAfterKey(day: CalendarDay, key: string, month: string, period: DealPeriod): CalendarDay | null {
  const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[key];
  if (step === undefined) return null;
  const target = addDays(day, step);
  if (target.slice(0, 7) !== month || target < period.startDate || target > period.endDate) return day;
  return target;
}

export { workLogTotal };
