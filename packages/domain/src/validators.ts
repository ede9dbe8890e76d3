import { isValidBIC, isValidIBAN } from 'ibantools';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

export { isValidEmail, isValidPassword, normalizeEmail } from './validators-basic';

/**
 * A phone number valid for its country (France by default), in international form
 * (plus sign and calling code), or null when it is not valid. Empty input is not a number.
 */
export function toInternationalPhone(value: string, defaultCountry = 'FR'): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const phone = parsePhoneNumberFromString(trimmed, defaultCountry as never);
  return phone?.isValid() ? phone.number : null;
}

/**
 * A stored phone number as people read it: French ones in the national form (« 06 12 34 56 78 »), others in the
 * international one (« +44 20 7946 0958 »); anything that does not parse is shown as stored.
 */
export function formatPhone(value: string): string {
  const phone = parsePhoneNumberFromString(value.trim(), 'FR');
  if (!phone?.isValid()) return value;
  return phone.country === 'FR' ? phone.formatNational() : phone.formatInternational();
}

/*
 * Form and API validators of the product. Convention: an empty value (null, undefined, a blank
 * string) is invalid, except for the rules marked "empty allowed"; an optional field checks
 * `isEmpty(value) || isValidX(value)`. Numbers may come as numbers or as typed text
 * (a French decimal comma is accepted).
 */

/** A value a form field may hold. */
export type FieldValue = string | number | null | undefined;

/** Inclusive bounds of a numeric rule, shown by the web and enforced by the API. */
export interface Bounds {
  readonly min: number;
  readonly max: number;
}

/** Daily rate a freelancer asks for, in euros: 200 to 2500. */
export const RETRIBUTION = { min: 200, max: 2500 } as const satisfies Bounds;
/** Daily rate (tjm) of a mission or a deal: 0 up to the retribution maximum. */
export const TJM = { min: 0, max: RETRIBUTION.max } as const satisfies Bounds;
/** Mission duration in days: 1 to 720. */
export const MISSION_DURATION_DAYS = { min: 1, max: 720 } as const satisfies Bounds;
/** Weeks a mission may start after its start date: 0 to 16. */
export const MAX_WEEKS_AFTER_START = { min: 0, max: 16 } as const satisfies Bounds;
/** Working time in days a week: 1 to 5 (5 is full time). */
export const WORKING_TIME_DAYS = { min: 1, max: 5 } as const satisfies Bounds;
/** Percentage: 0 to 100, decimals allowed. */
export const PERCENTAGE = { min: 0, max: 100 } as const satisfies Bounds;
/** Duration of a freelancer's skill, in years: empty or 1 to 25. */
export const FREELANCE_SKILL_DURATION_YEARS = { min: 1, max: 25 } as const satisfies Bounds;
/** Options of a freelancer's skill duration select, in years (1 to 25). */
export const freelanceSkillDurationOptions: readonly number[] = Array.from({ length: 25 }, (_, i) => i + 1);
/** Choices of a mission skill's required duration, in years. */
export const missionSkillDurations = [1, 2, 3, 4, 5, 7, 10, 15] as const;
export type MissionSkillDuration = (typeof missionSkillDurations)[number];
/** Length of a SIRET (company establishment number). */
export const SIRET_LENGTH = 14;
/** Length of a French VAT number: FR, 2 check characters, the 9-digit SIREN. */
export const FRENCH_VAT_LENGTH = 13;
/** Length of a French zip code. */
export const ZIP_CODE_LENGTH = 5;

/** Null, undefined, or a string of spaces only. */
export function isEmpty(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

const decimalText = /^[+-]?\d+([.,]\d+)?$/;

/** The number a field holds (a number, or text such as '450' or '450,5'), or null when it is not one. */
export function parseNumber(value: FieldValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return decimalText.test(text) ? Number(text.replace(',', '.')) : null;
}

/** Digits only: a whole number of zero or more (the spec's "numeric"). */
export function isNumeric(value: FieldValue): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0;
  return typeof value === 'string' && /^\d+$/.test(value.trim());
}

/** A whole number, negative allowed. */
export function isInteger(value: FieldValue): boolean {
  const n = parseNumber(value);
  return n !== null && Number.isInteger(n);
}

/** Any number, decimals and sign allowed. */
export function isDecimal(value: FieldValue): boolean {
  return parseNumber(value) !== null;
}

/** A number within min..max, both included. */
export function isBetween(value: FieldValue, min: number, max: number): boolean {
  const n = parseNumber(value);
  return n !== null && n >= min && n <= max;
}

function lengthOf(value: string | readonly unknown[]): number {
  return typeof value === 'string' ? [...value].length : value.length;
}

/** Text (counted in characters) or a list of at least `min` items. */
export function hasMinLength(value: string | readonly unknown[] | null | undefined, min: number): boolean {
  return value !== null && value !== undefined && lengthOf(value) >= min;
}

/** Text (counted in characters) or a list of at most `max` items; empty passes. */
export function hasMaxLength(value: string | readonly unknown[] | null | undefined, max: number): boolean {
  return value === null || value === undefined || lengthOf(value) <= max;
}

/** Number of decimals a number is written with ('1.50' has 2; 1.5 has 1). */
export function decimalsOf(value: number | string): number {
  const text = typeof value === 'string' ? value.trim().replace(',', '.') : String(value);
  const [mantissa = '', exponent] = text.toLowerCase().split('e');
  const decimals = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, decimals - Number(exponent ?? 0));
}

/** Phone number, empty allowed; otherwise valid for its country (France by default). */
export function isValidPhone(value: string | null | undefined, defaultCountry = 'FR'): boolean {
  return isEmpty(value) || toInternationalPhone(value, defaultCountry) !== null;
}

/** Freelancer's daily rate: a number from 200 to 2500. */
export function isValidRetribution(value: FieldValue): boolean {
  return isBetween(value, RETRIBUTION.min, RETRIBUTION.max);
}

/** Daily rate (tjm): digits only, 0 to the retribution maximum. */
export function isValidTjm(value: FieldValue): boolean {
  return isNumeric(value) && isBetween(value, TJM.min, TJM.max);
}

/** Daily rate (tjm), decimal variant: any number from 0 to the retribution maximum. */
export function isValidTjmDecimal(value: FieldValue): boolean {
  return isBetween(value, TJM.min, TJM.max);
}

/** Mission duration: a whole number of days from 1 to 720. */
export function isValidMissionDuration(value: FieldValue): boolean {
  return isInteger(value) && isBetween(value, MISSION_DURATION_DAYS.min, MISSION_DURATION_DAYS.max);
}

/** Max weeks after the start date: a whole number from 0 to 16. */
export function isValidMaxWeeksAfterStart(value: FieldValue): boolean {
  return isInteger(value) && isBetween(value, MAX_WEEKS_AFTER_START.min, MAX_WEEKS_AFTER_START.max);
}

/** Working time: a whole number of days a week from 1 to 5. */
export function isValidWorkingTime(value: FieldValue): boolean {
  return isInteger(value) && isBetween(value, WORKING_TIME_DAYS.min, WORKING_TIME_DAYS.max);
}

/** Percentage: a number from 0 to 100, decimals allowed. */
export function isValidPercentage(value: FieldValue): boolean {
  return isBetween(value, PERCENTAGE.min, PERCENTAGE.max);
}

/** IBAN as stored: spaces and dashes removed, upper case. */
export function normalizeIban(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** IBAN, empty allowed; otherwise valid (country format and check digits, by ibantools) once normalized. */
export function isValidIban(value: string | null | undefined): boolean {
  return isEmpty(value) || isValidIBAN(normalizeIban(value));
}

/** BIC as stored: spaces removed, upper case. */
export function normalizeBic(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/** BIC, empty allowed; otherwise valid (8 or 11 characters, known country, by ibantools) once normalized. */
export function isValidBic(value: string | null | undefined): boolean {
  return isEmpty(value) || isValidBIC(normalizeBic(value));
}

/** SIRET as stored: spaces removed. */
export function normalizeSiret(value: string): string {
  return value.replace(/\s/g, '');
}

/** SIRET: exactly 14 digits once spaces are removed. */
export function isValidSiret(value: string | null | undefined): boolean {
  return typeof value === 'string' && new RegExp(`^\\d{${SIRET_LENGTH}}$`).test(normalizeSiret(value));
}

/** VAT number: not empty; when it starts with FR (any case), exactly 13 characters ignoring spaces. */
export function isValidVatNumber(value: string | null | undefined): boolean {
  if (isEmpty(value)) return false;
  const compact = value.replace(/\s/g, '');
  return !/^fr/i.test(compact) || compact.length === FRENCH_VAT_LENGTH;
}

/** Zip code: exactly 5 digits. */
export function isValidZipCode(value: FieldValue): boolean {
  return typeof value === 'string' && new RegExp(`^\\d{${ZIP_CODE_LENGTH}}$`).test(value.trim());
}

/** Days: a multiple of 0.5 (1, 1.5, 2...). */
export function isValidDays(value: FieldValue): boolean {
  const n = parseNumber(value);
  return n !== null && Number.isInteger(n * 2);
}

/** Worked days: a number with fewer than 3 decimals. */
export function isValidWorkedDays(value: FieldValue): boolean {
  return parseNumber(value) !== null && decimalsOf(value as number | string) < 3;
}

/** Social capital: 0 or a positive number with at most 2 decimals. */
export function isValidSocialCapital(value: FieldValue): boolean {
  const n = parseNumber(value);
  return n !== null && n >= 0 && decimalsOf(value as number | string) <= 2;
}

/** http(s) URL with a host name that has a dot (https://exemple.fr). */
export function isValidUrl(value: string | null | undefined): boolean {
  if (isEmpty(value) || /\s/.test(value.trim())) return false;
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && /^[^.]+(\.[^.]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
}

const linkedInProfile =
  /^https?:\/\/([a-z]{2,3}\.|www\.)?linkedin\.com\/(in|pub|comm\/in)\/[^/?#\s]+(\/[^?#\s]*)?([?#]\S*)?$/i;

/**
 * LinkedIn profile URL, empty allowed; otherwise http(s), linkedin.com (optionally www. or a
 * country subdomain such as fr.), and a profile path /in/, /pub/ or /comm/in/ with a non-empty identifier.
 */
export function isValidLinkedInUrl(value: string | null | undefined): boolean {
  return isEmpty(value) || linkedInProfile.test(value.trim());
}

/** A freelancer's skill duration in years: empty or a whole number from 1 to 25. */
export function isValidSkillDuration(value: FieldValue): boolean {
  if (isEmpty(value)) return true;
  return isInteger(value) && isBetween(value, FREELANCE_SKILL_DURATION_YEARS.min, FREELANCE_SKILL_DURATION_YEARS.max);
}

/** A mission skill's required duration: one of 1, 2, 3, 4, 5, 7, 10, 15 years. */
export function isMissionSkillDuration(value: FieldValue): value is MissionSkillDuration {
  const n = parseNumber(value);
  return n !== null && (missionSkillDurations as readonly number[]).includes(n);
}
