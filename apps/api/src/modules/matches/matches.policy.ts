import {
  isMatchActive,
  type MatchActor,
  type MatchMove,
  type MatchStatus,
  visibleToCorporate,
  visibleToFreelance,
} from '@orbite/domain/match-status';
import type { MarketCaller } from '../missions/missions.caller';

type Caller = Pick<MarketCaller, 'role' | 'companyId' | 'freelanceId'>;
interface MatchScope {
  freelanceId: number;
  status: string;
  presentedAt: Date | null;
  cancelSource?: string | null;
  /** teamMember, or automatic: presented by the platform (a qualified freelancer's Connect application). */
  source?: string;
}
interface MissionScope {
  companyId: number;
  status: string;
}

export function matchActorOf(caller: Pick<MarketCaller, 'role'>): MatchActor | null {
  if (caller.role === 'teamMember') return 'teamMember';
  if (caller.role === 'corporate') return 'corporate';
  if (caller.role === 'freelancer') return 'freelance';
  return null;
}

/** The team sees every match; the client its company's once presented; the freelancer their own but the preselection. */
export function canReadMatch(caller: Caller, match: MatchScope, mission: MissionScope): boolean {
  if (caller.role === 'teamMember') return true;
  if (caller.role === 'corporate')
    return caller.companyId === mission.companyId && visibleToCorporate(match.status as MatchStatus, match.presentedAt);
  if (caller.role === 'freelancer')
    return caller.freelanceId === match.freelanceId && visibleToFreelance(match.status as MatchStatus);
  return false;
}

/** Moves that push a match forward need a mission still looking for freelancers; closing moves do not. */
const progressing: readonly MatchStatus[] = [
  'teamMemberPreselection',
  'freelanceProposal',
  'teamMemberValidation',
  'corporateValidation',
  'corporateConfirmed',
  'freelanceApplication',
];

export function needsSeekingMission(to: MatchStatus): boolean {
  return progressing.includes(to);
}

/**
 * Whether a match may still move: every move while the mission seeks; only declines and
 * cancellations while it is being contracted (the confirmed freelancer may still drop out);
 * none once the contract is signed or the mission closed (the deal governs from then on).
 */
export function canMoveMatchOf(missionStatus: string, to: MatchStatus): boolean {
  if (missionStatus === 'seeking') return true;
  if (missionStatus === 'quotation') return !needsSeekingMission(to);
  return false;
}

/** The moves a page offers: the machine's for this actor that the mission's status still allows. */
export function offeredMoves(moves: readonly MatchMove[], missionStatus: string): MatchMove[] {
  return moves.filter((move) => canMoveMatchOf(missionStatus, move.to));
}

/**
 * Decline reasons and comments: the team reads them all; the client the ones of its own decline;
 * the freelancer the ones they gave themself. The cancel source only counts on the cancellation it
 * names: a revived match keeps the source of an older cancellation, not the reasons of it.
 */
export function canReadDeclineReasons(caller: Caller, match: MatchScope): boolean {
  if (caller.role === 'teamMember') return true;
  const status = match.status as MatchStatus;
  const cancelledBy = (source: string) => status === 'teamMemberCancelled' && match.cancelSource === source;
  if (caller.role === 'corporate') return status === 'corporateDeclined' || cancelledBy('corporate');
  if (caller.role === 'freelancer') {
    const own = [
      'freelanceDeclined',
      'freelanceNotInterested',
      'freelanceApplicationCancelled',
      'teamMemberValidationCancelled',
    ];
    return own.includes(status) || cancelledBy('freelance');
  }
  return false;
}

/**
 * A declined meeting's reasons and comment, like a match's: the team reads them all, each side the
 * ones it gave. A reschedule request's comment (no decline source) is meant for both sides.
 */
export function canReadMeetingDecline(caller: Caller, meeting: { declineSource: string | null }): boolean {
  if (caller.role === 'teamMember' || meeting.declineSource === null) return true;
  if (caller.role === 'corporate') return meeting.declineSource === 'corporate';
  if (caller.role === 'freelancer') return meeting.declineSource === 'freelance';
  return false;
}

/** The freelancer's own words when applying: for the team and the freelancer, not the client. */
export function canReadApplicationMessage(caller: Caller, match: MatchScope): boolean {
  if (caller.role === 'teamMember') return true;
  if (caller.role === 'freelancer') return caller.freelanceId === match.freelanceId;
  // A Connect application reached the client as it was written: its words were for the client (who reads the match
  // only once presented, canReadMatch).
  return caller.role === 'corporate' && match.source === 'automatic';
}

/** What would raise the score: for the freelancer (their own) and the team who coaches them. */
export function canReadImprovements(caller: Caller, freelanceId: number): boolean {
  return caller.role === 'teamMember' || (caller.role === 'freelancer' && caller.freelanceId === freelanceId);
}

export { isMatchActive };
