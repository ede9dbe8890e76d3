import { parisDayOf, todayInParis } from '@orbite/domain/calendar-day';
import { ErrorCode } from '@orbite/domain/errors';
import {
  averageRating,
  isFullyReviewed,
  isRatingOverdue,
  type MissingRating,
  missingRatingOf,
  periodicRatingOf,
  type ReviewScale,
  type ReviewSide,
  reviewError,
  scalesOfSide,
} from '@orbite/domain/reviews';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity/activity.service';
import type { MarketCaller } from '../missions/missions.caller';
import { lockMissionById, missionById, systemMoveMission } from '../missions/missions.service';
import type { MissionRow } from '../missions/missions.tables';
import { canRate, canReadReview, canReadReviews, reviewSideOf } from './reviews.policy';
import * as repository from './reviews.repository';
import type { MissionReviewRow } from './reviews.tables';

const notFound = () => new AppError(ErrorCode.notFound, 'Mission introuvable.');
const invalid = (field: string, message: string) => new AppError(ErrorCode.invalidInput, message, field);

/** A mission's reviews as the caller may see them, with what the caller may do. */
export interface MissionReviews {
  mission: MissionRow;
  viewerSide: ReviewSide | null;
  viewerCanRate: boolean;
  missingRating: MissingRating | null;
  reviews: MissionReviewRow[];
}

async function sideOn(db: DbOrTx, caller: MarketCaller, mission: MissionRow) {
  const freelanceId = (await repository.confirmedFreelancesOf(db, [mission.id])).get(mission.id) ?? null;
  return { freelanceId, side: reviewSideOf(caller, mission, freelanceId) };
}

function stateOf(caller: MarketCaller, mission: MissionRow, side: ReviewSide | null, all: MissionReviewRow[]) {
  const written = all.map((review) => review.authorSide as ReviewSide);
  return {
    mission,
    viewerSide: side,
    viewerCanRate: canRate(side, mission),
    missingRating: missingRatingOf(mission.status, written),
    reviews: all.filter((review) => canReadReview(caller, side, mission, review.authorSide)),
  };
}

/** The reviews of a mission: the team and both sides; reviews exist only once a mission is finished. */
export async function missionReviews(deps: AppDeps, caller: MarketCaller, missionId: number): Promise<MissionReviews> {
  const mission = Number.isInteger(missionId) ? await missionById(deps.db, missionId) : null;
  if (!mission) throw notFound();
  const { side } = await sideOn(deps.db, caller, mission);
  if (!canReadReviews(caller, side)) throw notFound();
  return stateOf(caller, mission, side, await repository.reviewsOfMissions(deps.db, [mission.id]));
}

export interface RatingInput {
  scale: string;
  rating: number;
}

function checkReview(side: ReviewSide, ratings: readonly RatingInput[], comment: string | null) {
  const byScale: Record<string, number> = {};
  for (const { scale, rating } of ratings) {
    if (scale in byScale) throw invalid(`ratings.${scale}`, 'Chaque critère est noté une fois.');
    byScale[scale] = rating;
  }
  const problem = reviewError(side, byScale, comment);
  if (!problem) return byScale;
  const field = problem.scale ? `ratings.${problem.scale}` : 'comment';
  const message = {
    missingScale: 'Notez chacun des critères.',
    unknownScale: 'Ce critère ne se note pas de ce côté.',
    invalidRating: 'Une note va de 1 à 5, par demi-points.',
    commentTooLong: 'Le commentaire fait 2 000 caractères au plus.',
  }[problem.error];
  throw invalid(field, message);
}

/**
 * A side rates a finished mission (or changes its rating until the mission is reviewed). With both
 * ratings, the platform moves the mission to reviewed, in the same transaction.
 */
export async function rateMission(
  deps: AppDeps,
  caller: MarketCaller,
  missionId: number,
  ratings: readonly RatingInput[],
  comment?: string | null,
): Promise<MissionReviews> {
  const text = comment?.trim() || null;
  return deps.db.transaction(async (tx) => {
    const mission = Number.isInteger(missionId) ? await lockMissionById(tx, missionId) : null;
    if (!mission) throw notFound();
    const { side, freelanceId } = await sideOn(tx, caller, mission);
    if (!side) {
      if (caller.role === 'teamMember')
        throw new AppError(
          ErrorCode.forbidden,
          'L’équipe note pour un client ou un freelance en se connectant en son nom.',
        );
      throw notFound();
    }
    if (!canRate(side, mission) || freelanceId === null)
      throw new AppError(
        ErrorCode.invalidMissionState,
        mission.status === 'reviewed'
          ? 'Les deux avis sont publiés : ils ne se modifient plus.'
          : 'La mission doit être terminée pour être notée.',
      );
    const byScale = checkReview(side, ratings, text);
    const existing = await repository.lockReview(tx, mission.id, side);
    const authorUserId = caller.actor.userId!;
    const review = existing
      ? await repository.updateReview(tx, existing.id, { ratings: byScale, comment: text, authorUserId })
      : await repository.insertReview(tx, {
          missionId: mission.id,
          freelanceId,
          companyId: mission.companyId,
          authorSide: side,
          authorUserId,
          ratings: byScale,
          comment: text,
        });
    await recordActivity(tx, caller.actor, {
      category: 'mission',
      type: existing ? 'mission_rating_updated' : 'mission_rated',
      entityType: 'mission',
      entityId: mission.id,
      payload: { side, reviewId: review.id, average: averageRating(Object.values(byScale)) },
    });
    const all = await repository.reviewsOfMissions(tx, [mission.id]);
    const moved = isFullyReviewed(all.map((r) => r.authorSide as ReviewSide))
      ? await systemMoveMission(tx, caller.actor, mission.id, 'reviewed')
      : mission;
    return stateOf(caller, moved, side, all);
  });
}

/** Who still owes a rating of each mission (null unless finished), in one query for a whole list. */
export async function missingRatingsOf(
  db: DbOrTx,
  missions: readonly Pick<MissionRow, 'id' | 'status'>[],
): Promise<(MissingRating | null)[]> {
  const finished = missions.filter((m) => m.status === 'finished').map((m) => m.id);
  const reviews = await repository.reviewsOfMissions(db, finished);
  return missions.map((m) =>
    missingRatingOf(
      m.status,
      reviews.filter((r) => r.missionId === m.id).map((r) => r.authorSide as ReviewSide),
    ),
  );
}

export interface PendingRating extends repository.AwaitingRating {
  overdue: boolean;
}

/** The finished missions the caller's side has not rated yet, oldest first (the dashboards' prompt). */
export async function pendingRatings(deps: AppDeps, caller: MarketCaller): Promise<PendingRating[]> {
  const owner =
    caller.role === 'corporate' && caller.companyId
      ? ({ side: 'corporate', companyId: caller.companyId } as const)
      : caller.role === 'freelancer' && caller.freelanceId
        ? ({ side: 'freelance', freelanceId: caller.freelanceId } as const)
        : null;
  if (!owner) throw new AppError(ErrorCode.forbidden);
  const today = todayInParis();
  const rows = await repository.missionsAwaitingRating(deps.db, owner);
  return rows.map((row) => ({ ...row, overdue: isRatingOverdue(parisDayOf(row.finishedAt), today) }));
}

/**
 * Code 600: a client company that has left a finished mission unrated for more than 30 days cannot
 * send a new mission to validation until it rates it. Called by the mission submission.
 */
export async function assertNoOverdueRating(db: DbOrTx, companyId: number): Promise<void> {
  const today = todayInParis();
  const rows = await repository.missionsAwaitingRating(db, { side: 'corporate', companyId });
  const overdue = rows.find((row) => isRatingOverdue(parisDayOf(row.finishedAt), today));
  if (overdue)
    throw new AppError(
      ErrorCode.missionRatingPending,
      `Notez d’abord la mission « ${overdue.title ?? `n° ${overdue.missionId}`} », terminée depuis plus de 30 jours.`,
      'missionId',
      // The finer cause names the mission to rate, so that the page links to it.
      String(overdue.missionId),
    );
}

export interface RatingSummary {
  count: number;
  average: number | null;
  scales: { scale: ReviewScale; average: number | null }[];
}

/** The clients' ratings of a freelancer, scale by scale, for the team. */
export async function freelanceRatingSummary(
  deps: AppDeps,
  caller: MarketCaller,
  freelanceId: number,
): Promise<RatingSummary & { periodicRating: string | null }> {
  if (caller.role !== 'teamMember') throw new AppError(ErrorCode.forbidden);
  const reviews = await repository.clientReviewsOfFreelance(deps.db, freelanceId);
  const values = (scale: ReviewScale) =>
    reviews.map((r) => r.ratings[scale]).filter((v): v is number => typeof v === 'number');
  const all = reviews.flatMap((r) => Object.values(r.ratings));
  const average = averageRating(all);
  return {
    count: reviews.length,
    average,
    periodicRating: periodicRatingOf(average),
    scales: scalesOfSide.corporate.map((scale) => ({ scale, average: averageRating(values(scale)) })),
  };
}
