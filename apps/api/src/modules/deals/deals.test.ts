import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { activityEvents } from '../activity/activity.tables';
import {
  confirmedMatch,
  DEAL,
  type DealWorld,
  dealOfMission,
  fillLegalFields,
  makeDealWorld,
  mutate,
} from './deals.fixtures';
import { deals } from './deals.tables';

// A deal from the confirmed match to validated terms (its renewal and its end: deal-renewals.test.ts).

let world: DealWorld;
let app: TestApp;
let team: TestClient;
let client: TestClient;
let outsider: TestClient;

beforeAll(async () => {
  world = await makeDealWorld();
  ({ app, team, client, outsider } = world);
});
afterAll(() => app?.stop());

describe('deals', () => {
  it('counts a contract’s days of work as its work logs do: a public holiday is not one', async () => {
    const { missionId } = await confirmedMatch(world);
    const { deal } = await dealOfMission(team, missionId);
    // Monday 8 to Friday 19 November 2027: ten weekdays, Thursday 11 November a holiday.
    const input = {
      revision: deal.revision,
      dailyRate: 600,
      startDate: '2027-11-08',
      endDate: '2027-11-19',
      daysPerWeek: 5,
      renewable: 'high',
    };
    const updated = await mutate(team, 'updateDealTerms', { id: deal.id, input }, '$id: ID!, $input: DealTermsInput!');
    expect(updated.data?.updateDealTerms.durationInDays).toBe(9);
  });

  it('goes from a confirmed match to validated terms, with the checklist blocking until filled', async () => {
    const { missionId, freelance, freelancer } = await confirmedMatch(world);
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
    await fillLegalFields(world, freelance.id);
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
    const matchChangedAt = async () =>
      (await freelancer.gql('query($m: ID!) { myMatchOfMission(missionId: $m) { updatedAt } }', { m: missionId })).data
        ?.myMatchOfMission.updatedAt as string;
    const beforeValidation = await matchChangedAt();
    const validated = await mutate(team, 'validateDeal', { id: deal.id }, '$id: ID!');
    expect(validated.data?.validateDeal).toMatchObject({ status: 'validated', subStatus: 'signing' });
    // The freelancer's « Mis à jour le » follows the contract, not only the match's own row.
    const [dealRow] = await app.server.deps.db
      .select({ updatedAt: deals.updatedAt })
      .from(deals)
      .where(eq(deals.id, Number(deal.id)));
    expect(new Date(await matchChangedAt()).getTime()).toBe(dealRow!.updatedAt.getTime());
    expect(new Date(await matchChangedAt()).getTime()).toBeGreaterThan(new Date(beforeValidation).getTime());

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
    const { missionId, matchId, freelance, freelancer } = await confirmedMatch(world);
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

    await app.server.deps.db.execute(
      sql`update companies set skip_terms_validation = true where id = ${world.companyId}`,
    );
    const sent = await mutate(team, 'sendDealTerms', { id: seen.id }, '$id: ID!');
    expect(sent.data?.sendDealTerms).toMatchObject({ status: 'corporateAccepted', pendingAcceptances: ['freelance'] });
    await app.server.deps.db.execute(
      sql`update companies set skip_terms_validation = false where id = ${world.companyId}`,
    );
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
    const { missionId, freelancer } = await confirmedMatch(world);
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
});
