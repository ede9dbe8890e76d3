import { isOneOf } from '@orbite/domain/enums';
import { ErrorCode } from '@orbite/domain/errors';
import { type FreelanceQualification, freelanceQualifications } from '@orbite/domain/qualification';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity/activity.service';
import { findUserById } from '../users/users.repository';
import type { FreelanceRow } from './freelancers.tables';
import { type ProfileCaller, readableFreelance } from './profile.service';
import { canQualify } from './qualification.policy';
import * as repository from './qualification.repository';

const eventTypes = {
  qualified: 'qualification_passed',
  disqualified: 'qualification_failed',
  pending: 'qualification_pending',
} as const satisfies Record<FreelanceQualification, string>;

/** The activity event of a move to `to`: passed, failed, pending, or cleared (null). */
export function qualificationEventOf(to: FreelanceQualification | null): string {
  return to ? eventTypes[to] : 'qualification_cleared';
}

/**
 * The team sets a freelancer's qualification (qualified, disqualified, pending) or clears it (null),
 * recording who and when on the freelancer and a `qualification` event with from and to. Setting the
 * status it already has changes nothing and records nothing.
 */
export async function setFreelanceQualification(
  deps: AppDeps,
  caller: ProfileCaller,
  freelanceId: number,
  qualification: string | null,
): Promise<FreelanceRow> {
  if (!canQualify(caller.profile)) throw new AppError(ErrorCode.forbidden);
  if (qualification !== null && !isOneOf(freelanceQualifications, qualification))
    throw new AppError(ErrorCode.invalidInput, 'Qualification inconnue.', 'qualification');
  return deps.db.transaction(async (tx) => {
    const freelance = await readableFreelance(tx, caller, freelanceId);
    const from = freelance.qualification;
    if (from === qualification) return freelance;
    const by = caller.actor.impersonatorUserId ?? caller.actor.userId;
    const updated = await repository.updateQualification(tx, freelance.id, {
      qualification,
      qualifiedAt: qualification ? new Date() : null,
      qualifiedByUserId: qualification ? by : null,
    });
    await recordActivity(tx, caller.actor, {
      category: 'qualification',
      type: qualificationEventOf(qualification),
      entityType: 'freelancer',
      entityId: freelance.id,
      payload: { from, to: qualification },
    });
    return updated;
  });
}

/** The full name of the team member who set the qualification, or null. */
export async function qualifiedByName(db: DbOrTx, freelance: FreelanceRow): Promise<string | null> {
  if (freelance.qualifiedByUserId === null) return null;
  const user = await findUserById(db, freelance.qualifiedByUserId);
  return user && !user.anonymizedAt ? `${user.firstName} ${user.lastName}`.trim() : null;
}
