import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { AddressValue } from '../addresses/addresses.schema';
import { companies, corporates } from '../companies/companies.tables';
import { skills } from '../skills/skills.tables';
import { users } from '../users/users.tables';

/**
 * A client's need for a freelancer. The status moves only through the machine of
 * `@orbite/domain/mission-status`; `version` grows at each change so a stale edit fails with 622.
 */
export const missions = pgTable(
  'missions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Random handle of the public read-only view, never the numeric id. */
    hash: text().notNull().unique(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    createdByCorporateId: integer().references(() => corporates.id),
    createdByUserId: integer().references(() => users.id),
    /** The account manager of the team following the mission. */
    accountManagerUserId: integer().references(() => users.id),
    status: text().notNull().default('notFinalized'),
    ongoingStatus: text(),
    title: text(),
    description: text(),
    category: text(),
    rhythm: text(),
    origin: text(),
    offer: text().notNull().default('boost'),
    source: text().notNull().default('orbiteServices'),
    refusalReason: text(),
    failureReasons: text().array().notNull().default([]),
    /** Words of whoever refused, declined or failed the mission. */
    statusComment: text(),
    projectType: text(),
    legalModel: text(),
    renewable: text(),
    workingTime: smallint(),
    startDate: date({ mode: 'string' }),
    maxWeeksAfterStart: smallint(),
    durationInDays: smallint(),
    retribution: integer(),
    experienceLevel: text(),
    workplace: text(),
    location: jsonb().$type<AddressValue>(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    huntingPriorityScore: smallint().notNull().default(0),
    version: integer().notNull().default(1),
    submittedAt: timestamp({ withTimezone: true }),
    validatedAt: timestamp({ withTimezone: true }),
    duplicatedFromId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('missions_company_status_idx').on(t.companyId, t.status),
    index('missions_status_idx').on(t.status, t.startDate),
    // The team's mission tabs (one status each) list newest first: the first page comes in index order.
    index('missions_status_created_idx').on(t.status, t.createdAt.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('missions_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

/** Skills a mission asks for: `primary` marks a mandatory skill, with the years it needs. */
export const missionSkills = pgTable(
  'mission_skills',
  {
    missionId: integer()
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    skillId: integer()
      .notNull()
      .references(() => skills.id),
    primary: boolean().notNull().default(false),
    yearsRequired: smallint(),
    position: smallint().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.missionId, t.skillId] }), index('mission_skills_skill_idx').on(t.skillId)],
);

export type MissionRow = typeof missions.$inferSelect;
export type MissionSkillRow = typeof missionSkills.$inferSelect;
