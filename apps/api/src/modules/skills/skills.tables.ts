import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The skills catalogue: reference data loaded from `data/` at every start (see loadSkillsCatalogue).
 * `searchName` and `searchAliases` are the accent-free lower-case forms the search compares with;
 * `searchAliases` joins the aliases as `|alias|alias|` so one trigram index covers them all.
 */
export const skills = pgTable(
  'skills',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull().unique(),
    slug: text().notNull().unique(),
    aliases: text().array().notNull().default([]),
    searchName: text().notNull(),
    searchAliases: text().notNull().default(''),
    description: text(),
    relatedLink: text(),
    /** A year or a date, as text: first releases are often known to the year only. */
    firstReleased: text(),
    latestStableVersion: text(),
    popularity: integer().notNull().default(1),
    category: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('skills_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    index('skills_search_aliases_trgm_idx').using('gin', t.searchAliases.op('gin_trgm_ops')),
  ],
);

/** Curated "goes with" links between skills; read in both directions. */
export const skillRelations = pgTable(
  'skill_relations',
  {
    skillId: integer()
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    relatedSkillId: integer()
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.skillId, t.relatedSkillId] }),
    index('skill_relations_related_idx').on(t.relatedSkillId),
  ],
);

export const jobTitles = pgTable(
  'job_titles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull().unique(),
    category: text().notNull(),
    aliases: text().array().notNull().default([]),
    /** Accent-free lower-case name and aliases, `name|alias|alias`, for the trigram search. */
    searchText: text().notNull(),
    /** How common the title is on the French market, 1..100: the order of an empty search. */
    popularity: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_titles_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops'))],
);

/** Spoken languages a freelancer can declare, named in French. */
export const languages = pgTable('languages', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  /** ISO 639-1 code (639-3 where there is none). */
  isoCode: text().notNull().unique(),
});

export type SkillRow = typeof skills.$inferSelect;
export type JobTitleRow = typeof jobTitles.$inferSelect;
export type LanguageRow = typeof languages.$inferSelect;
