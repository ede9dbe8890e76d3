import { ErrorCode } from '@orbite/domain/errors';
import { checkEvaluation, type EvaluationInput, isFieldError } from '@orbite/domain/freelance-moderation';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity/activity.service';
import * as repository from './evaluations.repository';
import { teamOnly } from './moderation.service';
import { type ProfileCaller, readableFreelance } from './profile.service';

export const evaluationsOf = (db: DbOrTx, freelanceId: number) => repository.listEvaluations(db, freelanceId);

/** The team member behind the call (not the impersonated user): evaluations are the team's own. */
const authorOf = (caller: ProfileCaller) => {
  const userId = caller.actor.impersonatorUserId ?? caller.actor.userId;
  if (userId === null) throw new AppError(ErrorCode.unauthorized);
  return userId;
};

/** A team member votes on a freelancer (upvote or downvote with a reason of that type); a new vote replaces theirs. */
export async function evaluateFreelance(
  deps: AppDeps,
  caller: ProfileCaller,
  freelanceId: number,
  input: EvaluationInput,
) {
  teamOnly(caller);
  const evaluation = checkEvaluation(input);
  if (isFieldError(evaluation)) throw new AppError(ErrorCode.invalidInput, evaluation.message, evaluation.field);
  const authorUserId = authorOf(caller);
  return deps.db.transaction(async (tx) => {
    const freelance = await readableFreelance(tx, caller, freelanceId);
    const row = await repository.upsertEvaluation(tx, { freelanceId: freelance.id, authorUserId, ...evaluation });
    await recordActivity(tx, caller.actor, {
      category: 'freelance',
      type: 'freelance_evaluated',
      entityType: 'freelancer',
      entityId: freelance.id,
      payload: { evaluationType: row.type, reason: row.reason },
    });
    return freelance;
  });
}

/** A team member takes back their own vote; without one, nothing happens. */
export async function removeFreelanceEvaluation(deps: AppDeps, caller: ProfileCaller, freelanceId: number) {
  teamOnly(caller);
  const authorUserId = authorOf(caller);
  return deps.db.transaction(async (tx) => {
    const freelance = await readableFreelance(tx, caller, freelanceId);
    const removed = await repository.deleteEvaluation(tx, freelance.id, authorUserId);
    if (removed)
      await recordActivity(tx, caller.actor, {
        category: 'freelance',
        type: 'freelance_evaluation_removed',
        entityType: 'freelancer',
        entityId: freelance.id,
        payload: { evaluationType: removed.type, reason: removed.reason },
      });
    return freelance;
  });
}
