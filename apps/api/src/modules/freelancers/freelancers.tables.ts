import { boolean, date, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

export const freelanceStatus = pgEnum('freelance_status', ['new', 'wrongScope', 'validated', 'banned']);

export const freelances = pgTable('freelances', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userId: integer()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: freelanceStatus().notNull().default('new'),
  /** Public handle of the profile page, never the numeric id. */
  publicId: text().notNull().unique(),
  referralCode: text().notNull().unique(),
  referrerId: integer(),
  preUser: boolean().notNull().default(false),
  isAvailable: boolean().notNull().default(true),
  availabilityDate: date({ mode: 'string' }),
  permissions: jsonb().$type<Record<string, boolean>>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type FreelanceRow = typeof freelances.$inferSelect;
