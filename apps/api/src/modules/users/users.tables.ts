import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    passwordHash: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /** International form: plus sign and calling code. */
    phoneNumber: text(),
    /** Two-letter country of the phone number, as the calling-code selector stores it. */
    phoneCountryIso: text(),
    jobTitle: text(),
    slackId: text(),
    slackUsername: text(),
    pendingActivation: boolean().notNull().default(false),
    profilePictureUrl: text(),
    termsValidatedAt: timestamp({ withTimezone: true }),
    mentionsViewedAt: timestamp({ withTimezone: true }),
    anonymizedAt: timestamp({ withTimezone: true }),
    /**
     * When the user proved the address (the link of the confirmation mail). Every way into Orbite proves it
     * (an invitation, a welcome link, a validated enterprise sign-up, a provider's sign-in) but the freelancer's
     * own sign-up, which writes null until its link is opened.
     */
    emailConfirmedAt: timestamp({ withTimezone: true }).defaultNow(),
    locale: text().notNull().default('fr'),
    notificationMediumList: text().array().notNull().default(sql`ARRAY['email']::text[]`),
    notificationCategoryList: text().array().notNull().default(sql`ARRAY[]::text[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_name_trgm_idx').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email}) gin_trgm_ops`,
    ),
    // Anonymized accounts are few: the searches' anti-join reads an almost empty index.
    index('users_anonymized_idx').on(t.id).where(sql`${t.anonymizedAt} is not null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
