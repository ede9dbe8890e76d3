import { boolean, date, index, integer, jsonb, numeric, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { deals } from '../deals/deals.tables';
import { users } from '../users/users.tables';

/** One day of a work log: 0, 0.5 or 1 day of work (`@orbite/domain/work-log-days`). */
export interface WorkLogEntryValue {
  day: string;
  days: number;
}

/**
 * The monthly activity report (CRA) of a deal: one per deal and month ('YYYY-MM'). The status
 * moves only through `@orbite/domain/work-log`; the freelancer fills `entries` while it is a draft.
 */
export const workLogs = pgTable(
  'work_logs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer()
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    month: text().notNull(),
    status: text().notNull().default('draft'),
    entries: jsonb().$type<WorkLogEntryValue[]>().notNull().default([]),
    /** The sum of the entries, in days (fewer than 3 decimals). */
    totalDays: numeric({ precision: 6, scale: 3, mode: 'number' }).notNull().default(0),
    /** The freelancer's words for the client. */
    comment: text(),
    /** The client's (or team's) words when contesting, or the team's reason to skip. */
    statusComment: text(),
    submittedAt: timestamp({ withTimezone: true }),
    submittedByUserId: integer().references(() => users.id),
    validatedAt: timestamp({ withTimezone: true }),
    validatedByUserId: integer().references(() => users.id),
    lockedAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    lastRemindedOn: date({ mode: 'string' }),
    /** Grows at each change so that a stale edit fails with 622. */
    revision: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('work_logs_deal_month_unique').on(t.dealId, t.month), index('work_logs_status_idx').on(t.status)],
);

/**
 * The invoicing side of a deal's month: follows its work logs up to the client's validation, then
 * the team (or the platform outside safe mode) validates it and generates its invoices.
 */
export const timesheets = pgTable(
  'timesheets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer()
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    month: text().notNull(),
    status: text().notNull().default('open'),
    /** While on, the platform makes no move past the client's validation. */
    safeMode: boolean().notNull().default(false),
    /** The days to invoice: the work logs' total, which the team may correct before validating. */
    workedDays: numeric({ precision: 6, scale: 3, mode: 'number' }).notNull().default(0),
    validatedAt: timestamp({ withTimezone: true }),
    validatedByUserId: integer().references(() => users.id),
    invoicedAt: timestamp({ withTimezone: true }),
    syncedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('timesheets_deal_month_unique').on(t.dealId, t.month), index('timesheets_status_idx').on(t.status)],
);

export type WorkLogRow = typeof workLogs.$inferSelect;
export type TimesheetRow = typeof timesheets.$inferSelect;
