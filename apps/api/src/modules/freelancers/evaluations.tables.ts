import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';
import { freelances } from './freelancers.tables';

/** A team member's vote on a freelancer (upvote or downvote with a reason); one per team member, replaced. */
export const freelanceEvaluations = pgTable(
  'freelance_evaluations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    freelanceId: integer()
      .notNull()
      .references(() => freelances.id, { onDelete: 'cascade' }),
    authorUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    reason: text().notNull(),
    comment: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('freelance_evaluations_author_idx').on(t.freelanceId, t.authorUserId)],
);

export type FreelanceEvaluationRow = typeof freelanceEvaluations.$inferSelect;
