import { describe, expect, it } from 'vitest';
import { isAssignedTo } from './freelance-list';
import { holdsRole, normalizeTeamDescription, normalizeTeamName, TEAM_NAME_MAX_LENGTH } from './team';

describe('team names and descriptions', () => {
  it('trims and collapses spaces, refuses empty or too long names', () => {
    expect(normalizeTeamName('  Ventes   Île-de-France ')).toBe('Ventes Île-de-France');
    expect(normalizeTeamName('   ')).toBeNull();
    expect(normalizeTeamName('x'.repeat(TEAM_NAME_MAX_LENGTH + 1))).toBeNull();
  });

  it('keeps an empty description as null and refuses a too long one', () => {
    expect(normalizeTeamDescription('  ')).toBeNull();
    expect(normalizeTeamDescription(null)).toBeNull();
    expect(normalizeTeamDescription(' Suivi des clients ')).toBe('Suivi des clients');
    expect(normalizeTeamDescription('x'.repeat(501))).toBeUndefined();
  });
});

describe('team member roles', () => {
  it('tells which role a member holds', () => {
    const am = { accountManager: true, freelancerAgent: false };
    expect(holdsRole(am, 'accountManager')).toBe(true);
    expect(holdsRole(am, 'freelancerAgent')).toBe(false);
  });

  it('keeps a freelancer in "mine" only for the agent', () => {
    expect(isAssignedTo(3, 3)).toBe(true);
    expect(isAssignedTo(3, 4)).toBe(false);
    expect(isAssignedTo(null, 4)).toBe(false);
  });
});
