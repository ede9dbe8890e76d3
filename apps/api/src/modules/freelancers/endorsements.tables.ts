import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { freelances } from './freelancers.tables';
import { freelanceExperiences } from './profile.tables';

/**
 * A referent's recommendation of a freelancer's experience: asked by the freelancer, answered by the
 * referent through a personal link (only the hash of its token is kept). Endorsed ones show on the
 * profile with the referent's name, job title and words; the referent's e-mail only to the freelancer
 * and the team.
 */
export const experienceEndorsements = pgTable(
  'experience_endorsements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    experienceId: integer()
      .notNull()
      .references(() => freelanceExperiences.id, { onDelete: 'cascade' }),
    freelanceId: integer()
      .notNull()
      .references(() => freelances.id, { onDelete: 'cascade' }),
    referentFirstName: text().notNull(),
    referentLastName: text().notNull(),
    referentEmail: text().notNull(),
    referentJobTitle: text(),
    /** requested, endorsed or declined (@orbite/domain/endorsements). */
    status: text().notNull().default('requested'),
    /** The referent's words, plain text. */
    comment: text(),
    /** SHA-256 of the token carried by the link. */
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('experience_endorsements_experience_idx').on(t.experienceId),
    index('experience_endorsements_freelance_idx').on(t.freelanceId, t.createdAt),
  ],
);

export type ExperienceEndorsementRow = typeof experienceEndorsements.$inferSelect;
