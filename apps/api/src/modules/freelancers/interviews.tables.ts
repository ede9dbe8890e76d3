import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { skills } from '../skills/skills.tables';
import { users } from '../users/users.tables';
import { freelances } from './freelancers.tables';

/**
 * A candidate interview of the qualification process: scheduled by the team with an instructor (a
 * freelancer with isInstructor) on a skill, then given an outcome (spec 001's interview statuses,
 * approval rating, expertise level, technical knowledge, doubt criteria, no-show party).
 */
export const candidateInterviews = pgTable(
  'candidate_interviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    freelanceId: integer()
      .notNull()
      .references(() => freelances.id, { onDelete: 'cascade' }),
    instructorId: integer().references(() => freelances.id, { onDelete: 'set null' }),
    skillId: integer().references(() => skills.id, { onDelete: 'set null' }),
    scheduledAt: timestamp({ withTimezone: true }).notNull(),
    qualifStatus: text().notNull().default('pending'),
    approvalRating: text(),
    expertiseLevel: text(),
    technicalKnowledge: text(),
    doubtCriteria: text().array().notNull().default([]),
    noShowParty: text(),
    /** The instructor's written feedback (plain text), team only. */
    feedback: text(),
    scheduledByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    concludedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    concludedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('candidate_interviews_freelance_idx').on(t.freelanceId, t.scheduledAt),
    index('candidate_interviews_instructor_idx').on(t.instructorId, t.scheduledAt),
  ],
);

export type CandidateInterviewRow = typeof candidateInterviews.$inferSelect;
