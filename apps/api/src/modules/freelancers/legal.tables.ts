import { boolean, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AddressValue } from '../addresses/addresses.schema';
import { freelances } from './freelancers.tables';

/** The company a freelancer invoices through: legal identity for contracts and invoices. */
export const freelanceCompanies = pgTable('freelance_companies', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  freelanceId: integer()
    .notNull()
    .unique()
    .references(() => freelances.id, { onDelete: 'cascade' }),
  name: text(),
  legalForm: text(),
  /** Invoicing through an umbrella company (portage salarial). */
  isUmbrella: boolean().notNull().default(false),
  siret: text(),
  isVatSubject: boolean().notNull().default(false),
  vatNumber: text(),
  socialCapital: numeric({ precision: 14, scale: 2 }),
  activity: text(),
  /** What the company does, in words (its APE/NAF wording): a contract party's legal field. */
  activityType: text(),
  commercialCourt: text(),
  headOfficeAddress: jsonb().$type<AddressValue>(),
  billingAddress: jsonb().$type<AddressValue>(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Bank details: the IBAN is encrypted at rest; only its last characters are kept in clear to show it masked. */
export const freelanceBankDetails = pgTable('freelance_bank_details', {
  freelanceId: integer()
    .primaryKey()
    .references(() => freelances.id, { onDelete: 'cascade' }),
  bankName: text(),
  ibanSealed: text(),
  ibanCountry: text(),
  ibanLast4: text(),
  bic: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type FreelanceCompanyRow = typeof freelanceCompanies.$inferSelect;
export type FreelanceBankDetailsRow = typeof freelanceBankDetails.$inferSelect;
