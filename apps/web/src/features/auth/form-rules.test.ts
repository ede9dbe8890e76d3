import { describe, expect, it } from 'vitest';
import { rules, toInternationalPhone } from './form-rules';

describe('auth form rules', () => {
  it('checks e-mails', () => {
    expect(rules.email('a@b.fr')).toBe(true);
    expect(rules.email('nope')).toBe('form.email');
    expect(rules.email('')).toBe('form.required');
  });
  it('needs six characters in a password', () => {
    expect(rules.password('12345')).toBe('form.passwordMin');
    expect(rules.password('123456')).toBe(true);
  });
  it('accepts an empty or valid French phone number, stored in international form', () => {
    expect(rules.phone('')).toBe(true);
    expect(rules.phone('06 12 34 56 78')).toBe(true);
    expect(toInternationalPhone('06 12 34 56 78')).toBe('+33612345678');
    expect(rules.phone('12')).toBe('form.phone');
  });
});
