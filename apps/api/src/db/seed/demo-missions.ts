import { addDays } from '@orbite/domain/calendar-day';
import type { MissionSkillValue } from '@orbite/domain/mission';
import { and, eq, sql } from 'drizzle-orm';
import * as applications from '../../modules/matches/match-applications.service';
import * as matches from '../../modules/matches/matches.service';
import * as meetings from '../../modules/matches/meetings.service';
import { updateMission } from '../../modules/missions/missions.repository';
import * as missions from '../../modules/missions/missions.service';
import { missions as missionsTable } from '../../modules/missions/missions.tables';
import { catalogueIndex } from '../../modules/skills/skills.service';
import type { DbOrTx } from '../client';
import { demoCompanies } from './demo-companies';
import { seedPastMission } from './demo-history';
import { type DemoMarket, demoInstant, nextWorkingDays } from './demo-market';
import type { DemoMatch, DemoMission, DemoPastStory } from './demo-mission-story';
import { connectMissions } from './demo-missions-connect-data';
import { lumenMissions } from './demo-missions-data';
import { otherMissions } from './demo-missions-others-data';
import { pastMissions } from './demo-missions-past-data';
import { demoAddress } from './demo-places';

/*
 * The demo's missions and their candidates. Today's steps go through the mission, match and meeting
 * services, as the pages would: they check the state machines, compute the ratios and hunting
 * priorities and record the events. The past is written by demo-history.ts.
 */

export const demoMissions: DemoMission[] = [...lumenMissions, ...otherMissions, ...connectMissions, ...pastMissions];

const pastStatuses = ['quotation', 'onGoing', 'finished', 'reviewed'];
const isPast = (mission: DemoMission): mission is DemoMission & { story: DemoPastStory } =>
  pastStatuses.includes(mission.story.status);

/** "Python 5*, Apache Airflow 2, dbt": skills, years required when given, a star when mandatory. */
function parseMissionSkills(list: string, index: Map<string, number>): MissionSkillValue[] {
  const skills = list.split(',').map((entry) => {
    const match = /^(.+?)(?: (\d+))?(\*)?$/.exec(entry.trim());
    const skillId = match ? index.get(match[1]!) : undefined;
    if (!match || !skillId) throw new Error(`demo seed: unknown mission skill "${entry}"`);
    return { skillId, primary: match[3] === '*', yearsRequired: match[2] ? Number(match[2]) : null };
  });
  // Mandatory first, then by years required, as the mission service stores them.
  return skills.sort(
    (a, b) => Number(b.primary) - Number(a.primary) || (b.yearsRequired ?? 0) - (a.yearsRequired ?? 0),
  );
}

function inputOf(market: DemoMarket, mission: DemoMission, skills: MissionSkillValue[]): missions.MissionInput {
  const company = demoCompanies[mission.company];
  return {
    title: mission.title,
    description: mission.paragraphs.join('\n\n') || null,
    category: mission.category,
    startDate: addDays(market.today, mission.start),
    maxWeeksAfterStart: mission.maxWeeksAfterStart ?? 0,
    durationInDays: mission.durationInDays,
    workingTime: mission.workingTime,
    retribution: mission.retribution ?? null,
    experienceLevel: mission.experienceLevel,
    workplace: mission.workplace,
    offer: mission.offer ?? 'boost',
    renewable: mission.renewable ?? null,
    projectType: mission.projectType ?? null,
    location: demoAddress(company.place, company.street),
    skills,
  };
}

/** Three slots on the next working days for a meeting still to book, two for one booked at once. */
function slotsFor(market: DemoMarket, story: 'slotsProposed' | 'meetingBooked'): Date[] {
  const [days, times] =
    story === 'slotsProposed'
      ? [nextWorkingDays(market.today, 3, 1), ['10:00', '14:30', '16:00']]
      : [nextWorkingDays(market.today, 2), ['11:00', '15:30']];
  return days.map((day, i) => demoInstant(market.today, day, times[i]));
}

async function seedMatch(market: DemoMarket, mission: DemoMission, missionId: number, demo: DemoMatch) {
  const { deps, team } = market;
  const client = market.client(mission.company);
  const freelancer = await market.freelancer(demo.freelancer);
  const decline = { reasons: demo.reasons, comment: demo.comment };
  const story = demo.story;
  if (story === 'notInterested') {
    await applications.notInterested(deps, freelancer, missionId, demo.reasons);
    return;
  }
  if (['applied', 'applicationReviewed', 'applicationDeclined', 'presentedAfterApplication'].includes(story)) {
    const match = await applications.applyToMission(deps, freelancer, missionId, demo.message);
    if (story === 'applicationDeclined')
      await matches.changeMatchStatus(deps, team, match.id, 'teamMemberValidationDeclined', decline);
    if (story === 'applicationReviewed' || story === 'presentedAfterApplication')
      await matches.changeMatchStatus(deps, team, match.id, 'teamMemberValidation');
    if (story === 'presentedAfterApplication')
      await matches.changeMatchStatus(deps, team, match.id, 'corporateValidation');
    return;
  }
  const source = demo.source ?? 'teamMemberAction';
  const [match] = await matches.preselectFreelances(deps, team, missionId, [freelancer.freelanceId!], source);
  const id = match!.id;
  if (story === 'cancelledByTeam') await matches.changeMatchStatus(deps, team, id, 'teamMemberCancelled', decline);
  if (story === 'proposed' || story === 'proposalAccepted' || story === 'proposalDeclined') {
    await matches.changeMatchStatus(deps, team, id, 'freelanceProposal');
    if (story === 'proposalAccepted') await matches.changeMatchStatus(deps, freelancer, id, 'teamMemberValidation');
    if (story === 'proposalDeclined')
      await matches.changeMatchStatus(deps, freelancer, id, 'freelanceDeclined', decline);
  }
  if (['presented', 'selected', 'slotsProposed', 'meetingBooked', 'declinedByClient'].includes(story)) {
    await matches.changeMatchStatus(deps, team, id, 'corporateValidation');
    if (story === 'selected') await matches.selectMatch(deps, client, id, true);
    if (story === 'declinedByClient') await matches.changeMatchStatus(deps, client, id, 'corporateDeclined', decline);
    if (story === 'slotsProposed' || story === 'meetingBooked') {
      const meeting = await meetings.proposeTimeSlots(deps, client, id, slotsFor(market, story));
      const [first] = await matches.slotsOfMeeting(market.tx, meeting.id);
      if (story === 'meetingBooked') await meetings.bookTimeSlot(deps, freelancer, first!.id);
    }
  }
}

/**
 * How many days ago an open mission was drafted, for its status: a draft or a mission waiting for the team since a
 * day or two, one recruiting for some days, a failed one for weeks. The services write today's steps at the seed's
 * time; then the steps before the candidates are dated back (`backdateLiveMission`), so that the lists do not read
 * « créée le » today for every mission.
 */
function draftedDaysAgo(status: DemoMission['story']['status'], index: number): number {
  if (status === 'notFinalized') return 1 + (index % 2);
  if (status === 'toApprove') return 2 + (index % 2);
  if (status === 'toValidate') return 1 + (index % 3);
  if (status === 'approvalDeclined') return 4;
  if (status === 'refused') return 5 + (index % 3);
  if (status === 'failed') return 20 + (index % 5);
  return 4 + (index % 4);
}

/** The client's steps (drafted, submitted) `days` ago, the answers (approval, validation, refusal) a day after. */
const CLIENT_STEPS = ['mission_drafted', 'mission_created', 'mission_draft_finalized'];
const ANSWERS = ['mission_approved', 'mission_approval_declined', 'mission_validated', 'mission_refused'];

const typesIn = (types: string[]) =>
  sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  );

async function backdateLiveMission(tx: DbOrTx, missionId: number, days: number, hasCandidates: boolean) {
  const drafted = sql`make_interval(days => ${days})`;
  const answered = sql`make_interval(days => ${Math.max(days - 1, 0)})`;
  const ofMission = sql`entity_type = 'mission' and entity_id = ${String(missionId)}`;
  await tx.execute(sql`update activity_events
    set created_at = created_at - case when type in (${typesIn(CLIENT_STEPS)}) then ${drafted} else ${answered} end
    where ${ofMission} and type in (${typesIn([...CLIENT_STEPS, ...ANSWERS])})`);
  // What the steps told people (the team's "mission à valider", the client's "mission validée") moves with them.
  await tx.execute(sql`update user_notifications set created_at = e.created_at from activity_events e
    where user_notifications.activity_event_id = e.id and e.entity_type = 'mission' and e.entity_id = ${String(missionId)}`);
  // A mission with candidates was last updated by them, today; the others by their last step.
  const updated = hasCandidates
    ? sql``
    : sql`, updated_at = (select max(created_at) from activity_events where ${ofMission})`;
  await tx.execute(sql`update missions set created_at = created_at - ${drafted},
      submitted_at = submitted_at - ${drafted}, validated_at = validated_at - ${answered} ${updated}
    where id = ${missionId}`);
  await spreadCandidateSteps(tx, missionId);
}

/**
 * The candidates' steps (preselected, presented, slots proposed…), which the services wrote at the seed's time, spread
 * in their order between the mission's validation and an hour ago, and what they told people with them: the
 * freelancer's inbox no longer has slots proposed before the profile was presented.
 */
async function spreadCandidateSteps(tx: DbOrTx, missionId: number) {
  await tx.execute(sql`with span as (
      select coalesce(validated_at, created_at) + interval '2 hours' as start_at from missions where id = ${missionId}
    ), steps as (
      select e.id, row_number() over (order by e.id) as n, count(*) over () as total
      from activity_events e join matches m on e.entity_type = 'match' and e.entity_id = m.id::text
      where m.mission_id = ${missionId} and e.created_at >= now()
    )
    update activity_events a
      set created_at = span.start_at + (now() - interval '1 hour' - span.start_at) * (steps.n::float8 / (steps.total + 1))
    from steps, span
    where a.id = steps.id and span.start_at < now() - interval '1 hour'`);
  await tx.execute(sql`update user_notifications set created_at = e.created_at from activity_events e
    join matches m on e.entity_type = 'match' and e.entity_id = m.id::text
    where user_notifications.activity_event_id = e.id and m.mission_id = ${missionId}`);
}

/** A mission of today: drafted by the client, then moved through the services to its status, its past dated back. */
async function seedLiveMission(market: DemoMarket, mission: DemoMission, skills: MissionSkillValue[], index: number) {
  const row = await moveLiveMission(market, mission, skills);
  const days = draftedDaysAgo(mission.story.status, index);
  await backdateLiveMission(market.tx, row.id, days, (mission.matches ?? []).length > 0);
}

async function moveLiveMission(market: DemoMarket, mission: DemoMission, skills: MissionSkillValue[]) {
  const { deps, team } = market;
  const author = market.client(mission.company, mission.author ?? 'admin');
  const admin = market.client(mission.company);
  const story = mission.story;
  const row = await missions.createMission(deps, author, inputOf(market, mission, skills));
  if (story.status === 'notFinalized') return row;
  await missions.submitMission(deps, author, row.id);
  if (story.status === 'approvalDeclined')
    await missions.changeMissionStatus(deps, admin, row.id, { status: 'approvalDeclined', comment: story.comment });
  if (story.status === 'toApprove' || story.status === 'approvalDeclined' || story.status === 'toValidate') return row;
  // The team takes the mission on: its account manager answers for it from now on.
  await updateMission(market.tx, row.id, { accountManagerUserId: team.userId });
  if (story.status === 'refused') {
    await missions.changeMissionStatus(deps, team, row.id, {
      status: 'refused',
      refusalReason: story.reason,
      comment: story.comment,
    });
    return row;
  }
  await missions.changeMissionStatus(deps, team, row.id, { status: 'seeking' });
  for (const match of mission.matches ?? []) await seedMatch(market, mission, row.id, match);
  if (story.status === 'failed')
    await missions.changeMissionStatus(deps, story.by === 'teamMember' ? team : admin, row.id, {
      status: 'failed',
      failureReasons: story.reasons,
      comment: story.comment,
    });
  return row;
}

/** Creates each demo mission missing from its company (by title), with its candidates and history. */
export async function seedDemoMissions(market: DemoMarket): Promise<number> {
  const index = (await catalogueIndex(market.tx)).skills;
  let created = 0;
  for (const mission of demoMissions) {
    const company = market.clients[mission.company].company;
    const [existing] = await market.tx
      .select({ id: missionsTable.id })
      .from(missionsTable)
      .where(and(eq(missionsTable.companyId, company.id), eq(missionsTable.title, mission.title)));
    if (existing) continue;
    const skills = parseMissionSkills(mission.skills, index);
    if (isPast(mission))
      await seedPastMission(
        market,
        mission.story,
        { ...inputOf(market, mission, skills), companyId: company.id },
        skills,
        market.client(mission.company),
      );
    else await seedLiveMission(market, mission, skills, demoMissions.indexOf(mission));
    created++;
  }
  return created;
}
