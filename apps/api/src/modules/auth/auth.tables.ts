import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/** Server-side sessions: the cookie carries a random token, only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique(),
    /** The person who signed in. */
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** While a team member impersonates someone, the user the session acts as. */
    impersonatedUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    impersonationStartedAt: timestamp({ withTimezone: true }),
    /**
     * The privileges the person held when the session was created (role, corporate role, permission
     * flags, space-separated): a session that would gain one it was not created with is ended.
     */
    privileges: text(),
    userAgent: text(),
    ipAddress: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull().unique(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The links that confirm a self-signed freelancer's address: single use, valid EMAIL_CONFIRMATION_TOKEN_HOURS, for
 * the address they were mailed to (a later change of address leaves them useless); only the token's hash is kept.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_confirmations_user_idx').on(t.userId, t.createdAt)],
);

/** Attempts counted by the rate limiter, shared by every API process. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    action: text().notNull(),
    key: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_attempts_lookup_idx').on(t.action, t.key, t.createdAt)],
);

/** Accounts of external identity providers (OpenID Connect) linked to a user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    subject: text().notNull(),
    email: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('user_identities_provider_subject').on(t.provider, t.subject)],
);

export type SessionRow = typeof sessions.$inferSelect;

/**
 * An enterprise sign-up under way: the preferences and skills of its first steps, then the work
 * e-mail proved by a link (/enterprise/email-validation?email&token, only the token's SHA-256 kept).
 * The account is created at the last step from a validated row, which is then marked completed.
 */
export const enterpriseSignups = pgTable(
  'enterprise_signups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    tokenHash: text().notNull().unique(),
    preferences: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    skillIds: integer().array().notNull().default([]),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    validatedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enterprise_signups_email_idx').on(t.email)],
);
