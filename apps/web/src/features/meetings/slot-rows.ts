import { addDays, type CalendarDay, todayInParis } from '@orbite/domain/calendar-day';
import {
  defaultSlotDate,
  MAX_SLOTS_PER_PROPOSAL,
  parisDateTime,
  parisParts,
  type SlotProposalError,
  type SlotView,
  slotTimesOfDay,
  validateSlotProposal,
} from '@orbite/domain/time-slots';

/*
 * The rows of the time-slot picker and what they mean: a Paris day, a half-hour time of the day or
 * night view, and the instant they make. A night time after midnight falls on the next morning: the
 * night view is the night that starts on the chosen day (20:00 to 07:30).
 */

export interface SlotRow {
  /** Stable key for React lists. */
  key: string;
  day: CalendarDay | null;
  time: string | null;
  view: SlotView;
}

/** What is wrong with one row: nothing chosen yet, or the domain validator's fault. */
export type SlotRowError = 'required' | SlotProposalError;

export interface SlotProposalOptions {
  allowNight?: boolean;
  disallowed?: readonly string[];
}

/** The time a new row starts at: mid-morning, the hour clients book most. */
export const DEFAULT_SLOT_TIME = '10:00';
const NIGHT_START = slotTimesOfDay('night')[0] as string;
const DAY_TIMES = slotTimesOfDay('day');

let nextKey = 1;
const newKey = () => `slot-${nextKey++}`;

/** The row added at `index`: 8 days ahead plus the index, at 10:00 (spec 002). */
export function newSlotRow(index: number, today: CalendarDay = todayInParis()): SlotRow {
  return { key: newKey(), day: defaultSlotDate(index, today), time: DEFAULT_SLOT_TIME, view: 'day' };
}

/** The first rows of a proposal. */
export function initialSlotRows(count: number, today: CalendarDay = todayInParis()): SlotRow[] {
  return Array.from({ length: Math.min(Math.max(count, 1), MAX_SLOTS_PER_PROPOSAL) }, (_, index) =>
    newSlotRow(index, today),
  );
}

/** True for a night time that belongs to the next morning (00:00 to 07:30). */
export function isAfterMidnight(time: string): boolean {
  return time < NIGHT_START && !DAY_TIMES.includes(time);
}

/** The instant a complete row stands for, or null while a part is missing. */
export function rowInstant(row: SlotRow): Date | null {
  if (!row.day || !row.time) return null;
  const day = row.view === 'night' && isAfterMidnight(row.time) ? addDays(row.day, 1) : row.day;
  return parisDateTime(day, row.time);
}

/** A row showing an instant (a slot proposed before): the night view when outside the day view. */
export function rowOfInstant(instant: Date): SlotRow {
  const { day, time } = parisParts(instant);
  if (DAY_TIMES.includes(time)) return { key: newKey(), day, time, view: 'day' };
  return { key: newKey(), day: isAfterMidnight(time) ? addDays(day, -1) : day, time, view: 'night' };
}

/** The rows for a new proposal: the future slots of the last one, else `count` default rows. */
export function rowsForProposal(previous: readonly string[], now: Date, count = 3): SlotRow[] {
  const future = previous
    .map((iso) => new Date(iso))
    .filter((instant) => instant.getTime() > now.getTime())
    .sort((a, b) => a.getTime() - b.getTime())
    .slice(0, MAX_SLOTS_PER_PROPOSAL);
  return future.length > 0 ? future.map(rowOfInstant) : initialSlotRows(count, todayInParis(now));
}

/**
 * Each row's fault, judged by the domain's validator one row at a time (day range, day view,
 * half-hour step), then duplicates: the second and later copies of an instant are flagged.
 */
export function slotRowErrors(
  rows: readonly SlotRow[],
  now: Date,
  options: SlotProposalOptions = {},
): (SlotRowError | null)[] {
  const seen = new Set<number>();
  return rows.map((row) => {
    const instant = rowInstant(row);
    if (!instant) return 'required';
    const check = validateSlotProposal([instant], now, options);
    if (!check.ok) return check.reason;
    if (seen.has(instant.getTime())) return 'duplicate';
    seen.add(instant.getTime());
    return null;
  });
}

export type SlotProposal =
  | { ok: true; slots: string[] }
  | { ok: false; reason: SlotRowError; errors: (SlotRowError | null)[] };

/** The ISO instants to send, once every row passes and the whole proposal passes the domain validator. */
export function slotProposal(rows: readonly SlotRow[], now: Date, options: SlotProposalOptions = {}): SlotProposal {
  const errors = slotRowErrors(rows, now, options);
  const first = errors.find((error) => error !== null);
  if (first) return { ok: false, reason: first, errors };
  const instants = rows.map((row) => rowInstant(row) as Date);
  const check = validateSlotProposal(instants, now, options);
  if (!check.ok) return { ok: false, reason: check.reason, errors };
  return { ok: true, slots: instants.map((instant) => instant.toISOString()) };
}
