import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDailyJobs } from '../../platform/jobs';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { activityEvents } from '../activity/activity.tables';
import { companySettings } from '../companies/companies.tables';
import { freelances } from '../freelancers/freelancers.tables';
import { freelanceBankDetails, freelanceCompanies } from '../freelancers/legal.tables';
import { missions } from '../missions/missions.tables';
import { skills } from '../skills/skills.tables';
import { moveDeal } from './deal-moves';
import * as repository from './deals.repository';
import { deals } from './deals.tables';
import './deal-renewals.service';

let app: TestApp;
let team: TestClient;
let client: TestClient;
let outsider: TestClient;
let companyId: number;
let pythonSkillId: number;

const paris = {
  street: '10 rue de Rivoli',
  zipCode: '75004',
  city: 'Paris',
  state: null,
  countryIso: 'FR',
  point: null,
};

beforeAll(async () => {
  app = await createTestApp();
  team = await signedIn(app, (await makeTeamMember(app)).user.email);
  const corporate = await makeCorporate(app, 'admin', 'Lumen Analytics');
  companyId = corporate.company.id;
  client = await signedIn(app, corporate.user.email);
  outsider = await signedIn(app, (await makeCorporate(app, 'admin', 'Autre Société')).user.email);
  const [python] = await app.server.deps.db.select({ id: skills.id }).from(skills).where(eq(skills.name, 'Python'));
  pythonSkillId = python!.id;
});
afterAll(() => app?.stop());

const DEAL = `id status subStatus version kind revision dailyRate clientDailyPrice freelanceDailyNet
  freelanceFlatFee corporateFlatFee marginMode startDate endDate daysPerWeek renewable
  commissions { corporateRate freelanceRate platformDailyMargin }
  pendingAcceptances signingBlockers legalChecklist { party field form }
  allowedMoves { to event reason } viewerCan { accept validate bypass }
  renewal { askedOn open freelanceAnswer corporateAnswer pendingSides ongoingStatus }
  bypasses { kind reason }`;

/** A mission the client posts and the team validates, a freelancer presented and confirmed: a draft deal. */
async function confirmedMatch() {
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

const dealOfMission = async (who: TestClient, missionId: string) => {
  const result = await who.gql(`query($id: ID!) { mission(id: $id) { status ongoingStatus deal { ${DEAL} } } }`, {
    id: missionId,
  });
  return result.data?.mission;
};

const mutate = (who: TestClient, name: string, args: Record<string, unknown>, decl: string) =>
  who.gql(
    `mutation(${decl}) { ${name}(${Object.keys(args)
      .map((k) => `${k}: $${k}`)
      .join(', ')}) { ${DEAL} } }`,
    args,
  );

async function fillLegalFields(freelanceId: number) {
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

describe('deals', () => {
  it('goes from a confirmed match to validated terms, with the checklist blocking until filled', async () => {
    const { missionId, freelance, freelancer } = await confirmedMatch();
    const seen = await dealOfMission(team, missionId);
    expect(seen.status).toBe('quotation');
    const deal = seen.deal;
    expect(deal).toMatchObject({ status: 'draft', subStatus: 'created', version: 1, kind: 'initial', dailyRate: 600 });
    expect(deal.daysPerWeek).toBe(4);
    expect(deal.commissions).toMatchObject({ corporateRate: 0.15, freelanceRate: 0.05 });
    expect(deal.clientDailyPrice).toBe(705.88); // 600 / 0.85
    expect(deal.freelanceDailyNet).toBe(570);

    // Each side sees its own price only; the other company sees nothing.
    const asClient = (await dealOfMission(client, missionId)).deal;
    expect(asClient).toMatchObject({
      dailyRate: null,
      freelanceDailyNet: null,
      clientDailyPrice: 705.88,
      commissions: null,
    });
    const asFreelancer = (await freelancer.gql(`query($id: ID!) { deal(id: $id) { ${DEAL} } }`, { id: deal.id })).data
      ?.deal;
    expect(asFreelancer).toMatchObject({ clientDailyPrice: null, freelanceDailyNet: 570, commissions: null });
    expect(errorCode(await outsider.gql('query($id: ID!) { deal(id: $id) { id } }', { id: deal.id }))).toBe(404);

    // The team changes the rate: prices follow; a stale revision is refused; the freelancer cannot edit terms.
    const terms = {
      revision: deal.revision,
      dailyRate: 650,
      startDate: deal.startDate,
      endDate: deal.endDate,
      daysPerWeek: 4,
      renewable: 'high',
    };
    const updated = await mutate(
      team,
      'updateDealTerms',
      { id: deal.id, input: terms },
      '$id: ID!, $input: DealTermsInput!',
    );
    expect(updated.data?.updateDealTerms).toMatchObject({ status: 'draft', dailyRate: 650, clientDailyPrice: 764.71 });
    expect(
      errorCode(
        await mutate(team, 'updateDealTerms', { id: deal.id, input: terms }, '$id: ID!, $input: DealTermsInput!'),
      ),
    ).toBe(622);
    expect(
      errorCode(
        await mutate(freelancer, 'updateDealTerms', { id: deal.id, input: terms }, '$id: ID!, $input: DealTermsInput!'),
      ),
    ).toBe(403);

    // Sent, then accepted by each side for itself only.
    expect((await mutate(team, 'sendDealTerms', { id: deal.id }, '$id: ID!')).data?.sendDealTerms.status).toBe(
      'termsProposed',
    );
    expect(errorCode(await mutate(team, 'acceptDealTerms', { id: deal.id }, '$id: ID!'))).toBe(403);
    expect(errorCode(await mutate(outsider, 'acceptDealTerms', { id: deal.id }, '$id: ID!'))).toBe(404);
    const stage = async () =>
      (await freelancer.gql('query($m: ID!) { myMatchOfMission(missionId: $m) { freelanceStatus } }', { m: missionId }))
        .data?.myMatchOfMission.freelanceStatus;
    expect(await stage()).toBe('freeEstimate');
    const first = await mutate(freelancer, 'acceptDealTerms', { id: deal.id }, '$id: ID!');
    expect(await stage()).toBe('contractCreation');
    expect(first.data?.acceptDealTerms).toMatchObject({
      status: 'freelanceAccepted',
      pendingAcceptances: ['corporate'],
    });
    // The freelancer cannot accept a second time, for the client.
    expect(errorCode(await mutate(freelancer, 'acceptDealTerms', { id: deal.id }, '$id: ID!'))).toBe(605);
    const both = await mutate(client, 'acceptDealTerms', { id: deal.id }, '$id: ID!');
    expect(both.data?.acceptDealTerms).toMatchObject({
      status: 'termsAccepted',
      subStatus: 'awaitingTeamMemberValidation',
    });

    // Missing legal fields and KYC block the validation with 605, listed.
    // The client sees its own missing fields; the team sees every party's.
    expect(
      both.data?.acceptDealTerms.legalChecklist.every((i: { party: string }) => i.party === 'corporateCompany'),
    ).toBe(true);
    const blocked = (await dealOfMission(team, missionId)).deal;
    expect(blocked.signingBlockers).toEqual(
      expect.arrayContaining(['freelanceLegalFields', 'corporateLegalFields', 'kyc']),
    );
    expect(blocked.legalChecklist, JSON.stringify(blocked.legalChecklist)).toEqual(
      expect.arrayContaining([
        { party: 'person', field: 'birthDate', form: 'freelancePersonal' },
        { party: 'corporateCompany', field: 'siret', form: 'companyLegal' },
        { party: 'freelanceCompany', field: 'iban', form: 'freelanceBankDetails' },
      ]),
    );
    const refused = await mutate(team, 'validateDeal', { id: deal.id }, '$id: ID!');
    expect(errorCode(refused)).toBe(605);
    expect(refused.errors?.[0]?.message).toContain('informations légales du freelance');

    // Fields filled, the KYC bypassed with a reason (audited), the team validates.
    await fillLegalFields(freelance.id);
    expect(
      errorCode(
        await mutate(
          freelancer,
          'bypassDealCheck',
          { id: deal.id, kind: 'kyc', reason: 'x' },
          '$id: ID!, $kind: DealCheck!, $reason: String!',
        ),
      ),
    ).toBe(403);
    const bypassed = await mutate(
      team,
      'bypassDealCheck',
      { id: deal.id, kind: 'kyc', reason: 'Dossier vérifié par téléphone' },
      '$id: ID!, $kind: DealCheck!, $reason: String!',
    );
    expect(bypassed.data?.bypassDealCheck.signingBlockers).toEqual([]);
    expect(bypassed.data?.bypassDealCheck.bypasses).toEqual([{ kind: 'kyc', reason: 'Dossier vérifié par téléphone' }]);
    const validated = await mutate(team, 'validateDeal', { id: deal.id }, '$id: ID!');
    expect(validated.data?.validateDeal).toMatchObject({ status: 'validated', subStatus: 'signing' });

    const events = await app.server.deps.db
      .select({ type: activityEvents.type })
      .from(activityEvents)
      .where(and(eq(activityEvents.entityType, 'deal'), eq(activityEvents.entityId, String(deal.id))));
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'deal_created',
        'deal_terms_updated',
        'deal_terms_sent',
        'deal_terms_accepted',
        'deal_kyc_bypassed',
        'deal_validated',
      ]),
    );
  });

  it('fills the freelancer as a contract party, and lets a company that skips terms validation accept at once', async () => {
    const { missionId, matchId, freelance, freelancer } = await confirmedMatch();
    const person = (birthDate: string | null, nationalityIso: string | null) =>
      freelancer.gql(
        'mutation($f: ID!, $b: Date, $n: String) { updateFreelanceLegalPerson(freelanceId: $f, birthDate: $b, nationalityIso: $n) { id birthDate nationalityIso } }',
        { f: String(freelance.id), b: birthDate, n: nationalityIso },
      );
    expect(errorCode(await person(addDays(todayInParis(), 1), 'FR'))).toBe(400);
    expect(errorCode(await person('1990-05-02', 'France'))).toBe(400);
    expect((await person('1990-05-02', 'fr')).data?.updateFreelanceLegalPerson).toMatchObject({
      birthDate: '1990-05-02',
      nationalityIso: 'FR',
    });
    expect(
      errorCode(await client.gql('query($id: ID!) { freelance(id: $id) { birthDate } }', { id: String(freelance.id) })),
    ).toBe(403);
    const company = await freelancer.gql(
      'mutation($f: ID!, $i: FreelanceCompanyInput!) { updateFreelanceCompany(freelanceId: $f, input: $i) { company { activityType } } }',
      { f: String(freelance.id), i: { name: 'Data Craft', activityType: ' Conseil en systèmes informatiques ' } },
    );
    expect(company.data?.updateFreelanceCompany.company.activityType).toBe('Conseil en systèmes informatiques');
    const seen = (await dealOfMission(team, missionId)).deal;
    expect(seen.legalChecklist.map((i: { field: string }) => i.field)).not.toContain('birthDate');

    await app.server.deps.db.execute(sql`update companies set skip_terms_validation = true where id = ${companyId}`);
    const sent = await mutate(team, 'sendDealTerms', { id: seen.id }, '$id: ID!');
    expect(sent.data?.sendDealTerms).toMatchObject({ status: 'corporateAccepted', pendingAcceptances: ['freelance'] });
    await app.server.deps.db.execute(sql`update companies set skip_terms_validation = false where id = ${companyId}`);
    expect(errorCode(await mutate(client, 'acceptDealTerms', { id: seen.id }, '$id: ID!'))).toBe(605);
    expect(
      errorCode(await mutate(client, 'cancelDeal', { id: seen.id, reason: 'x' }, '$id: ID!, $reason: String!')),
    ).toBe(403);
    const cancelled = await mutate(
      team,
      'cancelDeal',
      { id: seen.id, reason: 'Le client renonce' },
      '$id: ID!, $reason: String!',
    );
    expect(cancelled.data?.cancelDeal.status).toBe('cancelled');
    // A new contract for the same confirmed freelancer: the team only, one open at a time.
    const reopen = (who: TestClient) =>
      who.gql('mutation($m: ID!) { createDeal(matchId: $m) { id version kind status } }', { m: matchId });
    expect(errorCode(await reopen(freelancer))).toBe(403);
    expect((await reopen(team)).data?.createDeal).toMatchObject({ version: 2, kind: 'initial', status: 'draft' });
    expect(errorCode(await reopen(team))).toBe(605);
    expect((await dealOfMission(client, missionId)).deal.version).toBe(2);
  });

  it('lets a side ask for other terms, back to the draft', async () => {
    const { missionId, freelancer } = await confirmedMatch();
    const deal = (await dealOfMission(team, missionId)).deal;
    await mutate(team, 'sendDealTerms', { id: deal.id }, '$id: ID!');
    expect(
      errorCode(
        await mutate(client, 'requestDealTermsChange', { id: deal.id, reason: ' ' }, '$id: ID!, $reason: String!'),
      ),
    ).toBe(400);
    const back = await mutate(
      freelancer,
      'requestDealTermsChange',
      { id: deal.id, reason: 'Je souhaite un tarif de 680 €.' },
      '$id: ID!, $reason: String!',
    );
    expect(back.data?.requestDealTermsChange.status).toBe('draft');
  });

  it('asks about renewal once, gives the ongoing sub-status, records a decline, and extends into version 2', async () => {
    const { missionId, freelancer } = await confirmedMatch();
    const db = app.server.deps.db;
    const draft = (await dealOfMission(team, missionId)).deal;
    const today = todayInParis();
    // A deal signed and running, ending in 30 days (what the signature module does, in one step).
    let row = (await repository.findDeal(db, Number(draft.id)))!;
    for (const to of ['termsProposed', 'freelanceAccepted', 'termsAccepted', 'validated'] as const)
      row = await moveDeal(db, row, to, {
        actor:
          to === 'termsProposed' || to === 'validated' ? 'teamMember' : to === 'termsAccepted' ? 'system' : 'freelance',
        userId: null,
      });
    row = await moveDeal(db, row, 'signed', { actor: 'teamMember', userId: null }, { reason: 'Signé sur papier' });
    await db
      .update(deals)
      .set({ startDate: addDays(today, -60), endDate: addDays(today, 30) })
      .where(eq(deals.id, row.id));
    let seen = await dealOfMission(team, missionId);
    expect(seen).toMatchObject({ status: 'onGoing', ongoingStatus: 'ongoing' });

    // Before the question, a side may not answer outside the window... it is in the window already: the job asks once.
    expect((await runDailyJobs(app.server.deps, today))['deal-renewals']).toBe(1);
    expect((await runDailyJobs(app.server.deps, today))['deal-renewals']).toBe(0);
    seen = await dealOfMission(client, missionId);
    expect(seen.deal.renewal).toMatchObject({ askedOn: today, open: true, pendingSides: ['freelance', 'corporate'] });
    const mails = await app.outbox();
    expect(mails.some((m) => m.includes('renouveler'))).toBe(true);

    // The client wants to go on: renewing; the freelancer declines: ending, with the spec's event.
    await mutate(
      client,
      'answerDealRenewal',
      { id: draft.id, answer: 'renew' },
      '$id: ID!, $answer: DealRenewalAnswer!',
    );
    expect((await dealOfMission(team, missionId)).ongoingStatus).toBe('renewing');
    expect(
      errorCode(
        await mutate(
          outsider,
          'answerDealRenewal',
          { id: draft.id, answer: 'end' },
          '$id: ID!, $answer: DealRenewalAnswer!',
        ),
      ),
    ).toBe(404);
    await mutate(
      freelancer,
      'answerDealRenewal',
      { id: draft.id, answer: 'end' },
      '$id: ID!, $answer: DealRenewalAnswer!',
    );
    expect((await dealOfMission(team, missionId)).ongoingStatus).toBe('ending');
    const declined = await db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.type, 'deal_renewal_declined'), eq(activityEvents.entityId, String(draft.id))));
    expect(declined).toHaveLength(1);

    // The team extends anyway (after a call): version 2 starts the day after, as a draft.
    const next = await team.gql(
      'mutation($id: ID!, $end: Date!) { createNextDealVersion(id: $id, kind: extension, endDate: $end) { id version kind status startDate } }',
      { id: draft.id, end: addDays(today, 120) },
    );
    expect(next.data?.createNextDealVersion).toMatchObject({
      version: 2,
      kind: 'extension',
      status: 'draft',
      startDate: addDays(today, 31),
    });
    expect(
      errorCode(
        await team.gql(
          'mutation($id: ID!, $end: Date!) { createNextDealVersion(id: $id, kind: renewal, endDate: $end) { id } }',
          {
            id: draft.id,
            end: addDays(today, 120),
          },
        ),
      ),
    ).toBe(605);
    expect((await dealOfMission(team, missionId)).ongoingStatus).toBe('renewing');
  });

  it('ends a deal past its end date and finishes the mission', async () => {
    const { missionId } = await confirmedMatch();
    const db = app.server.deps.db;
    const draft = (await dealOfMission(team, missionId)).deal;
    let row = (await repository.findDeal(db, Number(draft.id)))!;
    for (const to of ['termsProposed', 'freelanceAccepted', 'termsAccepted', 'validated'] as const)
      row = await moveDeal(db, row, to, {
        actor:
          to === 'termsProposed' || to === 'validated' ? 'teamMember' : to === 'termsAccepted' ? 'system' : 'freelance',
        userId: null,
      });
    row = await moveDeal(db, row, 'signing', { actor: 'system', userId: null });
    row = await moveDeal(db, row, 'signed', { actor: 'system', userId: null });
    const today = todayInParis();
    await db
      .update(deals)
      .set({ endDate: addDays(today, -1) })
      .where(eq(deals.id, row.id));
    await runDailyJobs(app.server.deps, today);
    expect((await repository.findDeal(db, row.id))?.status).toBe('ended');
    const [mission] = await db
      .select()
      .from(missions)
      .where(eq(missions.id, Number(missionId)));
    expect(mission?.status).toBe('finished');
  });
});
