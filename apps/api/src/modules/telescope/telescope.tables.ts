import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/** A team member's saved freelancer search of the telescope; `filters` is the search input as sent. */
export const freelanceSearches = pgTable(
  'freelance_searches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    filters: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('freelance_searches_owner_idx').on(t.ownerUserId)],
);

export type FreelanceSearchRow = typeof freelanceSearches.$inferSelect;
