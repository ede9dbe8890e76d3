import { PASSWORD_MIN_LENGTH } from './constants';

/*
 * The checks of e-mails and passwords, apart from `validators.ts` (which carries libphonenumber-js and
 * ibantools, 32 kB gzipped): the sign-in page imports these alone. `validators.ts` re-exports them.
 */

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
