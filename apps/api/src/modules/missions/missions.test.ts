import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import { ErrorCode } from '@orbite/domain/errors';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { skills } from '../skills/skills.tables';

/*
 * The mission's life through GraphQL: each move by the actor the machine names, the event it records,
 * and the same move refused (605) to anyone else or from another status. Lists: missions.lists.test.ts.
 */

let app: TestApp;
let team: TestClient;
let admin: TestClient;
let manager: TestClient;
let otherAdmin: TestClient;
let freelancer: TestClient;
const names: Record<string, string> = {};
let skillId = 0;

beforeAll(async () => {
  app = await createTestApp();
  const tm = await makeTeamMember(app);
  const ad = await makeCorporate(app, 'admin', 'Acme');
  const mg = await makeCorporate(app, 'manager', 'Acme');
  const other = await makeCorporate(app, 'admin', 'Globex');
  const fr = await makeFreelancer(app);
  const clients = await Promise.all([tm, ad, mg, other, fr].map(({ user }) => signedIn(app, user.email)));
  [team, admin, manager, otherAdmin, freelancer] = clients as [
    TestClient,
    TestClient,
    TestClient,
    TestClient,
    TestClient,
  ];
  names.team = `${tm.user.firstName} ${tm.user.lastName}`;
  names.admin = `${ad.user.firstName} ${ad.user.lastName}`;
  names.manager = `${mg.user.firstName} ${mg.user.lastName}`;
  const [skill] = await app.server.deps.db
    .select({ id: skills.id })
    .from(skills)
    .where(inArray(skills.name, ['Python']));
  skillId = skill!.id;
});
afterAll(() => app?.stop());

const MISSION_FIELDS = `id status version refusalReason failureReasons statusComment submittedAt validatedAt
  allowedMoves { to reason } viewerCan { edit duplicate share } hash`;
const CREATE = `mutation($input: MissionInput!) { createMission(input: $input) { ${MISSION_FIELDS} } }`;
const SUBMIT = `mutation($id: ID!) { submitMission(id: $id) { ${MISSION_FIELDS} } }`;
const MOVE = `mutation($id: ID!, $status: MissionStatus!, $refusalReason: String, $failureReasons: [String!],
  $comment: String, $version: Int) {
  updateMissionStatus(id: $id, status: $status, refusalReason: $refusalReason, failureReasons: $failureReasons,
    comment: $comment, version: $version) { ${MISSION_FIELDS} }
}`;
const READ = `query($id: ID!) { mission(id: $id) { ${MISSION_FIELDS} } }`;
const ACTIVITY = `query($id: ID!, $offset: Int, $limit: Int) {
  missionActivity(missionId: $id, offset: $offset, limit: $limit) {
    count
    items { type fromStatus toStatus reasons comment sourceId createdAt
      actor { fullName role } impersonator { fullName } }
  }
}`;
const DUPLICATE = `mutation($id: ID!) { duplicateMission(id: $id) { ${MISSION_FIELDS} } }`;

const complete = () => ({
  title: 'Data engineer Spark',
  description: 'Construire la plateforme de données.',
  category: 'data',
  startDate: addDays(todayInParis(), 30),
  durationInDays: 60,
  workingTime: 5,
  retribution: 600,
  experienceLevel: 'senior',
  workplace: 'remote',
  skills: [{ skillId: String(skillId), primary: true, yearsRequired: 3 }],
});

// biome-ignore lint/suspicious/noExplicitAny: GraphQL answers are read loosely; each assertion says what it expects.
type Mission = Record<string, any>;

async function ok(client: TestClient, query: string, variables: Record<string, unknown>): Promise<Mission> {
  const response = await client.gql(query, variables);
  expect(response.errors).toBeUndefined();
  return Object.values(response.data!)[0] as Mission;
}

async function draft(client: TestClient, input: Record<string, unknown> = complete()) {
  return ok(client, CREATE, { input });
}

/** A mission of Acme submitted by its admin: in validation (toValidate). */
async function inValidation() {
  const mission = await draft(admin);
  return ok(admin, SUBMIT, { id: mission.id });
}

const move = (client: TestClient, id: string, status: string, extra: Record<string, unknown> = {}) =>
  client.gql(MOVE, { id, status, ...extra });

async function events(id: string) {
  const page = await ok(team, ACTIVITY, { id });
  return page.items as Mission[];
}

describe('the mission lifecycle', () => {
  it('goes from draft to validation to matching, each move recording its event with who made it', async () => {
    const created = await draft(admin);
    expect(created.status).toBe('notFinalized');
    expect(created.viewerCan).toEqual({ edit: true, duplicate: true, share: false });
    const submitted = await ok(admin, SUBMIT, { id: created.id });
    expect(submitted).toMatchObject({ status: 'toValidate', viewerCan: { edit: true, share: true } });
    expect(submitted.submittedAt).toBeTruthy();
    expect(submitted.allowedMoves).toEqual([{ to: 'notFinalized', reason: null }]);

    const forTeam = await ok(team, READ, { id: created.id });
    expect(forTeam.allowedMoves.map((m: Mission) => m.to).sort()).toEqual(['notFinalized', 'refused', 'seeking']);
    const validated = await ok(team, MOVE, { id: created.id, status: 'seeking', version: forTeam.version });
    expect(validated.status).toBe('seeking');
    expect(validated.validatedAt).toBeTruthy();
    expect((await ok(admin, READ, { id: created.id })).viewerCan.edit).toBe(false);

    const history = await events(created.id);
    expect(history.map((e) => e.type)).toEqual(['mission_validated', 'mission_created', 'mission_drafted']);
    expect(history[0]).toMatchObject({
      fromStatus: 'toValidate',
      toStatus: 'seeking',
      actor: { fullName: names.team, role: 'teamMember' },
      impersonator: null,
    });
    expect(history[1]!.actor).toEqual({ fullName: names.admin, role: 'corporate' });
  });

  it('is refused by the team with a reason from the list, then revived and reopened', async () => {
    const mission = await inValidation();
    const noReason = await move(team, mission.id, 'refused');
    expect(errorCode(noReason)).toBe(ErrorCode.invalidInput);
    expect(noReason.errors?.[0]?.extensions?.field).toBe('refusalReason');
    expect(errorCode(await move(team, mission.id, 'refused', { refusalReason: 'notAReason' }))).toBe(400);

    const refused = await ok(team, MOVE, { id: mission.id, status: 'refused', refusalReason: 'ssii', comment: 'ESN' });
    expect(refused).toMatchObject({ status: 'refused', refusalReason: 'ssii', statusComment: 'ESN' });
    expect((await events(mission.id))[0]).toMatchObject({ type: 'mission_refused', reasons: ['ssii'], comment: 'ESN' });
    // The company reads the reason; only the team revives.
    expect((await ok(admin, READ, { id: mission.id })).allowedMoves).toEqual([]);
    expect(errorCode(await move(admin, mission.id, 'toValidate'))).toBe(ErrorCode.invalidMissionState);

    expect((await ok(team, MOVE, { id: mission.id, status: 'toValidate' })).status).toBe('toValidate');
    expect((await ok(team, MOVE, { id: mission.id, status: 'notFinalized' })).status).toBe('notFinalized');
    expect((await events(mission.id)).slice(0, 2).map((e) => e.type)).toEqual(['mission_reopened', 'mission_revived']);
  });

  it('fails with at least one reason of the actor’s own list: the team’s, or the client’s', async () => {
    const mission = await inValidation();
    await ok(team, MOVE, { id: mission.id, status: 'seeking' });
    // A team-only reason is refused to the client, as are no reasons at all.
    const teamOnly = await move(admin, mission.id, 'failed', { failureReasons: ['matchingNoProfile'] });
    expect(errorCode(teamOnly)).toBe(ErrorCode.invalidInput);
    expect(teamOnly.errors?.[0]?.extensions?.field).toBe('failureReasons');
    expect(errorCode(await move(admin, mission.id, 'failed', { failureReasons: [] }))).toBe(400);

    const byClient = await ok(admin, MOVE, {
      id: mission.id,
      status: 'failed',
      failureReasons: ['budgetIssue', 'standBy'],
    });
    expect(byClient).toMatchObject({ status: 'failed', failureReasons: ['budgetIssue', 'standBy'] });
    expect((await events(mission.id))[0]).toMatchObject({
      type: 'mission_failed',
      reasons: ['budgetIssue', 'standBy'],
      actor: { role: 'corporate' },
    });

    await ok(team, MOVE, { id: mission.id, status: 'seeking' });
    expect((await events(mission.id))[0]!.type).toBe('mission_revived');
    const byTeam = await ok(team, MOVE, { id: mission.id, status: 'failed', failureReasons: ['matchingNoProfile'] });
    expect(byTeam.failureReasons).toEqual(['matchingNoProfile']);
  });

  it('sends a manager’s mission to the admin, who approves it or declines it with a comment', async () => {
    const first = await draft(manager);
    const toApprove = await ok(manager, SUBMIT, { id: first.id });
    expect(toApprove.status).toBe('toApprove');
    expect(toApprove.allowedMoves).toEqual([]);
    expect(errorCode(await move(manager, first.id, 'toValidate'))).toBe(ErrorCode.invalidMissionState);
    const forAdmin = await ok(admin, READ, { id: first.id });
    expect(forAdmin.allowedMoves).toEqual([
      { to: 'toValidate', reason: null },
      { to: 'approvalDeclined', reason: 'approvalDecline' },
    ]);
    expect((await ok(admin, MOVE, { id: first.id, status: 'toValidate' })).status).toBe('toValidate');
    expect((await events(first.id)).map((e) => e.type).slice(0, 2)).toEqual([
      'mission_approved',
      'mission_draft_finalized',
    ]);

    const second = await draft(manager);
    await ok(manager, SUBMIT, { id: second.id });
    expect(errorCode(await move(team, second.id, 'approvalDeclined', { comment: 'Non' }))).toBe(605);
    const silent = await move(admin, second.id, 'approvalDeclined');
    expect(silent.errors?.[0]?.extensions).toMatchObject({ code: 400, field: 'comment' });
    const declined = await ok(admin, MOVE, { id: second.id, status: 'approvalDeclined', comment: 'Budget gelé' });
    expect(declined).toMatchObject({ status: 'approvalDeclined', statusComment: 'Budget gelé' });
    expect((await events(second.id))[0]).toMatchObject({
      type: 'mission_approval_declined',
      comment: 'Budget gelé',
      actor: { fullName: names.admin },
    });
    expect((await ok(manager, MOVE, { id: second.id, status: 'notFinalized' })).status).toBe('notFinalized');
    expect((await events(second.id))[0]).toMatchObject({
      type: 'mission_reopened',
      actor: { fullName: names.manager },
    });
  });

  it('refuses every move the machine does not give to that actor from that status (605)', async () => {
    const mission = await inValidation();
    const refusals: [TestClient, string, Record<string, unknown>][] = [
      [admin, 'seeking', {}], // only the team validates
      [manager, 'seeking', {}],
      [admin, 'refused', { refusalReason: 'ssii' }], // only the team refuses
      [team, 'approvalDeclined', { comment: 'x' }], // nothing to approve
      [team, 'failed', { failureReasons: ['noNews'] }], // not in matching yet
      [team, 'onGoing', {}], // no jump over the contract
      [team, 'toValidate', {}], // already there
    ];
    for (const [client, status, extra] of refusals)
      expect(errorCode(await move(client, mission.id, status, extra)), status).toBe(ErrorCode.invalidMissionState);
    expect((await ok(team, READ, { id: mission.id })).status).toBe('toValidate');
  });

  it('refuses a move made on a stale version (622) and a draft that is not complete (400)', async () => {
    const mission = await inValidation();
    const stale = await move(team, mission.id, 'seeking', { version: mission.version - 1 });
    expect(errorCode(stale)).toBe(ErrorCode.missionHasChanged);
    const incomplete = await draft(admin, { title: 'Brouillon' });
    const early = await move(admin, incomplete.id, 'toValidate');
    expect(errorCode(early)).toBe(ErrorCode.invalidInput);
    expect((await ok(admin, READ, { id: incomplete.id })).status).toBe('notFinalized');
  });
});

describe('who reaches a mission', () => {
  it('hides another company’s mission from a corporate: not found, to read, move, copy or see its history', async () => {
    const mission = await inValidation();
    expect(errorCode(await otherAdmin.gql(READ, { id: mission.id }))).toBe(ErrorCode.notFound);
    expect(errorCode(await move(otherAdmin, mission.id, 'notFinalized'))).toBe(ErrorCode.notFound);
    expect(errorCode(await otherAdmin.gql(DUPLICATE, { id: mission.id }))).toBe(ErrorCode.notFound);
    expect(errorCode(await otherAdmin.gql(ACTIVITY, { id: mission.id }))).toBe(ErrorCode.notFound);
    expect(errorCode(await freelancer.gql(ACTIVITY, { id: mission.id }))).toBe(ErrorCode.forbidden);
    expect(errorCode(await move(freelancer, mission.id, 'notFinalized'))).toBe(ErrorCode.forbidden);
    // Its own company reads the history.
    expect((await ok(manager, ACTIVITY, { id: mission.id })).count).toBe(2);
  });

  it('keeps why a mission was refused or failed to the team and the company, off the public link', async () => {
    const refused = await inValidation();
    await ok(team, MOVE, { id: refused.id, status: 'refused', refusalReason: 'lowValue' });
    const failed = await inValidation();
    await ok(team, MOVE, { id: failed.id, status: 'seeking' });
    await ok(team, MOVE, { id: failed.id, status: 'failed', failureReasons: ['matchingNoProfile'] });
    const EXPORT = 'query($hash: String!) { missionExport(hash: $hash) { status refusalReason failureReasons } }';
    const hashes = [refused.hash, failed.hash];
    expect((await ok(admin, READ, { id: refused.id })).refusalReason).toBe('lowValue');
    for (const reader of [app.client(), freelancer]) {
      const [publicRefused, publicFailed] = await Promise.all(hashes.map((hash) => ok(reader, EXPORT, { hash })));
      expect(publicRefused).toEqual({ status: 'refused', refusalReason: null, failureReasons: [] });
      expect(publicFailed).toEqual({ status: 'failed', refusalReason: null, failureReasons: [] });
    }
  });

  it('copies a mission as a new draft of the same company, the copy’s history naming its source', async () => {
    const source = await inValidation();
    const copy = await ok(manager, DUPLICATE, { id: source.id });
    expect(copy).toMatchObject({ status: 'notFinalized', viewerCan: { edit: true } });
    expect(copy.id).not.toBe(source.id);
    expect((await events(copy.id))[0]).toMatchObject({ type: 'mission_duplicated', sourceId: source.id });
    const byTeam = await ok(team, DUPLICATE, { id: source.id });
    expect((await ok(admin, READ, { id: byTeam.id })).status).toBe('notFinalized');
  });

  it('pages the history, newest first', async () => {
    const mission = await inValidation();
    await ok(admin, MOVE, { id: mission.id, status: 'notFinalized' });
    const page = await ok(team, ACTIVITY, { id: mission.id, offset: 1, limit: 1 });
    expect(page.count).toBe(3);
    expect(page.items.map((e: Mission) => e.type)).toEqual(['mission_created']);
  });
});
