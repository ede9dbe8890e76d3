import type { UserRole } from '@orbite/domain/roles';

/** What the search rules read of the caller. */
export interface SearchCaller {
  role: UserRole | null;
  /** The company of a corporate caller. */
  companyId: number | null;
}

/** The global search and the mention suggestions read every account and company: the team's only. */
export function canSearchEverything(caller: SearchCaller): boolean {
  return caller.role === 'teamMember';
}

/** Mention suggestions list accounts and missions: the team's only until the chat opens them to clients. */
export function canMention(caller: SearchCaller): boolean {
  return caller.role === 'teamMember';
}

/**
 * The missions a caller's mission search may return: all for the team (`companyIds` absent), their
 * company's for a corporate, none for anyone else (null: refused). A company filter narrows the
 * scope, never widens it.
 */
export function missionSearchScope(
  caller: SearchCaller,
  companyFilter?: readonly number[] | null,
): { companyIds?: number[] } | null {
  if (caller.role === 'teamMember') return companyFilter?.length ? { companyIds: [...companyFilter] } : {};
  if (caller.role === 'corporate' && caller.companyId !== null) {
    const own = caller.companyId;
    const allowed = !companyFilter?.length || companyFilter.includes(own);
    return { companyIds: allowed ? [own] : [] };
  }
  return null;
}
