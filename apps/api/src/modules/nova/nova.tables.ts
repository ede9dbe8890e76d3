import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * A conversation with Nova, persisted per user. `surface` says where it was held: the client's
 * assistant (enterprise), the team's lab (backoffice) or the talent interview lab (avatar).
 * `publicId` is the handle in the URL (/enterprise/nova-ai/{publicId}), never the numeric id.
 */
export const novaConversations = pgTable(
  'nova_conversations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    publicId: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    surface: text().notNull(),
    title: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('nova_conversations_user_idx').on(t.userId, t.updatedAt)],
);

/**
 * One message of a conversation: the user's text, or Nova's answer with the tools it called
 * (name, arguments, result, as the caller was allowed to see it). `status` is streaming while the
 * answer is written, then done or failed; `engine` says which engine answered (llm or offline).
 */
export const novaMessages = pgTable(
  'nova_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer()
      .notNull()
      .references(() => novaConversations.id, { onDelete: 'cascade' }),
    role: text().notNull(),
    content: text().notNull().default(''),
    toolCalls: jsonb()
      .$type<Array<{ id: string; name: string; arguments: unknown; result: unknown }>>()
      .notNull()
      .default([]),
    status: text().notNull().default('done'),
    engine: text(),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('nova_messages_conversation_idx').on(t.conversationId, t.id)],
);

/**
 * What a user thought of one of Nova's answers (thumbs up or down, an optional comment), read by the
 * team at /backoffice/nova-feedbacks. The conversation and the answer are kept as text so that a
 * feedback outlives the conversation it came from.
 */
export const novaFeedbacks = pgTable(
  'nova_feedbacks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    conversationId: text(),
    /** The answer judged, when it was given in a stored conversation. */
    messageId: integer().references(() => novaMessages.id, { onDelete: 'set null' }),
    /** up or down. */
    rating: text().notNull(),
    comment: text(),
    question: text(),
    answer: text(),
    /** Set when a team member has read and handled it. */
    handledAt: timestamp({ withTimezone: true }),
    handledByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('nova_feedbacks_created_idx').on(t.createdAt)],
);

export type NovaFeedbackRow = typeof novaFeedbacks.$inferSelect;

export type NovaConversationRow = typeof novaConversations.$inferSelect;
export type NovaMessageRow = typeof novaMessages.$inferSelect;
