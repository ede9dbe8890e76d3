import type { ReviewSide } from '@orbite/domain/reviews';
import type { MarketCaller } from '../missions/missions.caller';

type Caller = Pick<MarketCaller, 'role' | 'companyId' | 'freelanceId'>;
interface MissionScope {
  companyId: number;
  status: string;
}

/**
 * The side a caller writes for on a mission: a client user of the mission's company rates as the
 * client; the freelancer the mission contracted with (its confirmed match) rates as the freelancer.
 * The team has no side: it rates for someone only while impersonating them.
 */
export function reviewSideOf(
  caller: Caller,
  mission: MissionScope,
  contractedFreelanceId: number | null,
): ReviewSide | null {
  if (caller.role === 'corporate' && caller.companyId === mission.companyId) return 'corporate';
  if (caller.role === 'freelancer' && caller.freelanceId != null && caller.freelanceId === contractedFreelanceId)
    return 'freelance';
  return null;
}

/** Reading a mission's reviews: the team, and both sides of the mission. */
export function canReadReviews(caller: Caller, side: ReviewSide | null): boolean {
  return caller.role === 'teamMember' || side !== null;
}

/** Writing or changing one's review: a side of the mission, while the mission is finished and not yet reviewed. */
export function canRate(side: ReviewSide | null, mission: MissionScope): boolean {
  return side !== null && mission.status === 'finished';
}

/**
 * Which reviews a caller reads: the team all of them; each side both once the mission is reviewed
 * (so that nobody writes theirs after reading the other's), before that only its own.
 */
export function canReadReview(caller: Caller, side: ReviewSide | null, mission: MissionScope, authorSide: string) {
  if (caller.role === 'teamMember') return true;
  if (side === null) return false;
  return mission.status === 'reviewed' || authorSide === side;
}
