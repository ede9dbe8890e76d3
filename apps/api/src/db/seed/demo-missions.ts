import { addDays } from '@orbite/domain/calendar-day';
import type { MissionSkillValue } from '@orbite/domain/mission';
import { and, eq } from 'drizzle-orm';
import * as applications from '../../modules/matches/match-applications.service';
import * as matches from '../../modules/matches/matches.service';
import * as meetings from '../../modules/matches/meetings.service';
import { updateMission } from '../../modules/missions/missions.repository';
import * as missions from '../../modules/missions/missions.service';
import { missions as missionsTable } from '../../modules/missions/missions.tables';
import { catalogueIndex } from '../../modules/skills/skills.service';
import { demoCompanies } from './demo-companies';
import { seedPastMission } from './demo-history';
import { type DemoMarket, demoInstant, nextWorkingDays } from './demo-market';
import type { DemoMatch, DemoMission, DemoPastStory } from './demo-mission-story';
import { lumenMissions } from './demo-missions-data';
import { otherMissions } from './demo-missions-others-data';
import { demoAddress } from './demo-places';

/*
 * The demo's missions and their candidates. Today's steps go through the mission, match and meeting
 * services, as the pages would: they check the state machines, compute the ratios and hunting
 * priorities and record the events. The past is written by demo-history.ts.
 */

export const demoMissions: DemoMission[] = [...lumenMissions, ...otherMissions];

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
    offer: 'boost',
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

/** A mission of today: drafted by the client, then moved through the services to its status. */
async function seedLiveMission(market: DemoMarket, mission: DemoMission, skills: MissionSkillValue[]) {
  const { deps, team } = market;
  const author = market.client(mission.company, mission.author ?? 'admin');
  const admin = market.client(mission.company);
  const story = mission.story;
  const row = await missions.createMission(deps, author, inputOf(market, mission, skills));
  if (story.status === 'notFinalized') return;
  await missions.submitMission(deps, author, row.id);
  if (story.status === 'approvalDeclined')
    await missions.changeMissionStatus(deps, admin, row.id, { status: 'approvalDeclined', comment: story.comment });
  if (story.status === 'toApprove' || story.status === 'approvalDeclined' || story.status === 'toValidate') return;
  // The team takes the mission on: its account manager answers for it from now on.
  await updateMission(market.tx, row.id, { accountManagerUserId: team.userId });
  if (story.status === 'refused') {
    await missions.changeMissionStatus(deps, team, row.id, {
      status: 'refused',
      refusalReason: story.reason,
      comment: story.comment,
    });
    return;
  }
  await missions.changeMissionStatus(deps, team, row.id, { status: 'seeking' });
  for (const match of mission.matches ?? []) await seedMatch(market, mission, row.id, match);
  if (story.status === 'failed')
    await missions.changeMissionStatus(deps, story.by === 'teamMember' ? team : admin, row.id, {
      status: 'failed',
      failureReasons: story.reasons,
      comment: story.comment,
    });
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
    else await seedLiveMission(market, mission, skills);
    created++;
  }
  return created;
}
