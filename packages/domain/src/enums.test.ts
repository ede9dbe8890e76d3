import { describe, expect, it } from 'vitest';
import { experienceLevelOf, isOneOf, kycStatuses, legalForms, workplaces } from './enums';

describe('experienceLevelOf', () => {
  it('switches level exactly at each minimum', () => {
    expect(experienceLevelOf(0)).toBe('junior');
    expect(experienceLevelOf(1.9)).toBe('junior');
    expect(experienceLevelOf(2)).toBe('middle');
    expect(experienceLevelOf(3)).toBe('middle');
    expect(experienceLevelOf(4)).toBe('experienced');
    expect(experienceLevelOf(5)).toBe('experienced');
    expect(experienceLevelOf(6)).toBe('senior');
    expect(experienceLevelOf(30)).toBe('senior');
  });
});

describe('isOneOf', () => {
  it('accepts the spec values only', () => {
    expect(isOneOf(workplaces, 'remote')).toBe(true);
    expect(isOneOf(workplaces, 'Remote')).toBe(false);
    expect(isOneOf(legalForms, 'societeDroitEtranger')).toBe(true);
    expect(isOneOf(kycStatuses, 'pendingOrbiteReview')).toBe(true);
    expect(isOneOf(kycStatuses, 'pending{product}Review')).toBe(false);
    expect(isOneOf(kycStatuses, null)).toBe(false);
  });
});
