import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Mails waiting to leave (mail-outbox.ts): written in the transaction that decides the mail, sent
 * after the commit, kept and retried with a backoff while the SMTP server refuses or is away,
 * deleted once sent. The mail (recipient, subject, bodies with their one-time links) is sealed
 * with the data cipher: the database never holds a usable link in clear.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The Mail as JSON, encrypted (AES-256-GCM, data-cipher.ts). */
    sealed: text().notNull(),
    /** A short word for the logs (password-reset, enterprise-signup…), never personal data. */
    kind: text().notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt)],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
