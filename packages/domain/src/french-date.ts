/**
 * French writes the first day of a month as an ordinal: « le 1er décembre 2026 », « lundi 1er juin », and « le 2
 * décembre » after it. Intl writes « 1 décembre ». These join a French date's parts with that ordinal, where the
 * month is in words (a numeric date, 01/12/2026, stays as it is).
 */

const LETTER = /\p{L}/u;

/** The parts of a date joined, the first of the month written « 1er » when its month follows in words. */
export function joinFrenchDateParts(parts: readonly Intl.DateTimeFormatPart[]): string {
  return parts
    .map((part, index) => {
      if (part.type !== 'day' || Number(part.value) !== 1) return part.value;
      const next = parts.slice(index + 1).find((later) => later.type !== 'literal');
      return next?.type === 'month' && LETTER.test(next.value) ? '1er' : part.value;
    })
    .join('');
}

/** A date formatted in French by `format`, with the first of the month as an ordinal. */
export function formatFrenchDate(format: Intl.DateTimeFormat, date: Date | number): string {
  return joinFrenchDateParts(format.formatToParts(date));
}
