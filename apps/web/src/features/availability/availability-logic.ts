import {
  type AvailabilityOption,
  availabilityFormErrors,
  isAvailable,
  isSoon,
  untilOf,
} from '@orbite/domain/availability';
import { type CalendarDay, daysBetween, toCalendarDay, todayInParis } from '@orbite/domain/calendar-day';
import type { AvailabilityOptionInput } from './availability-operations';

/** What the availability button and field show. */
export type AvailabilityView =
  | { kind: 'available' }
  | { kind: 'soon'; day: CalendarDay; daysLeft: number }
  | { kind: 'until'; day: CalendarDay }
  | { kind: 'forever' };

/** The availability as the widgets show it: available (flag or past date), soon (under 4 weeks), until a day, forever. */
export function availabilityViewOf(
  freelance: { isAvailable: boolean | null | undefined; availabilityDate: string | null | undefined },
  now: Date = new Date(),
): AvailabilityView {
  if (isAvailable(freelance.isAvailable, freelance.availabilityDate, now)) return { kind: 'available' };
  const day = toCalendarDay(freelance.availabilityDate ?? null);
  if (!day) return { kind: 'forever' };
  if (isSoon(freelance.isAvailable, day, now)) {
    return { kind: 'soon', day, daysLeft: daysBetween(todayInParis(now), day) };
  }
  return { kind: 'until', day };
}

/** The menu's options in the order shown: 1, 3, 6 months, until a date, forever. */
export const unavailableMenuOptions: readonly AvailabilityOption[] = [
  'months-1',
  'months-3',
  'months-6',
  'custom',
  'forever',
];

/** The GraphQL enum value of a domain option. */
export function optionInputOf(option: AvailabilityOption): AvailabilityOptionInput {
  return option.replace('-', '_') as AvailabilityOptionInput;
}

/**
 * Variables of snoozeFreelance for an option: the option itself (the server computes the day), plus
 * `until` for a custom day. Null when the form is invalid (domain rule availabilityFormErrors).
 */
export function snoozeVariablesOf(
  option: AvailabilityOption | null,
  customDay: CalendarDay | null,
  today: CalendarDay = todayInParis(),
): { option: AvailabilityOptionInput; until: CalendarDay | null } | null {
  if (Object.keys(availabilityFormErrors({ option, availabilityDate: customDay }, today)).length > 0) return null;
  const chosen = option as AvailabilityOption;
  return { option: optionInputOf(chosen), until: untilOf(chosen, customDay, today) };
}

/** A calendar day as a Date for formatting (noon UTC: the same day in every European time zone). */
export function dayAsDate(day: CalendarDay): Date {
  return new Date(`${day}T12:00:00Z`);
}
