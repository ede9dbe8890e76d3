/** A calendar day written 'YYYY-MM-DD'. Days of the product are days in Paris. */
export type CalendarDay = string;

/** The product's time zone: "today" and "a date has passed" are judged in Paris. */
export const PRODUCT_TIME_ZONE = 'Europe/Paris';

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const parisFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PRODUCT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** True for a real day written 'YYYY-MM-DD' (2025-02-30 is not one). */
export function isCalendarDay(value: unknown): value is CalendarDay {
  if (typeof value !== 'string') return false;
  const match = dayPattern.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The Paris day an instant falls on. */
export function parisDayOf(instant: Date): CalendarDay {
  // Paris changes day on a whole minute: the last minute's answer is reused (the API asks for
  // "today" many times a request, and formatToParts is costly).
  const minute = Math.floor(instant.getTime() / 60_000);
  if (minute === lastMinute.minute) return lastMinute.day;
  const parts = Object.fromEntries(parisFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  if (!Number.isNaN(minute)) lastMinute = { minute, day };
  return day;
}

let lastMinute: { minute: number; day: CalendarDay } = { minute: Number.NaN, day: '' };

/** Today in Paris. */
export function todayInParis(now: Date = new Date()): CalendarDay {
  return parisDayOf(now);
}

/**
 * A day from a 'YYYY-MM-DD' string (kept as is), a timestamp string or a Date (the Paris day of
 * that instant); null when the value is empty or not a date.
 */
export function toCalendarDay(value: string | Date | null | undefined): CalendarDay | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && dayPattern.test(value)) return isCalendarDay(value) ? value : null;
  const instant = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(instant.getTime()) ? null : parisDayOf(instant);
}

function toUtcDate(day: CalendarDay): Date {
  if (!isCalendarDay(day)) throw new RangeError(`Not a calendar day: ${day}`);
  return new Date(`${day}T00:00:00Z`);
}

/** The day `days` days after `day` (negative goes back). */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const date = toUtcDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The same day `months` months later, clamped to the month's last day (31 January + 1 month = end of February). */
export function addMonths(day: CalendarDay, months: number): CalendarDay {
  const date = toUtcDate(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((toUtcDate(to).getTime() - toUtcDate(from).getTime()) / 86_400_000);
}
