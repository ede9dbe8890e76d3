import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { AddressValue } from '../addresses/addresses.schema';
import { users } from '../users/users.tables';

export const freelanceStatus = pgEnum('freelance_status', ['new', 'wrongScope', 'validated', 'banned']);

/*
 * Indexes of the matching engine and the telescope (docs/performance.md). One is not declared here:
 * `freelances_search_idx`, a narrow covering copy `(id) INCLUDE (user_id, status, pre_user, ...)` of the
 * columns both queries filter and score on, read by index-only scans instead of the wide heap. Drizzle's
 * index builder has no INCLUDE, so migration 0008_search_indexes.sql creates it by hand.
 */
export const freelances = pgTable(
  'freelances',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: freelanceStatus().notNull().default('new'),
    /** Public handle of the profile page, never the numeric id. */
    publicId: text().notNull().unique(),
    referralCode: text().notNull().unique(),
    referrerId: integer(),
    preUser: boolean().notNull().default(false),
    isAvailable: boolean().notNull().default(true),
    availabilityDate: date({ mode: 'string' }),
    permissions: jsonb().$type<Record<string, boolean>>().notNull(),
    /** Internal notes of the team, never shown to the freelancer. */
    comments: text(),
    tagline: text(),
    /** Rich text, sanitized on the server before it is stored. */
    biography: text(),
    experienceInYears: smallint(),
    /** Daily rate wished, in euros. */
    retribution: integer(),
    /** Profile completeness 0..100, computed on the server at each profile change. */
    profileScore: smallint().notNull().default(0),
    gitHubUrl: text(),
    gitlabUrl: text(),
    bitbucketUrl: text(),
    kaggleUrl: text(),
    linkedInUrl: text(),
    stackExchangeUrl: text(),
    twitterUrl: text(),
    websiteUrl: text(),
    prefWorkplace: text(),
    prefContract: text(),
    prefEnvironment: text(),
    prefTime: text(),
    prefMobility: text(),
    maxDistance: integer(),
    /** Where the freelancer lives, for the distance to a mission; latitude/longitude copy its point for SQL. */
    location: jsonb().$type<AddressValue>(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    callAvailability: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('freelances_tagline_trgm_idx').using('gin', t.tagline.op('gin_trgm_ops'))],
);

export type FreelanceRow = typeof freelances.$inferSelect;
