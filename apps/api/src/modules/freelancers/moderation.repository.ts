import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type FreelanceRow, freelances } from './freelancers.tables';

export type ModerationPatch = Partial<
  Pick<
    FreelanceRow,
    | 'status'
    | 'banCategory'
    | 'statusReason'
    | 'statusNote'
    | 'statusChangedAt'
    | 'statusChangedByUserId'
    | 'huntingStatus'
    | 'slackStatus'
  >
>;

/** Writes the team's moderation fields of a freelancer (status and its reasons, hunting and Slack statuses). */
export async function updateModeration(db: DbOrTx, freelanceId: number, patch: ModerationPatch): Promise<FreelanceRow> {
  const [row] = await db
    .update(freelances)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(freelances.id, freelanceId))
    .returning();
  return row!;
}

/** The freelancer, locked until the end of the transaction (two status changes at once apply one after the other). */
export async function lockFreelance(db: DbOrTx, freelanceId: number): Promise<FreelanceRow | null> {
  if (!Number.isInteger(freelanceId)) return null;
  const [row] = await db.select().from(freelances).where(eq(freelances.id, freelanceId)).for('update');
  return row ?? null;
}
