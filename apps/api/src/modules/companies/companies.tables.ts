import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { AddressValue } from '../addresses/addresses.schema';
import { teamMembers } from '../team/team.tables';
import { users } from '../users/users.tables';

export const corporateRole = pgEnum('corporate_role', ['admin', 'manager']);

export const companies = pgTable('companies', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  skipTermsValidation: boolean().notNull().default(false),
  logoUrl: text(),
  /** How the company came to us (spec 001's corporate acquisition sources); null until asked. */
  acquisitionSource: text(),
  /** What the company said it looks for at sign-up (preferences and skill ids), shown to its account manager. */
  signupPreferences: jsonb().$type<Record<string, unknown>>(),
  /** The account manager (team member) who follows this company. */
  accountManagerId: integer().references(() => teamMembers.id, { onDelete: 'set null' }),
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

/**
 * A client company's legal identity and billing settings (the spec's company settings
 * enumerations): what its contracts and invoices are generated from. One row per company.
 */
export const companySettings = pgTable('company_settings', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  legalName: text(),
  legalForm: text(),
  siret: text(),
  vatNumber: text(),
  socialCapital: numeric({ precision: 14, scale: 2, mode: 'number' }),
  commercialCourt: text(),
  structure: text(),
  size: text(),
  needs: text(),
  headOfficeAddress: jsonb().$type<AddressValue>(),
  billingAddress: jsonb().$type<AddressValue>(),
  invoiceType: text(),
  paymentDelay: smallint(),
  paymentConditions: text(),
  billingMode: text(),
  paymentMode: text(),
  invoiceSendMethod: text(),
  factoringEligibility: text(),
  /** Where invoices are mailed. */
  invoiceEmails: text().array().notNull().default([]),
  /** The IBAN of a direct debit: sealed at rest, the last characters kept to show it masked. */
  ibanSealed: text(),
  ibanLast4: text(),
  /** Mentions the client asks to be written into its contracts and invoices (purchase order, ...). */
  specificMentions: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type CompanySettingsRow = typeof companySettings.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type CorporateRow = typeof corporates.$inferSelect;

/** Corporates a team member bookmarked, to find them again from the corporates list. */
export const corporateBookmarks = pgTable(
  'corporate_bookmarks',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    corporateId: integer()
      .notNull()
      .references(() => corporates.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.corporateId] })],
);
