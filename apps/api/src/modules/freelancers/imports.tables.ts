import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/** One parsed line of an import file, with what is wrong with it. */
export interface FreelanceImportRow {
  /** The line in the file (the header is line 1). */
  line: number;
  values: Record<string, string>;
  errors: string[];
  /** What it duplicates: "ligne 12", or an existing account's e-mail or LinkedIn URL. */
  duplicateOf: string | null;
  /** Set once imported: the created freelance. */
  freelanceId?: number | null;
}

/**
 * A bulk import of pre-freelancers from a CSV or XLSX file: previewed first (rows, errors,
 * duplicates), then run once, in one transaction.
 */
export const freelanceImports = pgTable(
  'freelance_imports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    fileName: text().notNull(),
    /** previewed | running | imported | failed */
    status: text().notNull().default('previewed'),
    rows: jsonb().$type<FreelanceImportRow[]>().notNull(),
    totalRows: integer().notNull(),
    validRows: integer().notNull(),
    errorRows: integer().notNull(),
    duplicateRows: integer().notNull(),
    importedCount: integer().notNull().default(0),
    failureReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    importedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('freelance_imports_created_idx').on(t.createdAt)],
);

export type FreelanceImportDbRow = typeof freelanceImports.$inferSelect;
