import { randomBytes } from 'node:crypto';
import { type MatchActor, type MatchStatus, matchMove } from '@orbite/domain/match-status';
import type { MissionSkillValue } from '@orbite/domain/mission';
import { type MissionActor, type MissionStatus, missionMove } from '@orbite/domain/mission-status';
import { insertActivityEvent } from '../../modules/activity/activity.repository';
import { insertMatch } from '../../modules/matches/matches.repository';
import { slotsOfMeeting } from '../../modules/matches/matches.service';
import type { matches } from '../../modules/matches/matches.tables';
import { evaluateFreelances } from '../../modules/matches/matching.service';
import { bookSlot, insertMeeting, replaceSlots } from '../../modules/matches/meetings.repository';
import type { MarketCaller } from '../../modules/missions/missions.caller';
import { insertMission, replaceMissionSkills } from '../../modules/missions/missions.repository';
import type { MissionInput } from '../../modules/missions/missions.service';
import type { MissionRow } from '../../modules/missions/missions.tables';
import { type DemoMarket, demoInstant, workingDayBefore } from './demo-market';
import type { DemoPastStory } from './demo-mission-story';

/*
 * Missions of the past (quotation, on-going, finished, reviewed). The services refuse past dates and
 * moves of the past, so each row is written once in its state of today, and its history is recorded
 * step by step with the events the services record, at their dates; every step is checked against
 * the machines of @orbite/domain first, so the state is one the product can reach.
 */

interface Step<S> {
  to: S;
  who: string;
  actor: MarketCaller;
  at: Date;
  payload?: Record<string, unknown>;
}

type MissionStep = Step<MissionStatus> & { who: MissionActor };
type MatchStep = Step<MatchStatus> & { who: MatchActor };
type Event = { category: string; type: string; actor: MarketCaller; at: Date; payload?: Record<string, unknown> };

async function record(market: DemoMarket, entity: { type: 'mission' | 'match'; id: number }, events: Event[]) {
  for (const event of events)
    await insertActivityEvent(market.tx, {
      category: event.category,
      type: event.type,
      actorUserId: event.actor.userId,
      impersonatorUserId: null,
      entityType: entity.type,
      entityId: String(entity.id),
      payload: event.payload ?? {},
      createdAt: event.at,
    });
}

/** The events of a mission's moves from its draft, each move checked against the machine. */
function missionEvents(steps: MissionStep[]): Event[] {
  let from: MissionStatus = 'notFinalized';
  return steps.map(({ to, who, actor, at }) => {
    const step = missionMove(from, to);
    if (!step?.actors.includes(who)) throw new Error(`demo seed: no mission move ${from} → ${to} by ${who}`);
    const event = { category: 'mission', type: step.event, actor, at, payload: { from, to, by: who } };
    from = to;
    return event;
  });
}

/** The events of a match's moves from a status (null: its creation), each move checked against the machine. */
function matchEvents(
  steps: MatchStep[],
  ids: { missionId: number; freelanceId: number },
  start: MatchStatus | null = null,
): Event[] {
  let from = start;
  return steps.map(({ to, who, actor, at, payload }) => {
    const step = matchMove(from, to, who);
    if (!step) throw new Error(`demo seed: no match move ${from} → ${to} by ${who}`);
    const base = from === null ? { to, by: who, ...ids } : { from, to, by: who, ...ids };
    from = to;
    return { category: 'match', type: step.event, actor, at, payload: { ...base, ...payload } };
  });
}

/**
 * A candidate preselected by the engine, presented by the team, then confirmed or declined by the
 * client. The chosen one was met: the client picked two slots, the freelancer booked the first.
 */
async function pastCandidate(
  market: DemoMarket,
  mission: MissionRow,
  email: string,
  client: MarketCaller,
  plan: { created: number; meetDay?: number; end: { day: number; time: string } } & (
    | { outcome: 'corporateConfirmed' }
    | { outcome: 'corporateDeclined'; reasons: string[]; comment: string }
  ),
) {
  const { tx, team, today } = market;
  const at = (days: number, time: string) => demoInstant(today, days, time);
  const freelancer = await market.freelancer(email);
  const freelanceId = freelancer.freelanceId!;
  const ids = { missionId: mission.id, freelanceId };
  const evaluation = (await evaluateFreelances(tx, mission.id, [freelanceId])).get(freelanceId);
  const presentedAt = at(plan.created + 5, '15:00');
  const endAt = at(plan.end.day, plan.end.time);
  const declined = plan.outcome === 'corporateDeclined';
  const row: typeof matches.$inferInsert = {
    ...ids,
    status: plan.outcome,
    source: 'automatic',
    preMatchingSource: 'matchingEngine',
    freelancerAgentUserId: team.userId,
    ratioNumerator: evaluation?.numerator ?? null,
    ratioDenominator: evaluation?.denominator ?? null,
    presentedAt,
    faQualifiedAt: presentedAt,
    faQualifiedByUserId: team.userId,
    selected: !declined,
    faSelectedByUserId: declined ? null : client.userId,
    declineReasons: declined ? plan.reasons : [],
    declineComment: declined ? plan.comment : null,
    createdAt: at(plan.created + 3, '11:00'),
    updatedAt: endAt,
  };
  const match = await insertMatch(tx, row);
  const end: MatchStep = declined
    ? { to: 'corporateDeclined', who: 'corporate', actor: client, at: endAt, payload: { reasons: plan.reasons } }
    : { to: 'corporateConfirmed', who: 'corporate', actor: client, at: endAt };
  const events = matchEvents(
    [
      {
        to: 'teamMemberPreselection',
        who: 'teamMember',
        actor: team,
        at: at(plan.created + 3, '11:00'),
        payload: { source: 'matchingEngine' },
      },
      { to: 'corporateValidation', who: 'teamMember', actor: team, at: presentedAt },
    ],
    ids,
  );
  if (plan.meetDay !== undefined) {
    const selectedAt = at(plan.created + 6, '09:15');
    const slots = [at(plan.meetDay, '11:00'), at(workingDayBefore(today, plan.meetDay + 1), '14:30')];
    const meeting = await insertMeeting(tx, {
      matchId: match.id,
      proposedByUserId: client.userId,
      status: 'done',
      bookedAt: slots[0],
      doneAt: at(plan.meetDay, '12:00'),
      createdAt: selectedAt,
      updatedAt: at(plan.meetDay, '12:05'),
    });
    await replaceSlots(tx, meeting.id, slots);
    const [first] = await slotsOfMeeting(tx, meeting.id);
    await bookSlot(tx, first!.id);
    const meetingId = meeting.id;
    events.push(
      { category: 'match', type: 'match_selected', actor: client, at: selectedAt, payload: ids },
      {
        category: 'meeting',
        type: 'meeting_slots_proposed',
        actor: client,
        at: selectedAt,
        payload: { meetingId, slots: slots.map((slot) => slot.toISOString()) },
      },
      {
        category: 'meeting',
        type: 'meeting_booked',
        actor: freelancer,
        at: at(plan.created + 7, '18:20'),
        payload: { meetingId, at: slots[0]!.toISOString() },
      },
      {
        category: 'meeting',
        type: 'meeting_done',
        actor: client,
        at: at(plan.meetDay, '12:05'),
        payload: { meetingId },
      },
    );
  }
  events.push(...matchEvents([end], ids, 'corporateValidation'));
  await record(market, { type: 'match', id: match.id }, events);
}

/** Writes a mission of the past in its state of today, with its dated history from the draft on. */
export async function seedPastMission(
  market: DemoMarket,
  story: DemoPastStory,
  fields: MissionInput & { companyId: number },
  skills: MissionSkillValue[],
  client: MarketCaller,
): Promise<MissionRow> {
  const { tx, team, today } = market;
  const at = (days: number, time = '10:00') => demoInstant(today, days, time);
  const steps: MissionStep[] = [
    { to: 'toValidate', who: 'corporateAdmin', actor: client, at: at(story.created, '09:50') },
    { to: 'seeking', who: 'teamMember', actor: team, at: at(story.created + 2) },
    // A confirmed match starts contracting: the platform moves the mission, the client acted.
    { to: 'quotation', who: 'system', actor: client, at: at(story.confirmed) },
  ];
  if (story.signed !== undefined)
    steps.push({ to: 'onGoing', who: 'teamMember', actor: team, at: at(story.signed, '16:00') });
  if (story.finished !== undefined)
    steps.push({ to: 'finished', who: 'teamMember', actor: team, at: at(story.finished, '17:00') });
  if (story.reviewed !== undefined)
    steps.push({ to: 'reviewed', who: 'teamMember', actor: team, at: at(story.reviewed, '11:00') });
  const last = steps[steps.length - 1]!;
  if (last.to !== story.status) throw new Error(`demo seed: ${fields.title} would end ${last.to}`);
  const events = missionEvents(steps);

  const { skills: _skills, location, ...columns } = fields;
  const mission = await insertMission(tx, {
    ...columns,
    offer: columns.offer ?? 'boost',
    status: story.status,
    ongoingStatus: story.status === 'onGoing' ? 'ongoing' : null,
    location,
    latitude: location?.point?.latitude ?? null,
    longitude: location?.point?.longitude ?? null,
    hash: randomBytes(12).toString('base64url'),
    createdByCorporateId: client.corporateId,
    createdByUserId: client.userId,
    accountManagerUserId: team.userId,
    origin: 'directInbound',
    version: steps.length + 1,
    submittedAt: steps[0]!.at,
    validatedAt: steps[1]!.at,
    createdAt: at(story.created, '09:30'),
    updatedAt: last.at,
  });
  await replaceMissionSkills(tx, mission.id, skills);
  const drafted: Event = {
    category: 'mission',
    type: 'mission_drafted',
    actor: client,
    at: at(story.created, '09:30'),
  };
  await record(market, { type: 'mission', id: mission.id }, [drafted, ...events]);

  const meetDay = workingDayBefore(today, story.confirmed - 2);
  await pastCandidate(market, mission, story.freelancer, client, {
    created: story.created,
    meetDay,
    outcome: 'corporateConfirmed',
    end: { day: story.confirmed, time: '09:55' },
  });
  if (story.declined)
    await pastCandidate(market, mission, story.declined.freelancer, client, {
      created: story.created,
      outcome: 'corporateDeclined',
      reasons: story.declined.reasons,
      comment: story.declined.comment,
      end: { day: story.confirmed - 1, time: '17:40' },
    });
  return mission;
}
