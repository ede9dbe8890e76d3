/**
 * Meeting time slots: the client proposes slots, the freelancer books one. Every time is a Paris
 * wall-clock time; instants are stored in UTC and converted here with `Intl` only.
 */
import {
  addDays,
  addMonths,
  type CalendarDay,
  isCalendarDay,
  PRODUCT_TIME_ZONE,
  parisDayOf,
  todayInParis,
} from './calendar-day';
import { formatFrenchDate } from './french-date';

export const SLOT_STEP_MINUTES = 30;
/** The hours the picker shows: the day view from 08:00 to 20:00. */
export const DAY_VIEW = { startHour: 8, endHour: 20 } as const;
/** The team's night view: 20:00 to 08:00 the next morning. */
export const NIGHT_VIEW = { startHour: 20, endHour: 8 } as const;
export const MAX_SLOTS_PER_PROPOSAL = 10;
export const MIN_SLOTS_PER_PROPOSAL = 1;

export type SlotView = 'day' | 'night';

const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTE = 60_000;
const DAY = 86_400_000;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The start times a view offers, 'HH:MM' every 30 minutes: '08:00' to '19:30' by day, '20:00' to '07:30' by night. */
export function slotTimesOfDay(view: SlotView): string[] {
  const { startHour, endHour } = view === 'day' ? DAY_VIEW : NIGHT_VIEW;
  const hours = (endHour - startHour + 24) % 24;
  const times: string[] = [];
  for (let minutes = 0; minutes < hours * 60; minutes += SLOT_STEP_MINUTES) {
    const total = startHour * 60 + minutes;
    times.push(`${pad(Math.floor(total / 60) % 24)}:${pad(total % 60)}`);
  }
  return times;
}

/** The day a new slot row starts on: 8 days after today, plus one per row before it. */
export function defaultSlotDate(index: number, today: CalendarDay = todayInParis()): CalendarDay {
  return addDays(today, 8 + index);
}

/** The days a slot may fall on: from tomorrow to one year after today, both included. */
export function slotDateBounds(today: CalendarDay): { min: CalendarDay; max: CalendarDay } {
  return { min: addDays(today, 1), max: addMonths(today, 12) };
}

/** Whether a day may carry a slot: within the bounds and not one of the disallowed days. */
export function isSlotDateAllowed(day: string, today: CalendarDay, disallowed: readonly string[] = []): boolean {
  if (!isCalendarDay(day)) return false;
  const { min, max } = slotDateBounds(today);
  return day >= min && day <= max && !disallowed.includes(day);
}

const parisFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PRODUCT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Paris wall-clock reading of an instant, as if it were UTC, in ms (seconds dropped). */
function parisWallClock(ms: number): number {
  const parts = Object.fromEntries(parisFormat.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
}

/** Paris's offset from UTC at an instant, in ms (one or two hours). */
function parisOffset(ms: number): number {
  return parisWallClock(ms) - Math.floor(ms / MINUTE) * MINUTE;
}

/**
 * The instant of a Paris wall-clock time. Across a DST change it resolves as `Temporal` does by
 * default: a time that happens twice (autumn) is the first one, a time that does not exist (spring,
 * 02:00 to 03:00) is moved forward by the hour skipped.
 */
export function parisDateTime(day: CalendarDay, time: string): Date {
  const match = timePattern.exec(time);
  if (!isCalendarDay(day) || !match) throw new RangeError(`Not a Paris date and time: ${day} ${time}`);
  const wall = Date.parse(`${day}T${time}:00Z`);
  const before = wall - parisOffset(wall - DAY);
  const after = wall - parisOffset(wall + DAY);
  const exists = (ms: number) => ms + parisOffset(ms) === wall;
  if (exists(before)) return new Date(before);
  if (exists(after)) return new Date(after);
  return new Date(before);
}

/** The Paris day and 'HH:MM' time of an instant. */
export function parisParts(instant: Date): { day: CalendarDay; time: string } {
  const wall = new Date(parisWallClock(instant.getTime()));
  return { day: parisDayOf(instant), time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}` };
}

/**
 * Whether an instant starts a slot: on the hour or half past, to the second. Paris is a whole
 * number of hours from UTC, so the UTC minutes are the Paris minutes.
 */
export function isOnSlotStep(instant: Date): boolean {
  const ms = instant.getTime();
  return Number.isFinite(ms) && ms % (SLOT_STEP_MINUTES * MINUTE) === 0;
}

export type SlotProposalError = 'empty' | 'tooMany' | 'notOnStep' | 'outOfRange' | 'outOfDayView' | 'duplicate';

export interface SlotProposalOptions {
  /** The team's night toggle: slots may start at any step of the 24 hours. */
  allowNight?: boolean;
  /** Days no slot may fall on (refused as out of range). */
  disallowed?: readonly string[];
}

/**
 * Checks the slots of one proposal, each in turn, and gives the first fault: none or too many, a
 * slot off the 30-minute steps, on a day before tomorrow or after one year (Paris days), outside the
 * day view unless the night is allowed, or twice the same.
 */
export function validateSlotProposal(
  instants: readonly Date[],
  now: Date,
  opts: SlotProposalOptions = {},
): { ok: true } | { ok: false; reason: SlotProposalError } {
  if (instants.length < MIN_SLOTS_PER_PROPOSAL) return { ok: false, reason: 'empty' };
  if (instants.length > MAX_SLOTS_PER_PROPOSAL) return { ok: false, reason: 'tooMany' };
  const today = todayInParis(now);
  const dayTimes = slotTimesOfDay('day');
  const seen = new Set<number>();
  for (const instant of instants) {
    if (!isOnSlotStep(instant)) return { ok: false, reason: 'notOnStep' };
    const { day, time } = parisParts(instant);
    if (!isSlotDateAllowed(day, today, opts.disallowed)) return { ok: false, reason: 'outOfRange' };
    if (!opts.allowNight && !dayTimes.includes(time)) return { ok: false, reason: 'outOfDayView' };
    if (seen.has(instant.getTime())) return { ok: false, reason: 'duplicate' };
    seen.add(instant.getTime());
  }
  return { ok: true };
}

/** A slot as people read it, in Paris time: "mardi 1er décembre 2026 à 14:30" in French. */
export function slotLabel(instant: Date, locale = 'fr-FR'): string {
  const format = new Intl.DateTimeFormat(locale, {
    timeZone: PRODUCT_TIME_ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
  });
  return locale.startsWith('fr') ? formatFrenchDate(format, instant) : format.format(instant);
}
