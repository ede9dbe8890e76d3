import { toInternationalPhone } from '@orbite/domain/validators';
import { basicRules, validateWith } from './basic-rules';

export { toInternationalPhone, validateWith };

/**
 * Validation rules of the auth forms, from the domain's validators; each returns a message id or true.
 * The phone rule brings libphonenumber-js: the sign-in and password forms import `basic-rules.ts` instead.
 */
export const rules = {
  ...basicRules,
  /** Empty allowed; otherwise a valid number (French by default). */
  phone: (value: string | undefined | null) =>
    !value || value.trim() === '' || toInternationalPhone(value) !== null || 'form.phone',
};
