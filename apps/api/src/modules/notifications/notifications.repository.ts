import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { statement } from '../../db/statements';
import { teamMembers } from '../team/team.tables';
import {
  type NotificationBudgetRow,
  notificationBudgets,
  notificationEmails,
  type UserNotificationRow,
  type UserNotificationView,
  userNotifications,
} from './notifications.tables';

export async function insertNotifications(
  db: DbOrTx,
  rows: (typeof userNotifications.$inferInsert)[],
): Promise<UserNotificationRow[]> {
  if (rows.length === 0) return [];
  return db.insert(userNotifications).values(rows).returning();
}

// The viewer's centre: every query is scoped to the owner.

/** The columns the app shows (`UserNotificationView`). */
const viewColumns = {
  id: userNotifications.id,
  userId: userNotifications.userId,
  unseen: userNotifications.unseen,
  category: userNotifications.category,
  type: userNotifications.type,
  description: userNotifications.description,
  plainTextDescription: userNotifications.plainTextDescription,
  url: userNotifications.url,
  createdAt: userNotifications.createdAt,
};

/**
 * A page of the centre and the count of all the user's notifications in one statement: the count
 * (always one row) joined to the page (none past the end). Prepared, as every visit of the centre
 * runs it.
 */
const centrePage = statement((db) => {
  const userId = sql.placeholder('userId');
  const counted = db
    .select({ total: sql<number>`count(*)::int`.as('total') })
    .from(userNotifications)
    .where(eq(userNotifications.userId, userId))
    .as('counted');
  const page = db
    .select(viewColumns)
    .from(userNotifications)
    .where(eq(userNotifications.userId, userId))
    .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .as('page');
  return db
    .select({
      total: counted.total,
      item: {
        id: page.id,
        userId: page.userId,
        unseen: page.unseen,
        category: page.category,
        type: page.type,
        description: page.description,
        plainTextDescription: page.plainTextDescription,
        url: page.url,
        createdAt: page.createdAt,
      },
    })
    .from(counted)
    .leftJoinLateral(page, sql`true`)
    .prepare('notification_centre_page');
});

/** The unseen count of the centre's badge, prepared too (the app asks for it on every page). */
const unseenCount = statement((db) =>
  db
    .select({ n: count() })
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, sql.placeholder('userId')), eq(userNotifications.unseen, true)))
    .prepare('notification_unseen_count'),
);

/** A page of the user's notifications, newest first, and how many they have in all. */
export async function notificationPage(
  db: DbOrTx,
  userId: number,
  page: { offset: number; limit: number },
): Promise<{ items: UserNotificationView[]; count: number }> {
  const rows = await centrePage(db, { userId, offset: page.offset, limit: page.limit });
  return { items: rows.flatMap((row) => (row.item ? [row.item] : [])), count: rows[0]?.total ?? 0 };
}

export async function countNotifications(db: DbOrTx, userId: number, onlyUnseen = false): Promise<number> {
  const [row] = onlyUnseen
    ? await unseenCount(db, { userId })
    : await db.select({ n: count() }).from(userNotifications).where(eq(userNotifications.userId, userId));
  return row?.n ?? 0;
}

export async function findNotificationOfUser(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<UserNotificationView | null> {
  const [row] = await db
    .select(viewColumns)
    .from(userNotifications)
    .where(and(eq(userNotifications.id, id), eq(userNotifications.userId, userId)));
  return row ?? null;
}

/**
 * One statement, guarded on the current value: two tabs marking the same notification change it
 * once, and the unseen count (always counted, never stored) stays exact. Null when nothing changed.
 */
export async function setUnseen(db: DbOrTx, userId: number, id: number, unseen: boolean) {
  const [row] = await db
    .update(userNotifications)
    .set({ unseen, seenAt: unseen ? null : new Date() })
    .where(
      and(eq(userNotifications.id, id), eq(userNotifications.userId, userId), eq(userNotifications.unseen, !unseen)),
    )
    .returning();
  return row ?? null;
}

/** Marks every unseen notification of the user as seen, in one statement; returns how many changed. */
export async function markAllSeen(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .update(userNotifications)
    .set({ unseen: false, seenAt: new Date() })
    .where(and(eq(userNotifications.userId, userId), eq(userNotifications.unseen, true)))
    .returning({ id: userNotifications.id });
  return rows.length;
}

// Budgets.

export function budgetsOfUsers(db: DbOrTx, userIds: readonly number[]): Promise<NotificationBudgetRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(notificationBudgets)
    .where(inArray(notificationBudgets.userId, [...userIds]))
    .orderBy(asc(notificationBudgets.category));
}

export async function upsertBudget(db: DbOrTx, userId: number, category: string, weeklyCap: number) {
  await db
    .insert(notificationBudgets)
    .values({ userId, category, weeklyCap })
    .onConflictDoUpdate({
      target: [notificationBudgets.userId, notificationBudgets.category],
      set: { weeklyCap, updatedAt: new Date() },
    });
}

export async function deleteBudget(db: DbOrTx, userId: number, category: string) {
  await db
    .delete(notificationBudgets)
    .where(and(eq(notificationBudgets.userId, userId), eq(notificationBudgets.category, category)));
}

// E-mail delivery.

/**
 * Claims the notifications waiting in a status up to `before`, locking them so that another API
 * process running the same pass skips them (FOR UPDATE SKIP LOCKED).
 */
export function claimForEmail(db: DbOrTx, status: 'pending' | 'deferred', before: Date, limit = 500) {
  return db
    .select()
    .from(userNotifications)
    .where(and(eq(userNotifications.emailStatus, status), lte(userNotifications.createdAt, before)))
    .orderBy(asc(userNotifications.userId), asc(userNotifications.createdAt), asc(userNotifications.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function setEmailStatus(db: DbOrTx, ids: readonly number[], status: string, emailedAt: Date | null) {
  if (ids.length === 0) return;
  await db
    .update(userNotifications)
    .set({ emailStatus: status, emailedAt })
    .where(inArray(userNotifications.id, [...ids]));
}

export async function insertEmail(db: DbOrTx, email: typeof notificationEmails.$inferInsert) {
  await db.insert(notificationEmails).values(email);
}

/** Mails sent to each user per category since `since` (digests of several categories count as null). */
export async function emailsSentSince(db: DbOrTx, userIds: readonly number[], since: Date) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: notificationEmails.userId,
      category: notificationEmails.category,
      kind: notificationEmails.kind,
      n: count(),
    })
    .from(notificationEmails)
    .where(and(inArray(notificationEmails.userId, [...userIds]), gte(notificationEmails.sentAt, since)))
    .groupBy(notificationEmails.userId, notificationEmails.category, notificationEmails.kind);
}

/**
 * Read-only helper over the team's table (no service lists team members): the users of the
 * account managers, who hear of a mission without an account manager of its own.
 */
export async function accountManagerUserIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(sql`${teamMembers.accountManager}`);
  return rows.map((r) => r.userId);
}

/**
 * Among `userIds`, those who still have an unseen notification of `type` about the entity (the
 * chat tells once per conversation until the user looks at it).
 */
export async function usersWithUnseenNotification(
  db: DbOrTx,
  userIds: readonly number[],
  type: string,
  entity: { type: string; id: string | number },
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: userNotifications.userId })
    .from(userNotifications)
    .where(
      and(
        inArray(userNotifications.userId, [...userIds]),
        eq(userNotifications.unseen, true),
        eq(userNotifications.type, type),
        eq(userNotifications.entityType, entity.type),
        eq(userNotifications.entityId, String(entity.id)),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}
