import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { type DbOrTx, readAll } from '../../db/client';
import { missions } from '../missions/missions.tables';
import {
  type NovaConversationRow,
  type NovaMessageRow,
  novaConversations,
  novaFeedbacks,
  novaMessages,
} from './nova.tables';

export type NovaToolCallValue = { id: string; name: string; arguments: unknown; result: unknown };

export async function findConversation(db: DbOrTx, publicId: string): Promise<NovaConversationRow | null> {
  const [row] = await db.select().from(novaConversations).where(eq(novaConversations.publicId, publicId)).limit(1);
  return row ?? null;
}

export async function findConversationById(db: DbOrTx, id: number): Promise<NovaConversationRow | null> {
  const [row] = await db.select().from(novaConversations).where(eq(novaConversations.id, id)).limit(1);
  return row ?? null;
}

export async function listConversations(
  db: DbOrTx,
  userId: number,
  surface: string,
  page: { offset: number; limit: number },
): Promise<{ items: NovaConversationRow[]; count: number }> {
  const where = and(eq(novaConversations.userId, userId), eq(novaConversations.surface, surface));
  const [items, [total]] = await readAll(db, [
    () =>
      db
        .select()
        .from(novaConversations)
        .where(where)
        .orderBy(desc(novaConversations.updatedAt), desc(novaConversations.id))
        .offset(page.offset)
        .limit(page.limit),
    () => db.select({ n: count() }).from(novaConversations).where(where),
  ] as const);
  return { items, count: total?.n ?? 0 };
}

export async function insertConversation(
  db: DbOrTx,
  values: { publicId: string; userId: number; surface: string; title: string | null },
): Promise<NovaConversationRow> {
  const [row] = await db.insert(novaConversations).values(values).returning();
  return row!;
}

export async function touchConversation(db: DbOrTx, id: number) {
  await db.update(novaConversations).set({ updatedAt: new Date() }).where(eq(novaConversations.id, id));
}

export async function deleteConversation(db: DbOrTx, id: number) {
  await db.delete(novaConversations).where(eq(novaConversations.id, id));
}

export function messagesOf(db: DbOrTx, conversationId: number): Promise<NovaMessageRow[]> {
  return db
    .select()
    .from(novaMessages)
    .where(eq(novaMessages.conversationId, conversationId))
    .orderBy(asc(novaMessages.id));
}

export async function findMessage(db: DbOrTx, id: number): Promise<NovaMessageRow | null> {
  const [row] = await db.select().from(novaMessages).where(eq(novaMessages.id, id)).limit(1);
  return row ?? null;
}

export async function insertMessage(
  db: DbOrTx,
  values: {
    conversationId: number;
    role: 'user' | 'assistant';
    content: string;
    status: 'streaming' | 'done' | 'failed';
    engine?: string | null;
    toolCalls?: NovaToolCallValue[];
  },
): Promise<NovaMessageRow> {
  const [row] = await db.insert(novaMessages).values(values).returning();
  return row!;
}

export async function finishMessage(
  db: DbOrTx,
  id: number,
  values: { content: string; status: 'done' | 'failed'; toolCalls: NovaToolCallValue[]; error?: string | null },
) {
  await db.update(novaMessages).set(values).where(eq(novaMessages.id, id));
}

/** The viewer's latest rating of each of these messages. */
export async function feedbacksOf(db: DbOrTx, userId: number, messageIds: number[]): Promise<Map<number, string>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db
    .select({ messageId: novaFeedbacks.messageId, rating: novaFeedbacks.rating })
    .from(novaFeedbacks)
    .where(and(eq(novaFeedbacks.userId, userId), inArray(novaFeedbacks.messageId, messageIds)))
    .orderBy(asc(novaFeedbacks.id));
  return new Map(rows.map((r) => [r.messageId!, r.rating]));
}

/** Missions a caller may name in a sentence: its company's (a corporate), any (the team); newest first. */
export function candidateMissions(db: DbOrTx, companyId: number | null, limit = 200) {
  return db
    .select({ id: missions.id, title: missions.title, companyId: missions.companyId })
    .from(missions)
    .where(companyId === null ? undefined : eq(missions.companyId, companyId))
    .orderBy(desc(missions.updatedAt), desc(missions.id))
    .limit(limit);
}
