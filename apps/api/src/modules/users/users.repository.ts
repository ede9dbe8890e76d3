import { notificationCategories } from '@orbite/domain/enums';
import { and, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type UserRow, users } from './users.tables';

export type NewUser = typeof users.$inferInsert;

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Many users at once (names of the actors of a history). */
export async function findUsersByIds(db: DbOrTx, ids: readonly number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}

/** Whether the user proved their address (false only after a freelancer's own sign-up, until its link is opened). */
export async function isEmailConfirmed(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ at: users.emailConfirmedAt }).from(users).where(eq(users.id, id));
  return Boolean(row?.at);
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row ?? null;
}

export async function findUserByPhone(db: DbOrTx, phoneNumber: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.phoneNumber, phoneNumber));
  return row ?? null;
}

/** A new user receives every category of notification until they choose otherwise. */
export async function insertUser(db: DbOrTx, user: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ notificationCategoryList: [...notificationCategories], ...user })
    .returning();
  return row!;
}

export async function updateUserPassword(db: DbOrTx, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
}

/** Users matching a free-text search over names and e-mail, newest first. */
export async function searchUsers(
  db: DbOrTx,
  options: { search: string | null; offset: number; limit: number },
): Promise<{ count: number; items: UserRow[] }> {
  const term = options.search?.trim();
  const where = and(
    isNull(users.anonymizedAt),
    term
      ? or(ilike(users.email, `%${term}%`), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, `%${term}%`))
      : undefined,
  );
  const [total] = await db.select({ value: count() }).from(users).where(where);
  const items = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(sql`${users.createdAt} desc, ${users.id} desc`)
    .offset(options.offset)
    .limit(options.limit);
  return { count: total?.value ?? 0, items };
}

export async function updateUserPicture(db: DbOrTx, id: number, profilePictureUrl: string | null): Promise<void> {
  await db.update(users).set({ profilePictureUrl, updatedAt: new Date() }).where(eq(users.id, id));
}

export async function updateUserSettings(
  db: DbOrTx,
  id: number,
  patch: Partial<Pick<UserRow, 'notificationMediumList' | 'notificationCategoryList' | 'locale'>>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** When the user last looked at their mentions: the unseen mentions count starts after it. */
export async function setMentionsViewedAt(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db.update(users).set({ mentionsViewedAt: at }).where(eq(users.id, id));
}
