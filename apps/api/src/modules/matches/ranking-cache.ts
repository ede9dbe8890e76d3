import type { RankedFreelancer } from './matching.repository';

/**
 * The matching's ranked lists, kept a short while in the API process: ranking a mission's candidates
 * is the expensive part of the team's matching view (15 to 90 ms of PostgreSQL CPU), and the team
 * pages through the same mission's list, reloads it and comes back to it after each move.
 *
 * What an entry may get wrong, and for how long (the staleness bound, `RANKING_TTL_MS`):
 * - Live, never stale: whoever is matched to the mission since (proposed, preselected, applied, not
 *   interested), banned, out of scope, back to pre-user or deleted leaves the list at the next read:
 *   the service re-checks every cached freelancer against the ranking's own eligibility rules in the
 *   statement that reads the mission (`missionFactsWithLiveCandidates`).
 * - Live: the evaluation shown for each freelancer (the match card) is computed from their current
 *   profile, and a change of the mission's facts or skills (or of the day) drops the entry: its
 *   fingerprint is compared at each read, so this holds across API processes too.
 * - Stale for at most `RANKING_TTL_MS`: the order of the list and who enters it after a change of
 *   a freelancer's own profile (skills, rate, availability, place...), a new freelancer, and a freelancer
 *   whose match was removed.
 */
export const RANKING_TTL_MS = 60_000;
/** Entries per database; the oldest is dropped beyond. */
const MAX_ENTRIES = 1_000;
/** Ranked at least this deep on a miss (three pages of 20), and this much beyond the page asked for. */
export const MIN_RANKING_DEPTH = 60;
const DEPTH_SLACK = 20;

export interface RankedList {
  /** Ranked best first, as `rankFreelancersForMission` returned them. */
  ranked: RankedFreelancer[];
  /** The ranking was asked for more than it returned: no one else qualifies. */
  complete: boolean;
}

interface Entry {
  fingerprint: string;
  /** When the ranking was asked for (`now()`). */
  rankedAt: number;
  expiresAt: number;
  list: Promise<RankedList>;
}

export interface RankingCacheStats {
  hits: number;
  misses: number;
}

/** How deep to rank for a page, so that the next pages and a few live exclusions come from the same entry. */
export const rankingDepth = (wanted: number) => Math.max(MIN_RANKING_DEPTH, wanted + DEPTH_SLACK);

export class RankingCache {
  private readonly entries = new Map<string, Entry>();
  readonly stats: RankingCacheStats = { hits: 0, misses: 0 };

  constructor(
    private readonly ttlMs = RANKING_TTL_MS,
    /** The clock of the entries (tests move it). */
    readonly now: () => number = () => Date.now(),
  ) {}

  private static key(missionId: number, excludeMatched: boolean) {
    return `${missionId}:${excludeMatched ? 'x' : 'a'}`;
  }

  /** The entry when it is fresh and was ranked on the same mission facts, else null. */
  peek(
    missionId: number,
    excludeMatched: boolean,
    fingerprint: string,
  ): { list: Promise<RankedList>; rankedAt: number } | null {
    const entry = this.entries.get(RankingCache.key(missionId, excludeMatched));
    if (!entry || entry.fingerprint !== fingerprint || entry.expiresAt <= this.now()) return null;
    return entry;
  }

  /** The cached ids to re-check before `peek` (the fingerprint is only known once the mission is read). */
  candidateIds(missionId: number, excludeMatched: boolean): Promise<number[]> | null {
    const entry = this.entries.get(RankingCache.key(missionId, excludeMatched));
    if (!entry || entry.expiresAt <= this.now()) return null;
    return entry.list.then(
      (list) => list.ranked.map((row) => row.freelanceId),
      () => [],
    );
  }

  /**
   * Ranks and keeps the list; requests arriving meanwhile for the same mission share the one ranking
   * (a failed ranking is not kept).
   */
  fill(missionId: number, excludeMatched: boolean, fingerprint: string, rank: () => Promise<RankedList>) {
    const key = RankingCache.key(missionId, excludeMatched);
    const list = rank();
    const rankedAt = this.now();
    this.entries.delete(key);
    this.entries.set(key, { fingerprint, rankedAt, expiresAt: rankedAt + this.ttlMs, list });
    list.catch(() => {
      if (this.entries.get(key)?.list === list) this.entries.delete(key);
    });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return list;
  }

  /** Forgets a mission's lists (its facts changed in this process: no need to wait for the next read). */
  forget(missionId: number) {
    this.entries.delete(RankingCache.key(missionId, true));
    this.entries.delete(RankingCache.key(missionId, false));
  }
}

const caches = new WeakMap<object, RankingCache>();

/** The ranking cache of a database (each test app has its own database, and so its own cache). */
export function rankingCacheOf(db: object): RankingCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new RankingCache();
    caches.set(db, cache);
  }
  return cache;
}
