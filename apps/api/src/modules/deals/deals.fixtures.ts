/**
 * Test fixtures of deals: the team, a client company and a stranger, a mission posted, validated and its
 * freelancer confirmed (a draft deal), the legal fields a contract needs, and a deal signed. Only tests use this file.
 */
import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { companySettings } from '../companies/companies.tables';
import { freelances } from '../freelancers/freelancers.tables';
import { freelanceBankDetails, freelanceCompanies } from '../freelancers/legal.tables';
import { skills } from '../skills/skills.tables';
import { moveDeal } from './deal-moves';
import * as repository from './deals.repository';

export const paris = {
  street: '10 rue de Rivoli',
  zipCode: '75004',
  city: 'Paris',
  state: null,
  countryIso: 'FR',
  point: null,
};

/** The people of the deal tests: the team, a client company (and its id), a stranger company, and Python's id. */
export interface DealWorld {
  app: TestApp;
  team: TestClient;
  client: TestClient;
  outsider: TestClient;
  companyId: number;
  pythonSkillId: number;
}

export async function makeDealWorld(): Promise<DealWorld> {
  const app = await createTestApp();
  const team = await signedIn(app, (await makeTeamMember(app)).user.email);
  const corporate = await makeCorporate(app, 'admin', 'Lumen Analytics');
  const client = await signedIn(app, corporate.user.email);
  const outsider = await signedIn(app, (await makeCorporate(app, 'admin', 'Autre Société')).user.email);
  const [python] = await app.server.deps.db.select({ id: skills.id }).from(skills).where(eq(skills.name, 'Python'));
  return { app, team, client, outsider, companyId: corporate.company.id, pythonSkillId: python!.id };
}

export const DEAL = `id status subStatus version kind revision dailyRate clientDailyPrice freelanceDailyNet
  freelanceFlatFee corporateFlatFee marginMode startDate endDate daysPerWeek durationInDays renewable
  commissions { corporateRate freelanceRate platformDailyMargin }
  pendingAcceptances signingBlockers legalChecklist { party field form }
  allowedMoves { to event reason } viewerCan { accept validate bypass }
  renewal { askedOn open freelanceAnswer corporateAnswer pendingSides ongoingStatus }
  bypasses { kind reason }`;

/** A mission the client posts and the team validates, a freelancer presented and confirmed: a draft deal. */
export async function confirmedMatch({ app, team, client, pythonSkillId }: DealWorld) {
  const { freelance, user } = await makeFreelancer(app);
  const db = app.server.deps.db;
  await db.update(freelances).set({ retribution: 600 }).where(eq(freelances.id, freelance.id));
  const created = await client.gql('mutation($input: MissionInput!) { createMission(input: $input) { id } }', {
    input: {
      title: 'Data engineer pour la plateforme de données',
      description: 'Industrialiser les pipelines de données.',
      category: 'data',
      startDate: addDays(todayInParis(), 20),
      maxWeeksAfterStart: 2,
      durationInDays: 60,
      workingTime: 4,
      retribution: 550,
      experienceLevel: 'experienced',
      workplace: 'partialRemote',
      location: paris,
      skills: [{ skillId: String(pythonSkillId), primary: true, yearsRequired: 3 }],
    },
  });
  const missionId = created.data?.createMission.id;
  expect(missionId, JSON.stringify(created.errors)).toBeTruthy();
  const submitted = await client.gql('mutation($id: ID!) { submitMission(id: $id) { status } }', { id: missionId });
  expect(submitted.data?.submitMission.status, JSON.stringify(submitted.errors)).toBe('toValidate');
  await team.gql('mutation($id: ID!) { updateMissionStatus(id: $id, status: seeking) { status } }', { id: missionId });
  const pre = await team.gql(
    'mutation($m: ID!, $f: [ID!]!) { preselectFreelances(missionId: $m, freelanceIds: $f) { id } }',
    {
      m: missionId,
      f: [String(freelance.id)],
    },
  );
  const matchId = pre.data?.preselectFreelances[0].id;
  const moveMatch = (who: TestClient, status: string) =>
    who.gql('mutation($id: ID!, $s: MatchStatus!) { updateMatchStatus(id: $id, status: $s) { status } }', {
      id: matchId,
      s: status,
    });
  const presented = await moveMatch(team, 'corporateValidation');
  expect(presented.data?.updateMatchStatus.status, JSON.stringify([pre.errors, presented.errors])).toBe(
    'corporateValidation',
  );
  expect((await moveMatch(client, 'corporateConfirmed')).data?.updateMatchStatus.status).toBe('corporateConfirmed');
  return {
    missionId: String(missionId),
    matchId: String(matchId),
    freelance,
    freelancer: await signedIn(app, user.email),
  };
}

export const dealOfMission = async (who: TestClient, missionId: string) => {
  const result = await who.gql(`query($id: ID!) { mission(id: $id) { status ongoingStatus deal { ${DEAL} } } }`, {
    id: missionId,
  });
  return result.data?.mission;
};

export const mutate = (who: TestClient, name: string, args: Record<string, unknown>, decl: string) =>
  who.gql(
    `mutation(${decl}) { ${name}(${Object.keys(args)
      .map((k) => `${k}: $${k}`)
      .join(', ')}) { ${DEAL} } }`,
    args,
  );

export async function fillLegalFields({ app, companyId }: DealWorld, freelanceId: number) {
  const db = app.server.deps.db;
  await db
    .update(freelances)
    .set({ birthDate: '1988-04-12', nationalityIso: 'FR' })
    .where(eq(freelances.id, freelanceId));
  await db.insert(freelanceCompanies).values({
    freelanceId,
    name: 'Data Craft',
    legalForm: 'sasu',
    siret: '73282932000074',
    isVatSubject: true,
    vatNumber: 'FR44732829320',
    socialCapital: '1000',
    activity: 'liberal',
    activityType: 'Conseil en systèmes informatiques',
    commercialCourt: 'Paris',
    headOfficeAddress: paris,
  });
  await db.insert(freelanceBankDetails).values({ freelanceId, ibanSealed: 'x', ibanCountry: 'FR', ibanLast4: '0189' });
  await db
    .insert(companySettings)
    .values({
      companyId,
      legalName: 'Lumen Analytics SAS',
      legalForm: 'sas',
      siret: '55210055400013',
      vatNumber: 'FR40552100554',
      socialCapital: 50000,
      commercialCourt: 'Nanterre',
      headOfficeAddress: paris,
    })
    .onConflictDoNothing();
}

/** Moves a draft deal through its terms to validated, then signs it: on paper (the team), or through the provider. */
export async function signDeal(world: DealWorld, dealId: string, signed: 'onPaper' | 'bySignatureProvider') {
  const db = world.app.server.deps.db;
  let row = (await repository.findDeal(db, Number(dealId)))!;
  for (const to of ['termsProposed', 'freelanceAccepted', 'termsAccepted', 'validated'] as const)
    row = await moveDeal(db, row, to, {
      actor:
        to === 'termsProposed' || to === 'validated' ? 'teamMember' : to === 'termsAccepted' ? 'system' : 'freelance',
      userId: null,
    });
  if (signed === 'onPaper')
    return moveDeal(db, row, 'signed', { actor: 'teamMember', userId: null }, { reason: 'Signé sur papier' });
  row = await moveDeal(db, row, 'signing', { actor: 'system', userId: null });
  return moveDeal(db, row, 'signed', { actor: 'system', userId: null });
}
