import { type Db, type DbOrTx, readAll } from '../../db/client';
import { notFound } from '../../platform/errors';
import { jobTitleCatalogue } from './data/job-titles';
import { languageCatalogue } from './data/languages';
import { skillCatalogue } from './data/skills-catalogue';
import * as repository from './skills.repository';

export const SEARCH_MAX_LENGTH = 100;
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 50;

/** Lower case, no accents, single spaces, no `|` (the alias separator of the search columns). */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\|/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A readable URL slug: `C++` -> `c-plus-plus`, `C#` -> `c-sharp`, `.NET` -> `dotnet`. */
export function slugify(name: string): string {
  return normalizeSearch(name)
    .replace(/^\./, 'dot')
    .replace(/\+/g, '-plus')
    .replace(/#/g, '-sharp')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Search text as the user typed it: trimmed, at most 100 characters, normalized; '' when empty. */
export function searchQuery(search: string | null | undefined): string {
  return normalizeSearch((search ?? '').trim().slice(0, SEARCH_MAX_LENGTH));
}

const clampLimit = (limit: number | null | undefined) =>
  Math.min(Math.max(Math.trunc(limit ?? DEFAULT_LIMIT), 1), MAX_LIMIT);

/** Numeric ids from GraphQL IDs; anything else is dropped (it cannot name a catalogue row). */
export function numericIds(ids: readonly (string | number)[]): number[] {
  const parsed = ids.map((id) => Number(id)).filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2 ** 31 - 1);
  return [...new Set(parsed)];
}

const wikipediaSearch = (name: string) => `https://fr.wikipedia.org/w/index.php?search=${encodeURIComponent(name)}`;

/**
 * Reference data: inserts the skills, relations, job titles and languages of `data/` that are
 * missing (by name) and updates the changed ones, in one transaction and a few multi-row
 * statements. Runs at every start; a second run writes nothing.
 */
export async function loadSkillsCatalogue(db: Db) {
  return db.transaction(async (tx) => {
    await repository.lockCatalogue(tx);
    const skills = await repository.upsertSkills(
      tx,
      skillCatalogue.map((skill) => ({
        name: skill.name,
        slug: slugify(skill.name),
        aliases: [...skill.aliases],
        searchName: normalizeSearch(skill.name),
        searchAliases: skill.aliases.length ? `|${skill.aliases.map(normalizeSearch).join('|')}|` : '',
        description: skill.description,
        relatedLink: wikipediaSearch(skill.name),
        firstReleased: skill.firstReleased,
        latestStableVersion: skill.latestStableVersion,
        popularity: skill.popularity,
        category: skill.category,
      })),
    );
    const idOf = new Map((await repository.listSkillNames(tx)).map((row) => [row.name, row.id]));
    const relations = await repository.insertSkillRelations(
      tx,
      skillCatalogue.flatMap((skill) =>
        skill.related
          .filter((related) => idOf.has(related) && related !== skill.name)
          .map((related) => ({ skillId: idOf.get(skill.name)!, relatedSkillId: idOf.get(related)! })),
      ),
    );
    const jobTitles = await repository.upsertJobTitles(
      tx,
      jobTitleCatalogue.map((title) => ({
        name: title.name,
        category: title.category,
        popularity: title.popularity,
        aliases: [...title.aliases],
        searchText: `|${[title.name, ...title.aliases].map(normalizeSearch).join('|')}|`,
      })),
    );
    const languages = await repository.upsertLanguages(tx, [...languageCatalogue]);
    return { skills, relations, jobTitles, languages };
  });
}

export const countCatalogue = (db: DbOrTx) => repository.countCatalogue(db);

export function searchSkills(db: DbOrTx, search: string, limit?: number | null) {
  const query = searchQuery(search);
  return query ? repository.searchSkills(db, query, clampLimit(limit)) : Promise.resolve([]);
}

export function recommendSkills(db: DbOrTx, skillIds: readonly (string | number)[], limit?: number | null) {
  const ids = numericIds(skillIds);
  return ids.length ? repository.recommendSkills(db, ids, clampLimit(limit)) : Promise.resolve([]);
}

/** One skill with all its fields; 404 when there is none with this id. */
export async function getSkill(db: DbOrTx, id: string | number) {
  const [skillId] = numericIds([id]);
  const skill = skillId ? await repository.findSkillById(db, skillId) : null;
  if (!skill) throw notFound();
  return skill;
}

export const relatedSkillsOf = (db: DbOrTx, skillId: number) => repository.findRelatedSkills(db, skillId);

/** Job titles by name or alias; an empty search gives the most common titles. */
export function searchJobTitles(db: DbOrTx, search: string | null | undefined, limit?: number | null) {
  const query = searchQuery(search);
  return query
    ? repository.searchJobTitles(db, query, clampLimit(limit))
    : repository.listCommonJobTitles(db, clampLimit(limit));
}

/**
 * Job titles to suggest from a title the person already gave (free text): the catalogue titles
 * that best match it, then the most common titles of their categories. Without a usable title,
 * the most common titles.
 */
export async function recommendJobTitles(db: DbOrTx, currentTitle: string | null, limit?: number | null) {
  const max = clampLimit(limit);
  const query = searchQuery(currentTitle);
  const matches = query ? await repository.searchJobTitles(db, query, 3) : [];
  if (matches.length === 0) return repository.listCommonJobTitles(db, max);
  const sameCategory = await repository.listCommonJobTitles(db, max, {
    categories: [...new Set(matches.map((title) => title.category))],
    excludeIds: matches.map((title) => title.id),
  });
  return [...matches, ...sameCategory].slice(0, max);
}

export const listLanguages = (db: DbOrTx) => repository.listLanguages(db);

/** Ids of the catalogue by name, for seeds and imports that name skills, job titles and languages. */
export async function catalogueIndex(db: DbOrTx) {
  const [skillRows, jobTitleRows, languageRows] = await readAll(db, [
    () => repository.listSkillNames(db),
    () => repository.listJobTitleNames(db),
    () => repository.listLanguages(db),
  ] as const);
  const byName = (rows: { id: number; name: string }[]) => new Map(rows.map((row) => [row.name, row.id]));
  return { skills: byName(skillRows), jobTitles: byName(jobTitleRows), languages: byName(languageRows) };
}
