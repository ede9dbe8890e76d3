import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

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
