import { type DealActor, type DealStatus, dealMove, isDealOpen } from '@orbite/domain/deal-status';
import { ErrorCode } from '@orbite/domain/errors';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity/activity.service';
import { lockMissionById, setMissionOngoingStatus, systemMoveMission } from '../missions/missions.service';
import * as repository from './deals.repository';
import type { DealRow } from './deals.tables';
import { voidOpenDocuments } from './signatures.repository';

/** Who moves a deal: the side of the machine, and the user behind it (null for the platform). */
export interface DealCaller {
  actor: DealActor;
  userId: number | null;
  impersonatorUserId?: number | null;
}

export interface DealMoveOptions {
  /** Required by the moves that carry a reason (change request, invalidation, bypass, termination, cancellation). */
  reason?: string;
  comment?: string;
  /** More fields written with the move, in the same update. */
  patch?: Partial<DealRow>;
  /** More data for the activity event. */
  payload?: Record<string, unknown>;
}

const REASON_MAX = 2000;

/** The timestamp each status sets when a deal reaches it. */
function timestampsOf(to: DealStatus, now: Date): Partial<DealRow> {
  switch (to) {
    case 'validated':
      return { validatedAt: now };
    case 'signing':
      return { signingStartedAt: now };
    case 'signed':
      return { signedAt: now };
    case 'ended':
      return { endedAt: now };
    case 'cancelled':
      return { cancelledAt: now };
    default:
      return {};
  }
}

/**
 * Moves a deal through the domain machine inside the caller's transaction: refuses any move the
 * machine does not give this actor (605), requires the move's reason, writes the status with its
 * timestamp and bumps the revision, and records the move's activity event. A signed deal puts the
 * mission on going; once its last open version ends (or is cancelled after a previous one ended),
 * the mission is finished.
 */
export async function moveDeal(
  tx: DbOrTx,
  deal: DealRow,
  to: DealStatus,
  caller: DealCaller,
  options: DealMoveOptions = {},
): Promise<DealRow> {
  const from = deal.status as DealStatus;
  const step = dealMove(from, to, caller.actor);
  if (!step) throw new AppError(ErrorCode.invalidMissionState, 'Cette étape n’est pas possible pour ce contrat.');
  const reason = options.reason?.trim() || null;
  const comment = options.comment?.trim() || null;
  if (step.reason && !reason && caller.actor !== 'system')
    throw new AppError(ErrorCode.invalidInput, 'Indiquez la raison.', 'reason');
  if ((reason?.length ?? 0) > REASON_MAX || (comment?.length ?? 0) > REASON_MAX)
    throw new AppError(ErrorCode.invalidInput, '2 000 caractères au plus.', reason ? 'reason' : 'comment');
  const now = new Date();
  const patch: Partial<DealRow> = {
    ...options.patch,
    ...timestampsOf(to, now),
    status: to,
    ...(reason || step.reason ? { statusReason: reason } : {}),
    ...(comment || step.reason ? { statusComment: comment } : {}),
  };
  const { id: _id, revision: _revision, createdAt: _createdAt, ...writable } = patch;
  const updated = await repository.updateDeal(tx, deal.id, writable, deal.revision);
  if (!updated)
    throw new AppError(ErrorCode.missionHasChanged, 'Ce contrat a été modifié entre-temps : rechargez la page.');
  await recordActivity(
    tx,
    { userId: caller.userId, impersonatorUserId: caller.impersonatorUserId ?? null },
    {
      category: 'deal',
      type: step.event,
      entityType: 'deal',
      entityId: deal.id,
      payload: {
        from,
        to,
        by: caller.actor,
        missionId: deal.missionId,
        matchId: deal.matchId,
        freelanceId: deal.freelanceId,
        version: deal.version,
        ...(reason ? { reason } : {}),
        ...(comment ? { comment } : {}),
        ...options.payload,
      },
    },
  );
  await afterDealMove(tx, updated, caller);
  return updated;
}

/** What a deal's move does to its mission. */
async function afterDealMove(tx: DbOrTx, deal: DealRow, caller: DealCaller): Promise<void> {
  const actor = { userId: caller.userId, impersonatorUserId: caller.impersonatorUserId ?? null };
  // Documents out for signature die with it: back before signing, or cancelled.
  if (['cancelled', 'termsAccepted', 'termsProposed', 'draft'].includes(deal.status))
    await voidOpenDocuments(tx, deal.id);
  if (deal.status === 'signed') {
    const mission = await lockMissionById(tx, deal.missionId);
    if (mission?.status === 'quotation') await systemMoveMission(tx, actor, mission.id, 'onGoing');
    if (mission && (mission.status === 'quotation' || mission.status === 'onGoing'))
      await setMissionOngoingStatus(tx, mission.id, 'ongoing');
    return;
  }
  if (deal.status === 'ended' || deal.status === 'cancelled') {
    const mission = await lockMissionById(tx, deal.missionId);
    if (mission?.status !== 'onGoing') return;
    const all = await repository.dealsOfMission(tx, deal.missionId);
    if (all.some((d) => isDealOpen(d.status as DealStatus))) return;
    if (!all.some((d) => d.status === 'ended')) return;
    await systemMoveMission(tx, actor, mission.id, 'finished');
    await setMissionOngoingStatus(tx, mission.id, null);
  }
}
