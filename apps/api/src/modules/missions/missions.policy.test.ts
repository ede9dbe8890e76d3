import { describe, expect, it } from 'vitest';
import {
  canDuplicateMission,
  canEditMission,
  canReadMission,
  canReadMissionActivity,
  canReadMissionInternals,
  canShareMission,
  missionActorOf,
} from './missions.policy';

const team = { role: 'teamMember', companyId: null, corporateRole: null, freelanceId: null } as const;
const admin = { role: 'corporate', companyId: 1, corporateRole: 'admin', freelanceId: null } as const;
const manager = { role: 'corporate', companyId: 1, corporateRole: 'manager', freelanceId: null } as const;
const otherCompany = { role: 'corporate', companyId: 2, corporateRole: 'admin', freelanceId: null } as const;
const freelancer = { role: 'freelancer', companyId: null, corporateRole: null, freelanceId: 7 } as const;
const nobody = { role: null, companyId: null, corporateRole: null, freelanceId: null } as const;

describe('mission policy', () => {
  it('names the actor of the state machine', () => {
    expect(missionActorOf(team)).toBe('teamMember');
    expect(missionActorOf(admin)).toBe('corporateAdmin');
    expect(missionActorOf(manager)).toBe('corporateManager');
    expect(missionActorOf(freelancer)).toBeNull();
    expect(missionActorOf(nobody)).toBeNull();
  });

  it('never lets a corporate read another company’s mission', () => {
    const mission = { companyId: 1, status: 'seeking' };
    expect(canReadMission(admin, mission)).toBe(true);
    expect(canReadMission(otherCompany, mission)).toBe(false);
    expect(canReadMissionInternals(otherCompany, mission)).toBe(false);
    expect(canEditMission(otherCompany, { companyId: 1, status: 'notFinalized' })).toBe(false);
  });

  it('shows freelancers open missions and those they are matched to, never drafts', () => {
    expect(canReadMission(freelancer, { companyId: 1, status: 'seeking' })).toBe(true);
    expect(canReadMission(freelancer, { companyId: 1, status: 'notFinalized' })).toBe(false);
    expect(canReadMission(freelancer, { companyId: 1, status: 'onGoing' })).toBe(false);
    expect(canReadMission(freelancer, { companyId: 1, status: 'onGoing' }, true)).toBe(true);
    expect(canReadMissionInternals(freelancer, { companyId: 1, status: 'seeking' })).toBe(false);
    expect(canReadMission(nobody, { companyId: 1, status: 'seeking' })).toBe(false);
  });

  it('lets the client edit until the team validates, the team until the mission ends', () => {
    expect(canEditMission(admin, { companyId: 1, status: 'toValidate' })).toBe(true);
    expect(canEditMission(admin, { companyId: 1, status: 'seeking' })).toBe(false);
    expect(canEditMission(team, { companyId: 1, status: 'seeking' })).toBe(true);
    expect(canEditMission(team, { companyId: 1, status: 'finished' })).toBe(false);
    expect(canEditMission(freelancer, { companyId: 1, status: 'notFinalized' })).toBe(false);
  });

  it('gives the history, the copy and the public link to the team and the mission’s company only', () => {
    const mission = { companyId: 1, status: 'seeking' };
    for (const caller of [team, admin, manager]) {
      expect(canReadMissionActivity(caller, mission)).toBe(true);
      expect(canDuplicateMission(caller, mission)).toBe(true);
      expect(canShareMission(caller, mission)).toBe(true);
    }
    for (const caller of [otherCompany, freelancer, nobody]) {
      expect(canReadMissionActivity(caller, mission)).toBe(false);
      expect(canDuplicateMission(caller, mission)).toBe(false);
      expect(canShareMission(caller, mission)).toBe(false);
    }
    // A draft has no public page yet.
    expect(canShareMission(admin, { companyId: 1, status: 'notFinalized' })).toBe(false);
  });
});
