import { boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';
import { freelances } from './freelancers.tables';

/** Alerts the team pins on a freelancer ("do not propose before…", a payment issue…); never shown to them. */
export const freelanceFlags = pgTable(
  'freelance_flags',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    freelanceId: integer()
      .notNull()
      .references(() => freelances.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    level: text().notNull(),
    payload: jsonb().$type<{ note?: string | null }>().notNull().default({}),
    /** Stays until removed; otherwise ends at expiresAt. */
    permanent: boolean().notNull().default(true),
    expiresAt: date({ mode: 'string' }),
    /** Shown once to each team member who opens the profile, then kept in the list only. */
    once: boolean().notNull().default(false),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('freelance_flags_freelance_idx').on(t.freelanceId)],
);

export type FreelanceFlagRow = typeof freelanceFlags.$inferSelect;
