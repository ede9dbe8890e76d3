import { addDays, addMonths, type CalendarDay, todayInParis } from '@orbite/domain/calendar-day';
import { dealMove } from '@orbite/domain/deal-status';
import { ErrorCode } from '@orbite/domain/errors';
import { estimatedEndDate } from '@orbite/domain/mission';
import { type Commissions, dealPrices, defaultCommissions } from '@orbite/domain/pricing';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { type Actor, recordActivity } from '../activity/activity.service';
import { findFreelance } from '../freelancers/freelancers.service';
import type { MissionRow } from '../missions/missions.tables';
import type { DealCaller } from './deal-moves';
import * as repository from './deals.repository';
import type { DealRow } from './deals.tables';

/** The priced columns of a deal for a daily rate, commissions and the day of its terms. */
export function pricedColumns(dailyRate: number, termsDay: CalendarDay, commissions: Commissions) {
  const prices = dealPrices(dailyRate, termsDay, commissions);
  return {
    dailyRate: prices.dailyRate,
    termsDay,
    corporateCommissionRate: commissions.corporate.rate,
    corporateFlatFee: prices.corporateFlatFee,
    freelanceCommissionRate: commissions.freelancer.rate,
    freelanceFlatFee: prices.freelancerFlatFee,
    clientDailyPrice: prices.clientDailyPrice,
    freelanceDailyNet: prices.freelancerDailyNet,
  };
}

/** The commissions stored on a deal. */
export function commissionsOf(deal: DealRow): Commissions {
  return {
    corporate: { rate: deal.corporateCommissionRate, flatFee: deal.corporateFlatFee },
    freelancer: { rate: deal.freelanceCommissionRate, flatFee: deal.freelanceFlatFee },
  };
}

/** The dates of a first deal from its mission: its start (not in the past) and the end its duration gives. */
export function datesFromMission(mission: MissionRow, today: CalendarDay) {
  const startDate = mission.startDate && mission.startDate >= today ? mission.startDate : today;
  const daysPerWeek = mission.workingTime ?? 5;
  const endDate = mission.durationInDays
    ? estimatedEndDate(startDate, mission.durationInDays, daysPerWeek)
    : addDays(addMonths(startDate, 3), -1);
  return { startDate, endDate, daysPerWeek };
}

/**
 * Opens the draft deal of a confirmed match, in the confirmation's transaction: the freelancer's
 * wished rate (or the mission's retribution), the mission's dates, rhythm and renewal, the day's
 * default commissions and the prices they give. Nothing when the match already has an open deal.
 */
export async function openDealForMatch(
  tx: DbOrTx,
  actor: Actor,
  match: { id: number; freelanceId: number },
  mission: MissionRow,
  by: DealCaller['actor'] = 'system',
): Promise<DealRow | null> {
  const existing = await repository.latestDealOfMatch(tx, match.id, true);
  if (existing && existing.status !== 'cancelled') return null;
  const step = dealMove(null, 'draft', by);
  if (!step) throw new AppError(ErrorCode.forbidden);
  const today = todayInParis();
  const freelance = await findFreelance(tx, match.freelanceId);
  const dailyRate = freelance?.retribution ?? mission.retribution ?? 0;
  const deal = await repository.insertDeal(tx, {
    missionId: mission.id,
    matchId: match.id,
    freelanceId: match.freelanceId,
    companyId: mission.companyId,
    version: (existing?.version ?? 0) + 1,
    kind: 'initial',
    status: 'draft',
    ...datesFromMission(mission, today),
    renewable: mission.renewable ?? 'possible',
    ...pricedColumns(dailyRate, today, defaultCommissions(today)),
    createdByUserId: by === 'system' ? null : actor.userId,
  });
  await recordActivity(tx, actor, {
    category: 'deal',
    type: step.event,
    entityType: 'deal',
    entityId: deal.id,
    payload: { to: 'draft', by, missionId: mission.id, matchId: match.id, freelanceId: match.freelanceId },
  });
  return deal;
}
