import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { PASSWORD_MIN_LENGTH } from './constants';

/** Pragmatic e-mail check: one @, a dot in the domain, no spaces, 254 characters at most. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && value.length <= 200;
}

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
