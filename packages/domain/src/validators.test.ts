import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPassword, toInternationalPhone } from './validators';

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(isValidEmail('claire.martin@exemple.fr')).toBe(true);
    expect(isValidEmail('  a@b.co ')).toBe(true);
  });
  it('refuses malformed ones', () => {
    for (const bad of ['', 'claire', 'claire@', '@exemple.fr', 'a b@c.fr', 'a@b', `${'a'.repeat(250)}@b.fr`]) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });
});

describe('isValidPassword', () => {
  it('needs at least 6 characters', () => {
    expect(isValidPassword('12345')).toBe(false);
    expect(isValidPassword('123456')).toBe(true);
  });
});

describe('toInternationalPhone', () => {
  it('stores French numbers in international form', () => {
    expect(toInternationalPhone('06 12 34 56 78')).toBe('+33612345678');
    expect(toInternationalPhone('+33 6 12 34 56 78')).toBe('+33612345678');
  });
  it('refuses invalid numbers and empty input', () => {
    expect(toInternationalPhone('06 12')).toBeNull();
    expect(toInternationalPhone('')).toBeNull();
  });
  it('reads a number of another country with its calling code', () => {
    expect(toInternationalPhone('+32 470 12 34 56')).toBe('+32470123456');
  });
});
