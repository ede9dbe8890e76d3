import { PASSWORD_MIN_LENGTH } from '@orbite/domain/constants';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Validation rules of the auth forms; each returns a message id or true. */
export const rules = {
  required: (value: string | undefined | null) => (value && value.trim() !== '' ? true : 'form.required'),
  email: (value: string | undefined | null) =>
    !value || value.trim() === '' ? 'form.required' : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) || 'form.email',
  password: (value: string | undefined | null) =>
    !value ? 'form.required' : value.length >= PASSWORD_MIN_LENGTH || 'form.passwordMin',
  /** Empty allowed; otherwise a valid number (French by default). */
  phone: (value: string | undefined | null) =>
    !value || value.trim() === '' || toInternationalPhone(value) !== null || 'form.phone',
};

/** `06 12 34 56 78` -> `+33612345678`; null when not a valid number. */
export function toInternationalPhone(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), 'FR');
  return parsed?.isValid() ? parsed.number : null;
}

/** A react-hook-form `validate` wrapper: message ids become translated messages. */
export function validateWith(
  rule: (value: string) => true | string,
  t: (id: string, values?: Record<string, number>) => string,
) {
  return (value: string) => {
    const result = rule(value);
    return result === true ? true : t(result, { min: PASSWORD_MIN_LENGTH });
  };
}
