import { isCalendarDay, todayInParis } from '@orbite/domain/calendar-day';
import { flagLevels, freelanceFlagTypes, isOneOf } from '@orbite/domain/enums';
import { ErrorCode } from '@orbite/domain/errors';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity/activity.service';
import * as repository from './flags.repository';
import { type ProfileCaller, readableFreelance } from './profile.service';

const invalid = (field: string, message: string) => new AppError(ErrorCode.invalidInput, message, field);

export interface FlagInput {
  type: string;
  level: string;
  note?: string | null;
  permanent?: boolean | null;
  expiresAt?: string | null;
  once?: boolean | null;
}

const teamOnly = (caller: ProfileCaller) => {
  if (caller.profile.role !== 'teamMember') throw new AppError(ErrorCode.forbidden);
};

export const activeFlags = (db: DbOrTx, freelanceId: number) =>
  repository.listActiveFlags(db, freelanceId, todayInParis());

/** A team member pins a flag on a freelancer; a flag that is not permanent needs an end date after today. */
export async function addFreelanceFlag(deps: AppDeps, caller: ProfileCaller, freelanceId: number, input: FlagInput) {
  teamOnly(caller);
  if (!isOneOf(freelanceFlagTypes, input.type)) throw invalid('type', 'Type de signalement inconnu.');
  if (!isOneOf(flagLevels, input.level)) throw invalid('level', 'Niveau inconnu.');
  const permanent = input.permanent ?? true;
  if (!permanent && (!input.expiresAt || !isCalendarDay(input.expiresAt) || input.expiresAt <= todayInParis()))
    throw invalid('expiresAt', 'Un signalement temporaire finit après aujourd’hui.');
  const note = input.note?.trim() || null;
  if (note && note.length > 1000) throw invalid('note', '1 000 caractères au plus.');
  return deps.db.transaction(async (tx) => {
    const freelance = await readableFreelance(tx, caller, freelanceId);
    const flag = await repository.insertFlag(tx, {
      freelanceId: freelance.id,
      type: input.type,
      level: input.level,
      payload: { note },
      permanent,
      expiresAt: permanent ? null : input.expiresAt,
      once: Boolean(input.once),
      createdByUserId: caller.actor.impersonatorUserId ?? caller.actor.userId,
    });
    await recordActivity(tx, caller.actor, {
      category: 'freelance',
      type: 'freelance_flag_added',
      entityType: 'freelancer',
      entityId: freelance.id,
      payload: { flagId: flag.id, flagType: flag.type, level: flag.level },
    });
    return flag;
  });
}

export async function removeFreelanceFlag(deps: AppDeps, caller: ProfileCaller, id: number) {
  teamOnly(caller);
  return deps.db.transaction(async (tx) => {
    const flag = Number.isInteger(id) ? await repository.removeFlag(tx, id) : null;
    if (!flag) throw new AppError(ErrorCode.notFound);
    await recordActivity(tx, caller.actor, {
      category: 'freelance',
      type: 'freelance_flag_removed',
      entityType: 'freelancer',
      entityId: flag.freelanceId,
      payload: { flagId: flag.id, flagType: flag.type },
    });
    return true;
  });
}
