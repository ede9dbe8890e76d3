import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uploads } from '../documents/documents.tables';
import { users } from '../users/users.tables';
import { freelances } from './freelancers.tables';

/**
 * A profile import from a file the freelancer (or the team for them) uploaded: LinkedIn's data
 * export (ZIP of CSV files), LinkedIn's profile PDF, or a CV (PDF or DOCX). A background worker
 * takes `doing` rows (SKIP LOCKED, so one process handles each), parses the file and either applies
 * the result at once (LinkedIn) or keeps it as a proposal the freelancer reviews item by item (CV).
 * Status follows spec 001's LinkedIn import statuses: doing, done, failed (none = no row).
 */
export const profileImports = pgTable(
  'profile_imports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    freelanceId: integer()
      .notNull()
      .references(() => freelances.id, { onDelete: 'cascade' }),
    /** linkedinExport, linkedinPdf, cvPdf, cvDocx. */
    kind: text().notNull(),
    status: text().notNull().default('doing'),
    uploadId: uuid().references(() => uploads.id, { onDelete: 'set null' }),
    fileName: text(),
    /** What the file holds, as proposed items (experiences, education, skills, languages, LinkedIn URL...). */
    proposal: jsonb().$type<Record<string, unknown>>(),
    /** Why it failed, in French, shown to the freelancer. */
    error: text(),
    attempts: integer().notNull().default(0),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    /** When the freelancer accepted the reviewed proposal (CV imports). */
    appliedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('profile_imports_freelance_idx').on(t.freelanceId, t.createdAt),
    index('profile_imports_status_idx').on(t.status),
  ],
);

export type ProfileImportRow = typeof profileImports.$inferSelect;
