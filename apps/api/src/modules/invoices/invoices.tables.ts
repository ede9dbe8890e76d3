import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { AddressValue } from '../addresses/addresses.schema';
import { companies } from '../companies/companies.tables';
import { deals } from '../deals/deals.tables';
import { freelances } from '../freelancers/freelancers.tables';
import { users } from '../users/users.tables';
import { timesheets } from '../work-logs/work-logs.tables';

/** The legal identity of an invoice's issuer or recipient, frozen into the invoice when issued. */
export interface InvoicePartySnapshot {
  name: string;
  legalName?: string | null;
  legalForm?: string | null;
  siren?: string | null;
  siret?: string | null;
  vatNumber?: string | null;
  socialCapital?: number | null;
  commercialCourt?: string | null;
  address?: AddressValue | null;
  email?: string | null;
  iban?: string | null;
  bic?: string | null;
  /** The VAT exemption of an auto-entrepreneur (article 293 B du CGI), when it applies. */
  vatExempt?: boolean;
}

/**
 * Gap-free numbering: one counter per issuer and year, taken with a row lock in the transaction
 * that issues the invoice, so two concurrent issues never share or skip a number.
 */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    /** 'platform' or 'freelance-company:{id}'. */
    issuerKey: text().notNull(),
    year: smallint().notNull(),
    lastNumber: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.issuerKey, t.year] })],
);

/**
 * An invoice or a credit note. Amounts are whole cents. A draft has no number; issuing gives it
 * the next number of its issuer, freezes the parties and renders the PDF and Factur-X files.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** invoice or creditNote. */
    kind: text().notNull().default('invoice'),
    /** Which flow of the invoicing model (docs/decisions.md): freelanceToPlatform, platformToCorporate, platformToFreelance. */
    flow: text().notNull(),
    /** draft, issued, paid, cancelled (overdue is computed from the due date). */
    status: text().notNull().default('draft'),
    issuerKey: text().notNull(),
    number: text(),
    sequence: integer(),
    timesheetId: integer().references(() => timesheets.id),
    dealId: integer().references(() => deals.id),
    /** The client company concerned (tenant scope of the client's invoices). */
    companyId: integer().references(() => companies.id),
    /** The freelancer concerned (tenant scope of the freelancer's invoices). */
    freelanceId: integer().references(() => freelances.id),
    /** The invoice a credit note cancels. */
    creditedInvoiceId: integer(),
    issuer: jsonb().$type<InvoicePartySnapshot>().notNull(),
    recipient: jsonb().$type<InvoicePartySnapshot>().notNull(),
    periodStart: date({ mode: 'string' }),
    periodEnd: date({ mode: 'string' }),
    issueDate: date({ mode: 'string' }),
    dueDate: date({ mode: 'string' }),
    /** Payment delay in days (0, 30, 45, 60) and conditions, copied from the company settings. */
    paymentDelay: smallint(),
    paymentConditions: text(),
    currency: text().notNull().default('EUR'),
    totalExclVatCents: bigint({ mode: 'number' }).notNull().default(0),
    vatCents: bigint({ mode: 'number' }).notNull().default(0),
    totalInclVatCents: bigint({ mode: 'number' }).notNull().default(0),
    /** The legal mentions printed on the invoice (VAT exemption, penalties, indemnity). */
    mentions: jsonb().$type<string[]>().notNull().default([]),
    pdfStorageKey: text(),
    facturxStorageKey: text(),
    sha256: text(),
    paidAt: timestamp({ withTimezone: true }),
    paidAmountCents: bigint({ mode: 'number' }),
    markedPaidByUserId: integer().references(() => users.id),
    remindersSent: smallint().notNull().default(0),
    lastReminderOn: date({ mode: 'string' }),
    /** Late-payment penalties computed for the team before anything is sent. */
    latePenaltyCents: bigint({ mode: 'number' }),
    recoveryIndemnityCents: bigint({ mode: 'number' }),
    penaltiesComputedOn: date({ mode: 'string' }),
    penaltiesSentAt: timestamp({ withTimezone: true }),
    issuedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('invoices_issuer_number_unique').on(t.issuerKey, t.number),
    index('invoices_status_due_idx').on(t.status, t.dueDate),
    index('invoices_company_idx').on(t.companyId),
    index('invoices_freelance_idx').on(t.freelanceId),
    index('invoices_timesheet_idx').on(t.timesheetId),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    label: text().notNull(),
    quantity: numeric({ precision: 10, scale: 3, mode: 'number' }).notNull(),
    /** day, unit. */
    unit: text().notNull().default('day'),
    unitPriceCents: bigint({ mode: 'number' }).notNull(),
    /** VAT rate in percent (20, 0). */
    vatRate: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
    totalExclVatCents: bigint({ mode: 'number' }).notNull(),
    vatCents: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.position)],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
