import { and, count, eq, gt, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { statement } from '../../db/statements';
import { validIds } from './chat.repository';
import { chatMessages, chatParticipants } from './chat.tables';

/*
 * The unread messages of the chat: per conversation for a user (the list's badges), and in all for one
 * user or several (`me`, the team's lists).
 */

const unreadOf = (userId: number) =>
  and(
    eq(chatParticipants.userId, userId),
    gt(chatMessages.id, chatParticipants.lastReadMessageId),
    isNull(chatMessages.deletedAt),
    or(isNull(chatMessages.authorUserId), ne(chatMessages.authorUserId, userId)),
  );

/** Messages of others, not deleted, after the user's read mark, per conversation the user is in. */
export async function unreadCounts(
  db: DbOrTx,
  userId: number,
  conversationIds: readonly number[],
): Promise<Map<number, number>> {
  const valid = validIds(conversationIds);
  if (valid.length === 0) return new Map();
  const rows = await db
    .select({ conversationId: chatMessages.conversationId, value: count() })
    .from(chatMessages)
    .innerJoin(chatParticipants, eq(chatParticipants.conversationId, chatMessages.conversationId))
    .where(and(unreadOf(userId), inArray(chatMessages.conversationId, valid)))
    .groupBy(chatMessages.conversationId);
  return new Map(rows.map((row) => [row.conversationId, Number(row.value)]));
}

/** The messages of a participant's conversations they have not read, others' and not deleted. */
const unreadBy = (participant: SQL) =>
  and(
    participant,
    gt(chatMessages.id, chatParticipants.lastReadMessageId),
    isNull(chatMessages.deletedAt),
    or(isNull(chatMessages.authorUserId), ne(chatMessages.authorUserId, chatParticipants.userId)),
  );

/**
 * One user's unread total, prepared once per database: the `me` query of every page asks for it, and
 * building the statement cost more CPU than running it.
 */
const totalUnreadQuery = statement((db) =>
  db
    .select({ value: count() })
    .from(chatMessages)
    .innerJoin(chatParticipants, eq(chatParticipants.conversationId, chatMessages.conversationId))
    .where(unreadBy(eq(chatParticipants.userId, sql.placeholder('userId'))))
    .prepare('chat_total_unread'),
);

/** The same over every conversation the user takes part in: one query. */
export async function totalUnread(db: DbOrTx, userId: number): Promise<number> {
  if (validIds([userId]).length === 0) return 0;
  const [row] = await totalUnreadQuery(db, { userId });
  return Number(row?.value ?? 0);
}

/** The unread totals of several users in one query (a list of users). */
export async function totalsUnread(db: DbOrTx, userIds: readonly number[]): Promise<Map<number, number>> {
  const valid = validIds(userIds);
  if (valid.length === 0) return new Map();
  if (valid.length === 1) return new Map([[valid[0]!, await totalUnread(db, valid[0]!)]]);
  const rows = await db
    .select({ userId: chatParticipants.userId, value: count() })
    .from(chatMessages)
    .innerJoin(chatParticipants, eq(chatParticipants.conversationId, chatMessages.conversationId))
    .where(unreadBy(inArray(chatParticipants.userId, valid)))
    .groupBy(chatParticipants.userId);
  return new Map(rows.map((row) => [row.userId, Number(row.value)]));
}
