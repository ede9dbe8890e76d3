/**
 * The whole path of issue 5 through the API, each step by the person who takes it: a confirmed match
 * opens a deal, both sides accept its terms, the team validates it, the three signatories sign, the
 * freelancer submits the month, the client validates it, and the invoices are issued, with the
 * refusals that guard each step.
 */
import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import { isWorkingDay } from '@orbite/domain/public-holidays';
import { monthOf } from '@orbite/domain/work-log-days';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { companySettings } from '../companies/companies.tables';
import { freelances } from '../freelancers/freelancers.tables';
import { freelanceBankDetails, freelanceCompanies } from '../freelancers/legal.tables';
import { skills } from '../skills/skills.tables';

let app: TestApp;
let team: TestClient;
let client: TestClient;
let freelancer: TestClient;
let names: Record<'team' | 'client' | 'freelancer', string>;
let companyId: number;
let freelanceId: number;

const paris = {
  street: '10 rue de Rivoli',
  zipCode: '75004',
  city: 'Paris',
  state: null,
  countryIso: 'FR',
  point: null,
};
const today = todayInParis();
const month = monthOf(today);

beforeAll(async () => {
  app = await createTestApp();
  const t = await makeTeamMember(app);
  const c = await makeCorporate(app, 'admin', 'Lumen Analytics');
  const f = await makeFreelancer(app);
  companyId = c.company.id;
  freelanceId = f.freelance.id;
  team = await signedIn(app, t.user.email);
  client = await signedIn(app, c.user.email);
  freelancer = await signedIn(app, f.user.email);
  const full = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;
  names = { team: full(t.user), client: full(c.user), freelancer: full(f.user) };
});
afterAll(() => app?.stop());

async function gql(who: TestClient, query: string, variables: Record<string, unknown> = {}) {
  const result = await who.gql(query, variables);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  // biome-ignore lint/suspicious/noExplicitAny: GraphQL answers, read by their shape
  return result.data as Record<string, any>;
}

/** The client posts a mission, the team validates it and presents the freelancer, the client confirms. */
async function confirmedMatch(): Promise<string> {
  const db = app.server.deps.db;
  const [python] = await db.select({ id: skills.id }).from(skills).where(eq(skills.name, 'Python'));
  await db.update(freelances).set({ retribution: 600 }).where(eq(freelances.id, freelanceId));
  const { createMission } = await gql(
    client,
    'mutation($input: MissionInput!) { createMission(input: $input) { id } }',
    {
      input: {
        title: 'Data engineer pour la plateforme de données',
        description: 'Industrialiser les pipelines de données.',
        category: 'data',
        startDate: addDays(today, 20),
        maxWeeksAfterStart: 2,
        durationInDays: 90,
        workingTime: 5,
        retribution: 650,
        experienceLevel: 'experienced',
        workplace: 'partialRemote',
        location: paris,
        skills: [{ skillId: String(python!.id), primary: true, yearsRequired: 3 }],
      },
    },
  );
  const missionId = createMission.id as string;
  await gql(client, 'mutation($id: ID!) { submitMission(id: $id) { status } }', { id: missionId });
  await gql(team, 'mutation($id: ID!) { updateMissionStatus(id: $id, status: seeking) { status } }', { id: missionId });
  const { preselectFreelances } = await gql(
    team,
    'mutation($m: ID!, $f: [ID!]!) { preselectFreelances(missionId: $m, freelanceIds: $f) { id } }',
    { m: missionId, f: [String(freelanceId)] },
  );
  const move = (who: TestClient, status: string) =>
    gql(who, 'mutation($id: ID!, $s: MatchStatus!) { updateMatchStatus(id: $id, status: $s) { status } }', {
      id: preselectFreelances[0].id,
      s: status,
    });
  await move(team, 'corporateValidation');
  await move(client, 'corporateConfirmed');
  return missionId;
}

/** Both parties' legal identities, as their forms would have filled them. */
async function fillLegalIdentities() {
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
    billingAddress: paris,
  });
  await db.insert(freelanceBankDetails).values({
    freelanceId,
    ibanSealed: app.server.deps.cipher.encrypt('FR7630006000011234567890189'),
    ibanCountry: 'FR',
    ibanLast4: '0189',
  });
  await db.insert(companySettings).values({
    companyId,
    legalName: 'Lumen Analytics SAS',
    legalForm: 'sas',
    siret: '55210055400013',
    vatNumber: 'FR40552100554',
    socialCapital: 50000,
    commercialCourt: 'Nanterre',
    headOfficeAddress: paris,
    billingAddress: paris,
    paymentDelay: 30,
    paymentConditions: 'uponReceipt',
  });
}

const DEAL = 'id status revision startDate endDate daysPerWeek renewable clientDailyPrice freelanceDailyNet';
const SIGNING = `query($dealId: ID!) { dealSigning(dealId: $dealId) {
  status documents { id type status sha256 viewerSignatory signatures { signatory } } } }`;
const SIGN = `mutation($documentId: ID!, $typedName: String!, $signatory: DealSignatory) {
  signDealDocument(documentId: $documentId, typedName: $typedName, signatory: $signatory) { id status } }`;
const WORK_LOG = 'id month status revision entries { day days } timesheet { id status }';
const INVOICE = 'id number flow status totalExclVat totalInclVat recipientName pdfUrl';

describe('from a confirmed match to an issued invoice', () => {
  it('is taken step by step by each party, and refused to whoever may not take a step', async () => {
    const missionId = await confirmedMatch();
    await fillLegalIdentities();

    // The deal opened with the confirmation; the team starts it this month so that a month is due.
    let deal = (await gql(team, `query($id: ID!) { mission(id: $id) { deal { ${DEAL} } } }`, { id: missionId })).mission
      .deal;
    expect(deal.status).toBe('draft');
    const start = `${month}-01`;
    deal = (
      await gql(
        team,
        `mutation($id: ID!, $input: DealTermsInput!) { updateDealTerms(id: $id, input: $input) { ${DEAL} } }`,
        {
          id: deal.id,
          input: {
            revision: deal.revision,
            dailyRate: 600,
            startDate: start,
            endDate: addDays(start, 120),
            daysPerWeek: 5,
            renewable: deal.renewable,
          },
        },
      )
    ).updateDealTerms;
    expect(deal).toMatchObject({ clientDailyPrice: 705.88, freelanceDailyNet: 570 });
    const dealMutation = (who: TestClient, name: string) =>
      who.gql(`mutation($id: ID!) { ${name}(id: $id) { status } }`, { id: deal.id });
    expect((await dealMutation(team, 'sendDealTerms')).data?.sendDealTerms.status).toBe('termsProposed');
    expect((await dealMutation(freelancer, 'acceptDealTerms')).data?.acceptDealTerms.status).toBe('freelanceAccepted');
    expect((await dealMutation(client, 'acceptDealTerms')).data?.acceptDealTerms.status).toBe('termsAccepted');
    // KYC is the only check left: the team lifts it with a reason, then validates.
    expect(errorCode(await dealMutation(team, 'validateDeal'))).toBe(605);
    await gql(
      team,
      'mutation($id: ID!, $kind: DealCheck!, $reason: String!) { bypassDealCheck(id: $id, kind: $kind, reason: $reason) { id } }',
      { id: deal.id, kind: 'kyc', reason: 'Pièces vérifiées en rendez-vous' },
    );
    expect((await dealMutation(team, 'validateDeal')).data?.validateDeal.status).toBe('validated');

    // Signature: nobody signs for another side; each signs its own documents, the team for the platform.
    expect(
      errorCode(
        await client.gql('mutation($dealId: ID!) { startDealSigning(dealId: $dealId) { status } }', {
          dealId: deal.id,
        }),
      ),
    ).toBe(403);
    await gql(team, 'mutation($dealId: ID!) { startDealSigning(dealId: $dealId) { status } }', { dealId: deal.id });
    const documentsOf = async (who: TestClient) => (await gql(who, SIGNING, { dealId: deal.id })).dealSigning.documents;
    const framework = (await documentsOf(freelancer)).find((d: { type: string }) => d.type === 'frameworkContract');
    expect(framework, 'a first deal signs the framework contract').toBeTruthy();
    expect(
      errorCode(
        await freelancer.gql(SIGN, { documentId: framework.id, typedName: names.client, signatory: 'corporate' }),
      ),
    ).toBe(403);
    for (const [who, name] of [
      [freelancer, names.freelancer],
      [client, names.client],
      [team, names.team],
    ] as const) {
      for (const document of await documentsOf(who)) {
        if (!document.viewerSignatory || document.status === 'signed') continue;
        if (document.signatures.some((s: { signatory: string }) => s.signatory === document.viewerSignatory)) continue;
        await gql(who, SIGN, { documentId: document.id, typedName: name, signatory: document.viewerSignatory });
      }
    }
    const signed = await gql(team, `query($id: ID!) { mission(id: $id) { status deal { status } } }`, {
      id: missionId,
    });
    expect(signed.mission).toMatchObject({ status: 'onGoing', deal: { status: 'signed' } });

    // The month's work log: the freelancer fills and submits it; the client may not edit it.
    const logs = (
      await gql(freelancer, `query($id: ID!) { workLogsOfDeal(dealId: $id) { ${WORK_LOG} } }`, { id: deal.id })
    ).workLogsOfDeal;
    const log = logs.find((l: { month: string }) => l.month === month);
    expect(log).toMatchObject({ status: 'draft' });
    const workingDays = Array.from({ length: 10 }, (_, i) => addDays(start, i))
      .filter(isWorkingDay)
      .slice(0, 4);
    const entries = [...workingDays.slice(0, 3).map((day) => ({ day, days: 1 })), { day: workingDays[3]!, days: 0.5 }];
    const UPDATE = `mutation($id: ID!, $entries: [WorkLogEntryInput!]!, $revision: Int!) {
      updateWorkLog(id: $id, entries: $entries, revision: $revision) { ${WORK_LOG} } }`;
    expect(errorCode(await client.gql(UPDATE, { id: log.id, entries, revision: log.revision }))).toBe(403);
    const filled = (await gql(freelancer, UPDATE, { id: log.id, entries, revision: log.revision })).updateWorkLog;
    const submitted = (
      await gql(freelancer, `mutation($id: ID!) { submitWorkLog(id: $id) { ${WORK_LOG} } }`, { id: log.id })
    ).submitWorkLog;
    expect(submitted.status).toBe('submitted');

    // No invoice from a timesheet the client has not validated; a freelancer cannot validate their own month.
    // The freelancer does not see the timesheet (the invoicing side); the team does.
    expect(filled.timesheet).toBeNull();
    const seen = (await gql(team, `query($id: ID!) { workLog(id: $id) { ${WORK_LOG} } }`, { id: log.id })).workLog;
    expect(seen.timesheet.status).toBe('submitted');
    const timesheetId = seen.timesheet.id;
    const GENERATE = 'mutation($id: ID!) { generateTimesheetInvoices(timesheetId: $id) { id } }';
    expect(errorCode(await team.gql(GENERATE, { id: timesheetId }))).toBe(605);
    expect(
      errorCode(await freelancer.gql('mutation($id: ID!) { validateWorkLog(id: $id) { id } }', { id: log.id })),
    ).toBe(403);

    // The client validates: the timesheet is validated and the invoices issued, numbered, at the deal's prices.
    const validated = (
      await gql(client, `mutation($id: ID!) { validateWorkLog(id: $id) { ${WORK_LOG} } }`, { id: log.id })
    ).validateWorkLog;
    expect(validated.timesheet.status).toBe('invoiced');
    const invoices = (
      await gql(team, `query($id: ID!) { invoicesOfDeal(dealId: $id) { ${INVOICE} } }`, { id: deal.id })
    ).invoicesOfDeal;
    const byFlow = Object.fromEntries(invoices.map((i: { flow: string }) => [i.flow, i]));
    expect(byFlow.platformToCorporate).toMatchObject({ status: 'issued', totalExclVat: 2470.58, totalInclVat: 2964.7 });
    expect(byFlow.freelanceToPlatform).toMatchObject({ status: 'issued', totalExclVat: 1995 });
    expect(byFlow.platformToCorporate.number).toMatch(/^F-\d{4}-\d{6}$/);
    expect(errorCode(await team.gql(GENERATE, { id: timesheetId }))).toBe(605);

    // The client sees its own invoice only, and downloads it as a PDF.
    const mine = (
      await gql(client, `query($id: ID!) { missionInvoices(missionId: $id) { ${INVOICE} } }`, { id: missionId })
    ).missionInvoices;
    expect(mine.map((i: { flow: string }) => i.flow)).toEqual(['platformToCorporate']);
    const response = await fetch(`${client.baseUrl}${mine[0].pdfUrl}`, { headers: { cookie: client.cookie ?? '' } });
    expect(response.status).toBe(200);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
  });
});
