import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { idArray, isRowId, statement } from '../../db/statements';
import { freelances } from '../freelancers/freelancers.tables';
import { type MatchRow, matches } from '../matches/matches.tables';
import { type MissionRow, missions } from '../missions/missions.tables';
import {
  type ChatConversationRow,
  type ChatMessageRow,
  type ChatParticipantRow,
  chatConversations,
  chatMessages,
  chatParticipants,
} from './chat.tables';

export const validIds = (ids: readonly number[]) => [...new Set(ids.filter(isRowId))];
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// Conversations.

export async function findConversationById(db: DbOrTx, id: number): Promise<ChatConversationRow | null> {
  if (!isRowId(id)) return null;
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return row ?? null;
}

/** A conversation with what it is about, read together (the chat reads them on every message). */
export interface ConversationWithSubject {
  conversation: ChatConversationRow;
  /** A match conversation's match. */
  match: MatchRow | null;
  /** The match's mission, or a mission conversation's own. */
  mission: MissionRow | null;
  /** The freelance of the match, or the one contracted on a mission conversation's mission (its confirmed match's). */
  freelanceId: number | null;
  /** That freelance's user. */
  freelanceUserId: number | null;
}

/**
 * A conversation, its match, its mission, its freelance and that freelance's user in one statement.
 * A mission's contracted freelance is its client-confirmed match's (the latest updated, as
 * `contractedFreelanceId` reads it).
 */
/**
 * A conversation with its subject (match, mission, the freelancer of either): every message sent or read
 * starts with it, so the statement is built once (`statement`).
 */
const conversationWithSubject = statement((db) => {
  const confirmedMatch = alias(matches, 'confirmed_match');
  const confirmed = db
    .select({ freelanceId: confirmedMatch.freelanceId })
    .from(confirmedMatch)
    .where(
      and(
        eq(chatConversations.kind, 'mission'),
        eq(confirmedMatch.missionId, chatConversations.missionId),
        eq(confirmedMatch.status, 'corporateConfirmed'),
      ),
    )
    .orderBy(desc(confirmedMatch.updatedAt))
    .limit(1)
    .as('confirmed');
  return db
    .select({
      conversation: chatConversations,
      match: matches,
      mission: missions,
      contractedFreelanceId: confirmed.freelanceId,
      freelanceUserId: freelances.userId,
    })
    .from(chatConversations)
    .leftJoin(matches, and(eq(chatConversations.kind, 'match'), eq(matches.id, chatConversations.matchId)))
    .leftJoin(
      missions,
      eq(
        missions.id,
        sql`coalesce(${matches.missionId}, case when ${chatConversations.kind} = 'mission' then ${chatConversations.missionId} end)`,
      ),
    )
    .leftJoinLateral(confirmed, sql`true`)
    .leftJoin(freelances, eq(freelances.id, sql`coalesce(${matches.freelanceId}, ${confirmed.freelanceId})`))
    .where(eq(chatConversations.id, sql.placeholder('id')))
    .prepare('chat_conversation_with_subject');
});

export async function findConversationWithSubject(db: DbOrTx, id: number): Promise<ConversationWithSubject | null> {
  if (!isRowId(id)) return null;
  const [row] = await conversationWithSubject(db, { id });
  if (!row) return null;
  const { contractedFreelanceId, freelanceUserId, ...rest } = row;
  return {
    ...rest,
    freelanceId: row.match?.freelanceId ?? (row.mission ? (contractedFreelanceId ?? null) : null),
    freelanceUserId: freelanceUserId ?? null,
  };
}

export async function findConversationByPublicId(db: DbOrTx, publicId: string): Promise<ChatConversationRow | null> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.publicId, publicId));
  return row ?? null;
}

export async function findConversationsByIds(db: DbOrTx, ids: readonly number[]): Promise<ChatConversationRow[]> {
  const valid = validIds(ids);
  if (valid.length === 0) return [];
  return db.select().from(chatConversations).where(inArray(chatConversations.id, valid));
}

/** The one conversation of a mission, a match or a pair of people (each is unique by its key). */
export async function findConversationOf(
  db: DbOrTx,
  key:
    | { kind: 'mission'; missionId: number }
    | { kind: 'match'; matchId: number }
    | { kind: 'direct'; directKey: string },
): Promise<ChatConversationRow | null> {
  const where =
    key.kind === 'mission'
      ? eq(chatConversations.missionId, key.missionId)
      : key.kind === 'match'
        ? eq(chatConversations.matchId, key.matchId)
        : eq(chatConversations.directKey, key.directKey);
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.kind, key.kind), where));
  return row ?? null;
}

/** Inserts a conversation unless its key is taken (two people opening it at once): null then. */
export async function insertConversation(
  db: DbOrTx,
  row: typeof chatConversations.$inferInsert,
): Promise<ChatConversationRow | null> {
  const [inserted] = await db.insert(chatConversations).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function touchConversation(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db.update(chatConversations).set({ lastMessageAt: at }).where(eq(chatConversations.id, id));
}

/**
 * A page of conversations, most recent message first: the user's own (`userId`), or every one
 * (`userId` null, the team's list). `search` matches the title or the text of a message.
 */
export async function listConversations(
  db: DbOrTx,
  filters: { userId: number | null; search: string | null },
  page: { offset: number; limit: number },
): Promise<{ items: ChatConversationRow[]; count: number }> {
  const conditions = [];
  if (filters.userId !== null)
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(chatParticipants)
          .where(
            and(eq(chatParticipants.conversationId, chatConversations.id), eq(chatParticipants.userId, filters.userId)),
          ),
      ),
    );
  const term = filters.search?.trim();
  if (term) {
    const pattern = `%${escapeLike(term)}%`;
    conditions.push(
      or(
        ilike(chatConversations.title, pattern),
        exists(
          db
            .select({ one: sql`1` })
            .from(chatMessages)
            .where(
              and(
                eq(chatMessages.conversationId, chatConversations.id),
                isNull(chatMessages.deletedAt),
                ilike(chatMessages.plainText, pattern),
              ),
            ),
        ),
      )!,
    );
  }
  const where = and(...conditions);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(chatConversations)
      .where(where)
      .orderBy(sql`${chatConversations.lastMessageAt} desc nulls last`, desc(chatConversations.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: count() }).from(chatConversations).where(where),
  ]);
  return { items, count: total?.value ?? 0 };
}

// Participants.

const participantsOfConversations = statement((db) =>
  db
    .select()
    .from(chatParticipants)
    .where(sql`${chatParticipants.conversationId} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(asc(chatParticipants.joinedAt), asc(chatParticipants.userId))
    .prepare('chat_participants_of'),
);

export async function participantsOf(db: DbOrTx, conversationIds: readonly number[]): Promise<ChatParticipantRow[]> {
  const valid = validIds(conversationIds);
  if (valid.length === 0) return [];
  return participantsOfConversations(db, { ids: idArray(valid) });
}

export async function findParticipant(
  db: DbOrTx,
  conversationId: number,
  userId: number,
): Promise<ChatParticipantRow | null> {
  const [row] = await db
    .select()
    .from(chatParticipants)
    .where(and(eq(chatParticipants.conversationId, conversationId), eq(chatParticipants.userId, userId)));
  return row ?? null;
}

/** Adds people to a conversation; those already in it stay as they are. Returns the rows added. */
export async function addParticipants(
  db: DbOrTx,
  conversationId: number,
  userIds: readonly number[],
): Promise<ChatParticipantRow[]> {
  const valid = validIds(userIds);
  if (valid.length === 0) return [];
  return db
    .insert(chatParticipants)
    .values(valid.map((userId) => ({ conversationId, userId })))
    .onConflictDoNothing()
    .returning();
}

/** Moves a participant's read mark forward (never back) to `messageId`. */
export async function markRead(db: DbOrTx, conversationId: number, userId: number, messageId: number): Promise<void> {
  await db
    .update(chatParticipants)
    .set({
      lastReadMessageId: sql`greatest(${chatParticipants.lastReadMessageId}, ${messageId})`,
      lastReadAt: new Date(),
    })
    .where(and(eq(chatParticipants.conversationId, conversationId), eq(chatParticipants.userId, userId)));
}

/**
 * Posts a message in one statement: the message, its author's read mark moved to it (never back) and
 * the conversation's last message time set to its time. The read mark is `readAt`.
 */
/**
 * The message inserted, the conversation's last message time and the author's read mark moved to it, in
 * one statement (built once: every message sent runs it).
 */
const postMessage = statement((db) => {
  const message = db.$with('message').as(
    db
      .insert(chatMessages)
      .values({
        conversationId: sql.placeholder('conversationId'),
        authorUserId: sql.placeholder('authorUserId'),
        body: sql.placeholder('body'),
        plainText: sql.placeholder('plainText'),
      })
      .returning(),
  );
  const touched = db.$with('touched').as(
    db
      .update(chatConversations)
      .set({ lastMessageAt: sql`(select ${message.createdAt} from ${message})` })
      .where(eq(chatConversations.id, sql.placeholder('conversationId')))
      .returning({ id: chatConversations.id }),
  );
  const read = db.$with('read').as(
    db
      .update(chatParticipants)
      .set({
        lastReadMessageId: sql`greatest(${chatParticipants.lastReadMessageId}, (select ${message.id} from ${message}))`,
        lastReadAt: sql`${sql.placeholder('readAt')}::timestamptz`,
      })
      .where(
        and(
          eq(chatParticipants.conversationId, sql.placeholder('conversationId')),
          eq(chatParticipants.userId, sql.placeholder('authorUserId')),
        ),
      )
      .returning({ userId: chatParticipants.userId }),
  );
  return db.with(message, touched, read).select().from(message).prepare('chat_post_message');
});

export async function insertPostedMessage(
  db: DbOrTx,
  row: Pick<typeof chatMessages.$inferInsert, 'conversationId' | 'authorUserId' | 'body' | 'plainText'>,
  readAt: Date,
): Promise<ChatMessageRow> {
  const [inserted] = await postMessage(db, {
    conversationId: row.conversationId,
    authorUserId: row.authorUserId ?? null,
    body: row.body,
    plainText: row.plainText,
    readAt: readAt.toISOString(),
  });
  return inserted!;
}

// Messages.

export async function findMessage(db: DbOrTx, id: number): Promise<ChatMessageRow | null> {
  if (!isRowId(id)) return null;
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row ?? null;
}

/** A message alone (the demo data); a message posted in the app goes through `insertPostedMessage`. */
export async function insertMessage(db: DbOrTx, row: typeof chatMessages.$inferInsert): Promise<ChatMessageRow> {
  const [inserted] = await db.insert(chatMessages).values(row).returning();
  return inserted!;
}

export async function updateMessage(
  db: DbOrTx,
  id: number,
  patch: Partial<Pick<ChatMessageRow, 'body' | 'plainText' | 'editedAt' | 'deletedAt'>>,
): Promise<ChatMessageRow> {
  const [row] = await db.update(chatMessages).set(patch).where(eq(chatMessages.id, id)).returning();
  return row!;
}

/** A page of a conversation's messages before `beforeId`, oldest first, and whether older ones remain. */
export async function messagesPage(
  db: DbOrTx,
  conversationId: number,
  beforeId: number | null,
  limit: number,
): Promise<{ items: ChatMessageRow[]; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), beforeId ? lt(chatMessages.id, beforeId) : undefined))
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1);
  return { items: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
}

export async function latestMessageId(db: DbOrTx, conversationId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number | null>`max(${chatMessages.id})` })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId));
  return Number(row?.value ?? 0);
}

/** The latest message of each conversation, deleted ones included (they keep their place). */
export async function lastMessagesOf(db: DbOrTx, conversationIds: readonly number[]): Promise<ChatMessageRow[]> {
  const valid = validIds(conversationIds);
  if (valid.length === 0) return [];
  return db
    .selectDistinctOn([chatMessages.conversationId])
    .from(chatMessages)
    .where(inArray(chatMessages.conversationId, valid))
    .orderBy(chatMessages.conversationId, desc(chatMessages.id));
}
