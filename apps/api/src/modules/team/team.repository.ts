import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isRowId } from '../../db/statements';
import { type TeamMemberRow, teamMembers } from './team.tables';

export async function findTeamMemberByUserId(db: DbOrTx, userId: number): Promise<TeamMemberRow | null> {
  const [row] = await db.select().from(teamMembers).where(eq(teamMembers.userId, userId));
  return row ?? null;
}

export async function insertTeamMember(db: DbOrTx, member: typeof teamMembers.$inferInsert): Promise<TeamMemberRow> {
  const [row] = await db.insert(teamMembers).values(member).returning();
  return row!;
}

/** Marks one tip as dismissed, in place, without losing tips dismissed concurrently. */
export async function dismissTip(db: DbOrTx, id: number, tip: string): Promise<TeamMemberRow> {
  const [row] = await db
    .update(teamMembers)
    .set({ tips: sql`${teamMembers.tips} || jsonb_build_object(${tip}::text, true)` })
    .where(eq(teamMembers.id, id))
    .returning();
  return row!;
}

export async function findTeamMembersByUserIds(db: DbOrTx, userIds: number[]): Promise<TeamMemberRow[]> {
  if (userIds.length === 0) return [];
  return db.select().from(teamMembers).where(inArray(teamMembers.userId, userIds));
}

/** Team members by their own ids (chat mentions name them by id). */
export async function findTeamMembersByIds(db: DbOrTx, ids: readonly number[]): Promise<TeamMemberRow[]> {
  const valid = [...new Set(ids.filter(isRowId))];
  if (valid.length === 0) return [];
  return db.select().from(teamMembers).where(inArray(teamMembers.id, valid));
}
