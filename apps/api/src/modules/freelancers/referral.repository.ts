import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../users/users.tables';
import { freelances } from './freelancers.tables';

// Display names come from the users' table: a read-only join, never a write.

/** The freelancers a freelancer brought to Orbite, newest first, named by first name and initial. */
export async function listSponsored(db: DbOrTx, freelanceId: number) {
  const rows = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      status: freelances.status,
      createdAt: freelances.createdAt,
    })
    .from(freelances)
    .innerJoin(users, eq(users.id, freelances.userId))
    .where(eq(freelances.referrerId, freelanceId))
    .orderBy(desc(freelances.createdAt));
  return rows.map((row) => ({
    displayName: `${row.firstName} ${row.lastName.charAt(0)}.`,
    status: row.status,
    signedUpAt: row.createdAt,
  }));
}

export async function referrerOf(db: DbOrTx, referrerId: number | null) {
  if (!referrerId) return null;
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(freelances)
    .innerJoin(users, eq(users.id, freelances.userId))
    .where(eq(freelances.id, referrerId));
  return row ? `${row.firstName} ${row.lastName.charAt(0)}.` : null;
}
