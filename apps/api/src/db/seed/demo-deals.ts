import { addDays, type CalendarDay, parisDayOf, todayInParis } from '@orbite/domain/calendar-day';
import { type DealActor, type DealStatus, dealMove } from '@orbite/domain/deal-status';
import { defaultCommissions } from '@orbite/domain/pricing';
import { isWorkingDay } from '@orbite/domain/public-holidays';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { insertActivityEvent } from '../../modules/activity/activity.repository';
import { activityEvents } from '../../modules/activity/activity.tables';
import { pricedColumns } from '../../modules/deals/deal-opening';
import * as deals from '../../modules/deals/deals.repository';
import type { DealRow } from '../../modules/deals/deals.tables';
import { findFreelance } from '../../modules/freelancers/freelancers.service';
import { matches } from '../../modules/matches/matches.tables';
import { setMissionOngoingStatus } from '../../modules/missions/missions.service';
import { type MissionRow, missions } from '../../modules/missions/missions.tables';
import { findUserByEmail } from '../../modules/users/users.repository';
import type { DbOrTx } from '../client';

/*
 * The deals of the demo's missions of the past, written in their state of today with their dated
 * history (as demo-history.ts does for missions): the deal statuses of contracting for missions in
 * quotation, a signed deal for the on-going one (in its renewal window, the client already wishing
 * to go on), ended deals for the finished and reviewed ones. Every step is checked against the deal
 * machine. Signatures and documents come next (demo-signatures.ts reads the signed and ended deals).
 */

/** Contracting states the quotation missions show, one after the other. */
const quotationStatuses: DealStatus[] = ['freelanceAccepted', 'termsProposed', 'termsAccepted', 'draft'];

/** The path of moves to a status, with who makes each. */
const paths: Record<string, [DealStatus, DealActor][]> = {
  draft: [],
  termsProposed: [['termsProposed', 'teamMember']],
  freelanceAccepted: [
    ['termsProposed', 'teamMember'],
    ['freelanceAccepted', 'freelance'],
  ],
  termsAccepted: [
    ['termsProposed', 'teamMember'],
    ['freelanceAccepted', 'freelance'],
    ['termsAccepted', 'corporate'],
  ],
  signed: [
    ['termsProposed', 'teamMember'],
    ['freelanceAccepted', 'freelance'],
    ['termsAccepted', 'corporate'],
    ['validated', 'teamMember'],
    ['signing', 'system'],
    ['signed', 'system'],
  ],
};

const clampRate = (rate: number) => Math.min(850, Math.max(450, Math.round(rate / 10) * 10));
const plusHours = (instant: Date, hours: number) => new Date(instant.getTime() + hours * 3_600_000);
/** The first Monday at or after a day: missions start on a Monday. */
function mondayFrom(day: CalendarDay): CalendarDay {
  let d = day;
  while (new Date(`${d}T12:00:00Z`).getUTCDay() !== 1) d = addDays(d, 1);
  return d;
}

/**
 * The last working day at or before a day: a deal ends on one. Ended the day before a weekend or a holiday, it would
 * leave its last month with no working day: a timesheet of nothing, validated and never invoiced.
 */
function workingDayUntil(day: CalendarDay): CalendarDay {
  let d = day;
  while (!isWorkingDay(d)) d = addDays(d, -1);
  return d;
}

/** When a mission's event of a type happened, or null. */
export async function missionEventAt(tx: DbOrTx, missionId: number, type: string): Promise<Date | null> {
  const [row] = await tx
    .select({ at: activityEvents.createdAt })
    .from(activityEvents)
    .where(
      and(
        eq(activityEvents.entityType, 'mission'),
        eq(activityEvents.entityId, String(missionId)),
        eq(activityEvents.type, type),
      ),
    );
  return row?.at ?? null;
}

interface Actors {
  team: number | null;
  client: number | null;
  freelance: number | null;
}

/** Writes one deal with the events of the moves that bring it to `status`, from `createdAt` on. */
async function seedDeal(
  tx: DbOrTx,
  mission: MissionRow,
  match: { id: number; freelanceId: number },
  status: DealStatus | 'ended',
  dates: { createdAt: Date; signedAt?: Date; endedAt?: Date; startDate: CalendarDay; endDate: CalendarDay },
  actors: Actors,
): Promise<DealRow> {
  const freelance = await findFreelance(tx, match.freelanceId);
  const termsDay = parisDayOf(dates.createdAt);
  const dailyRate = clampRate(freelance?.retribution ?? mission.retribution ?? 600);
  const path = paths[status === 'ended' ? 'signed' : status] ?? [];
  const events: { type: string; by: DealActor; at: Date; from: DealStatus | null; to: DealStatus }[] = [];
  let from: DealStatus | null = null;
  let at = dates.createdAt;
  const stamp: Partial<DealRow> = {};
  const step = (to: DealStatus, by: DealActor, when: Date) => {
    const move = dealMove(from, to, by);
    if (!move) throw new Error(`demo seed: no deal move ${from} → ${to} by ${by}`);
    events.push({ type: move.event, by, at: when, from, to });
    from = to;
  };
  step('draft', 'system', at);
  const last = plusHours(dates.signedAt ?? new Date(), -2);
  path.forEach(([to, by], i) => {
    at =
      to === 'signed' && dates.signedAt
        ? dates.signedAt
        : new Date(Math.min(plusHours(dates.createdAt, 24 * (i + 1) + 2 * i).getTime(), last.getTime()));
    step(to, by, at);
    if (to === 'freelanceAccepted') stamp.freelanceAcceptedAt = at;
    if (to === 'termsAccepted') stamp.corporateAcceptedAt = at;
    if (to === 'validated') stamp.validatedAt = at;
    if (to === 'signing') stamp.signingStartedAt = at;
    if (to === 'signed') stamp.signedAt = at;
  });
  if (status === 'ended' && dates.endedAt) {
    step('ended', 'system', dates.endedAt);
    stamp.endedAt = dates.endedAt;
  }
  const deal = await deals.insertDeal(tx, {
    missionId: mission.id,
    matchId: match.id,
    freelanceId: match.freelanceId,
    companyId: mission.companyId,
    version: 1,
    kind: 'initial',
    status: from ?? 'draft',
    startDate: dates.startDate,
    endDate: dates.endDate,
    daysPerWeek: mission.workingTime ?? 5,
    renewable: mission.renewable ?? 'possible',
    ...pricedColumns(dailyRate, termsDay, defaultCommissions(termsDay)),
    ...stamp,
    revision: events.length,
    createdAt: dates.createdAt,
    updatedAt: events[events.length - 1]!.at,
  });
  const userOf = (by: DealActor) =>
    by === 'teamMember'
      ? actors.team
      : by === 'corporate'
        ? actors.client
        : by === 'freelance'
          ? actors.freelance
          : null;
  for (const event of events)
    await insertActivityEvent(tx, {
      category: 'deal',
      type: event.type,
      actorUserId: event.type === 'deal_created' ? actors.client : userOf(event.by),
      impersonatorUserId: null,
      entityType: 'deal',
      entityId: String(deal.id),
      payload: { from: event.from, to: event.to, by: event.by, missionId: mission.id, matchId: match.id },
      createdAt: event.at,
    });
  return deal;
}

/** The demo deals; run after the missions (it reads them, their confirmed matches and their history). */
export async function seedDemoDeals(tx: DbOrTx): Promise<void> {
  const today = todayInParis();
  const past = await tx
    .select()
    .from(missions)
    .where(inArray(missions.status, ['quotation', 'onGoing', 'finished', 'reviewed']))
    .orderBy(missions.id);
  const team = (await findUserByEmail(tx, 'equipe@demo.fr'))?.id ?? null;
  let quotationIndex = 0;
  for (const mission of past) {
    if ((await deals.dealsOfMission(tx, mission.id)).length > 0) continue;
    const [match] = await tx
      .select({ id: matches.id, freelanceId: matches.freelanceId })
      .from(matches)
      .where(and(eq(matches.missionId, mission.id), eq(matches.status, 'corporateConfirmed')));
    if (!match) continue;
    const freelance = await findFreelance(tx, match.freelanceId);
    const actors: Actors = { team, client: mission.createdByUserId, freelance: freelance?.userId ?? null };
    const createdAt = (await missionEventAt(tx, mission.id, 'mission_contracting_started')) ?? new Date();
    const signedAt = await missionEventAt(tx, mission.id, 'mission_contract_signed');
    if (mission.status === 'quotation') {
      const status = quotationStatuses[quotationIndex++ % quotationStatuses.length]!;
      // The mission's own start date when still ahead, so that the deal and the mission page agree.
      const startDate =
        mission.startDate && mission.startDate > today ? mission.startDate : mondayFrom(addDays(today, 10));
      await seedDeal(
        tx,
        mission,
        match,
        status,
        {
          createdAt,
          startDate,
          endDate: addDays(
            startDate,
            Math.round(((mission.durationInDays ?? 60) * 7) / (mission.workingTime ?? 5)) - 3,
          ),
        },
        actors,
      );
      continue;
    }
    if (!signedAt) continue;
    const signedOn = parisDayOf(signedAt);
    const startDate =
      mission.startDate && mission.startDate > signedOn ? mission.startDate : mondayFrom(addDays(signedOn, 1));
    if (mission.status === 'onGoing') {
      // Running for the mission's duration; when that is far ahead, nothing to renew yet.
      const endDate = addDays(startDate, Math.round(((mission.durationInDays ?? 60) * 7) / (mission.workingTime ?? 5)));
      if (endDate > addDays(today, 45)) {
        await seedDeal(tx, mission, match, 'signed', { createdAt, signedAt, startDate, endDate }, actors);
        continue;
      }
      // Near its end: moved 30 days from it, both sides were asked 15 days ago, the client wants to go on.
      const deal = await seedDeal(
        tx,
        mission,
        match,
        'signed',
        { createdAt, signedAt, startDate, endDate: addDays(today, 30) },
        actors,
      );
      const askedOn = addDays(today, -15);
      const answeredAt = new Date(`${addDays(today, -12)}T09:40:00Z`);
      await deals.updateDeal(tx, deal.id, {
        renewalAskedOn: askedOn,
        corporateRenewalAnswer: 'renew',
        corporateRenewalAnsweredAt: answeredAt,
      });
      await insertActivityEvent(tx, {
        category: 'deal',
        type: 'deal_renewal_asked',
        actorUserId: null,
        impersonatorUserId: null,
        entityType: 'deal',
        entityId: String(deal.id),
        payload: { by: 'system', missionId: mission.id, endDate: deal.endDate },
        createdAt: new Date(`${askedOn}T05:00:00Z`),
      });
      await insertActivityEvent(tx, {
        category: 'deal',
        type: 'deal_renewal_wanted',
        actorUserId: actors.client,
        impersonatorUserId: null,
        entityType: 'deal',
        entityId: String(deal.id),
        payload: { by: 'corporate', side: 'corporate', answer: 'renew', missionId: mission.id },
        createdAt: answeredAt,
      });
      await setMissionOngoingStatus(tx, mission.id, 'renewing');
      continue;
    }
    // Finished or reviewed: the deal ran to its end date, the day the mission finished.
    const finishedAt = (await missionEventAt(tx, mission.id, 'mission_finished')) ?? new Date();
    const endDate = workingDayUntil(addDays(parisDayOf(finishedAt), -1));
    await seedDeal(
      tx,
      mission,
      match,
      'ended',
      { createdAt, signedAt, startDate, endDate, endedAt: new Date(`${parisDayOf(finishedAt)}T04:00:00Z`) },
      actors,
    );
  }
  // A freelancer under a running contract is free the day after it ends, as the profile, the lists and the agency say.
  await tx.execute(sql`update freelances f set is_available = false, availability_date = d.end_date + 1
    from deals d where d.freelance_id = f.id and d.status = 'signed' and d.end_date >= ${today}::date
      and (f.availability_date is null or f.availability_date < d.end_date + 1)`);
}
