import { addDays, addMonths, type CalendarDay, daysBetween, toCalendarDay, todayInParis } from './calendar-day';

/** Choices of the "unavailable" menu: forever, for 1, 3 or 6 months, or until a chosen day. */
export const availabilityOptions = ['forever', 'months-1', 'months-3', 'months-6', 'custom'] as const;
export type AvailabilityOption = (typeof availabilityOptions)[number];

/** An unavailable freelancer is "soon" available when the date is less than 4 weeks (28 days) away. */
export const AVAILABILITY_SOON_DAYS = 28;

const optionMonths = { 'months-1': 1, 'months-3': 3, 'months-6': 6 } as const;

/**
 * Available when the flag is set, or when the availability date is today or earlier (Paris days).
 * Dates may be 'YYYY-MM-DD' or timestamps.
 */
export function isAvailable(
  isAvailableFlag: boolean | null | undefined,
  availabilityDate: string | Date | null | undefined,
  now: Date = new Date(),
): boolean {
  if (isAvailableFlag) return true;
  const day = toCalendarDay(availabilityDate ?? null);
  return day !== null && day <= todayInParis(now);
}

/** Unavailable, with a date less than 4 weeks away (27 days away is soon, 28 is not). Unavailable forever is never soon. */
export function isSoon(
  isAvailableFlag: boolean | null | undefined,
  availabilityDate: string | Date | null | undefined,
  now: Date = new Date(),
): boolean {
  if (isAvailable(isAvailableFlag, availabilityDate, now)) return false;
  const day = toCalendarDay(availabilityDate ?? null);
  return day !== null && daysBetween(todayInParis(now), day) < AVAILABILITY_SOON_DAYS;
}

/**
 * The date a freelancer becomes available again for a menu option: null for forever; the same day
 * N months later (clamped to the month's end) for months-N; the chosen day for custom.
 */
export function untilOf(
  option: AvailabilityOption,
  customDate: CalendarDay | null | undefined,
  today: CalendarDay = todayInParis(),
): CalendarDay | null {
  if (option === 'forever') return null;
  if (option === 'custom') return toCalendarDay(customDate ?? null);
  return addMonths(today, optionMonths[option]);
}

/** The earliest date of the custom option and of the date picker: tomorrow. */
export function minAvailabilityDate(today: CalendarDay = todayInParis()): CalendarDay {
  return addDays(today, 1);
}

export interface AvailabilityFormValues {
  option?: AvailabilityOption | null;
  availabilityDate?: CalendarDay | null;
}

export type AvailabilityFormErrors = Partial<{ option: 'required'; availabilityDate: 'required' | 'tooEarly' }>;

/**
 * Errors of the unavailable form, by field (empty when valid): the option is required; the date is
 * required only for custom, and must then be tomorrow or later.
 */
export function availabilityFormErrors(
  values: AvailabilityFormValues,
  today: CalendarDay = todayInParis(),
): AvailabilityFormErrors {
  if (!values.option || !availabilityOptions.includes(values.option)) return { option: 'required' };
  if (values.option !== 'custom') return {};
  const day = toCalendarDay(values.availabilityDate ?? null);
  if (!day) return { availabilityDate: 'required' };
  return day < minAvailabilityDate(today) ? { availabilityDate: 'tooEarly' } : {};
}

/**
 * The dashboard asks a freelancer to confirm their availability when their profile says unavailable
 * until a date that has come (today or earlier): the derived availability then contradicts the flag.
 * Unavailable forever is never asked.
 */
export function shouldUpdateAvailability(
  isAvailableFlag: boolean | null | undefined,
  availabilityDate: string | Date | null | undefined,
  now: Date = new Date(),
): boolean {
  return !isAvailableFlag && isAvailable(false, availabilityDate, now);
}
