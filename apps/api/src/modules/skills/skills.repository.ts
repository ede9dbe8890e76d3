import { and, asc, desc, eq, getTableColumns, getTableName, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type DbOrTx, readAll } from '../../db/client';
import { jobTitles, languages, skillRelations, skills } from './skills.tables';

export type NewSkill = typeof skills.$inferInsert;
export type NewJobTitle = typeof jobTitles.$inferInsert;
export type NewLanguage = typeof languages.$inferInsert;
export interface UpsertCounts {
  inserted: number;
  updated: number;
}
export interface SkillSummary {
  id: number;
  name: string;
  aliases: string[];
  popularity: number;
}

const summary = { id: skills.id, name: skills.name, aliases: skills.aliases, popularity: skills.popularity };

/**
 * ON CONFLICT (unique name) DO UPDATE of the given columns, only where one of them changed:
 * an unchanged row is not rewritten, so loading the same catalogue twice writes nothing.
 */
function upsertOnName(table: PgTable, columns: Record<string, PgColumn>) {
  // The database uses snake_case column names (the client's `casing`); the keys are camelCase.
  const entries = Object.keys(columns).map((key) => [key, key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]);
  const set = Object.fromEntries(entries.map(([key, column]) => [key, sql.raw(`excluded."${column}"`)]));
  const current = sql.join(
    entries.map(([, column]) => sql.raw(`"${getTableName(table)}"."${column}"`)),
    sql`, `,
  );
  const incoming = sql.join(
    entries.map(([, column]) => sql.raw(`excluded."${column}"`)),
    sql`, `,
  );
  return { set, setWhere: sql`(${current}) IS DISTINCT FROM (${incoming})` };
}

function countUpserts(rows: { inserted: boolean }[]): UpsertCounts {
  const inserted = rows.filter((row) => row.inserted).length;
  return { inserted, updated: rows.length - inserted };
}

/** Serializes concurrent catalogue loads (several API processes starting on one database). */
export async function lockCatalogue(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${7_120_034})`);
}

export async function upsertSkills(db: DbOrTx, rows: NewSkill[]): Promise<UpsertCounts> {
  const { name: _name, id: _id, updatedAt: _updatedAt, ...columns } = getTableColumns(skills);
  const { set, setWhere } = upsertOnName(skills, columns);
  const result = await db
    .insert(skills)
    .values(rows)
    .onConflictDoUpdate({ target: skills.name, set: { ...set, updatedAt: sql`now()` }, setWhere })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return countUpserts(result);
}

export function listSkillNames(db: DbOrTx): Promise<{ id: number; name: string }[]> {
  return db.select({ id: skills.id, name: skills.name }).from(skills);
}

export async function insertSkillRelations(
  db: DbOrTx,
  pairs: { skillId: number; relatedSkillId: number }[],
): Promise<number> {
  if (pairs.length === 0) return 0;
  const rows = await db
    .insert(skillRelations)
    .values(pairs)
    .onConflictDoNothing()
    .returning({ skillId: skillRelations.skillId });
  return rows.length;
}

export async function upsertJobTitles(db: DbOrTx, rows: NewJobTitle[]): Promise<UpsertCounts> {
  const { name: _name, id: _id, updatedAt: _updatedAt, ...columns } = getTableColumns(jobTitles);
  const { set, setWhere } = upsertOnName(jobTitles, columns);
  const result = await db
    .insert(jobTitles)
    .values(rows)
    .onConflictDoUpdate({ target: jobTitles.name, set: { ...set, updatedAt: sql`now()` }, setWhere })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return countUpserts(result);
}

export async function upsertLanguages(db: DbOrTx, rows: NewLanguage[]): Promise<UpsertCounts> {
  const { set, setWhere } = upsertOnName(languages, { isoCode: languages.isoCode });
  const result = await db
    .insert(languages)
    .values(rows)
    .onConflictDoUpdate({ target: languages.name, set, setWhere })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return countUpserts(result);
}

export async function countCatalogue(db: DbOrTx) {
  const count = (table: PgTable) => db.$count(table);
  const [skillCount, relationCount, jobTitleCount, languageCount] = await readAll(db, [
    () => count(skills),
    () => count(skillRelations),
    () => count(jobTitles),
    () => count(languages),
  ] as const);
  return { skills: skillCount, relations: relationCount, jobTitles: jobTitleCount, languages: languageCount };
}

/** LIKE pattern text with its wildcards escaped. */
const like = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * Skills matching a normalized query, best first: exact name, exact alias, name or alias prefix,
 * then trigram similarity of the whole name or of a whole word of the name or aliases
 * (typo-tolerant; rounded to a tenth so that near-equal matches fall back to popularity);
 * popularity orders each tier. The trigram operators can use the GIN indexes of the table.
 */
export function searchSkills(db: DbOrTx, query: string, limit: number): Promise<SkillSummary[]> {
  const exactName = sql`${skills.searchName} = ${query}`;
  const exactAlias = sql`${skills.searchAliases} like ${`%|${like(query)}|%`}`;
  const prefix = sql`(${skills.searchName} like ${`${like(query)}%`} or ${skills.searchAliases} like ${`%|${like(query)}%`})`;
  const fuzzy = sql`(${skills.searchName} % ${query} or ${query} <<% ${skills.searchName} or ${query} <<% ${skills.searchAliases})`;
  const tier = sql`case when ${exactName} then 0 when ${exactAlias} then 1 when ${prefix} then 2 else 3 end`;
  const similarity = sql`case when ${exactName} or ${exactAlias} or ${prefix} then 1 else round(greatest(similarity(${skills.searchName}, ${query}), strict_word_similarity(${query}, ${skills.searchName}), strict_word_similarity(${query}, ${skills.searchAliases}))::numeric, 1) end`;
  return db
    .select(summary)
    .from(skills)
    .where(sql`${exactName} or ${exactAlias} or ${prefix} or ${fuzzy}`)
    .orderBy(asc(tier), desc(similarity), desc(skills.popularity), asc(skills.name))
    .limit(limit);
}

export async function findSkillById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(skills).where(eq(skills.id, id));
  return row ?? null;
}

export function findRelatedSkills(db: DbOrTx, skillId: number): Promise<SkillSummary[]> {
  return db
    .select(summary)
    .from(skillRelations)
    .innerJoin(skills, eq(skills.id, skillRelations.relatedSkillId))
    .where(eq(skillRelations.skillId, skillId))
    .orderBy(desc(skills.popularity), asc(skills.name));
}

/**
 * Skills that go with the given ones, by summed co-occurrence weight then popularity, never the
 * given ones: the curated relation graph (both directions, weight 1 a link) and the skills declared
 * together on freelancer profiles (read-only on the profile module's table); missions join this
 * union as a further source with the matching issue.
 */
export function recommendSkills(db: DbOrTx, ids: number[], limit: number): Promise<SkillSummary[]> {
  const weight = sql<number>`1`.as('weight');
  const cooccurrence = db
    .select({ skillId: skillRelations.relatedSkillId, weight })
    .from(skillRelations)
    .where(inArray(skillRelations.skillId, ids))
    .unionAll(
      db
        .select({ skillId: skillRelations.skillId, weight })
        .from(skillRelations)
        .where(inArray(skillRelations.relatedSkillId, ids)),
    )
    .unionAll(
      // Skills declared together on freelancer profiles: ln(1 + profiles) so that usage counts
      // without drowning the curated links as the marketplace grows.
      db
        .select({
          skillId: sql<number>`other.skill_id`.as('skill_id'),
          weight: sql<number>`ln(1 + count(distinct other.freelance_id))`.as('weight'),
        })
        .from(sql`freelance_skills as given`)
        .innerJoin(sql`freelance_skills as other`, sql`other.freelance_id = given.freelance_id`)
        .where(sql`given.skill_id in ${ids} and other.skill_id <> given.skill_id`)
        .groupBy(sql`other.skill_id`),
    )
    .as('cooccurrence');
  return db
    .select(summary)
    .from(cooccurrence)
    .innerJoin(skills, eq(skills.id, cooccurrence.skillId))
    .where(notInArray(skills.id, ids))
    .groupBy(skills.id)
    .orderBy(desc(sql`sum(${cooccurrence.weight})`), desc(skills.popularity), asc(skills.name))
    .limit(limit);
}

const jobTitle = { id: jobTitles.id, name: jobTitles.name, category: jobTitles.category };
export type JobTitleSummary = { id: number; name: string; category: string };

/** Job titles by name or alias (`|name|alias|` in searchText): exact, prefix, word prefix, trigram, popularity. */
export function searchJobTitles(db: DbOrTx, query: string, limit: number): Promise<JobTitleSummary[]> {
  const exact = sql`${jobTitles.searchText} like ${`%|${like(query)}|%`}`;
  const prefix = sql`${jobTitles.searchText} like ${`%|${like(query)}%`}`;
  const wordPrefix = sql`${jobTitles.searchText} like ${`% ${like(query)}%`}`;
  const fuzzy = sql`${query} <% ${jobTitles.searchText}`;
  const tier = sql`case when ${exact} then 0 when ${prefix} then 1 when ${wordPrefix} then 2 else 3 end`;
  const similarity = sql`round(word_similarity(${query}, ${jobTitles.searchText})::numeric, 1)`;
  return db
    .select(jobTitle)
    .from(jobTitles)
    .where(sql`${prefix} or ${wordPrefix} or ${fuzzy}`)
    .orderBy(asc(tier), desc(similarity), desc(jobTitles.popularity), asc(jobTitles.name))
    .limit(limit);
}

/** The most common job titles, optionally within some categories and without some titles. */
export function listCommonJobTitles(
  db: DbOrTx,
  limit: number,
  filter: { categories?: string[]; excludeIds?: number[] } = {},
): Promise<JobTitleSummary[]> {
  const conditions: SQL[] = [];
  if (filter.categories?.length) conditions.push(inArray(jobTitles.category, filter.categories));
  if (filter.excludeIds?.length) conditions.push(notInArray(jobTitles.id, filter.excludeIds));
  return db
    .select(jobTitle)
    .from(jobTitles)
    .where(and(...conditions))
    .orderBy(desc(jobTitles.popularity), asc(jobTitles.name))
    .limit(limit);
}

export function listLanguages(db: DbOrTx) {
  return db.select().from(languages).orderBy(asc(languages.id));
}

export function listJobTitleNames(db: DbOrTx): Promise<{ id: number; name: string }[]> {
  return db.select({ id: jobTitles.id, name: jobTitles.name }).from(jobTitles);
}
