import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../users/users.tables';
import { freelances } from './freelancers.tables';
import { type FreelanceImportDbRow, freelanceImports } from './imports.tables';
import { freelanceSkills } from './profile.tables';

export type NewFreelanceImport = typeof freelanceImports.$inferInsert;

export async function insertImport(db: DbOrTx, row: NewFreelanceImport): Promise<FreelanceImportDbRow> {
  const [created] = await db.insert(freelanceImports).values(row).returning();
  return created!;
}

export async function findImportById(db: DbOrTx, id: number): Promise<FreelanceImportDbRow | null> {
  const [row] = await db.select().from(freelanceImports).where(eq(freelanceImports.id, id));
  return row ?? null;
}

/** The import, locked until the end of the transaction (two runs at once: the second waits, then sees it done). */
export async function findImportForUpdate(db: DbOrTx, id: number): Promise<FreelanceImportDbRow | null> {
  const [row] = await db.select().from(freelanceImports).where(eq(freelanceImports.id, id)).for('update');
  return row ?? null;
}

export async function updateImport(
  db: DbOrTx,
  id: number,
  patch: Partial<Omit<NewFreelanceImport, 'id'>>,
): Promise<FreelanceImportDbRow> {
  const [row] = await db.update(freelanceImports).set(patch).where(eq(freelanceImports.id, id)).returning();
  return row!;
}

/** Which of these e-mails (lower case) an account already uses, compared without case. */
export async function existingEmails(db: DbOrTx, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, [...emails]));
  return new Set(rows.map((r) => r.email));
}

/** Identifier of a stored LinkedIn URL, as `linkedInKey` computes it (lower case, /in/ or /pub/). */
const storedLinkedInKey = sql<string>`lower(substring(${freelances.linkedInUrl} from 'linkedin\\.com/(?:comm/)?(?:in|pub)/([^/?#[:space:]]+)'))`;

/** Which of these LinkedIn identifiers a freelancer's profile already has. */
export async function existingLinkedInKeys(db: DbOrTx, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: storedLinkedInKey })
    .from(freelances)
    .where(and(isNotNull(freelances.linkedInUrl), inArray(storedLinkedInKey, [...keys])));
  return new Set(rows.map((r) => r.key));
}

/** The pre-user fields an import fills on a freshly created freelance. */
export async function setPreUserFields(
  db: DbOrTx,
  id: number,
  patch: Pick<typeof freelances.$inferInsert, 'linkedInUrl' | 'retribution' | 'location' | 'acquisitionSource'>,
): Promise<void> {
  await db
    .update(freelances)
    .set({ ...patch, preUser: true })
    .where(eq(freelances.id, id));
}

export async function insertFreelanceSkills(db: DbOrTx, freelanceId: number, skillIds: readonly number[]) {
  if (skillIds.length === 0) return;
  await db
    .insert(freelanceSkills)
    .values(skillIds.map((skillId) => ({ freelanceId, skillId })))
    .onConflictDoNothing();
}
