/**
 * French public holidays and working days. The national list: 8 fixed days and 3 that follow
 * Easter (Easter Monday, Ascension, Whit Monday). Whit Monday counts as a holiday even though many
 * companies work it as the "journée de solidarité"; Alsace-Moselle's two extra days (Good Friday,
 * 26 December) are not in the list.
 */
import { addDays, type CalendarDay } from './calendar-day';

export const frenchPublicHolidayNames = [
  'newYear',
  'easterMonday',
  'labourDay',
  'victoryInEurope',
  'ascension',
  'whitMonday',
  'bastilleDay',
  'assumption',
  'allSaints',
  'armistice',
  'christmas',
] as const;
export type FrenchPublicHolidayName = (typeof frenchPublicHolidayNames)[number];

export interface PublicHoliday {
  day: CalendarDay;
  name: FrenchPublicHolidayName;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus / Jones / Butcher). */
export function easterSunday(year: number): CalendarDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The French public holidays of a year, in date order. */
export function frenchPublicHolidays(year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  const fixed = (month: number, day: number): CalendarDay => `${year}-${pad(month)}-${pad(day)}`;
  const holidays: PublicHoliday[] = [
    { day: fixed(1, 1), name: 'newYear' },
    { day: addDays(easter, 1), name: 'easterMonday' },
    { day: fixed(5, 1), name: 'labourDay' },
    { day: fixed(5, 8), name: 'victoryInEurope' },
    { day: addDays(easter, 39), name: 'ascension' },
    { day: addDays(easter, 50), name: 'whitMonday' },
    { day: fixed(7, 14), name: 'bastilleDay' },
    { day: fixed(8, 15), name: 'assumption' },
    { day: fixed(11, 1), name: 'allSaints' },
    { day: fixed(11, 11), name: 'armistice' },
    { day: fixed(12, 25), name: 'christmas' },
  ];
  return holidays.sort((x, y) => (x.day < y.day ? -1 : x.day > y.day ? 1 : 0));
}

const cache = new Map<number, ReadonlySet<CalendarDay>>();

function holidaySet(year: number): ReadonlySet<CalendarDay> {
  let set = cache.get(year);
  if (!set) {
    set = new Set(frenchPublicHolidays(year).map((holiday) => holiday.day));
    cache.set(year, set);
  }
  return set;
}

export function isFrenchPublicHoliday(day: CalendarDay): boolean {
  return holidaySet(Number(day.slice(0, 4))).has(day);
}

/** Saturday or Sunday. */
export function isWeekend(day: CalendarDay): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** Monday to Friday, and not a French public holiday. */
export function isWorkingDay(day: CalendarDay): boolean {
  return !isWeekend(day) && !isFrenchPublicHoliday(day);
}
