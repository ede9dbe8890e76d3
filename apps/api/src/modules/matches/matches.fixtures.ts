/**
 * Test fixtures of the matching funnel: the team, a client company and a stranger, freelancers with skills, a
 * mission open to matching, and the mutations the tests send. Only tests use this file.
 */
import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import { parisDateTime } from '@orbite/domain/time-slots';
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { freelances } from '../freelancers/freelancers.tables';
import { freelanceSkills } from '../freelancers/profile.tables';
import { skills } from '../skills/skills.tables';

/** The people of the matching tests: the team, a client company, a stranger company, and the skills' ids by name. */
export interface MatchWorld {
  app: TestApp;
  team: TestClient;
  client: TestClient;
  outsider: TestClient;
  skill: Record<string, number>;
}

export async function makeMatchWorld(): Promise<MatchWorld> {
  const app = await createTestApp();
  const team = await signedIn(app, (await makeTeamMember(app)).user.email);
  const client = await signedIn(app, (await makeCorporate(app, 'admin', 'Lumen Analytics')).user.email);
  const outsider = await signedIn(app, (await makeCorporate(app, 'admin', 'Autre Société')).user.email);
  const rows = await app.server.deps.db
    .select({ id: skills.id, name: skills.name })
    .from(skills)
    .where(inArray(skills.name, ['Python', 'SQL', 'Apache Spark', 'React']));
  const skill: Record<string, number> = {};
  for (const row of rows) skill[row.name] = row.id;
  return { app, team, client, outsider, skill };
}

const paris = {
  street: '10 rue de Rivoli',
  zipCode: '75004',
  city: 'Paris',
  countryIso: 'FR',
  point: { latitude: 48.8557, longitude: 2.3601 },
};

/** A freelancer holding the skills given (years on each), signed in. */
export async function freelancer(
  { app, skill }: MatchWorld,
  skillYears: Record<string, number>,
  patch: Partial<typeof freelances.$inferInsert> = {},
) {
  const { freelance, user } = await makeFreelancer(app, patch.status ?? 'validated');
  const db = app.server.deps.db;
  await db
    .update(freelances)
    .set({ retribution: 550, isAvailable: true, experienceInYears: 6, latitude: 48.86, longitude: 2.35, ...patch })
    .where(eq(freelances.id, freelance.id));
  const entries = Object.entries(skillYears);
  if (entries.length)
    await db
      .insert(freelanceSkills)
      .values(entries.map(([name, duration]) => ({ freelanceId: freelance.id, skillId: skill[name]!, duration })));
  return { id: String(freelance.id), client: await signedIn(app, user.email) };
}

/** A mission posted by the client (on Boost unless told) and validated by the team: open to matching. */
export async function seekingMission({ client, team, skill }: MatchWorld, offer = 'boost'): Promise<string> {
  const input = {
    offer,
    title: 'Data engineer Spark pour la plateforme de données',
    description: 'Industrialiser les pipelines de données de l’équipe marketing.',
    category: 'data',
    startDate: addDays(todayInParis(), 20),
    maxWeeksAfterStart: 2,
    durationInDays: 120,
    workingTime: 5,
    retribution: 600,
    experienceLevel: 'experienced',
    workplace: 'partialRemote',
    location: paris,
    skills: [
      { skillId: String(skill.Python), primary: true, yearsRequired: 3 },
      { skillId: String(skill['Apache Spark']), primary: true, yearsRequired: 2 },
      { skillId: String(skill.SQL), primary: false },
    ],
  };
  const created = await client.gql('mutation($input: MissionInput!) { createMission(input: $input) { id } }', {
    input,
  });
  const id = created.data?.createMission.id;
  expect(id, JSON.stringify(created.errors)).toBeTruthy();
  const submitted = await client.gql('mutation($id: ID!) { submitMission(id: $id) { status } }', { id });
  expect(submitted.data?.submitMission.status).toBe('toValidate');
  const validated = await team.gql('mutation($id: ID!) { updateMissionStatus(id: $id, status: seeking) { status } }', {
    id,
  });
  expect(validated.data?.updateMissionStatus.status).toBe('seeking');
  return id;
}

export const MATCH = `id status freelanceStatus funnelColumn selected presentedAt
  freelance { id fullName }
  evaluation { label percent numerator denominator skills { name primary has years state } improvements { kind name } }
  meeting { status bookedAt slots { id dateTime booked label } }
  allowedMoves { to reason cancelSource }`;

export const move = (who: TestClient, id: string, status: string, reasons?: string[]) =>
  who.gql(
    `mutation($id: ID!, $status: MatchStatus!, $reasons: [String!]) { updateMatchStatus(id: $id, status: $status, reasons: $reasons) { ${MATCH} } }`,
    {
      id,
      status,
      reasons,
    },
  );

export const preselect = (who: TestClient, missionId: string, freelanceIds: string[]) =>
  who.gql(`mutation($m: ID!, $f: [ID!]!) { preselectFreelances(missionId: $m, freelanceIds: $f) { ${MATCH} } }`, {
    m: missionId,
    f: freelanceIds,
  });

export const apply = (who: TestClient, missionId: string) =>
  who.gql(
    'mutation($m: ID!) { applyToMission(missionId: $m, message: "Disponible dès le mois prochain.") { id status } }',
    { m: missionId },
  );

/** Two future Paris slots on half-hour steps, within the day view. */
export const slots = () => [
  parisDateTime(addDays(todayInParis(), 8), '10:00'),
  parisDateTime(addDays(todayInParis(), 9), '14:30'),
];
