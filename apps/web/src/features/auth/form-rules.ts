import { PASSWORD_MIN_LENGTH } from '@orbite/domain/constants';
import { isValidEmail, isValidPassword, toInternationalPhone } from '@orbite/domain/validators';

export { toInternationalPhone };

/** Validation rules of the auth forms, from the domain's validators; each returns a message id or true. */
export const rules = {
  required: (value: string | undefined | null) => (value && value.trim() !== '' ? true : 'form.required'),
  email: (value: string | undefined | null) =>
    !value || value.trim() === '' ? 'form.required' : isValidEmail(value) || 'form.email',
  password: (value: string | undefined | null) =>
    !value ? 'form.required' : isValidPassword(value) || 'form.passwordMin',
  /** Empty allowed; otherwise a valid number (French by default). */
  phone: (value: string | undefined | null) =>
    !value || value.trim() === '' || toInternationalPhone(value) !== null || 'form.phone',
};

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
