import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';
import { companies, corporateRole } from './companies.tables';

/**
 * An invitation to join a client company: sent by e-mail with a single-use link; only the hash of
 * its token is kept. Accepting it creates the corporate with the role and flags chosen by the admin.
 */
export const corporateInvitations = pgTable(
  'corporate_invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    firstName: text(),
    lastName: text(),
    role: corporateRole().notNull(),
    /** The permission flags the new corporate will hold (showProfile, showMissions, ...). */
    permissions: jsonb().$type<Record<string, boolean>>().notNull(),
    /** SHA-256 of the token carried by the link. */
    tokenHash: text().notNull().unique(),
    invitedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp({ withTimezone: true }),
    /** When the mail was last sent (a resend moves it). */
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('corporate_invitations_company_idx').on(t.companyId),
    index('corporate_invitations_email_idx').on(t.email),
  ],
);

export type CorporateInvitationRow = typeof corporateInvitations.$inferSelect;
