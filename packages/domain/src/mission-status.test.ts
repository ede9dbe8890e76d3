import { describe, expect, it } from 'vitest';
import {
  allowedMissionMoves,
  backofficeMissionTabs,
  canMoveMission,
  corporateMissionTabs,
  type MissionActor,
  type MissionStatus,
  matchRatio,
  missionMove,
  missionMoves,
  missionStatusColor,
  missionStatuses,
} from './mission-status';

const actors: MissionActor[] = ['corporateAdmin', 'corporateManager', 'teamMember', 'system'];

describe('mission state machine', () => {
  it('allows exactly the listed moves, and refuses every other pair for every actor', () => {
    for (const from of missionStatuses) {
      for (const to of missionStatuses) {
        const move = missionMove(from, to);
        for (const actor of actors) {
          expect(canMoveMission(from, to, actor)).toBe(Boolean(move?.actors.includes(actor)));
        }
      }
    }
    // Spot checks of refused moves a careless machine would allow.
    expect(missionMove('notFinalized', 'onGoing')).toBeNull();
    expect(missionMove('reviewed', 'onGoing')).toBeNull();
    expect(missionMove('seeking', 'toValidate')).toBeNull();
    expect(missionMove('refused', 'seeking')).toBeNull();
  });

  it('sends a manager’s draft to the admin, an admin’s straight to the team', () => {
    expect(canMoveMission('notFinalized', 'toApprove', 'corporateManager')).toBe(true);
    expect(canMoveMission('notFinalized', 'toValidate', 'corporateManager')).toBe(false);
    expect(canMoveMission('notFinalized', 'toValidate', 'corporateAdmin')).toBe(true);
    expect(canMoveMission('toApprove', 'toValidate', 'corporateManager')).toBe(false);
    expect(canMoveMission('toApprove', 'approvalDeclined', 'corporateAdmin')).toBe(true);
  });

  it('leaves validation and refusal to the team, with a reason for refusals and failures', () => {
    expect(canMoveMission('toValidate', 'seeking', 'teamMember')).toBe(true);
    expect(canMoveMission('toValidate', 'seeking', 'corporateAdmin')).toBe(false);
    expect(missionMove('toValidate', 'refused')?.reason).toBe('refusal');
    expect(missionMove('seeking', 'failed')?.reason).toBe('failure');
    expect(missionMove('toApprove', 'approvalDeclined')?.reason).toBe('approvalDecline');
  });

  it('puts a mission on going only through a signed contract', () => {
    const intoOnGoing = missionMoves.filter((move) => move.to === 'onGoing');
    expect(intoOnGoing.map((move) => `${move.from}:${move.event}`).sort()).toEqual([
      'finished:mission_reopened',
      'quotation:mission_contract_signed',
    ]);
  });

  it('gives each page the moves its actor may make', () => {
    expect(allowedMissionMoves('toValidate', 'teamMember').map((m) => m.to)).toEqual([
      'seeking',
      'refused',
      'notFinalized',
    ]);
    expect(allowedMissionMoves('reviewed', 'teamMember')).toEqual([]);
  });

  it('records an event for every move', () => {
    for (const move of missionMoves) expect(move.event).toMatch(/^mission_[a-z_]+$/);
  });
});

describe('mission tabs', () => {
  it('maps the back-office modes as the spec says', () => {
    expect(backofficeMissionTabs.validation).toEqual(['toValidate']);
    expect(backofficeMissionTabs.care).toEqual(['quotation']);
    expect([...backofficeMissionTabs.archived].sort()).toEqual([
      'approvalDeclined',
      'failed',
      'finished',
      'refused',
      'reviewed',
    ]);
    expect(backofficeMissionTabs.all).toHaveLength(11);
  });
  it('maps the client modes as the spec says', () => {
    expect(corporateMissionTabs.deposit).toEqual(['toApprove', 'toValidate', 'seeking', 'quotation']);
    expect(corporateMissionTabs.contracted).toEqual(['onGoing']);
  });
  it('puts every status in exactly one client tab besides "all"', () => {
    const { all, ...tabs } = corporateMissionTabs;
    const covered = Object.values(tabs).flat() as MissionStatus[];
    expect(covered.filter((s) => s !== 'notFinalized').length).toBe(new Set(covered).size);
    expect(all).toHaveLength(missionStatuses.length);
  });
});

describe('colours and ratio', () => {
  it('colours statuses as the spec says', () => {
    expect(missionStatusColor('refused')).toBe('red');
    expect(missionStatusColor('toApprove')).toBe('grey');
    expect(missionStatusColor('reviewed')).toBe('green');
    expect(missionStatusColor('seeking')).toBe('blue');
    expect(missionStatusColor('quotation')).toBe('blue');
  });
  it('shows a ratio as a fraction and a rounded percent', () => {
    expect(matchRatio(7, 9)).toEqual({ label: '7/9', percent: 78 });
    expect(matchRatio(0, 0)).toEqual({ label: '0/0', percent: 0 });
    expect(matchRatio(1, 3)).toEqual({ label: '1/3', percent: 33 });
  });
});
