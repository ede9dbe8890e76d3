/** What messages carry: their attachments and mentions, and the conversations a user may mention in. */
import { and, asc, count, eq, getTableColumns, gt, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isRowId } from '../../db/statements';
import { validIds } from './chat.repository';
import {
  type ChatAttachmentRow,
  type ChatConversationRow,
  type ChatMentionRow,
  chatAttachments,
  chatConversations,
  chatMentions,
  chatMessages,
  chatParticipants,
} from './chat.tables';

export async function insertAttachments(
  db: DbOrTx,
  rows: (typeof chatAttachments.$inferInsert)[],
): Promise<ChatAttachmentRow[]> {
  if (rows.length === 0) return [];
  return db.insert(chatAttachments).values(rows).returning();
}

export async function attachmentsOf(db: DbOrTx, messageIds: readonly number[]): Promise<ChatAttachmentRow[]> {
  const valid = validIds(messageIds);
  if (valid.length === 0) return [];
  return db
    .select()
    .from(chatAttachments)
    .where(inArray(chatAttachments.messageId, valid))
    .orderBy(asc(chatAttachments.id));
}

export async function findAttachment(db: DbOrTx, id: number): Promise<ChatAttachmentRow | null> {
  if (!isRowId(id)) return null;
  const [row] = await db.select().from(chatAttachments).where(eq(chatAttachments.id, id));
  return row ?? null;
}

/** Whether a stored file is already attached to a message (an upload is attached once). */
export async function isFileAttached(db: DbOrTx, storageKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: chatAttachments.id })
    .from(chatAttachments)
    .where(eq(chatAttachments.storageKey, storageKey))
    .limit(1);
  return rows.length > 0;
}

/** Records the mentions of a new message. */
export async function insertMentions(
  db: DbOrTx,
  messageId: number,
  rows: Omit<typeof chatMentions.$inferInsert, 'messageId'>[],
): Promise<ChatMentionRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(chatMentions)
    .values(rows.map((row) => ({ ...row, messageId })))
    .returning();
}

export async function replaceMentions(
  db: DbOrTx,
  messageId: number,
  rows: Omit<typeof chatMentions.$inferInsert, 'messageId'>[],
): Promise<void> {
  await db.delete(chatMentions).where(eq(chatMentions.messageId, messageId));
  await insertMentions(db, messageId, rows);
}

export async function mentionsOf(db: DbOrTx, messageIds: readonly number[]): Promise<ChatMentionRow[]> {
  const valid = validIds(messageIds);
  if (valid.length === 0) return [];
  return db.select().from(chatMentions).where(inArray(chatMentions.messageId, valid)).orderBy(asc(chatMentions.id));
}

/** Mentions of each user since their `since` (all when null), in messages still there: one query. */
export async function countMentionsOf(
  db: DbOrTx,
  users: readonly { userId: number; since: Date | null }[],
): Promise<Map<number, number>> {
  const valid = users.filter((u) => isRowId(u.userId));
  if (valid.length === 0) return new Map();
  const rows = await db
    .select({ userId: chatMentions.mentionedUserId, value: count() })
    .from(chatMentions)
    .innerJoin(chatMessages, eq(chatMessages.id, chatMentions.messageId))
    .where(
      and(
        isNull(chatMessages.deletedAt),
        or(
          ...valid.map((u) =>
            and(eq(chatMentions.mentionedUserId, u.userId), u.since ? gt(chatMentions.createdAt, u.since) : undefined),
          ),
        ),
      ),
    )
    .groupBy(chatMentions.mentionedUserId);
  return new Map(rows.map((row) => [row.userId!, Number(row.value)]));
}

/** The conversations a user takes part in (their ids and what they are about): what they may mention. */
export async function conversationsOfUser(db: DbOrTx, userId: number): Promise<ChatConversationRow[]> {
  return db
    .select(getTableColumns(chatConversations))
    .from(chatConversations)
    .innerJoin(chatParticipants, eq(chatParticipants.conversationId, chatConversations.id))
    .where(eq(chatParticipants.userId, userId));
}
