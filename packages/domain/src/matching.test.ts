import { describe, expect, it } from 'vitest';
import { companySizeFit, evaluateMatch, type FreelanceFacts, type MissionFacts } from './matching';

const mission: MissionFacts = {
  skills: [{ skillId: 1, primary: true, yearsRequired: 3 }],
  startDate: '2026-12-07',
  maxWeeksAfterStart: 2,
  retribution: 650,
  workplace: 'remote',
  workingTime: 5,
  durationInDays: 60,
  experienceLevel: 'experienced',
};
const freelance: FreelanceFacts = {
  skills: [{ skillId: 1, duration: 5 }],
  isAvailable: true,
  availabilityDate: null,
  retribution: 600,
  experienceInYears: 6,
  prefContract: 'fullTime',
  prefTime: 'short',
  prefWorkplace: 'remote',
  prefMobility: 'country',
  maxDistance: null,
};

describe('the company-size argument', () => {
  it('compares the client’s structure with the kind of company the freelancer prefers', () => {
    expect(companySizeFit('startUp', 'startUp')).toBe('met');
    expect(companySizeFit('bigCompany', 'startUp')).toBe('partial');
    expect(companySizeFit(null, 'startUp')).toBe('unknown');
    expect(companySizeFit('startUp', null)).toBe('unknown');
    expect(companySizeFit('none', 'bigCompany')).toBe('unknown');
    expect(companySizeFit('bigCompany', 'none')).toBe('unknown');
  });

  it('shows on the match card but moves neither the score nor the ratio (the SQL ranking stays exact)', () => {
    const today = '2026-11-22';
    const unsaid = evaluateMatch(mission, freelance, null, today);
    const met = evaluateMatch(
      { ...mission, companyStructure: 'startUp' },
      { ...freelance, prefEnvironment: 'startUp' },
      null,
      today,
    );
    const other = evaluateMatch(
      { ...mission, companyStructure: 'bigCompany' },
      { ...freelance, prefEnvironment: 'startUp' },
      null,
      today,
    );
    const state = (e: typeof unsaid) => e.arguments.companySize;
    expect([state(unsaid), state(met), state(other)]).toEqual(['unknown', 'met', 'partial']);
    expect(new Set([unsaid.score, met.score, other.score]).size).toBe(1);
    expect(new Set([unsaid.label, met.label, other.label]).size).toBe(1);
  });
});
