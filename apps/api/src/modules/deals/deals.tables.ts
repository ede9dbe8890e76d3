import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables';
import { freelances } from '../freelancers/freelancers.tables';
import { matches } from '../matches/matches.tables';
import { missions } from '../missions/missions.tables';
import { users } from '../users/users.tables';

/** A team bypass of a signing check: who lifted it, when, and why. */
export interface DealBypassRecord {
  byUserId: number;
  at: string;
  reason: string;
}

/**
 * One version of the terms between a client and a freelancer for a mission: the first one comes
 * from the confirmed match, each extension or renewal adds the next version (`previousDealId`).
 * The status moves only through `@orbite/domain/deal-status`; prices are computed by
 * `@orbite/domain/pricing` for `termsDay` and stored so that a signed deal never moves.
 */
export const deals = pgTable(
  'deals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    missionId: integer()
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    matchId: integer()
      .notNull()
      .references(() => matches.id),
    freelanceId: integer()
      .notNull()
      .references(() => freelances.id),
    /** The client company, copied from the mission for tenant scoping. */
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    /** 1 for the first deal of the match, then 2, 3, ... for each extension or renewal. */
    version: smallint().notNull().default(1),
    /** initial, extension, renewal (`@orbite/domain/deal-renewal`). */
    kind: text().notNull().default('initial'),
    previousDealId: integer(),
    status: text().notNull().default('draft'),
    dailyRate: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    daysPerWeek: smallint().notNull(),
    /** high, possible, none: as the mission says, the team may change it on the deal. */
    renewable: text().notNull().default('possible'),
    /** The day whose pricing rules apply (the day the terms were set, in Paris). */
    termsDay: date({ mode: 'string' }).notNull(),
    corporateCommissionRate: numeric({ precision: 9, scale: 6, mode: 'number' }).notNull(),
    corporateFlatFee: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    freelanceCommissionRate: numeric({ precision: 9, scale: 6, mode: 'number' }).notNull(),
    freelanceFlatFee: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    /** What the client pays per day of work, excluding VAT (price helper). */
    clientDailyPrice: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** What the freelancer receives per day of work, excluding VAT. */
    freelanceDailyNet: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** The client's specific mentions to write into its contracts (purchase order number, ...). */
    specificMentions: text(),
    /** The team member who signs for the platform; null means DEFAULT_SIGNATORY_ID. */
    platformSignatoryUserId: integer().references(() => users.id),
    freelanceAcceptedAt: timestamp({ withTimezone: true }),
    corporateAcceptedAt: timestamp({ withTimezone: true }),
    validatedAt: timestamp({ withTimezone: true }),
    signingStartedAt: timestamp({ withTimezone: true }),
    signedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** The reason of the last move that needed one (change request, invalidation, ...). */
    statusReason: text(),
    statusComment: text(),
    kycBypass: jsonb().$type<DealBypassRecord>(),
    specificMentionsBypass: jsonb().$type<DealBypassRecord>(),
    signatureBypass: jsonb().$type<DealBypassRecord>(),
    /** Renewal: when both sides were asked (45 days before the end) and what each answered. */
    renewalAskedOn: date({ mode: 'string' }),
    freelanceRenewalAnswer: text(),
    freelanceRenewalAnsweredAt: timestamp({ withTimezone: true }),
    corporateRenewalAnswer: text(),
    corporateRenewalAnsweredAt: timestamp({ withTimezone: true }),
    /** Grows at each change so that a stale edit fails with 622. */
    revision: integer().notNull().default(1),
    createdByUserId: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('deals_match_version_unique').on(t.matchId, t.version),
    index('deals_mission_idx').on(t.missionId),
    index('deals_freelance_idx').on(t.freelanceId, t.status),
    index('deals_company_idx').on(t.companyId, t.status),
    index('deals_status_end_idx').on(t.status, t.endDate),
  ],
);

/**
 * A document of a deal: generated from the deal and the parties (framework contract, mission
 * order, rider) or uploaded by the team (any other deal document type). A generated document is
 * frozen once signed: `signedStorageKey` is the file with its signature page, never rewritten.
 */
export const dealDocuments = pgTable(
  'deal_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer()
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    /** One of `dealDocumentTypes`. */
    type: text().notNull(),
    /** generated, signing, signed, void (replaced or the signature stopped), uploaded. */
    status: text().notNull().default('generated'),
    name: text().notNull(),
    /**
     * Who signs it: all three for the framework contract; a side and the platform for that side's
     * edition of a mission order or rider (each side sees only its own price).
     */
    signatories: text().array().notNull().default(['freelance', 'corporate', 'platform']),
    storageKey: text().notNull(),
    sha256: text().notNull(),
    size: integer().notNull(),
    signedStorageKey: text(),
    signedSha256: text(),
    signedAt: timestamp({ withTimezone: true }),
    /** The e-signature provider that holds the signature (internal for ours). */
    provider: text().notNull().default('internal'),
    providerReference: text(),
    createdByUserId: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deal_documents_deal_idx').on(t.dealId, t.type)],
);

/**
 * The audit trail of signatures: who signed which document for which side, when, from which
 * address and browser, and the SHA-256 of the exact file they were shown.
 */
export const dealSignatures = pgTable(
  'deal_signatures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    dealDocumentId: integer()
      .notNull()
      .references(() => dealDocuments.id, { onDelete: 'cascade' }),
    dealId: integer()
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    /** freelance, corporate, platform. */
    signatory: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** The team member behind a signature made while impersonating (refused, kept for the trail). */
    impersonatorUserId: integer(),
    typedName: text().notNull(),
    documentSha256: text().notNull(),
    ipAddress: text(),
    userAgent: text(),
    signedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deal_signatures_document_signatory_unique').on(t.dealDocumentId, t.signatory),
    index('deal_signatures_deal_idx').on(t.dealId),
  ],
);

export type DealRow = typeof deals.$inferSelect;
export type DealDocumentRow = typeof dealDocuments.$inferSelect;
export type DealSignatureRow = typeof dealSignatures.$inferSelect;
