import { ErrorCode } from '@orbite/domain/errors';
import { missionStatuses } from '@orbite/domain/mission-status';
import {
  cleanSearchText,
  MISSION_SEARCH_GROUP_LIMIT,
  type MissionSearch,
  mentionTypes,
  parseMention,
  parseMissionSearch,
  SEARCH_LIMIT,
  SEARCH_PAGE_MAX,
  SEARCH_PAGE_SIZE,
  type SearchResultType,
  type SearchScope,
  searchScopeTypes,
  shouldSearchGlobal,
} from '@orbite/domain/search';
import type { DbOrTx } from '../../db/client';
import { AppError, forbidden } from '../../platform/errors';
import { canMention, canSearchEverything, missionSearchScope, type SearchCaller } from './search.policy';
import type { MissionCriteria, MissionSearchRow, Page, SearchHit } from './search.repository';
import * as repository from './search.repository';
import { type SearchTerms, searchTermsOf } from './search.text';

export interface SearchResult extends Omit<SearchHit, 'score'> {
  url: string;
}

/** The back-office page of each result type. */
const pagePaths: Record<SearchResultType, string> = {
  Freelance: '/backoffice/freelancers',
  Corporate: '/backoffice/corporates',
  TeamMember: '/backoffice/teams',
  Company: '/backoffice/companies',
  Mission: '/backoffice/missions',
};

const typeOrder = Object.keys(pagePaths) as SearchResultType[];

const withUrl = ({ score: _score, ...hit }: SearchHit): SearchResult => ({
  ...hit,
  url: `${pagePaths[hit.type]}/${hit.id}`,
});

const missionHit = (row: MissionSearchRow): SearchHit => ({
  type: 'Mission',
  id: row.id,
  title: row.title || `#${row.id}`,
  subtitle: row.companyName,
  pictureUrl: row.companyLogoUrl,
  score: row.score,
});

/** What the global search of a text looks for in missions: a `#12` number, else the words. */
function missionCriteriaOf(text: string, terms: SearchTerms): MissionCriteria {
  const parsed = text.startsWith('#') ? parseMissionSearch(text) : null;
  if (parsed?.kind === 'id') return { idDigits: parsed.digits };
  return { terms: parsed?.kind === 'text' ? searchTermsOf(parsed.text) : terms };
}

async function hitsOf(db: DbOrTx, type: SearchResultType, text: string, page: Page): Promise<SearchHit[]> {
  const terms = searchTermsOf(text);
  if (type === 'Company') return text.startsWith('#') ? [] : repository.searchCompanies(db, terms, page);
  if (type === 'Mission')
    return (await repository.searchMissions(db, missionCriteriaOf(text, terms), page)).map(missionHit);
  return text.startsWith('#') ? [] : repository.searchUsers(db, type, terms, page);
}

async function countOf(db: DbOrTx, type: SearchResultType, text: string): Promise<number> {
  const terms = searchTermsOf(text);
  if (type === 'Company') return text.startsWith('#') ? 0 : repository.countCompanies(db, terms);
  if (type === 'Mission') return repository.countMissions(db, missionCriteriaOf(text, terms));
  return text.startsWith('#') ? 0 : repository.countUsers(db, type, terms);
}

/** The best of several lists: by relevance, then in the order of the types. */
function best(lists: SearchHit[][], limit: number): SearchHit[] {
  return lists
    .flat()
    .sort((a, b) => b.score - a.score || typeOrder.indexOf(a.type) - typeOrder.indexOf(b.type))
    .slice(0, limit);
}

/** `search(query, scope)`: the 5 best results of the scope's types; nothing below 2 characters. */
export async function search(
  db: DbOrTx,
  caller: SearchCaller,
  query: string,
  scope: SearchScope,
): Promise<SearchResult[]> {
  if (!canSearchEverything(caller)) throw forbidden();
  if (!shouldSearchGlobal(query)) return [];
  const text = cleanSearchText(query);
  const page = { offset: 0, limit: SEARCH_LIMIT };
  const lists = await Promise.all(searchScopeTypes[scope].map((type) => hitsOf(db, type, text, page)));
  return best(lists, SEARCH_LIMIT).map(withUrl);
}

/** `searchAll(query, type, offset, limit)`: one type's results page by page, with their count. */
export async function searchAll(
  db: DbOrTx,
  caller: SearchCaller,
  args: { query: string; type: SearchResultType; offset?: number | null; limit?: number | null },
): Promise<{ items: SearchResult[]; count: number }> {
  if (!canSearchEverything(caller)) throw forbidden();
  if (!shouldSearchGlobal(args.query)) return { items: [], count: 0 };
  const text = cleanSearchText(args.query);
  const limit = Math.min(Math.max(Math.trunc(args.limit ?? SEARCH_PAGE_SIZE), 1), SEARCH_PAGE_MAX);
  const offset = Math.max(Math.trunc(args.offset ?? 0), 0);
  const [items, count] = await Promise.all([
    hitsOf(db, args.type, text, { offset, limit }),
    countOf(db, args.type, text),
  ]);
  return { items: items.map(withUrl), count };
}

export interface MissionsSearchGroupInput {
  key: string;
  filters?: { statuses?: readonly string[] | null; companyIds?: readonly (string | number)[] | null } | null;
  limit?: number | null;
}

export interface MissionsSearchGroupResult {
  key: string;
  missions: { items: MissionSearchRow[]; count: number };
}

const MAX_GROUPS = 10;

function checkGroups(groups: readonly MissionsSearchGroupInput[]) {
  if (groups.length === 0 || groups.length > MAX_GROUPS) {
    throw new AppError(ErrorCode.invalidInput, `De 1 à ${MAX_GROUPS} groupes de recherche.`, 'groups');
  }
  for (const group of groups) {
    if (!group.key.trim() || group.key.length > 50) {
      throw new AppError(ErrorCode.invalidInput, 'Chaque groupe a une clé de 1 à 50 caractères.', 'groups');
    }
    const unknown = (group.filters?.statuses ?? []).filter(
      (status) => !(missionStatuses as readonly string[]).includes(status),
    );
    if (unknown.length > 0) {
      throw new AppError(ErrorCode.invalidInput, `Statut de mission inconnu : ${unknown.join(', ')}.`, 'groups');
    }
  }
}

const companyIdsOf = (ids: readonly (string | number)[] | null | undefined) =>
  (ids ?? []).map(Number).filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);

/** The words or the number a mission search looks for; an empty text searches by the filters alone. */
function missionTextCriteria(search: MissionSearch | null): Pick<MissionCriteria, 'terms' | 'idDigits'> {
  if (!search) return {};
  return search.kind === 'id' ? { idDigits: search.digits } : { terms: searchTermsOf(search.text) };
}

/**
 * `missionsSearch(search, groups)`: for each group (key `all` by default) up to 10 missions and
 * their count. A text below 3 characters, or a bare `#`, finds nothing; no text lists by the
 * filters alone. A corporate only ever reaches its company's missions.
 */
export async function missionsSearch(
  db: DbOrTx,
  caller: SearchCaller,
  search: string | null | undefined,
  groups: readonly MissionsSearchGroupInput[] | null | undefined,
): Promise<MissionsSearchGroupResult[]> {
  if (missionSearchScope(caller) === null) throw forbidden();
  const wanted = groups ?? [{ key: 'all' }];
  checkGroups(wanted);
  const text = cleanSearchText(search);
  const parsed = parseMissionSearch(text);
  const searchable = text === '' || parsed !== null;
  return Promise.all(
    wanted.map(async (group) => {
      const scope = missionSearchScope(caller, companyIdsOf(group.filters?.companyIds));
      const limit = Math.min(
        Math.max(Math.trunc(group.limit ?? MISSION_SEARCH_GROUP_LIMIT), 1),
        MISSION_SEARCH_GROUP_LIMIT,
      );
      if (!searchable || !scope || scope.companyIds?.length === 0)
        return { key: group.key, missions: { items: [], count: 0 } };
      const criteria: MissionCriteria = {
        ...scope,
        ...missionTextCriteria(parsed),
        statuses: group.filters?.statuses?.length ? [...group.filters.statuses] : undefined,
      };
      const [items, count] = await Promise.all([
        repository.searchMissions(db, criteria, { offset: 0, limit }),
        repository.countMissions(db, criteria),
      ]);
      return { key: group.key, missions: { items, count } };
    }),
  );
}

export interface MentionSuggestion {
  code: SearchResultType;
  id: number;
  label: string;
  pictureUrl: string | null;
}

/**
 * `mentionSuggestions(query)`: after `@` people (freelancers, team members, corporates), after `#`
 * missions; 5 at most, nothing until a character follows the trigger.
 */
export async function mentionSuggestions(
  db: DbOrTx,
  caller: SearchCaller,
  query: string,
): Promise<MentionSuggestion[]> {
  if (!canMention(caller)) throw forbidden();
  const mention = parseMention(query);
  if (!mention) return [];
  const types = mentionTypes[mention.trigger];
  const page = { offset: 0, limit: SEARCH_LIMIT };
  const terms = searchTermsOf(mention.query);
  const lists = await Promise.all(
    types.map(async (type): Promise<SearchHit[]> => {
      if (type === 'Mission') {
        const criteria = missionTextCriteria(parseMissionSearch(`#${mention.query}`));
        return (await repository.searchMissions(db, criteria, page)).map(missionHit);
      }
      if (type === 'Company') return repository.searchCompanies(db, terms, page);
      return repository.searchUsers(db, type, terms, page);
    }),
  );
  return best(lists, SEARCH_LIMIT).map((hit) => ({
    code: hit.type,
    id: hit.id,
    label: hit.type === 'Mission' ? `#${hit.id} ${hit.title === `#${hit.id}` ? '' : hit.title}`.trim() : hit.title,
    pictureUrl: hit.pictureUrl,
  }));
}
