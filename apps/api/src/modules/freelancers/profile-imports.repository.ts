import { and, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { languages, skills } from '../skills/skills.tables';
import { freelances } from './freelancers.tables';
import { type ProfileImportRow, profileImports } from './profile-imports.tables';

export type NewProfileImport = typeof profileImports.$inferInsert;

export async function insertImport(db: DbOrTx, values: NewProfileImport): Promise<ProfileImportRow> {
  const [row] = await db.insert(profileImports).values(values).returning();
  return row!;
}

export async function findImport(db: DbOrTx, id: number): Promise<ProfileImportRow | null> {
  const [row] = await db.select().from(profileImports).where(eq(profileImports.id, id));
  return row ?? null;
}

export async function lockImport(db: DbOrTx, id: number): Promise<ProfileImportRow | null> {
  const [row] = await db.select().from(profileImports).where(eq(profileImports.id, id)).for('update');
  return row ?? null;
}

export async function latestImport(db: DbOrTx, freelanceId: number, kinds?: readonly string[]) {
  const [row] = await db
    .select()
    .from(profileImports)
    .where(
      and(eq(profileImports.freelanceId, freelanceId), kinds ? inArray(profileImports.kind, [...kinds]) : undefined),
    )
    .orderBy(desc(profileImports.createdAt), desc(profileImports.id))
    .limit(1);
  return row ?? null;
}

export async function countImportsSince(db: DbOrTx, freelanceId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(profileImports)
    .where(and(eq(profileImports.freelanceId, freelanceId), gte(profileImports.createdAt, since)));
  return row?.count ?? 0;
}

export async function hasDoingImport(db: DbOrTx, freelanceId: number): Promise<boolean> {
  const rows = await db
    .select({ id: profileImports.id })
    .from(profileImports)
    .where(and(eq(profileImports.freelanceId, freelanceId), eq(profileImports.status, 'doing')))
    .limit(1);
  return rows.length > 0;
}

/**
 * Claims up to `limit` rows to work on: `doing`, never started or started long ago (a process that
 * died), skipping rows another process holds. Marks them started and counts the attempt.
 */
export async function claimDoing(db: DbOrTx, staleBefore: Date, limit: number): Promise<ProfileImportRow[]> {
  const rows = await db
    .select({ id: profileImports.id })
    .from(profileImports)
    .where(
      and(
        eq(profileImports.status, 'doing'),
        or(isNull(profileImports.startedAt), lt(profileImports.startedAt, staleBefore)),
      ),
    )
    .orderBy(profileImports.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  if (!rows.length) return [];
  return db
    .update(profileImports)
    .set({ startedAt: new Date(), attempts: sql`${profileImports.attempts} + 1` })
    .where(
      inArray(
        profileImports.id,
        rows.map((r) => r.id),
      ),
    )
    .returning();
}

export async function updateImport(db: DbOrTx, id: number, patch: Partial<NewProfileImport>) {
  const [row] = await db.update(profileImports).set(patch).where(eq(profileImports.id, id)).returning();
  return row!;
}

/** The skills catalogue as name and aliases, for matching imported skill names. */
export function listSkillAliases(db: DbOrTx) {
  return db.select({ id: skills.id, name: skills.name, aliases: skills.aliases }).from(skills);
}

export function listLanguageCodes(db: DbOrTx) {
  return db.select({ id: languages.id, name: languages.name, isoCode: languages.isoCode }).from(languages);
}

/** Serializes the imports of one freelancer (one `doing` at a time, the daily count). */
export async function lockFreelance(db: DbOrTx, freelanceId: number) {
  await db.select({ id: freelances.id }).from(freelances).where(eq(freelances.id, freelanceId)).for('update');
}
