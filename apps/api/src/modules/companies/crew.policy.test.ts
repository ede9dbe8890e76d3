import { describe, expect, it } from 'vitest';
import { type CrewActor, canInvite, canManageCrew, editRefusal, flagsOf, removalRefusal } from './crew.policy';

const admin: CrewActor = { corporateId: 1, companyId: 10, role: 'admin', permissions: flagsOf({ showCrew: true }) };
const crewManager: CrewActor = {
  corporateId: 2,
  companyId: 10,
  role: 'manager',
  permissions: flagsOf({ showCrew: true, showMissions: true }),
};
const manager: CrewActor = {
  corporateId: 3,
  companyId: 10,
  role: 'manager',
  permissions: flagsOf({ showMissions: true }),
};
const allFlags = flagsOf({
  showProfile: true,
  showMissions: true,
  showAdministration: true,
  showCommunity: true,
  showCrew: true,
});

describe('crew policy', () => {
  it('lets admins and showCrew holders manage the crew, not other managers', () => {
    expect(canManageCrew(admin)).toBe(true);
    expect(canManageCrew(crewManager)).toBe(true);
    expect(canManageCrew(manager)).toBe(false);
  });

  it('lets a showCrew manager invite managers with flags they hold, never an admin', () => {
    expect(canInvite(admin, 'admin', allFlags)).toBe(true);
    expect(canInvite(crewManager, 'manager', flagsOf({ showMissions: true }))).toBe(true);
    expect(canInvite(crewManager, 'admin', flagsOf({}))).toBe(false);
    expect(canInvite(crewManager, 'manager', flagsOf({ showAdministration: true }))).toBe(false);
    expect(canInvite(manager, 'manager', flagsOf({}))).toBe(false);
  });

  it('keeps role and flag changes to admins, and the last admin an admin', () => {
    const self = { id: 1, companyId: 10, role: 'admin' as const };
    expect(editRefusal(crewManager, self, { role: 'manager', flags: allFlags }, 2)).toBe('forbidden');
    expect(editRefusal(admin, self, { role: 'manager', flags: allFlags }, 1)).toBe('lastAdmin');
    expect(editRefusal(admin, self, { role: 'admin', flags: flagsOf({ showAdministration: true }) }, 1)).toBe(
      'lastAdmin',
    );
    expect(editRefusal(admin, self, { role: 'manager', flags: allFlags }, 2)).toBeNull();
    expect(
      editRefusal(admin, { id: 3, companyId: 10, role: 'manager' }, { role: 'admin', flags: allFlags }, 1),
    ).toBeNull();
  });

  it('refuses to remove oneself, the last admin, or the author of missions', () => {
    const other = { id: 3, companyId: 10, role: 'manager' as const };
    expect(removalRefusal(crewManager, other, { admins: 1, createdMissions: 0 })).toBe('forbidden');
    expect(removalRefusal(admin, { ...other, id: 1, role: 'admin' }, { admins: 2, createdMissions: 0 })).toBe('self');
    expect(removalRefusal(manager, { ...other, id: 9, role: 'admin' }, { admins: 1, createdMissions: 0 })).toBe(
      'forbidden',
    );
    expect(removalRefusal(admin, other, { admins: 1, createdMissions: 2 })).toBe('ownsMissions');
    expect(removalRefusal(admin, other, { admins: 1, createdMissions: 0 })).toBeNull();
  });
});
