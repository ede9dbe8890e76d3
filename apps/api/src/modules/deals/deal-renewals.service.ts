import { type CalendarDay, isCalendarDay, todayInParis } from '@orbite/domain/calendar-day';
import {
  canAnswerRenewal,
  inRenewalWindow,
  missionOngoingStatusOf,
  nextDealVersion,
  type RenewalAnswer,
  type RenewalSide,
  renewalAnswerEvents,
  renewalAnswers,
  renewalQuestionDue,
} from '@orbite/domain/deal-renewal';
import { type DealStatus, dealMove } from '@orbite/domain/deal-status';
import { ErrorCode } from '@orbite/domain/errors';
import { formatFrenchDate } from '@orbite/domain/french-date';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { registerDailyJob } from '../../platform/jobs';
import { recordActivity } from '../activity/activity.service';
import { corporatesOfCompany } from '../companies/companies.repository';
import { findFreelance } from '../freelancers/freelancers.service';
import type { MarketCaller } from '../missions/missions.caller';
import { missionById, setMissionOngoingStatus } from '../missions/missions.service';
import { findUsersByIds } from '../users/users.repository';
import { moveDeal } from './deal-moves';
import { commissionsOf, pricedColumns } from './deal-opening';
import * as repository from './deals.repository';
import { dealCallerOf, readableDeal } from './deals.service';
import type { DealRow } from './deals.tables';

const SYSTEM = { userId: null, impersonatorUserId: null };

/** The renewal state of a deal: both answers and whether a next version is under way. */
export async function renewalStateOf(db: DbOrTx, deal: DealRow) {
  return {
    freelance: (deal.freelanceRenewalAnswer as RenewalAnswer | null) ?? null,
    corporate: (deal.corporateRenewalAnswer as RenewalAnswer | null) ?? null,
    hasNextVersion: await repository.hasNextVersion(db, deal.matchId, deal.version),
  };
}

/** Keeps the ongoing mission's sub-status in step with its running deal's renewal answers. */
export async function refreshOngoingStatus(db: DbOrTx, deal: DealRow): Promise<void> {
  const mission = await missionById(db, deal.missionId);
  if (mission?.status !== 'onGoing') return;
  await setMissionOngoingStatus(db, mission.id, missionOngoingStatusOf(await renewalStateOf(db, deal)));
}

/**
 * One side answers whether to go on (the team may answer for either, after a call). Open once the
 * question was asked or the deal is in its renewal window; 'end' records the spec's renewal declined.
 */
export async function answerDealRenewal(
  deps: AppDeps,
  caller: MarketCaller,
  id: number,
  answer: string,
  side?: RenewalSide | null,
): Promise<DealRow> {
  const who = dealCallerOf(caller);
  if (!renewalAnswers.includes(answer as RenewalAnswer))
    throw new AppError(ErrorCode.invalidInput, 'Réponse inconnue.', 'answer');
  const forSide: RenewalSide | null =
    who.actor === 'freelance' || who.actor === 'corporate' ? who.actor : (side ?? null);
  if (!forSide) throw new AppError(ErrorCode.invalidInput, 'Pour quelle partie répondez-vous ?', 'side');
  if (!canAnswerRenewal(who.actor, forSide)) throw new AppError(ErrorCode.forbidden);
  return deps.db.transaction(async (tx) => {
    const deal = await readableDeal(tx, caller, id, true);
    const today = todayInParis();
    if (deal.status !== 'signed' || (!deal.renewalAskedOn && !inRenewalWindow(deal.endDate as CalendarDay, today)))
      throw new AppError(ErrorCode.invalidMissionState, 'Le renouvellement de ce contrat n’est pas encore ouvert.');
    const now = new Date();
    const patch =
      forSide === 'freelance'
        ? { freelanceRenewalAnswer: answer, freelanceRenewalAnsweredAt: now }
        : { corporateRenewalAnswer: answer, corporateRenewalAnsweredAt: now };
    const updated = await repository.updateDeal(tx, deal.id, patch, deal.revision);
    if (!updated) throw new AppError(ErrorCode.missionHasChanged);
    await recordActivity(tx, caller.actor, {
      category: 'deal',
      type: renewalAnswerEvents[answer as RenewalAnswer],
      entityType: 'deal',
      entityId: deal.id,
      payload: { by: who.actor, side: forSide, answer, missionId: deal.missionId },
    });
    await refreshOngoingStatus(tx, updated);
    return updated;
  });
}

/**
 * The team extends (same terms, a rider) or renews (a new mission order, today's pricing rules) a
 * signed deal: the next version starts the day after it ends, as a draft.
 */
export async function nextVersionOfDeal(
  deps: AppDeps,
  caller: MarketCaller,
  id: number,
  kind: 'extension' | 'renewal',
  endDate: string,
): Promise<DealRow> {
  if (caller.role !== 'teamMember') throw new AppError(ErrorCode.forbidden);
  return deps.db.transaction(async (tx) => {
    const deal = await readableDeal(tx, caller, id, true);
    const latest = await repository.latestDealOfMatch(tx, deal.matchId, true);
    if (!latest || latest.id !== deal.id)
      throw new AppError(ErrorCode.invalidMissionState, 'Seule la dernière version du contrat peut être prolongée.');
    const next = nextDealVersion(
      { version: deal.version, status: deal.status as DealStatus, endDate: deal.endDate as CalendarDay },
      kind,
    );
    if (!next) throw new AppError(ErrorCode.invalidMissionState, 'Seul un contrat signé peut être prolongé.');
    if (!isCalendarDay(endDate) || endDate < next.startDate)
      throw new AppError(ErrorCode.invalidInput, 'La nouvelle date de fin doit suivre la fin du contrat.', 'endDate');
    const today = todayInParis();
    const termsDay = kind === 'extension' ? (deal.termsDay as CalendarDay) : today;
    const step = dealMove(null, 'draft', 'teamMember')!;
    const created = await repository.insertDeal(tx, {
      missionId: deal.missionId,
      matchId: deal.matchId,
      freelanceId: deal.freelanceId,
      companyId: deal.companyId,
      version: next.version,
      kind: next.kind,
      previousDealId: deal.id,
      status: 'draft',
      startDate: next.startDate,
      endDate,
      daysPerWeek: deal.daysPerWeek,
      renewable: deal.renewable,
      ...pricedColumns(deal.dailyRate, termsDay, commissionsOf(deal)),
      specificMentions: deal.specificMentions,
      platformSignatoryUserId: deal.platformSignatoryUserId,
      createdByUserId: caller.actor.userId,
    });
    await recordActivity(tx, caller.actor, {
      category: 'deal',
      type: step.event,
      entityType: 'deal',
      entityId: created.id,
      payload: { to: 'draft', by: 'teamMember', kind, version: next.version, previousDealId: deal.id },
    });
    await refreshOngoingStatus(tx, deal);
    return created;
  });
}

async function mailRenewalQuestion(deps: AppDeps, tx: DbOrTx, deal: DealRow): Promise<void> {
  const mission = await missionById(tx, deal.missionId);
  const freelance = await findFreelance(tx, deal.freelanceId);
  const corporates = await corporatesOfCompany(tx, deal.companyId);
  const admins = corporates.filter((c) => c.role === 'admin');
  const userIds = [freelance?.userId, ...(admins.length ? admins : corporates).map((c) => c.userId)].filter(
    (v): v is number => typeof v === 'number',
  );
  const users = await findUsersByIds(tx, userIds);
  const title = mission?.title ?? `mission ${deal.missionId}`;
  const end = formatFrenchDate(
    new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }),
    new Date(`${deal.endDate}T00:00:00Z`),
  );
  for (const user of users) {
    if (user.anonymizedAt) continue;
    await deps.mailer.send({
      to: user.email,
      subject: `Orbite : souhaitez-vous renouveler la mission « ${title} » ?`,
      text: [
        `Bonjour ${user.firstName},`,
        '',
        `La mission « ${title} » se termine le ${end}.`,
        'Souhaitez-vous la poursuivre ? Donnez votre réponse depuis la page de la mission sur Orbite : votre chargé de compte prendra le relais.',
        '',
        'L’équipe Orbite',
      ].join('\n'),
    });
  }
}

/**
 * The daily job: asks both sides of every signed deal entering its renewal window (once), and ends
 * the signed deals whose end date has passed (the mission finishes with its last version).
 */
export async function runDealRenewals(deps: AppDeps, tx: DbOrTx, today: CalendarDay): Promise<number> {
  let done = 0;
  for (const deal of await repository.signedDeals(tx)) {
    if (deal.endDate < today) {
      await moveDeal(tx, deal, 'ended', { actor: 'system', userId: null });
      done++;
      continue;
    }
    const hasNext = await repository.hasNextVersion(tx, deal.matchId, deal.version);
    const due = renewalQuestionDue({
      status: 'signed',
      endDate: deal.endDate as CalendarDay,
      today,
      askedOn: (deal.renewalAskedOn as CalendarDay | null) ?? null,
      hasNextVersion: hasNext,
    });
    if (!due) continue;
    const updated = await repository.updateDeal(tx, deal.id, { renewalAskedOn: today });
    await recordActivity(tx, SYSTEM, {
      category: 'deal',
      type: 'deal_renewal_asked',
      entityType: 'deal',
      entityId: deal.id,
      payload: { by: 'system', missionId: deal.missionId, endDate: deal.endDate },
    });
    if (updated) await mailRenewalQuestion(deps, tx, updated);
    done++;
  }
  return done;
}

registerDailyJob({ name: 'deal-renewals', run: runDealRenewals });
