import type { IntlShape } from 'react-intl';

/** "mission_contract_signed" -> "Mission contract signed": the fallback when no message names a type. */
export function humanizeEventType(type: string): string {
  const words = type.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : type;
}

/** The French label of an event type, or the type made readable when no message names it. */
export function eventLabel(intl: IntlShape, type: string): string {
  const id = `activity.event.${type}`;
  return id in intl.messages ? intl.formatMessage({ id }) : humanizeEventType(type);
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago an instant was, in the largest whole unit (null under a minute: "à l'instant"). */
export function relativeParts(
  at: string | Date,
  now: Date = new Date(),
): { value: number; unit: Intl.RelativeTimeFormatUnit } | null {
  const then = new Date(at);
  const seconds = Math.round((now.getTime() - then.getTime()) / 1000);
  const abs = Math.abs(seconds);
  for (const [unit, size] of units) {
    if (abs < size) continue;
    // Months and years by the calendar (UTC, the same on the server and in the browser): 10 October seen on
    // 7 December is « il y a 2 mois », where 58 days counted in 30s made it « le mois dernier ».
    if (unit === 'month' || unit === 'year') {
      const months = (now.getUTCFullYear() - then.getUTCFullYear()) * 12 + (now.getUTCMonth() - then.getUTCMonth());
      const value = unit === 'year' ? Math.trunc(months / 12) : months;
      if (value !== 0) return { value: -value, unit };
      continue;
    }
    return { value: -Math.sign(seconds) * Math.floor(abs / size), unit };
  }
  return null;
}

/** "il y a 5 min", "hier", or "à l'instant". */
export function relativeTime(intl: IntlShape, at: string | Date, now?: Date): string {
  const parts = relativeParts(at, now);
  return parts
    ? intl.formatRelativeTime(parts.value, parts.unit, { numeric: 'auto', style: 'long' })
    : intl.formatMessage({ id: 'activity.time.justNow' });
}
