import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../users/users.tables';
import { type FreelanceEvaluationRow, freelanceEvaluations } from './evaluations.tables';

export interface EvaluationWithAuthor extends FreelanceEvaluationRow {
  authorName: string | null;
}

/** A freelancer's evaluations, the latest first, with their author's name (null once anonymized). */
export async function listEvaluations(db: DbOrTx, freelanceId: number): Promise<EvaluationWithAuthor[]> {
  const rows = await db
    .select({ evaluation: freelanceEvaluations, user: users })
    .from(freelanceEvaluations)
    .innerJoin(users, eq(users.id, freelanceEvaluations.authorUserId))
    .where(eq(freelanceEvaluations.freelanceId, freelanceId))
    .orderBy(desc(freelanceEvaluations.updatedAt), desc(freelanceEvaluations.id));
  return rows.map(({ evaluation, user }) => ({
    ...evaluation,
    authorName: user.anonymizedAt ? null : `${user.firstName} ${user.lastName}`.trim(),
  }));
}

/** One evaluation per team member and freelancer: a new vote replaces the previous one. */
export async function upsertEvaluation(
  db: DbOrTx,
  values: Pick<FreelanceEvaluationRow, 'freelanceId' | 'authorUserId' | 'type' | 'reason' | 'comment'>,
): Promise<FreelanceEvaluationRow> {
  const now = new Date();
  const [row] = await db
    .insert(freelanceEvaluations)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [freelanceEvaluations.freelanceId, freelanceEvaluations.authorUserId],
      set: { type: values.type, reason: values.reason, comment: values.comment, updatedAt: now },
    })
    .returning();
  return row!;
}

export async function deleteEvaluation(
  db: DbOrTx,
  freelanceId: number,
  authorUserId: number,
): Promise<FreelanceEvaluationRow | null> {
  const [row] = await db
    .delete(freelanceEvaluations)
    .where(and(eq(freelanceEvaluations.freelanceId, freelanceId), eq(freelanceEvaluations.authorUserId, authorUserId)))
    .returning();
  return row ?? null;
}
