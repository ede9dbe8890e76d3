import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type GraphQLResponse, type TestApp, type TestClient } from '../../testing/test-app';
import { activityEvents } from '../activity/activity.tables';
import { skills } from '../skills/skills.tables';

/** The mission form's rules as the server enforces them: every bound, the draft's life, who may do what. */
let app: TestApp;
let admin: TestClient;
let manager: TestClient;
let team: TestClient;
let stranger: TestClient;
let freelancer: TestClient;
let companyId: number;
let python: string;
let typescript: string;

beforeAll(async () => {
  app = await createTestApp();
  const adminRow = await makeCorporate(app, 'admin', 'Formes SA');
  companyId = adminRow.company.id;
  admin = await signedIn(app, adminRow.user.email);
  manager = await signedIn(app, (await makeCorporate(app, 'manager', 'Formes SA')).user.email);
  stranger = await signedIn(app, (await makeCorporate(app, 'admin', 'Autre SARL')).user.email);
  team = await signedIn(app, (await makeTeamMember(app)).user.email);
  freelancer = await signedIn(app, (await makeFreelancer(app)).user.email);
  const rows = await app.server.deps.db
    .select({ id: skills.id, name: skills.name })
    .from(skills)
    .where(inArray(skills.name, ['Python', 'TypeScript']));
  python = String(rows.find((r) => r.name === 'Python')!.id);
  typescript = String(rows.find((r) => r.name === 'TypeScript')!.id);
});
afterAll(() => app?.stop());

const FIELDS = 'id status version retribution workplace location { city } skills { name primary yearsRequired }';
const CREATE = `mutation($input: MissionInput!, $companyId: ID) { createMission(input: $input, companyId: $companyId) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: MissionInput!, $version: Int) { updateMission(id: $id, input: $input, version: $version) { ${FIELDS} } }`;
const SUBMIT = 'mutation($id: ID!) { submitMission(id: $id) { id status } }';

const paris = {
  street: '10 rue de Rivoli',
  zipCode: '75004',
  city: 'Paris',
  countryIso: 'FR',
  point: { latitude: 48.8556, longitude: 2.3585 },
};

/** Everything a submission needs. */
const completeInput = () => ({
  title: 'Data engineer Spark',
  description: 'Industrialiser les pipelines de données.',
  category: 'data',
  startDate: addDays(todayInParis(), 14),
  maxWeeksAfterStart: 2,
  durationInDays: 60,
  workingTime: 5,
  retribution: 600,
  experienceLevel: 'senior',
  workplace: 'onSite',
  location: paris,
  skills: [{ skillId: python, primary: true, yearsRequired: 3 }],
});

interface Mission {
  id: string;
  status: string;
  version: number;
  retribution: number | null;
  location: { city: string | null } | null;
  skills: { name: string; primary: boolean; yearsRequired: number | null }[];
}

async function create(client: TestClient, input: Record<string, unknown>, company?: number) {
  return client.gql<{ createMission: Mission }>(CREATE, { input, companyId: company ? String(company) : null });
}

async function draft(input: Record<string, unknown> = completeInput(), client = admin): Promise<Mission> {
  const response = await create(client, input);
  expect(response.errors).toBeUndefined();
  return response.data!.createMission;
}

const update = (client: TestClient, id: string, input: Record<string, unknown>, version?: number) =>
  client.gql<{ updateMission: Mission }>(UPDATE, { id, input, version: version ?? null });

const submit = (client: TestClient, id: string) => client.gql<{ submitMission: Mission }>(SUBMIT, { id });

/** A field error: code 400 naming the field. */
function expectFieldError(response: GraphQLResponse, field: string) {
  expect(response.errors?.[0]?.extensions).toMatchObject({ code: 400, field });
}

const bounds = [
  ['retribution', 199, false],
  ['retribution', 200, true],
  ['retribution', 2500, true],
  ['retribution', 2501, false],
  ['durationInDays', 0, false],
  ['durationInDays', 1, true],
  ['durationInDays', 720, true],
  ['durationInDays', 721, false],
  ['maxWeeksAfterStart', -1, false],
  ['maxWeeksAfterStart', 0, true],
  ['maxWeeksAfterStart', 16, true],
  ['maxWeeksAfterStart', 17, false],
  ['workingTime', 0, false],
  ['workingTime', 1, true],
  ['workingTime', 5, true],
  ['workingTime', 6, false],
] as const;

describe('bounds of the form', () => {
  it.each(bounds)('createMission with %s %d: accepted %s', async (field, value, accepted) => {
    const response = await create(admin, { [field]: value });
    if (accepted) expect(response.errors).toBeUndefined();
    else expectFieldError(response, field);
  });

  it.each(bounds)('updateMission with %s %d: accepted %s', async (field, value, accepted) => {
    const mission = await draft({ title: 'Bornes' });
    const response = await update(admin, mission.id, { [field]: value }, mission.version);
    if (accepted) expect(response.errors).toBeUndefined();
    else expectFieldError(response, field);
  });

  it('takes skill years among 1, 2, 3, 4, 5, 7, 10, 15 only', async () => {
    const six = await create(admin, { skills: [{ skillId: python, primary: true, yearsRequired: 6 }] });
    expectFieldError(six, 'skills');
    const seven = await draft({ skills: [{ skillId: python, primary: true, yearsRequired: 7 }] });
    expect(seven.skills).toEqual([{ name: 'Python', primary: true, yearsRequired: 7 }]);
  });

  it('refuses a start date in the past and a title over 120 characters', async () => {
    expectFieldError(await create(admin, { startDate: addDays(todayInParis(), -1) }), 'startDate');
    expectFieldError(await create(admin, { title: 'x'.repeat(121) }), 'title');
    expect((await create(admin, { startDate: todayInParis(), title: 'x'.repeat(120) })).errors).toBeUndefined();
  });

  it('refuses an address field longer than any address (400 on location)', async () => {
    expectFieldError(await create(admin, { location: { ...paris, street: 'rue '.repeat(20_000) } }), 'location');
  });

  it('refuses an address with neither point nor city', async () => {
    expectFieldError(await create(admin, { location: { street: '1 rue sans ville', countryIso: 'FR' } }), 'location');
    const typed = await draft({ location: { street: '1 rue Nationale', zipCode: '59000', city: 'Lille' } });
    expect(typed.location).toEqual({ city: 'Lille' });
  });
});

describe('submission', () => {
  it('keeps an incomplete draft but refuses to submit it', async () => {
    const mission = await draft({ title: 'Brouillon' });
    expect(mission.status).toBe('notFinalized');
    expectFieldError(await submit(admin, mission.id), 'startDate');
  });

  it('needs a mandatory skill', async () => {
    const optionalOnly = await draft({
      ...completeInput(),
      skills: [{ skillId: python, primary: false, yearsRequired: null }],
    });
    expectFieldError(await submit(admin, optionalOnly.id), 'skills');
  });

  it('needs a workplace address unless the mission is remote', async () => {
    const onSite = await draft({ ...completeInput(), location: null });
    expectFieldError(await submit(admin, onSite.id), 'location');
    const remote = await draft({ ...completeInput(), workplace: 'remote', location: null });
    const response = await submit(admin, remote.id);
    expect(response.errors).toBeUndefined();
    expect(response.data?.submitMission.status).toBe('toValidate');
  });

  it('sends a manager’s mission to the admin for approval', async () => {
    const mission = await draft(completeInput(), manager);
    const response = await submit(manager, mission.id);
    expect(response.errors).toBeUndefined();
    expect(response.data?.submitMission.status).toBe('toApprove');
  });

  it('tells in its history what a save changed: nothing for a draft’s autosaves nor for a save that changed nothing', async () => {
    const mission = await draft();
    const events = async () =>
      (
        await app.server.deps.db
          .select({ type: activityEvents.type, payload: activityEvents.payload })
          .from(activityEvents)
          .where(and(eq(activityEvents.entityType, 'mission'), eq(activityEvents.entityId, mission.id)))
          .orderBy(asc(activityEvents.id))
      ).map((event) => [event.type, (event.payload as { fields?: string[] } | null)?.fields ?? null]);
    // The form autosaves the whole draft as it is typed: no entry per keystroke.
    await update(admin, mission.id, { ...completeInput(), title: 'Data engineer Spark et Airflow' });
    await update(admin, mission.id, { ...completeInput(), title: 'Data engineer Spark et Airflow', retribution: 620 });
    await submit(admin, mission.id);
    const submitted = await events();
    expect(submitted.filter(([type]) => type === 'mission_updated')).toEqual([]);
    // Once submitted, a save lists the fields it changed, and the same values again are no event.
    const whole = { ...completeInput(), title: 'Data engineer Spark et Airflow', retribution: 650 };
    await update(admin, mission.id, whole);
    await update(admin, mission.id, whole);
    await update(admin, mission.id, { ...whole, skills: [...whole.skills] });
    expect((await events()).slice(submitted.length)).toEqual([['mission_updated', ['retribution']]]);
  });

  it('keeps a submitted mission complete and refuses edits once the team validated it', async () => {
    const mission = await draft();
    await submit(admin, mission.id);
    expectFieldError(await update(admin, mission.id, { title: '' }), 'title');
    const fixed = await update(admin, mission.id, { retribution: 650 });
    expect(fixed.data?.updateMission.retribution).toBe(650);
    const validated = await team.gql(
      'mutation($id: ID!) { updateMissionStatus(id: $id, status: seeking) { status } }',
      {
        id: mission.id,
      },
    );
    expect(validated.errors).toBeUndefined();
    expect(errorCode(await update(admin, mission.id, { retribution: 700 }))).toBe(605);
    expect(errorCode(await submit(admin, mission.id))).toBe(605);
  });
});

describe('the draft’s life', () => {
  it('fails with 622 when the mission changed since the editor loaded it', async () => {
    const mission = await draft({ title: 'Version' });
    const first = await update(admin, mission.id, { retribution: 500 }, mission.version);
    expect(first.data?.updateMission.version).toBe(mission.version + 1);
    expect(errorCode(await update(manager, mission.id, { retribution: 550 }, mission.version))).toBe(622);
    const next = await update(manager, mission.id, { retribution: 550 }, first.data!.updateMission.version);
    expect(next.data?.updateMission.retribution).toBe(550);
  });

  it('replaces the skills, mandatory first', async () => {
    const mission = await draft({ title: 'Compétences' });
    const response = await update(admin, mission.id, {
      skills: [
        { skillId: typescript, primary: false, yearsRequired: null },
        { skillId: python, primary: true, yearsRequired: 5 },
      ],
    });
    expect(response.data?.updateMission.skills.map((s) => [s.name, s.primary])).toEqual([
      ['Python', true],
      ['TypeScript', false],
    ]);
  });

  it('drafts for the company the team names, and only for one', async () => {
    const response = await create(team, { title: 'Mission ajoutée par l’équipe' }, companyId);
    expect(response.errors).toBeUndefined();
    const read = await admin.gql('query($id: ID!) { mission(id: $id) { title } }', {
      id: response.data?.createMission.id,
    });
    expect(read.data?.mission.title).toBe('Mission ajoutée par l’équipe');
    expect(errorCode(await create(team, { title: 'Sans entreprise' }))).toBe(400);
  });

  it('answers "not found" for a company that does not exist, and writes nothing', async () => {
    const before = await team.gql('{ missionStatusCounts { status count } }');
    for (const unknown of [2_000_000_000, 99_999_999_999]) {
      const response = await create(team, { title: 'Entreprise fantôme' }, unknown);
      expect(response.errors?.[0]?.extensions).toMatchObject({ code: 404, field: 'companyId' });
    }
    expect((await team.gql('{ missionStatusCounts { status count } }')).data).toEqual(before.data);
  });

  it('refuses skill ids that are no skill’s (400 on skills), whatever their shape', async () => {
    for (const skillId of ['abc', '99999999999', '2000000000']) {
      const response = await create(admin, { title: 'Compétence inconnue', skills: [{ skillId, primary: true }] });
      expectFieldError(response, 'skills');
    }
  });
});

describe('who may draft', () => {
  it('hides a mission from another company: not found', async () => {
    const mission = await draft({ title: 'Confidentielle' });
    expect(errorCode(await update(stranger, mission.id, { title: 'Pirate' }))).toBe(404);
    expect(errorCode(await submit(stranger, mission.id))).toBe(404);
    expect(
      errorCode(await stranger.gql('mutation($id: ID!) { duplicateMission(id: $id) { id } }', { id: mission.id })),
    ).toBe(404);
  });

  it('refuses a freelancer and an anonymous visitor', async () => {
    expect(errorCode(await create(freelancer, { title: 'Non' }))).toBe(403);
    expect(errorCode(await create(app.client(), { title: 'Non' }))).toBe(401);
  });
});
