import { boolean, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

export const teamMembers = pgTable('team_members', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userId: integer()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountManager: boolean().notNull().default(false),
  freelancerAgent: boolean().notNull().default(false),
  /** Tips dismissed by this team member, keyed by tip name. */
  tips: jsonb().$type<Record<string, boolean>>().notNull().default({}),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type TeamMemberRow = typeof teamMembers.$inferSelect;
