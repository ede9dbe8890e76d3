import { describe, expect, it } from 'vitest';
import { allowedStep } from './signup-steps';

describe('enterprise sign-up steps', () => {
  it('lets the first three steps be seen at any time', () => {
    for (const step of ['preferences', 'skills', 'confirmEmail'] as const)
      expect(allowedStep(step, false, false, false)).toBe(step);
  });

  it('asks for the validated e-mail before the contact and company steps', () => {
    expect(allowedStep('contactInfo', false, false, false)).toBe('confirmEmail');
    expect(allowedStep('enterpriseInfo', false, false, true)).toBe('confirmEmail');
    expect(allowedStep('contactInfo', true, false, false)).toBe('contactInfo');
  });

  it('asks the password again after a reload (it is never saved)', () => {
    expect(allowedStep('enterpriseInfo', true, false, false)).toBe('contactInfo');
    expect(allowedStep('enterpriseInfo', true, false, true)).toBe('enterpriseInfo');
  });

  it('shows done only once the sign-up is completed, and nothing else after', () => {
    expect(allowedStep('done', false, false, false)).toBe('preferences');
    expect(allowedStep('done', true, false, true)).toBe('enterpriseInfo');
    expect(allowedStep('preferences', true, true, false)).toBe('done');
  });
});
