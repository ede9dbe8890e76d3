import { describe, expect, it } from 'vitest';
import {
  cleanEnterpriseSignupPreferences,
  cleanEnterpriseSignupSkillIds,
  ENTERPRISE_SIGNUP_MAX_SKILLS,
  enterpriseSignupStepOf,
} from './enterprise-signup';

describe('enterprise sign-up', () => {
  it('keeps known preference answers and drops the rest', () => {
    expect(
      cleanEnterpriseSignupPreferences({ category: 'data', workplace: 'moon', environment: 'startUp', extra: 1 }),
    ).toEqual({ category: 'data', workplace: null, contract: null, environment: 'startUp', duration: null });
    expect(cleanEnterpriseSignupPreferences(null).category).toBeNull();
  });

  it('keeps positive integer skill ids, once, within the limit', () => {
    expect(cleanEnterpriseSignupSkillIds([3, '4', 3, -1, 1.5, 'x'])).toEqual([3, 4]);
    expect(cleanEnterpriseSignupSkillIds('3')).toEqual([]);
    const many = Array.from({ length: 40 }, (_, i) => i + 1);
    expect(cleanEnterpriseSignupSkillIds(many)).toHaveLength(ENTERPRISE_SIGNUP_MAX_SKILLS);
  });

  it('reads the step of the URL, the first one by default', () => {
    expect(enterpriseSignupStepOf('contactInfo')).toBe('contactInfo');
    expect(enterpriseSignupStepOf('nope')).toBe('preferences');
    expect(enterpriseSignupStepOf(null)).toBe('preferences');
  });
});
