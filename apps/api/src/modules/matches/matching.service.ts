import { todayInParis } from '@orbite/domain/calendar-day';
import { ErrorCode } from '@orbite/domain/errors';
import { type MatchStatus, visibleToFreelance } from '@orbite/domain/match-status';
import { distanceKm, evaluateMatch, type MatchEvaluation } from '@orbite/domain/matching';
import { applicationGoesToClient, missionOffers } from '@orbite/domain/mission';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { MarketCaller } from '../missions/missions.caller';
import * as repository from './matches.repository';
import type { MatchRow } from './matches.tables';
import { rankFreelancersForMission } from './matching.repository';
import * as factsRepository from './matching-facts.repository';
import { rankingCacheOf, rankingDepth } from './ranking-cache';

/**
 * The matching engine's answers: how a freelancer fits a mission, argument by argument (the match card), the
 * team's ranked freelancers for a mission and the freelancer's recommended missions. What happens to a match
 * once made is in matches.service.ts.
 */

/** A mission and a freelancer whose fit is asked for. */
export interface MatchPair {
  missionId: number;
  freelanceId: number;
}

export const pairKey = (pair: MatchPair) => `${pair.missionId}:${pair.freelanceId}`;

/** `evaluateMatch` with the distance between the mission and the freelancer, when both are placed. */
function evaluateWithDistance(
  mission: factsRepository.MissionFactsRow,
  freelance: factsRepository.FreelanceFactsRow,
  today: string,
): MatchEvaluation {
  const distance =
    mission.latitude != null && mission.longitude != null && freelance.latitude != null && freelance.longitude != null
      ? distanceKm(
          { latitude: mission.latitude, longitude: mission.longitude },
          { latitude: freelance.latitude, longitude: freelance.longitude },
        )
      : null;
  return evaluateMatch(mission, freelance, distance, today);
}

/**
 * How each freelancer fits each mission, argument by argument (the match card): the facts of every
 * mission and freelancer in four queries, whatever the number of pairs.
 */
export async function evaluatePairs(
  db: DbOrTx,
  pairs: readonly MatchPair[],
  /** The missions' facts when the caller has already read them. */
  known?: Map<number, factsRepository.MissionFactsRow>,
): Promise<Map<string, MatchEvaluation>> {
  // One after the other: `db` may be a transaction (a match being created), one query at a time.
  const missions =
    known ??
    (await factsRepository.missionFactsMany(
      db,
      pairs.map((p) => p.missionId),
    ));
  const freelances = await factsRepository.freelanceFacts(db, [...new Set(pairs.map((p) => p.freelanceId))]);
  const today = todayInParis();
  const result = new Map<string, MatchEvaluation>();
  for (const pair of pairs) {
    const mission = missions.get(pair.missionId);
    const freelance = freelances.get(pair.freelanceId);
    if (!mission || !freelance) continue;
    result.set(pairKey(pair), evaluateWithDistance(mission, freelance, today));
  }
  return result;
}

/** How each freelancer fits one mission. */
export async function evaluateFreelances(
  db: DbOrTx,
  missionId: number,
  freelanceIds: readonly number[],
  known?: Map<number, factsRepository.MissionFactsRow>,
): Promise<Map<number, MatchEvaluation>> {
  const evaluations = await evaluatePairs(
    db,
    freelanceIds.map((freelanceId) => ({ missionId, freelanceId })),
    known,
  );
  return new Map(
    freelanceIds.flatMap((freelanceId) => {
      const evaluation = evaluations.get(pairKey({ missionId, freelanceId }));
      return evaluation ? [[freelanceId, evaluation] as const] : [];
    }),
  );
}

export interface Recommendation {
  missionId: number;
  freelanceId: number;
  evaluation: MatchEvaluation;
  match: MatchRow | null;
  /** What the card shows of the freelancer, when read with the recommendation. */
  card?: factsRepository.FreelanceCardRow;
}

/** What a mission's ranking depends on, besides the freelancers: a change of any drops its cached lists. */
const rankingFingerprint = (mission: factsRepository.MissionFactsRow, today: string) =>
  JSON.stringify([
    today,
    mission.startDate,
    mission.maxWeeksAfterStart,
    mission.retribution,
    mission.workplace,
    mission.workingTime,
    mission.durationInDays,
    mission.experienceLevel,
    mission.latitude,
    mission.longitude,
    mission.skills.map((skill) => [skill.skillId, skill.primary, skill.yearsRequired]),
  ]);

/**
 * The ids of a page of the mission's ranking: from the ranking cache when its list is fresh, ranked
 * on the same facts and deep enough once the freelancers no longer eligible are left out (re-checked
 * in the statement that read the mission), else ranked anew and kept (`ranking-cache.ts`).
 */
async function rankedPage(
  deps: AppDeps,
  missionId: number,
  page: { offset: number; limit: number; excludeMatched: boolean },
): Promise<{ facts: factsRepository.MissionFactsRow; ids: number[] }> {
  const cache = rankingCacheOf(deps.db);
  const startedAt = cache.now();
  const checkedIds = await cache.candidateIds(missionId, page.excludeMatched);
  const mission = await factsRepository.missionFactsWithLiveCandidates(
    deps.db,
    missionId,
    checkedIds,
    page.excludeMatched,
  );
  if (!mission) throw new AppError(ErrorCode.notFound, 'Élément introuvable.');
  const fingerprint = rankingFingerprint(mission.facts, todayInParis());
  const wanted = page.offset + page.limit;
  const cached = cache.peek(missionId, page.excludeMatched, fingerprint);
  if (cached) {
    const list = await cached.list;
    const checked = new Set(checkedIds ?? []);
    const live = new Set(mission.live ?? []);
    // Ranked since this request began: as fresh as ranking now. Else every cached id must have been re-checked.
    const fresh = cached.rankedAt >= startedAt;
    if (fresh || (mission.live && list.ranked.every((row) => checked.has(row.freelanceId)))) {
      const kept = fresh ? list.ranked : list.ranked.filter((row) => live.has(row.freelanceId));
      if (kept.length >= wanted || list.complete) {
        cache.stats.hits++;
        return { facts: mission.facts, ids: kept.slice(page.offset, wanted).map((row) => row.freelanceId) };
      }
    }
  }
  cache.stats.misses++;
  const depth = rankingDepth(wanted);
  const list = await cache.fill(missionId, page.excludeMatched, fingerprint, async () => {
    const ranked = await rankFreelancersForMission(deps.db, missionId, {
      limit: depth,
      excludeMatched: page.excludeMatched,
    });
    return { ranked, complete: ranked.length < depth };
  });
  return { facts: mission.facts, ids: list.ranked.slice(page.offset, wanted).map((row) => row.freelanceId) };
}

/**
 * The engine's best freelancers for a mission, explained: the team's matching view. The ranking may
 * come from the ranking cache (at most `RANKING_TTL_MS` old, the freelancers no longer eligible left
 * out at each read); the evaluations and cards are always read now.
 */
export async function recommendedFreelances(
  deps: AppDeps,
  caller: MarketCaller,
  missionId: number,
  page: { offset: number; limit: number; excludeMatched: boolean },
): Promise<Recommendation[]> {
  if (caller.role !== 'teamMember') throw new AppError(ErrorCode.forbidden);
  const { facts: mission, ids } = await rankedPage(deps, missionId, page);
  const [people, existing] = await Promise.all([
    factsRepository.freelanceFactsAndCards(deps.db, ids),
    // Those already in the running are not ranked with excludeMatched: no match to read then.
    page.excludeMatched ? Promise.resolve([]) : repository.matchesOfMissionWith(deps.db, missionId, ids),
  ]);
  const byFreelance = new Map(existing.map((m) => [m.freelanceId, m]));
  const today = todayInParis();
  return ids.flatMap((freelanceId) => {
    const person = people.get(freelanceId);
    if (!person) return [];
    const evaluation = evaluateWithDistance(mission, person.facts, today);
    return [{ missionId, freelanceId, evaluation, match: byFreelance.get(freelanceId) ?? null, card: person.card }];
  });
}

/**
 * Missions open to applications that fit the freelancer, best first: the explore page, or with an offer, every
 * mission of that offer (the Connect page). Missions the freelancer already answered (applied, passed, in the
 * running) are in "my missions", not here.
 */
export async function recommendedMissions(
  deps: AppDeps,
  caller: MarketCaller,
  limit = 30,
  offer?: string | null,
): Promise<Recommendation[]> {
  const freelanceId = caller.freelanceId;
  if (caller.role !== 'freelancer' || !freelanceId) throw new AppError(ErrorCode.forbidden);
  if (offer != null && !missionOffers.includes(offer as never))
    throw new AppError(ErrorCode.invalidInput, 'Offre inconnue.', 'offer');
  const [candidates, mine] = await Promise.all([
    offer
      ? factsRepository.seekingMissionsOfOffer(deps.db, freelanceId, offer, 200)
      : factsRepository.seekingMissionsForFreelance(deps.db, freelanceId, 200),
    repository.listMatchesOfFreelance(deps.db, freelanceId),
  ]);
  // A preselection is the team's secret: the mission stays in explore until the freelancer answers.
  const answered = new Set(mine.filter((m) => visibleToFreelance(m.status as MatchStatus)).map((m) => m.missionId));
  const pairs = candidates.filter((id) => !answered.has(id)).map((missionId) => ({ missionId, freelanceId }));
  const evaluations = await evaluatePairs(deps.db, pairs);
  return pairs
    .flatMap((pair) => {
      const evaluation = evaluations.get(pairKey(pair));
      return evaluation ? [{ ...pair, evaluation, match: null }] : [];
    })
    .sort((a, b) => b.evaluation.score - a.evaluation.score || b.evaluation.percent - a.evaluation.percent)
    .slice(0, Math.min(Math.max(limit, 1), 50));
}

/** How many qualified freelancers a new Connect mission is announced to. */
export const CONNECT_ANNOUNCED_TO = 30;

/**
 * The users a Connect mission is announced to when it opens: the freelancers the team has qualified (validated,
 * not pre-users) whom the engine ranks best for it, at most `CONNECT_ANNOUNCED_TO`. Their application would reach
 * the client at once.
 */
export async function connectAnnouncementUserIds(db: DbOrTx, missionId: number): Promise<number[]> {
  const ranked = await rankFreelancersForMission(db, missionId, { limit: CONNECT_ANNOUNCED_TO * 3 });
  const ids = ranked.map((r) => r.freelanceId);
  const facts = await factsRepository.freelanceFacts(db, ids);
  const qualified = ids
    .filter((id) => {
      const freelance = facts.get(id);
      return freelance && !freelance.preUser && applicationGoesToClient('connect', freelance.status);
    })
    .slice(0, CONNECT_ANNOUNCED_TO);
  const names = await factsRepository.freelanceNames(db, qualified);
  return qualified.flatMap((id) => {
    const userId = names.get(id)?.userId;
    return userId ? [userId] : [];
  });
}
