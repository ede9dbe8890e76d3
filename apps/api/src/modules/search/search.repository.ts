/*
 * The read model of the searches: it reads users, freelances, corporates, team members, companies
 * and missions, never writes them (a cross-module read, see docs/decisions.md). Every query is
 * bounded by a LIMIT; anonymized users never appear.
 */
import type { SearchResultType } from '@orbite/domain/search';
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, corporates } from '../companies/companies.tables';
import { freelances } from '../freelancers/freelancers.tables';
import { missions } from '../missions/missions.tables';
import { teamMembers } from '../team/team.tables';
import { users } from '../users/users.tables';
import { escapeLike, type SearchTerms, translateAccents } from './search.text';

/** One result of the global search, before the service gives it its URL. */
export interface SearchHit {
  type: SearchResultType;
  id: number;
  title: string;
  subtitle: string | null;
  pictureUrl: string | null;
  /** Relevance: 3 exact, 2 prefix, 1 word prefix, 0 elsewhere, plus the word similarity (0..1). */
  score: number;
}

export interface Page {
  offset: number;
  limit: number;
}

/** The folded form of a column in SQL: lower case without accents, as `foldText` folds the query. */
const fold = (value: SQL) =>
  sql`replace(replace(translate(lower(${value}), ${translateAccents.from}, ${translateAccents.to}), 'œ', 'oe'), 'æ', 'ae')`;

/** Every word of the search matches somewhere in the haystack (trigram-indexable `~*`). */
const matchesAll = (haystack: SQL, terms: SearchTerms) =>
  and(...terms.patterns.map((pattern) => sql`${haystack} ~* ${pattern}`));

/** The relevance of a name for the folded query: exact, prefix, word prefix, then similarity. */
function scoreOf(name: SQL, terms: SearchTerms): SQL<number> {
  const folded = fold(name);
  const q = terms.folded;
  return sql<number>`(case when ${folded} = ${q} then 3 when ${folded} like ${`${escapeLike(q)}%`} then 2 when ${folded} like ${`% ${escapeLike(q)}%`} then 1 else 0 end + word_similarity(${q}, ${folded}))`.mapWith(
    Number,
  );
}

/** The haystack of the users' trigram index (users_name_trgm_idx): names and e-mail. */
const userHaystack = sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`;
const userName = sql`(${users.firstName} || ' ' || ${users.lastName})`;

const userProfiles = {
  Freelance: { table: freelances, id: freelances.id, userId: freelances.userId },
  Corporate: { table: corporates, id: corporates.id, userId: corporates.userId },
  TeamMember: { table: teamMembers, id: teamMembers.id, userId: teamMembers.userId },
} as const;
export type UserResultType = keyof typeof userProfiles;

/** Users holding one kind of profile whose names or e-mail match every word; the company of a corporate. */
function userQuery(db: DbOrTx, type: UserResultType, terms: SearchTerms) {
  const profile = userProfiles[type];
  const where = and(isNull(users.anonymizedAt), matchesAll(userHaystack, terms));
  const fields = {
    id: profile.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    pictureUrl: users.profilePictureUrl,
    companyName:
      type === 'Corporate'
        ? sql<
            string | null
          >`(select ${companies.name} from ${companies} where ${companies.id} = ${corporates.companyId})`
        : sql<string | null>`null`,
    score: scoreOf(userName, terms),
  };
  const base = db.select(fields).from(profile.table).innerJoin(users, eq(users.id, profile.userId)).where(where);
  const total = db
    .select({ value: count() })
    .from(profile.table)
    .innerJoin(users, eq(users.id, profile.userId))
    .where(where);
  return { base, total, order: [desc(fields.score), asc(users.lastName), asc(users.firstName), asc(profile.id)] };
}

export async function searchUsers(db: DbOrTx, type: UserResultType, terms: SearchTerms, page: Page) {
  const { base, order } = userQuery(db, type, terms);
  const rows = await base
    .orderBy(...order)
    .offset(page.offset)
    .limit(page.limit);
  return rows.map(
    (row): SearchHit => ({
      type,
      id: row.id,
      title: `${row.firstName} ${row.lastName}`.trim() || row.email,
      subtitle: [row.companyName, row.email].filter(Boolean).join(' · '),
      pictureUrl: row.pictureUrl,
      score: row.score,
    }),
  );
}

export async function countUsers(db: DbOrTx, type: UserResultType, terms: SearchTerms): Promise<number> {
  const [row] = await userQuery(db, type, terms).total;
  return row?.value ?? 0;
}

const companyWhere = (terms: SearchTerms) => matchesAll(sql`${companies.name}`, terms);

export async function searchCompanies(db: DbOrTx, terms: SearchTerms, page: Page): Promise<SearchHit[]> {
  const score = scoreOf(sql`${companies.name}`, terms);
  const rows = await db
    .select({ id: companies.id, name: companies.name, logoUrl: companies.logoUrl, score })
    .from(companies)
    .where(companyWhere(terms))
    .orderBy(desc(score), asc(companies.name), asc(companies.id))
    .offset(page.offset)
    .limit(page.limit);
  return rows.map((row) => ({
    type: 'Company',
    id: row.id,
    title: row.name,
    subtitle: null,
    pictureUrl: row.logoUrl,
    score: row.score,
  }));
}

export async function countCompanies(db: DbOrTx, terms: SearchTerms): Promise<number> {
  const [row] = await db.select({ value: count() }).from(companies).where(companyWhere(terms));
  return row?.value ?? 0;
}

/** What a mission search looks for, and in which missions (the tenant scope and the group's filters). */
export interface MissionCriteria {
  /** Words of the title; a text that is a number also finds that mission number. */
  terms?: SearchTerms;
  /** Mission numbers starting with these digits, the exact one first. */
  idDigits?: string;
  /** Only this company's missions: the caller's company for a corporate, a filter for the team. */
  companyIds?: number[];
  statuses?: string[];
}

const MAX_ID = 2_147_483_647;

function missionWhere(criteria: MissionCriteria): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (criteria.companyIds) conditions.push(inArray(missions.companyId, criteria.companyIds));
  if (criteria.statuses?.length) conditions.push(inArray(missions.status, criteria.statuses));
  if (criteria.idDigits !== undefined) {
    conditions.push(sql`${missions.id}::text like ${`${escapeLike(criteria.idDigits)}%`}`);
  }
  if (criteria.terms) {
    const number = /^\d{1,10}$/.test(criteria.terms.folded) ? Number(criteria.terms.folded) : null;
    const byTitle = matchesAll(sql`${missions.title}`, criteria.terms);
    conditions.push(number && number <= MAX_ID ? or(byTitle, eq(missions.id, number)) : byTitle);
  }
  return and(...conditions);
}

function missionOrder(criteria: MissionCriteria) {
  const exactId = criteria.idDigits ?? criteria.terms?.folded;
  const first =
    exactId && /^\d{1,10}$/.test(exactId) && Number(exactId) <= MAX_ID
      ? [sql`(${missions.id} = ${Number(exactId)}) desc`]
      : [];
  if (criteria.idDigits !== undefined) return [...first, asc(missions.id)];
  const score = criteria.terms ? [desc(scoreOf(sql`coalesce(${missions.title}, '')`, criteria.terms))] : [];
  return [...first, ...score, desc(missions.createdAt), desc(missions.id)];
}

export interface MissionSearchRow {
  id: number;
  title: string | null;
  status: string;
  companyId: number;
  companyName: string;
  companyLogoUrl: string | null;
  score: number;
}

export function searchMissions(db: DbOrTx, criteria: MissionCriteria, page: Page): Promise<MissionSearchRow[]> {
  return db
    .select({
      id: missions.id,
      title: missions.title,
      status: missions.status,
      companyId: companies.id,
      companyName: companies.name,
      companyLogoUrl: companies.logoUrl,
      score: criteria.terms
        ? scoreOf(sql`coalesce(${missions.title}, '')`, criteria.terms)
        : sql<number>`0`.mapWith(Number),
    })
    .from(missions)
    .innerJoin(companies, eq(companies.id, missions.companyId))
    .where(missionWhere(criteria))
    .orderBy(...missionOrder(criteria))
    .offset(page.offset)
    .limit(page.limit);
}

export async function countMissions(db: DbOrTx, criteria: MissionCriteria): Promise<number> {
  const [row] = await db.select({ value: count() }).from(missions).where(missionWhere(criteria));
  return row?.value ?? 0;
}
