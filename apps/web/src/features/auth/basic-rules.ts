import { PASSWORD_MIN_LENGTH } from '@orbite/domain/constants';
import { isValidEmail, isValidPassword } from '@orbite/domain/validators-basic';

/**
 * The light validation rules of the auth forms (no phone or IBAN library, so that the sign-in page
 * stays small); each returns a message id or true. `form-rules.ts` adds the phone rule.
 */
export const basicRules = {
  required: (value: string | undefined | null) => (value && value.trim() !== '' ? true : 'form.required'),
  email: (value: string | undefined | null) =>
    !value || value.trim() === '' ? 'form.required' : isValidEmail(value) || 'form.email',
  password: (value: string | undefined | null) =>
    !value ? 'form.required' : isValidPassword(value) || 'form.passwordMin',
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
