/*
 * Dates and durations of a need: when the freelancer should start ("dès que possible", "début mars",
 * "dans 2 semaines", "3/02") and how many days of work the mission lasts ("6 mois", "3 semaines").
 */
import { addDays, addMonths, type CalendarDay } from '../calendar-day';
import { type NeedText, NUM, toNumber } from './text';

const months = [
  'janvier',
  'fevrier',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'aout',
  'septembre',
  'octobre',
  'novembre',
  'decembre',
];
/** A French month name or its abbreviation (folded), as a regular expression group. */
export const MONTH = `(${months.join('|')}|janv|fevr?|avr|juil|sept?|oct|nov|dec)\\.?`;

/** 0 for janvier … 11 for décembre; -1 when the word is no month. */
export function monthIndex(raw: string): number {
  return months.findIndex((m) => m.startsWith(raw.replace('.', '').slice(0, 3)) && raw.length >= 3);
}

export function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** The last day of a month (0-based). */
export function lastDayOf(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** A day of a month without year: this year, next year when already past; never before today. */
function dayOfMonth(today: CalendarDay, month: number, day: number | 'last', year: number | null): CalendarDay {
  const thisYear = Number(today.slice(0, 4));
  const thisMonth = Number(today.slice(5, 7)) - 1;
  let y = year ?? (month < thisMonth ? thisYear + 1 : thisYear);
  const make = (yy: number) => {
    const d = day === 'last' ? lastDayOf(yy, month) : Math.min(day, lastDayOf(yy, month));
    return `${yy}-${pad(month + 1)}-${pad(d)}`;
  };
  let result = make(y);
  if (year === null && result < today) {
    if (month === thisMonth && day !== 'last' && typeof day === 'number' && day === 1) return today;
    if (month === thisMonth) return result < today ? (day === 'last' ? today : make(++y)) : result;
    result = make(++y);
  }
  return result;
}

/** The first day the freelancer should be available, 'YYYY-MM-DD', or null. */
export function readAvailability(text: NeedText, today: CalendarDay): string | null {
  let availableFrom: string | null = null;
  text.take(
    /\b(des que possible|asap|au plus vite|au plus tot|immediatement|tout de suite|des maintenant|des aujourd'hui|urgent|urgence)\b/,
    () => {
      availableFrom ??= today;
    },
  );
  text.take(new RegExp(`\\bdans ${NUM} (jours?|semaines?|mois)\\b`), (g) => {
    const n = toNumber(g(1));
    availableFrom ??= g(2).startsWith('mois')
      ? addMonths(today, n)
      : addDays(today, g(2).startsWith('sem') ? n * 7 : n);
  });
  text.take(/\b(la semaine prochaine|le mois prochain)\b/, (g) => {
    if (g(1).includes('mois')) {
      const next = addMonths(`${today.slice(0, 8)}01`, 1);
      availableFrom ??= next;
    } else {
      const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
      availableFrom ??= addDays(today, (8 - weekday) % 7 || 7);
    }
  });
  text.take(new RegExp(`\\b(\\d{1,2})(?:er)? ${MONTH}(?: (\\d{4}))?\\b`), (g) => {
    const month = monthIndex(g(2));
    const day = Number(g(1));
    if (month < 0 || day < 1 || day > 31) return false;
    availableFrom ??= dayOfMonth(today, month, day, g(3) ? Number(g(3)) : null);
  });
  text.take(/\b(\d{1,2})\/(\d{1,2})(?:\/(\d{4}))?\b/, (g) => {
    const day = Number(g(1));
    const month = Number(g(2)) - 1;
    if (month < 0 || month > 11 || day < 1 || day > 31) return false;
    availableFrom ??= dayOfMonth(today, month, day, g(3) ? Number(g(3)) : null);
  });
  text.take(
    new RegExp(
      `\\b(debut|mi|fin|courant|en|des|a partir de|dispo|disponible|pour|demarrage|start)[ -]?(?:d')?${MONTH}(?: (\\d{4}))?`,
    ),
    (g) => {
      const month = monthIndex(g(2));
      if (month < 0) return false;
      const day = g(1) === 'mi' ? 15 : g(1) === 'fin' ? 'last' : 1;
      availableFrom ??= dayOfMonth(today, month, day, g(3) ? Number(g(3)) : null);
    },
  );
  return availableFrom;
}

/**
 * Days of WORK, as the mission form counts them: weeks and months become weeks (1 month = 52/12
 * weeks) times the days a week asked (5 when not said).
 */
export function readDuration(text: NeedText, daysPerWeek: number | null): number | null {
  let durationInDays: number | null = null;
  const perWeek = daysPerWeek ?? 5;
  text.take(
    new RegExp(`\\b${NUM} ?(mois|semaines?|sem|ans?|annees?|jours?|j)\\b(?! ?(?:/|par) ?(?:sem|mois))`),
    (g) => {
      const n = toNumber(g(1));
      const unit = g(2);
      if (!Number.isFinite(n) || n <= 0) return false;
      if (unit.startsWith('mois')) durationInDays ??= Math.round(((n * 52) / 12) * perWeek);
      else if (unit.startsWith('sem')) durationInDays ??= Math.round(n * perWeek);
      else if (unit.startsWith('an')) durationInDays ??= Math.round(n * 52 * perWeek);
      else durationInDays ??= Math.round(n);
    },
  );
  return durationInDays;
}
