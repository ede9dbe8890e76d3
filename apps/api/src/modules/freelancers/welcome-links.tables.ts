import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';
import { freelances } from './freelancers.tables';

/**
 * A welcome link (`/freelancer/welcome/{signupHuntingToken}`) the team made for a pre-user: opening it, the
 * freelancer sets a password and the profile the team prepared becomes theirs. Only the hash of its token is
 * kept; it works once, for 30 days, and a new link for the same freelancer replaces the unused one. The campaign
 * tags are those the team gave the link; those the freelancer arrived with go into the activity log.
 */
export const signupHuntingLinks = pgTable(
  'signup_hunting_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    freelanceId: integer()
      .notNull()
      .references(() => freelances.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token carried by the link. */
    tokenHash: text().notNull().unique(),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The address the platform mailed the link to; null when the team copied it into its own message. */
    mailedTo: text(),
    utmCampaign: text(),
    utmSource: text(),
    utmMedium: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signup_hunting_links_freelance_idx').on(t.freelanceId, t.createdAt)],
);

export type SignupHuntingLinkRow = typeof signupHuntingLinks.$inferSelect;
