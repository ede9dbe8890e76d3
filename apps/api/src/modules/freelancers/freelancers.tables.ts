import { freelanceQualifications } from '@orbite/domain/qualification';
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
import { teamMembers } from '../team/team.tables';
import { users } from '../users/users.tables';

export const freelanceStatus = pgEnum('freelance_status', ['new', 'wrongScope', 'validated', 'banned']);
export const freelanceQualification = pgEnum('freelance_qualification', freelanceQualifications);

/*
 * Indexes of the matching engine and the telescope (docs/performance.md). One is not declared here:
 * `freelances_search_idx`, a narrow covering copy `(id) INCLUDE (user_id, status, pre_user, ...)` of the
 * columns both queries filter and score on, read by index-only scans instead of the wide heap. Drizzle's
 * index builder has no INCLUDE, so migrations 0008_search_indexes.sql and 0010 (which adds the
 * qualification) create it by hand; a migration adding a searched column must recreate it too.
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
    /** How the freelancer came to us (spec 001's acquisition channels); null until asked. */
    acquisitionSource: text(),
    isAvailable: boolean().notNull().default(true),
    availabilityDate: date({ mode: 'string' }),
    /** Personal legal identity written into contracts (the signatory of the freelancer's side). */
    birthDate: date({ mode: 'string' }),
    nationalityIso: text(),
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
    /** The team's verdict (qualified, disqualified, pending); null until assessed. Team only. */
    qualification: freelanceQualification(),
    /** When and by whom the current qualification was set; null with it. */
    qualifiedAt: timestamp({ withTimezone: true }),
    qualifiedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Asked to be qualified (urgent, normal, or self: at the freelancer's own request); null otherwise. */
    flaggedForQualif: text(),
    flaggedForQualifAt: timestamp({ withTimezone: true }),
    /** Conducts candidate interviews for the team. */
    isInstructor: boolean().notNull().default(false),
    /** Qualification frozen until this day (a later interview, not before). */
    isFrozenUntil: date({ mode: 'string' }),
    /** Grade of the talent programme (referenced, astronaut, graduate, explorer, candidate, noGrade). */
    grade: text().notNull().default('noGrade'),
    /** Why the status was last changed: a ban category and reason, or a note for wrongScope. */
    banCategory: text(),
    statusReason: text(),
    statusNote: text(),
    statusChangedAt: timestamp({ withTimezone: true }),
    statusChangedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Whether the person works as a freelancer, as the hunting team found out. */
    huntingStatus: text(),
    /** The community Slack invitation: initial, pending, validated, refused. */
    slackStatus: text().notNull().default('initial'),
    /** The freelancer agent (team member) who follows this freelancer. */
    talentSuccessManagerId: integer().references(() => teamMembers.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('freelances_tagline_trgm_idx').using('gin', t.tagline.op('gin_trgm_ops'))],
);

export type FreelanceRow = typeof freelances.$inferSelect;
