import { describe, expect, it } from 'vitest';
import { canChangeCredentials, canImpersonate } from './auth.policy';

const teamMember = { role: 'teamMember' as const, impersonating: false };

describe('canImpersonate', () => {
  it('lets a team member impersonate freelancers and corporates', () => {
    expect(canImpersonate(teamMember, 1, { userId: 2, role: 'freelancer' })).toBe(true);
    expect(canImpersonate(teamMember, 1, { userId: 3, role: 'corporate' })).toBe(true);
  });
  it('refuses other roles', () => {
    expect(canImpersonate({ role: 'corporate', impersonating: false }, 1, { userId: 2, role: 'freelancer' })).toBe(
      false,
    );
    expect(canImpersonate({ role: 'freelancer', impersonating: false }, 1, { userId: 2, role: 'corporate' })).toBe(
      false,
    );
    expect(canImpersonate({ role: null, impersonating: false }, 1, { userId: 2, role: 'corporate' })).toBe(false);
  });
  it('refuses nesting, self, team members and accounts without a role', () => {
    expect(canImpersonate({ role: 'teamMember', impersonating: true }, 1, { userId: 2, role: 'freelancer' })).toBe(
      false,
    );
    expect(canImpersonate(teamMember, 1, { userId: 1, role: 'freelancer' })).toBe(false);
    expect(canImpersonate(teamMember, 1, { userId: 2, role: 'teamMember' })).toBe(false);
    expect(canImpersonate(teamMember, 1, { userId: 2, role: null })).toBe(false);
  });
});

describe('canChangeCredentials', () => {
  it('refuses credential changes through an impersonated session', () => {
    expect(canChangeCredentials({ impersonating: true })).toBe(false);
    expect(canChangeCredentials({ impersonating: false })).toBe(true);
  });
});
