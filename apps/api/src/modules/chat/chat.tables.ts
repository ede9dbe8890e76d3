import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { matches } from '../matches/matches.tables';
import { missions } from '../missions/missions.tables';
import { users } from '../users/users.tables';

/**
 * A conversation: the people of a mission, of a match (freelancer, client users, team), or two
 * people directly. `publicId` is what links and routes carry; `id` stays internal.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    publicId: text().notNull().unique(),
    /** mission | match | direct */
    kind: text().notNull(),
    missionId: integer().references(() => missions.id, { onDelete: 'cascade' }),
    matchId: integer().references(() => matches.id, { onDelete: 'cascade' }),
    /** The two user ids of a direct conversation, smaller first ("12:34"): one conversation per pair. */
    directKey: text(),
    title: text(),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversations_mission_idx').on(t.missionId).where(sql`${t.kind} = 'mission'`),
    uniqueIndex('chat_conversations_match_idx').on(t.matchId).where(sql`${t.kind} = 'match'`),
    uniqueIndex('chat_conversations_direct_idx').on(t.directKey).where(sql`${t.kind} = 'direct'`),
    index('chat_conversations_last_message_idx').on(t.lastMessageAt),
  ],
);

/** Who is in a conversation and how far they have read it (read receipts, unread counts). */
export const chatParticipants = pgTable(
  'chat_participants',
  {
    conversationId: integer()
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The last message this participant has read; 0 before any. */
    lastReadMessageId: integer().notNull().default(0),
    lastReadAt: timestamp({ withTimezone: true }),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('chat_participants_user_idx').on(t.userId)],
);

/** A message: rich text sanitized on the server, with its plain-text form for previews, mails and search. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer()
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    /** Null when the platform wrote it. */
    authorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    plainText: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
);

/** A file joined to a message, kept in the platform storage. */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer()
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    storageKey: text().notNull(),
    fileName: text().notNull(),
    mimeType: text().notNull(),
    sizeBytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_attachments_message_idx').on(t.messageId)],
);

/**
 * A mention in a message: after @ a person (F freelancer, C corporate, T team member), after # a
 * mission (M) or a company (CP). `mentionedUserId` is set for people, for the unseen mentions count.
 */
export const chatMentions = pgTable(
  'chat_mentions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer()
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    conversationId: integer()
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    /** F | C | T | M | CP */
    type: text().notNull(),
    entityId: integer().notNull(),
    mentionedUserId: integer().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_mentions_user_idx').on(t.mentionedUserId, t.createdAt),
    index('chat_mentions_message_idx').on(t.messageId),
  ],
);

export type ChatConversationRow = typeof chatConversations.$inferSelect;
export type ChatParticipantRow = typeof chatParticipants.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatAttachmentRow = typeof chatAttachments.$inferSelect;
export type ChatMentionRow = typeof chatMentions.$inferSelect;
