/**
 * Dates and languages as profiles write them, for the profile imports' parsers (profile-imports.parse.ts): "03/2019",
 * "mars 2019", "2019 - aujourd'hui", "Anglais (courant)".
 */

/** Lower case, without accents or repeated spaces: how the words of a document are compared. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

// ---------------------------------------------------------------- dates

const months: Record<string, number> = {
  jan: 1,
  janv: 1,
  janvier: 1,
  january: 1,
  feb: 2,
  fev: 2,
  fevr: 2,
  fevrier: 2,
  february: 2,
  mar: 3,
  mars: 3,
  march: 3,
  apr: 4,
  avr: 4,
  avril: 4,
  april: 4,
  may: 5,
  mai: 5,
  jun: 6,
  juin: 6,
  june: 6,
  jul: 7,
  juil: 7,
  juillet: 7,
  july: 7,
  aug: 8,
  aou: 8,
  aout: 8,
  august: 8,
  sep: 9,
  sept: 9,
  septembre: 9,
  september: 9,
  oct: 10,
  octobre: 10,
  october: 10,
  nov: 11,
  novembre: 11,
  november: 11,
  dec: 12,
  decembre: 12,
  december: 12,
};

/** The first day of a month as an ISO date (YYYY-MM-01): imports keep months, not days. */
export const day = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;

/** "Jan 2020", "janv. 2020", "03/2019", "2020-03", "2020" → YYYY-MM-01; null when not a date (present, empty…). */
export function parseImportDate(value: string | null | undefined): string | null {
  const text = fold(value ?? '').replace(/\./g, '');
  if (!text) return null;
  let match = text.match(/^(\d{1,2})[/-](\d{4})$/);
  if (match) return Number(match[1]) >= 1 && Number(match[1]) <= 12 ? day(Number(match[2]), Number(match[1])) : null;
  match = text.match(/^(\d{4})-(\d{1,2})(?:-\d{1,2})?$/);
  if (match) return day(Number(match[1]), Number(match[2]));
  match = text.match(/^([a-z]+) (\d{4})$/);
  if (match) return months[match[1]!] ? day(Number(match[2]), months[match[1]!]!) : null;
  match = text.match(/^(\d{4})$/);
  if (match) return day(Number(match[1]), 1);
  return null;
}

const dateToken = String.raw`(?:\d{1,2}/\d{4}|[A-Za-zÀ-ÿ]{3,9}\.? \d{4}|\d{4})`;
const presentWords = `(?:aujourd['’]hui|present|présent|ce jour|en cours|actuel(?:lement)?|now)`;
const rangePattern = new RegExp(`(${dateToken})\\s*(?:[-–—]|à|to)\\s*(${dateToken}|${presentWords})`, 'i');

/** "2019 – 2021", "03/2019 - aujourd'hui", "Jan 2020 - Present" → start and end (null when ongoing). */
export function parseDateRange(text: string): { startDate: string; endDate: string | null; match: string } | null {
  const found = text.match(rangePattern);
  if (!found) return null;
  const startDate = parseImportDate(found[1]);
  if (!startDate) return null;
  let endDate = parseImportDate(found[2]);
  // A range ending with a year only ends at the end of that year's span: keep the first of the year.
  if (endDate && endDate < startDate) endDate = null;
  return { startDate, endDate, match: found[0] };
}

// ---------------------------------------------------------------- languages

const languageIsos: Record<string, string> = {
  french: 'fr',
  francais: 'fr',
  english: 'en',
  anglais: 'en',
  spanish: 'es',
  espagnol: 'es',
  german: 'de',
  allemand: 'de',
  italian: 'it',
  italien: 'it',
  portuguese: 'pt',
  portugais: 'pt',
  dutch: 'nl',
  neerlandais: 'nl',
  chinese: 'zh',
  chinois: 'zh',
  mandarin: 'zh',
  japanese: 'ja',
  japonais: 'ja',
  arabic: 'ar',
  arabe: 'ar',
  russian: 'ru',
  russe: 'ru',
  polish: 'pl',
  polonais: 'pl',
  korean: 'ko',
  coreen: 'ko',
  hindi: 'hi',
  turkish: 'tr',
  turc: 'tr',
  swedish: 'sv',
  suedois: 'sv',
  greek: 'el',
  grec: 'el',
  hebrew: 'he',
  hebreu: 'he',
  romanian: 'ro',
  roumain: 'ro',
  vietnamese: 'vi',
  vietnamien: 'vi',
  catalan: 'ca',
  ukrainian: 'uk',
  ukrainien: 'uk',
};

/** The ISO code of a language named in English or French, null if unknown. */
export const languageIsoOf = (name: string) => languageIsos[fold(name).split(/[ (]/)[0] ?? ''] ?? null;

/** LinkedIn's proficiency (English or French) or a CV's level → basic, pro or native. */
export function languageLevelOf(text: string | null | undefined): string {
  const t = fold(text ?? '');
  if (/native|bilingu|natale|maternelle|c2/.test(t)) return 'native';
  if (/professional|professionnel|courant|fluent|c1|b2|full/.test(t)) return 'pro';
  return 'basic';
}
