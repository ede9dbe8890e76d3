import { ErrorCode } from '@orbite/domain/errors';
import {
  activeMatchStatuses,
  MAX_SELECTED_MATCHES,
  type MatchStatus,
  matchDeclineReasons,
  matchMove,
  postMeetingFreelanceReasons,
  visibleToFreelance,
} from '@orbite/domain/match-status';
import { canBePresentedToClient } from '@orbite/domain/mission';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity/activity.service';
import { openDealForMatch } from '../deals/deal-opening';
import type { MarketCaller } from '../missions/missions.caller';
import { canReadMission } from '../missions/missions.policy';
import { lockMissionById, missionById, refreshHuntingPriority, systemMoveMission } from '../missions/missions.service';
import type { MissionRow } from '../missions/missions.tables';
import { canMoveMatchOf, canReadMatch, matchActorOf } from './matches.policy';
import * as repository from './matches.repository';
import type { MatchRow } from './matches.tables';
import { evaluateFreelances } from './matching.service';
import * as factsRepository from './matching-facts.repository';
import * as meetingsRepository from './meetings.repository';

/**
 * A match's life: who reads it, the team's preselection, each move of its status up to the deal, the client's
 * selection and a duplicate on another mission. The freelancer's own moves (applying, passing) are in
 * match-applications.service.ts, the engine's rankings and explanations in matching.service.ts.
 */

export const notFound = () => new AppError(ErrorCode.notFound, 'Élément introuvable.');
export const invalid = (field: string, message: string) => new AppError(ErrorCode.invalidInput, message, field);

/**
 * The match when the caller may read it. `lock` (a write) locks its mission, then the match: the
 * moves of one mission's matches wait for each other, so two confirmations or a sixth selection
 * never slip in between a check and its write, and every writer takes the locks in that order.
 */
export async function readableMatch(db: DbOrTx, caller: MarketCaller, id: number, lock = false) {
  let match = await repository.findMatchById(db, id);
  const mission = match ? await (lock ? lockMissionById : missionById)(db, match.missionId) : null;
  if (match && lock) match = await repository.lockMatch(db, id);
  if (!match || !mission || !canReadMatch(caller, match, mission)) throw notFound();
  return { match, mission };
}

/** The match of a mission and a freelancer, for the pages addressed by both ids. */
export async function readableMatchOf(db: DbOrTx, caller: MarketCaller, missionId: number, freelanceId: number) {
  const match = await repository.findMatchOf(db, missionId, freelanceId);
  if (!match) throw notFound();
  return readableMatch(db, caller, match.id);
}

/** The mission's matches the caller may see. */
export async function matchesOfMission(deps: AppDeps, caller: MarketCaller, missionId: number): Promise<MatchRow[]> {
  const mission = await missionById(deps.db, missionId);
  if (!mission || caller.role === 'freelancer' || !canReadMission(caller, mission)) throw notFound();
  const all = await repository.listMatchesOfMission(deps.db, missionId);
  return all.filter((match) => canReadMatch(caller, match, mission));
}

export async function myMatches(deps: AppDeps, caller: MarketCaller): Promise<MatchRow[]> {
  if (caller.role !== 'freelancer' || !caller.freelanceId) throw new AppError(ErrorCode.forbidden);
  const all = await repository.listMatchesOfFreelance(deps.db, caller.freelanceId);
  return all.filter((match) => visibleToFreelance(match.status as MatchStatus));
}

// Moving matches.

interface MoveOptions {
  reasons?: readonly string[] | null;
  comment?: string | null;
  patch?: Partial<MatchRow>;
  /** The platform makes the move on the caller's action (a Connect application presented to the client). */
  bySystem?: boolean;
}

export async function moveMatch(
  tx: DbOrTx,
  caller: MarketCaller,
  match: MatchRow,
  to: MatchStatus,
  options: MoveOptions = {},
): Promise<MatchRow> {
  const who = options.bySystem ? 'system' : matchActorOf(caller);
  const from = match.status as MatchStatus;
  const step = who ? matchMove(from, to, who) : null;
  if (!step || !who)
    throw new AppError(ErrorCode.invalidMissionState, 'Cette étape n’est pas possible pour ce profil.');
  const comment = options.comment?.trim() || null;
  if (comment && comment.length > 2000) throw invalid('comment', '2 000 caractères au plus.');
  const patch: Partial<MatchRow> = { ...options.patch, status: to };
  if (step.reason === 'decline' || step.reason === 'cancel') {
    const allowed: readonly string[] =
      who === 'corporate'
        ? matchDeclineReasons.corporate
        : who === 'teamMember'
          ? matchDeclineReasons.teamMember
          : postMeetingFreelanceReasons;
    const reasons = [...new Set(options.reasons ?? [])];
    if (step.reason === 'decline' && reasons.length === 0) throw invalid('reasons', 'Indiquez au moins un motif.');
    if (reasons.some((r) => !allowed.includes(r))) throw invalid('reasons', 'Motif inconnu.');
    patch.declineReasons = reasons;
    patch.declineComment = comment;
    if (step.reason === 'cancel') patch.cancelSource = step.cancelSource ?? (who === 'freelance' ? 'freelance' : who);
  }
  if (to === 'corporateValidation' && !match.presentedAt) patch.presentedAt = new Date();
  if (to === 'teamMemberValidation' || (to === 'corporateValidation' && who === 'teamMember')) {
    patch.faQualifiedAt = new Date();
    patch.faQualifiedByUserId = caller.actor.userId;
  }
  if (to === 'freelanceProposal') patch.faProposedByUserId = caller.actor.userId;
  if (!['corporateValidation', 'corporateConfirmed'].includes(to)) patch.selected = false;
  const updated = await repository.updateMatch(tx, match.id, patch);
  // The platform's own move is nobody's: its history reads « Orbite », and everyone concerned is told.
  await recordActivity(tx, who === 'system' ? { userId: null, impersonatorUserId: null } : caller.actor, {
    category: 'match',
    type: step.event,
    entityType: 'match',
    entityId: match.id,
    payload: {
      from,
      to,
      by: who,
      missionId: match.missionId,
      freelanceId: match.freelanceId,
      reasons: patch.declineReasons,
    },
  });
  return updated;
}

export async function afterMatchChange(tx: DbOrTx, missionId: number) {
  const mission = await missionById(tx, missionId);
  if (!mission) return;
  const active = await repository.countMatches(tx, missionId, { statuses: activeMatchStatuses });
  await refreshHuntingPriority(tx, mission, active);
}

export function requireSeeking(mission: MissionRow) {
  if (mission.status !== 'seeking') throw new AppError(ErrorCode.invalidMissionState);
}

async function ratioOf(tx: DbOrTx, missionId: number, freelanceId: number) {
  const evaluation = (await evaluateFreelances(tx, missionId, [freelanceId])).get(freelanceId);
  return { ratioNumerator: evaluation?.numerator ?? null, ratioDenominator: evaluation?.denominator ?? null };
}

/** A new match of the mission and the freelancer, in the status given, with its activity recorded. */
export async function createMatch(
  tx: DbOrTx,
  caller: MarketCaller,
  mission: MissionRow,
  freelanceId: number,
  status: MatchStatus,
  fields: Partial<MatchRow>,
): Promise<MatchRow> {
  const who = matchActorOf(caller);
  const step = who ? matchMove(null, status, who) : null;
  if (!step) throw new AppError(ErrorCode.forbidden);
  const match = await repository.insertMatch(tx, {
    ...fields,
    ...(await ratioOf(tx, mission.id, freelanceId)),
    missionId: mission.id,
    freelanceId,
    status,
    presentedAt: status === 'corporateValidation' ? new Date() : null,
  });
  await recordActivity(tx, caller.actor, {
    category: 'match',
    type: step.event,
    entityType: 'match',
    entityId: match.id,
    payload: { to: status, by: who, missionId: mission.id, freelanceId, source: fields.preMatchingSource },
  });
  return match;
}

/** The team puts freelancers on a mission's shortlist (from the telescope, the engine or by hand). */
export async function preselectFreelances(
  deps: AppDeps,
  caller: MarketCaller,
  missionId: number,
  freelanceIds: readonly number[],
  preMatchingSource = 'teamMemberAction',
): Promise<MatchRow[]> {
  if (caller.role !== 'teamMember') throw new AppError(ErrorCode.forbidden);
  const ids = [...new Set(freelanceIds)];
  // Nothing ticked is the spec's "missing selected matches"; more than a page of results, a bad request.
  if (ids.length === 0) throw new AppError(ErrorCode.missingSelectedMatches, undefined, 'freelanceIds');
  if (ids.length > 100) throw invalid('freelanceIds', 'Choisissez 100 freelances au plus.');
  return deps.db.transaction(async (tx) => {
    const mission = await lockMissionById(tx, missionId);
    if (!mission) throw notFound();
    requireSeeking(mission);
    const facts = await factsRepository.freelanceFacts(tx, ids);
    const result: MatchRow[] = [];
    for (const freelanceId of ids) {
      const freelance = facts.get(freelanceId);
      if (!freelance) throw notFound();
      if (freelance.status === 'banned' || freelance.status === 'wrongScope' || freelance.preUser)
        throw new AppError(ErrorCode.freelanceNotSelectable, 'Ce freelance ne peut pas être proposé.', 'freelanceIds');
      const existing = await repository.findMatchOf(tx, missionId, freelanceId, true);
      if (existing) {
        if (activeMatchStatuses.includes(existing.status as never)) result.push(existing);
        else
          result.push(
            await moveMatch(tx, caller, existing, 'teamMemberPreselection', { patch: { preMatchingSource } }),
          );
        continue;
      }
      result.push(
        await createMatch(tx, caller, mission, freelanceId, 'teamMemberPreselection', {
          source: preMatchingSource === 'matchingEngine' ? 'automatic' : 'teamMember',
          preMatchingSource,
          freelancerAgentUserId: caller.actor.userId,
        }),
      );
    }
    await afterMatchChange(tx, missionId);
    return result;
  });
}

/**
 * Any other move of a match: propose, accept, decline (reasons), present, confirm, cancel (by each
 * party), revive. Confirming starts contracting: the mission moves to quotation.
 */
export async function changeMatchStatus(
  deps: AppDeps,
  caller: MarketCaller,
  matchId: number,
  to: MatchStatus,
  options: { reasons?: readonly string[] | null; comment?: string | null } = {},
): Promise<MatchRow> {
  return deps.db.transaction(async (tx) => {
    const { match, mission } = await readableMatch(tx, caller, matchId, true);
    if (!canMoveMatchOf(mission.status, to)) throw new AppError(ErrorCode.invalidMissionState);
    // One freelancer per contract: after a failed contracting, the team cancels the first one before another.
    if (to === 'corporateConfirmed' && (await repository.countMatches(tx, mission.id, { statuses: [to] })) > 0)
      throw new AppError(ErrorCode.invalidMissionState, 'Un autre freelance est déjà retenu pour cette mission.');
    if (
      to === 'corporateValidation' &&
      !canBePresentedToClient(
        (await factsRepository.freelanceFacts(tx, [match.freelanceId])).get(match.freelanceId)?.status,
      )
    )
      throw new AppError(
        ErrorCode.freelanceNotSelectable,
        'Ce freelance n’est pas encore validé : qualifiez son profil avant de le présenter au client.',
      );
    const updated = await moveMatch(tx, caller, match, to, options);
    if (to === 'corporateConfirmed') {
      const quotation = await systemMoveMission(tx, caller.actor, mission.id, 'quotation');
      // Contracting starts with the draft deal of the confirmed freelancer, opened by the platform.
      await openDealForMatch(tx, caller.actor, updated, quotation);
    }
    await afterMatchChange(tx, mission.id);
    return updated;
  });
}

/** The client's shortlist of profiles to meet: at most five at once (611), only while the mission seeks (613). */
export async function selectMatch(deps: AppDeps, caller: MarketCaller, matchId: number, selected: boolean) {
  if (caller.role !== 'corporate' && caller.role !== 'teamMember') throw new AppError(ErrorCode.forbidden);
  return deps.db.transaction(async (tx) => {
    const { match, mission } = await readableMatch(tx, caller, matchId, true);
    if (mission.status !== 'seeking') throw new AppError(ErrorCode.profilesSelectionLocked);
    if (match.status !== 'corporateValidation') throw new AppError(ErrorCode.freelanceNotSelectable);
    if (match.selected === selected) return match;
    if (selected && (await repository.countMatches(tx, mission.id, { selected: true })) >= MAX_SELECTED_MATCHES)
      throw new AppError(ErrorCode.tooManySelectedMatches);
    const updated = await repository.updateMatch(tx, match.id, {
      selected,
      faSelectedByUserId: selected ? caller.actor.userId : null,
    });
    await recordActivity(tx, caller.actor, {
      category: 'match',
      type: selected ? 'match_selected' : 'match_unselected',
      entityType: 'match',
      entityId: match.id,
      payload: { missionId: mission.id, freelanceId: match.freelanceId },
    });
    return updated;
  });
}

/** The client moves a presented profile to another of its missions. */
export async function duplicateMatch(deps: AppDeps, caller: MarketCaller, matchId: number, targetMissionId: number) {
  return deps.db.transaction(async (tx) => {
    const { match, mission } = await readableMatch(tx, caller, matchId, true);
    if (!canMoveMatchOf(mission.status, 'corporateDuplicated')) throw new AppError(ErrorCode.invalidMissionState);
    const target = await missionById(tx, targetMissionId);
    if (
      !target ||
      target.companyId !== mission.companyId ||
      target.id === mission.id ||
      !canReadMission(caller, target)
    )
      throw notFound();
    requireSeeking(target);
    if (await repository.findMatchOf(tx, target.id, match.freelanceId, true))
      throw new AppError(ErrorCode.freelanceNotSelectable, 'Ce profil est déjà proposé sur cette mission.');
    await moveMatch(tx, caller, match, 'corporateDuplicated');
    const copy = await repository.insertMatch(tx, {
      ...(await ratioOf(tx, target.id, match.freelanceId)),
      missionId: target.id,
      freelanceId: match.freelanceId,
      status: 'corporateValidation',
      source: match.source,
      preMatchingSource: match.preMatchingSource,
      presentedAt: new Date(),
    });
    await recordActivity(tx, caller.actor, {
      category: 'match',
      type: 'match_presented',
      entityType: 'match',
      entityId: copy.id,
      payload: { from: match.id, missionId: target.id, freelanceId: match.freelanceId },
    });
    return copy;
  });
}

export const meetingOf = meetingsRepository.currentMeeting;
export const lastMeetingsOf = meetingsRepository.lastMeetings;
export const slotsOfMeeting = meetingsRepository.slotsOf;
export const slotsOfMeetings = meetingsRepository.slotsOfMeetings;
export const freelanceNamesOf = factsRepository.freelanceNames;
export const freelanceCardsOf = factsRepository.freelanceCards;
export const findMatchOf = repository.findMatchOf;
export const matchesOfFreelanceOn = repository.matchesOfFreelanceOn;

/** Whether the caller may see a match they reached through something else (a mission page). */
export async function isReadable(db: DbOrTx, caller: MarketCaller, match: MatchRow): Promise<boolean> {
  const mission = await missionById(db, match.missionId);
  return Boolean(mission && canReadMatch(caller, match, mission));
}
export const missionsWithConfirmedMatch = repository.missionsWithConfirmedMatch;
export const matchCountsByMission = repository.matchCountsByMission;
export type { MissionMatchCounts } from './matches.repository';
