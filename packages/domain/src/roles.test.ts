import { describe, expect, it } from 'vitest';
import { defaultCorporatePermissions, deriveRole, homePathOf, permissionMapOf } from './roles';

describe('deriveRole', () => {
  it('puts corporate first, then freelancer, then team member', () => {
    expect(deriveRole({ corporate: {}, freelance: {}, teamMember: {} })).toBe('corporate');
    expect(deriveRole({ freelance: {}, teamMember: {} })).toBe('freelancer');
    expect(deriveRole({ teamMember: {} })).toBe('teamMember');
  });
  it('gives no role to an anonymized account or a user without a profile', () => {
    expect(deriveRole({ anonymized: true, corporate: {} })).toBeNull();
    expect(deriveRole({})).toBeNull();
    expect(deriveRole(null)).toBeNull();
  });
});

describe('homePathOf', () => {
  it('sends each role to its environment', () => {
    expect(homePathOf('teamMember')).toBe('/backoffice');
    expect(homePathOf('corporate')).toBe('/enterprise');
    expect(homePathOf('freelancer')).toBe('/freelancer');
    expect(homePathOf(null)).toBeNull();
  });
});

describe('permissionMapOf', () => {
  it('gives every permission to team members', () => {
    const map = permissionMapOf('teamMember', {});
    expect(Object.values(map).every(Boolean)).toBe(true);
  });
  it('gives others only their flags', () => {
    const map = permissionMapOf('corporate', defaultCorporatePermissions('manager'));
    expect(map.showMissions).toBe(true);
    expect(map.showAdministration).toBe(false);
    expect(map.showCrew).toBe(false);
    expect(map.showStore).toBe(false);
  });
});
