import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';
import { activityOfEntity } from '../activity/activity.service';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

type Client = Awaited<ReturnType<typeof signedIn>>;

const INTERVIEW =
  'id qualifStatus date skillName instructorName approvalRating expertiseLevel doubtCriteria noShowParty';
const READ = `query($id: ID!) { freelance(id: $id) { id qualification flaggedForQualif isInstructor isFrozen isFrozenUntil
  grade qualificationBadge candidateInterviews { ${INTERVIEW} } } }`;
const SCHEDULE = `mutation($f: ID!, $i: ID!, $s: ID!, $d: DateTime!) {
  scheduleCandidateInterview(freelanceId: $f, instructorId: $i, skillId: $s, date: $d) { ${INTERVIEW} } }`;
const CONCLUDE = `mutation($id: ID!, $o: CandidateInterviewOutcomeInput!) {
  concludeCandidateInterview(id: $id, outcome: $o) { ${INTERVIEW} } }`;
const FLAG =
  'mutation($f: ID!, $flag: String) { flagForQualification(freelanceId: $f, flag: $flag) { id flaggedForQualif } }';
const INSTRUCTOR =
  'mutation($f: ID!, $v: Boolean!) { setFreelanceInstructor(freelanceId: $f, isInstructor: $v) { id isInstructor } }';
const FREEZE =
  'mutation($f: ID!, $u: Date) { freezeFreelanceQualification(freelanceId: $f, until: $u) { id isFrozen isFrozenUntil } }';
const GRADE = 'mutation($f: ID!, $g: String!) { setFreelanceGrade(freelanceId: $f, grade: $g) { id grade } }';
const ASK = 'mutation { askForQualification { id } }';

const inDays = (days: number, hour = 10) =>
  new Date(`${addDays(todayInParis(), days)}T${String(hour).padStart(2, '0')}:00:00+01:00`);

async function skillId(client: Client, search: string): Promise<string> {
  const result = await client.gql('query($s: String!) { searchSkills(search: $s) { id name } }', { s: search });
  return result.data?.searchSkills[0].id;
}

/** A team member, a candidate holding Python, and an instructor. */
async function setting() {
  const { user: tm } = await makeTeamMember(app);
  const team = await signedIn(app, tm.email);
  const candidate = await makeFreelancer(app);
  const instructor = await makeFreelancer(app);
  const python = await skillId(team, 'python');
  const skills = await team.gql(
    'mutation($f: ID!, $s: [FreelanceSkillInput!]!) { setFreelanceSkills(freelanceId: $f, skills: $s) { id } }',
    { f: candidate.freelance.id, s: [{ skillId: python, duration: 5, primary: true }] },
  );
  expect(skills.errors).toBeUndefined();
  expect(
    (await team.gql(INSTRUCTOR, { f: instructor.freelance.id, v: true })).data?.setFreelanceInstructor.isInstructor,
  ).toBe(true);
  return { tm, team, candidate, instructor, python };
}

const events = async (freelanceId: number) =>
  (await activityOfEntity(app.server.deps.db, { type: 'freelancer', id: freelanceId })).items
    .filter((event) => event.category === 'qualification')
    .map((event) => event.type)
    .reverse();

describe('qualification transitions', () => {
  it('flags, schedules with an instructor, qualifies, and the badge follows the rule', async () => {
    const { team, candidate, instructor, python } = await setting();
    const f = candidate.freelance.id;
    expect((await team.gql(READ, { id: f })).data?.freelance).toMatchObject({
      qualification: null,
      grade: 'noGrade',
      qualificationBadge: 'notQualified',
      candidateInterviews: [],
    });
    await team.gql(FLAG, { f, flag: 'urgent' });
    expect((await team.gql(READ, { id: f })).data?.freelance.qualificationBadge).toBe('flaggedUrgent');
    const instructors = await team.gql('query($s: ID) { instructors(skillId: $s) { id } } ', {});
    expect(instructors.data?.instructors.map((i: { id: string }) => i.id)).toContain(String(instructor.freelance.id));

    const scheduled = await team.gql(SCHEDULE, {
      f,
      i: instructor.freelance.id,
      s: python,
      d: inDays(1).toISOString(),
    });
    expect(scheduled.errors).toBeUndefined();
    const interview = scheduled.data?.scheduleCandidateInterview;
    expect(interview).toMatchObject({
      qualifStatus: 'pending',
      skillName: expect.any(String),
      instructorName: expect.any(String),
    });
    // A pending interview does not change the badge; a second one is refused while it waits.
    expect((await team.gql(READ, { id: f })).data?.freelance.qualificationBadge).toBe('flaggedUrgent');
    const twice = await team.gql(SCHEDULE, { f, i: instructor.freelance.id, s: python, d: inDays(2).toISOString() });
    expect(errorCode(twice)).toBe(400);

    const concluded = await team.gql(CONCLUDE, {
      id: interview.id,
      o: {
        qualifStatus: 'qualified',
        approvalRating: 'strongYes',
        expertiseLevel: 'high',
        doubtCriteria: ['communication'],
      },
    });
    expect(concluded.errors).toBeUndefined();
    expect(concluded.data?.concludeCandidateInterview).toMatchObject({
      qualifStatus: 'qualified',
      approvalRating: 'strongYes',
      doubtCriteria: ['communication'],
    });
    expect((await team.gql(READ, { id: f })).data?.freelance).toMatchObject({
      qualification: 'qualified',
      flaggedForQualif: null,
      qualificationBadge: 'qualified',
    });
    // An outcome is given once.
    const again = await team.gql(CONCLUDE, {
      id: interview.id,
      o: { qualifStatus: 'notQualified', approvalRating: 'no' },
    });
    expect(errorCode(again)).toBe(400);
    await team.gql(GRADE, { f, g: 'astronaut' });
    await team.gql(INSTRUCTOR, { f, v: true });
    expect((await team.gql(READ, { id: f })).data?.freelance).toMatchObject({
      grade: 'astronaut',
      qualificationBadge: 'instructor',
    });
    // The list shows the same badge.
    const list = await team.gql('{ freelances(mode: all, limit: 100) { items { id qualificationBadge } } }');
    expect(list.data?.freelances.items.find((i: { id: string }) => i.id === String(f))?.qualificationBadge).toBe(
      'instructor',
    );

    expect(await events(f)).toEqual([
      'qualification_flagged',
      'candidate_interview_scheduled',
      'candidate_interview_concluded',
      'qualification_passed',
      'grade_changed',
      'instructor_added',
    ]);
  });

  it('disqualifies, holds a cancelled interview’s no-show party, and refuses incoherent outcomes with their field', async () => {
    const { team, candidate, instructor, python } = await setting();
    const f = candidate.freelance.id;
    const schedule = () => team.gql(SCHEDULE, { f, i: instructor.freelance.id, s: python, d: inDays(3).toISOString() });
    const first = (await schedule()).data?.scheduleCandidateInterview;
    const noShow = await team.gql(CONCLUDE, {
      id: first.id,
      o: { qualifStatus: 'cancelledByCandidate', noShowParty: 'candidate' },
    });
    expect(noShow.data?.concludeCandidateInterview).toMatchObject({
      qualifStatus: 'cancelledByCandidate',
      noShowParty: 'candidate',
    });
    const second = (await schedule()).data?.scheduleCandidateInterview;
    const cases = [
      [{ qualifStatus: 'qualified', approvalRating: 'no' }, 'approvalRating'],
      [{ qualifStatus: 'notQualified' }, 'approvalRating'],
      [{ qualifStatus: 'cancelledByInstructor', noShowParty: 'candidate' }, 'noShowParty'],
      [{ qualifStatus: 'pending' }, 'qualifStatus'],
      [{ qualifStatus: 'frozen', approvalRating: 'no' }, 'frozenUntil'],
      [{ qualifStatus: 'toReview', approvalRating: 'yes', expertiseLevel: 'genius' }, 'expertiseLevel'],
    ] as const;
    for (const [o, field] of cases) {
      const result = await team.gql(CONCLUDE, { id: second.id, o });
      expect(errorCode(result)).toBe(400);
      expect(result.errors?.[0]?.extensions?.field).toBe(field);
    }
    const failed = await team.gql(CONCLUDE, {
      id: second.id,
      o: { qualifStatus: 'notQualified', approvalRating: 'no' },
    });
    expect(failed.errors).toBeUndefined();
    expect((await team.gql(READ, { id: f })).data?.freelance).toMatchObject({
      qualification: 'disqualified',
      qualificationBadge: 'pending',
    });
  });

  it('refuses scheduling an out-of-scope freelancer, a non-instructor, the instructor themselves, or another skill', async () => {
    const { team, candidate, instructor, python } = await setting();
    const banned = await makeFreelancer(app, 'banned');
    const other = await makeFreelancer(app);
    const d = inDays(2).toISOString();
    const cases = [
      [{ f: banned.freelance.id, i: instructor.freelance.id, s: python, d }, 'freelanceId'],
      [{ f: candidate.freelance.id, i: other.freelance.id, s: python, d }, 'instructorId'],
      [{ f: instructor.freelance.id, i: instructor.freelance.id, s: python, d }, 'instructorId'],
      [{ f: other.freelance.id, i: instructor.freelance.id, s: python, d }, 'skillId'],
      [{ f: candidate.freelance.id, i: instructor.freelance.id, s: python, d: inDays(-2).toISOString() }, 'date'],
    ] as const;
    for (const [variables, field] of cases) {
      const result = await team.gql(SCHEDULE, variables);
      expect(errorCode(result)).toBe(400);
      expect(result.errors?.[0]?.extensions?.field).toBe(field);
    }
    expect((await team.gql(READ, { id: candidate.freelance.id })).data?.freelance.candidateInterviews).toEqual([]);
  });

  it('freezes to a future day only, and no interview is scheduled before it', async () => {
    const { team, candidate, instructor, python } = await setting();
    const f = candidate.freelance.id;
    expect(errorCode(await team.gql(FREEZE, { f, u: todayInParis() }))).toBe(400);
    const until = addDays(todayInParis(), 10);
    expect((await team.gql(FREEZE, { f, u: until })).data?.freezeFreelanceQualification).toMatchObject({
      isFrozen: true,
      isFrozenUntil: until,
    });
    const early = await team.gql(SCHEDULE, { f, i: instructor.freelance.id, s: python, d: inDays(5).toISOString() });
    expect(early.errors?.[0]?.extensions).toMatchObject({ code: 400, field: 'date' });
    const late = await team.gql(SCHEDULE, { f, i: instructor.freelance.id, s: python, d: inDays(11).toISOString() });
    expect(late.errors).toBeUndefined();
    // A frozen outcome sets a new freeze and shows the frozen badge once the interview's day has come.
    const frozenUntil = addDays(todayInParis(), 60);
    const frozen = await team.gql(CONCLUDE, {
      id: late.data?.scheduleCandidateInterview.id,
      o: { qualifStatus: 'frozen', approvalRating: 'yes', frozenUntil },
    });
    expect(frozen.errors).toBeUndefined();
    expect((await team.gql(READ, { id: f })).data?.freelance).toMatchObject({
      isFrozenUntil: frozenUntil,
      qualification: 'pending',
    });
    expect((await team.gql(FREEZE, { f, u: null })).data?.freezeFreelanceQualification.isFrozen).toBe(false);
  });

  it('is the team’s: others get 403, and nothing of the interviews; the freelancer asks once', async () => {
    const { team, candidate, instructor, python } = await setting();
    const f = candidate.freelance.id;
    await team.gql(SCHEDULE, { f, i: instructor.freelance.id, s: python, d: inDays(1).toISOString() });
    const { user: corp } = await makeCorporate(app);
    const client = await signedIn(app, corp.email);
    const own = await signedIn(app, candidate.user.email);
    const otherFreelancer = await signedIn(app, instructor.user.email);
    for (const caller of [client, own, otherFreelancer]) {
      expect(errorCode(await caller.gql(FLAG, { f, flag: 'urgent' }))).toBe(403);
      expect(errorCode(await caller.gql(GRADE, { f, g: 'referenced' }))).toBe(403);
      expect(errorCode(await caller.gql(INSTRUCTOR, { f, v: true }))).toBe(403);
      expect(
        errorCode(await caller.gql(SCHEDULE, { f, i: instructor.freelance.id, s: python, d: inDays(2).toISOString() })),
      ).toBe(403);
      expect(errorCode(await caller.gql('{ instructors { id } }'))).toBe(403);
    }
    expect(errorCode(await app.client().gql(FLAG, { f, flag: 'urgent' }))).toBe(401);
    // The freelancer reading their own page gets neither the interviews nor the team's fields.
    const mine = await own.gql(READ, { id: f });
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.freelance).toMatchObject({ candidateInterviews: [], qualificationBadge: null, grade: null });
    expect(errorCode(await own.gql(ASK))).toBe(400); // already interviewed
    expect(errorCode(await client.gql(ASK))).toBe(403);

    const fresh = await makeFreelancer(app);
    const freshClient = await signedIn(app, fresh.user.email);
    const can = 'query($id: ID!) { freelance(id: $id) { canAskForQualification qualificationRequested } }';
    expect((await freshClient.gql(can, { id: fresh.freelance.id })).data?.freelance.canAskForQualification).toBe(true);
    expect((await freshClient.gql(ASK)).errors).toBeUndefined();
    expect((await freshClient.gql(can, { id: fresh.freelance.id })).data?.freelance).toEqual({
      canAskForQualification: false,
      qualificationRequested: true,
    });
    expect(errorCode(await freshClient.gql(ASK))).toBe(400);
    expect((await team.gql(READ, { id: fresh.freelance.id })).data?.freelance).toMatchObject({
      flaggedForQualif: 'self',
      qualificationBadge: 'flaggedSelf',
    });
    expect(await events(fresh.freelance.id)).toEqual(['qualification_requested']);
  });
});
