import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { type DbOrTx, readAll } from '../../db/client';
import { companies, corporates } from '../companies/companies.tables';
import { teamMembers } from '../team/team.tables';
import { users } from '../users/users.tables';
import { type NovaFeedbackRow, novaFeedbacks } from './nova.tables';

export interface NovaFeedbackFilters {
  rating: string | null;
  handled: boolean | null;
  id?: number;
}

export interface NovaFeedbackItem extends NovaFeedbackRow {
  userFirstName: string | null;
  userLastName: string | null;
  userEmail: string | null;
  /** teamMember or corporate (the only roles Nova answers), null when the user is gone. */
  userRole: 'teamMember' | 'corporate' | null;
  companyName: string | null;
}

const whereOf = (filters: NovaFeedbackFilters): SQL | undefined =>
  and(
    filters.id === undefined ? undefined : eq(novaFeedbacks.id, filters.id),
    filters.rating ? eq(novaFeedbacks.rating, filters.rating) : undefined,
    filters.handled === true ? isNotNull(novaFeedbacks.handledAt) : undefined,
    filters.handled === false ? isNull(novaFeedbacks.handledAt) : undefined,
  );

/** A page of feedbacks, newest first, with who gave each one. */
export async function listNovaFeedbacks(
  db: DbOrTx,
  filters: NovaFeedbackFilters,
  page: { offset: number; limit: number },
): Promise<{ items: NovaFeedbackItem[]; count: number }> {
  const where = whereOf(filters);
  const [rows, [total]] = await readAll(db, [
    () =>
      db
        .select({
          feedback: novaFeedbacks,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          teamMemberId: teamMembers.id,
          corporateId: corporates.id,
          companyName: companies.name,
        })
        .from(novaFeedbacks)
        .leftJoin(users, eq(users.id, novaFeedbacks.userId))
        .leftJoin(teamMembers, eq(teamMembers.userId, novaFeedbacks.userId))
        .leftJoin(corporates, eq(corporates.userId, novaFeedbacks.userId))
        .leftJoin(companies, eq(companies.id, corporates.companyId))
        .where(where)
        .orderBy(desc(novaFeedbacks.createdAt), desc(novaFeedbacks.id))
        .offset(page.offset)
        .limit(page.limit),
    () => db.select({ value: count() }).from(novaFeedbacks).where(where),
  ] as const);
  return {
    count: total?.value ?? 0,
    items: rows.map((row) => ({
      ...row.feedback,
      userFirstName: row.firstName,
      userLastName: row.lastName,
      userEmail: row.email,
      userRole: row.teamMemberId ? 'teamMember' : row.corporateId ? 'corporate' : null,
      companyName: row.teamMemberId ? null : row.companyName,
    })),
  };
}

export async function insertNovaFeedback(
  db: DbOrTx,
  feedback: typeof novaFeedbacks.$inferInsert,
): Promise<NovaFeedbackRow> {
  const [row] = await db.insert(novaFeedbacks).values(feedback).returning();
  return row!;
}

export async function setNovaFeedbackHandled(
  db: DbOrTx,
  id: number,
  handledByUserId: number | null,
): Promise<NovaFeedbackRow | null> {
  const [row] = await db
    .update(novaFeedbacks)
    .set(
      handledByUserId === null
        ? { handledAt: null, handledByUserId: null }
        : { handledAt: new Date(), handledByUserId },
    )
    .where(eq(novaFeedbacks.id, id))
    .returning();
  return row ?? null;
}
