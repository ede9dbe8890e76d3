import { boolean, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

export const corporateRole = pgEnum('corporate_role', ['admin', 'manager']);

export const companies = pgTable('companies', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  skipTermsValidation: boolean().notNull().default(false),
  logoUrl: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const corporates = pgTable('corporates', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userId: integer()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyId: integer()
    .notNull()
    .references(() => companies.id),
  role: corporateRole().notNull(),
  /** Permission flags of this corporate user (showProfile, showMissions, ...). */
  permissions: jsonb().$type<Record<string, boolean>>().notNull(),
  comments: text(),
  hasNovaAccess: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type CompanyRow = typeof companies.$inferSelect;
export type CorporateRow = typeof corporates.$inferSelect;
