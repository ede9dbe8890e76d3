import { isOneOf } from '@orbite/domain/enums';
import { ErrorCode } from '@orbite/domain/errors';
import { checkStatusChange, isFieldError, type StatusChangeInput } from '@orbite/domain/freelance-moderation';
import { huntingStatuses, slackStatuses } from '@orbite/domain/freelance-status';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity/activity.service';
import { findUserById } from '../users/users.repository';
import type { FreelanceRow } from './freelancers.tables';
import * as repository from './moderation.repository';
import type { ProfileCaller } from './profile.service';

export const teamOnly = (caller: ProfileCaller) => {
  if (caller.profile.role !== 'teamMember') throw new AppError(ErrorCode.forbidden);
};

const by = (caller: ProfileCaller) => caller.actor.impersonatorUserId ?? caller.actor.userId;

async function lockedFreelance(tx: DbOrTx, freelanceId: number): Promise<FreelanceRow> {
  const freelance = await repository.lockFreelance(tx, freelanceId);
  if (!freelance) throw new AppError(ErrorCode.notFound);
  return freelance;
}

/**
 * The team changes a freelancer's status: validated, wrongScope (optional note), banned (a category
 * and a reason of that category, optional note) or back to new. Records who and when, and a
 * `freelance_status_changed` event with from, to and the reasons. The same status with the same
 * reasons changes nothing. Banned and wrongScope freelancers are then refused by the matching (630)
 * and by applications (634 invalidFreelanceState); their running matches are left to the team.
 */
export async function changeFreelanceStatus(
  deps: AppDeps,
  caller: ProfileCaller,
  freelanceId: number,
  input: StatusChangeInput,
): Promise<FreelanceRow> {
  teamOnly(caller);
  const change = checkStatusChange(input);
  if (isFieldError(change)) throw new AppError(ErrorCode.invalidInput, change.message, change.field);
  return deps.db.transaction(async (tx) => {
    const freelance = await lockedFreelance(tx, freelanceId);
    const same =
      freelance.status === change.status &&
      freelance.banCategory === change.banCategory &&
      freelance.statusReason === change.statusReason &&
      freelance.statusNote === change.statusNote;
    if (same) return freelance;
    const updated = await repository.updateModeration(tx, freelance.id, {
      ...change,
      statusChangedAt: new Date(),
      statusChangedByUserId: by(caller),
    });
    await recordActivity(tx, caller.actor, {
      category: 'freelance',
      type: 'freelance_status_changed',
      entityType: 'freelancer',
      entityId: freelance.id,
      payload: {
        from: freelance.status,
        to: change.status,
        banCategory: change.banCategory,
        reason: change.statusReason,
        note: change.statusNote,
      },
    });
    return updated;
  });
}

async function setEnumField(
  deps: AppDeps,
  caller: ProfileCaller,
  freelanceId: number,
  field: 'huntingStatus' | 'slackStatus',
  value: string | null,
) {
  return deps.db.transaction(async (tx) => {
    const freelance = await lockedFreelance(tx, freelanceId);
    const from = freelance[field];
    if (from === value) return freelance;
    const updated = await repository.updateModeration(tx, freelance.id, { [field]: value });
    await recordActivity(tx, caller.actor, {
      category: 'freelance',
      type: field === 'huntingStatus' ? 'freelance_hunting_status_changed' : 'freelance_slack_status_changed',
      entityType: 'freelancer',
      entityId: freelance.id,
      payload: { from, to: value },
    });
    return updated;
  });
}

/** Whether the person works as a freelancer, as the hunting team found out; null clears it. */
export function setFreelanceHuntingStatus(
  deps: AppDeps,
  caller: ProfileCaller,
  freelanceId: number,
  huntingStatus: string | null,
) {
  teamOnly(caller);
  if (huntingStatus !== null && !isOneOf(huntingStatuses, huntingStatus))
    throw new AppError(ErrorCode.invalidInput, 'Statut de chasse inconnu.', 'huntingStatus');
  return setEnumField(deps, caller, freelanceId, 'huntingStatus', huntingStatus);
}

/** Where the freelancer's invitation to the community Slack stands. */
export function setFreelanceSlackStatus(
  deps: AppDeps,
  caller: ProfileCaller,
  freelanceId: number,
  slackStatus: string,
) {
  teamOnly(caller);
  if (!isOneOf(slackStatuses, slackStatus))
    throw new AppError(ErrorCode.invalidInput, 'Statut Slack inconnu.', 'slackStatus');
  return setEnumField(deps, caller, freelanceId, 'slackStatus', slackStatus);
}

/** The full name of the team member who last changed the status, or null. */
export async function statusChangedByName(db: DbOrTx, freelance: FreelanceRow): Promise<string | null> {
  if (freelance.statusChangedByUserId === null) return null;
  const user = await findUserById(db, freelance.statusChangedByUserId);
  return user && !user.anonymizedAt ? `${user.firstName} ${user.lastName}`.trim() : null;
}
