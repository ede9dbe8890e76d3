import type { MissionActor, MissionStatus } from '@orbite/domain/mission-status';
import type { MarketCaller } from './missions.caller';

type Caller = Pick<MarketCaller, 'role' | 'companyId' | 'corporateRole' | 'freelanceId'>;
interface MissionScope {
  companyId: number;
  status: string;
}

/** Statuses in which a freelancer may discover a mission they are not matched to. */
export const openToFreelancers: readonly MissionStatus[] = ['seeking'];

/** The actor of the mission machine a caller is, or null when they may move no mission. */
export function missionActorOf(caller: Caller): MissionActor | null {
  if (caller.role === 'teamMember') return 'teamMember';
  if (caller.role === 'corporate') return caller.corporateRole === 'admin' ? 'corporateAdmin' : 'corporateManager';
  return null;
}

/**
 * Reading a mission: the team, the company's own corporates, and a freelancer when the mission is
 * open to applications or they are in its running (`matched`).
 */
export function canReadMission(caller: Caller, mission: MissionScope, matched = false): boolean {
  if (caller.role === 'teamMember') return true;
  if (caller.role === 'corporate') return caller.companyId === mission.companyId;
  if (caller.role === 'freelancer') return matched || openToFreelancers.includes(mission.status as MissionStatus);
  return false;
}

/** Statuses in which a client still edits its own mission; after the team's validation, changes go through us. */
export const clientEditableStatuses: readonly MissionStatus[] = ['notFinalized', 'toApprove', 'toValidate'];
export const teamEditableStatuses: readonly MissionStatus[] = [
  'notFinalized',
  'toApprove',
  'toValidate',
  'seeking',
  'quotation',
  'onGoing',
];

export function canEditMission(caller: Caller, mission: MissionScope): boolean {
  const status = mission.status as MissionStatus;
  if (caller.role === 'teamMember') return teamEditableStatuses.includes(status);
  if (caller.role === 'corporate')
    return caller.companyId === mission.companyId && clientEditableStatuses.includes(status);
  return false;
}

/** The full mission (budget, internal fields) versus the card a freelancer sees. */
export function canReadMissionInternals(caller: Caller, mission: MissionScope): boolean {
  return caller.role === 'teamMember' || (caller.role === 'corporate' && caller.companyId === mission.companyId);
}

/** The history of a mission: the team and the mission's company, like its internals. */
export const canReadMissionActivity = canReadMissionInternals;

/** A copy is a new draft of the same company: whoever reads the internals may copy the mission. */
export const canDuplicateMission = (caller: Caller, mission: MissionScope) =>
  missionActorOf(caller) !== null && canReadMissionInternals(caller, mission);

/** The public read-only link, for the team and the company, once the mission has left the draft. */
export const canShareMission = (caller: Caller, mission: MissionScope) =>
  canReadMissionInternals(caller, mission) && mission.status !== 'notFinalized';
