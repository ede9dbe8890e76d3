import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { missions } from '../missions/missions.tables';

let app: TestApp;
let team: TestClient;
let client: TestClient;
let freelancer: TestClient;
let companyId: number;

beforeAll(async () => {
  app = await createTestApp();
  team = await signedIn(app, (await makeTeamMember(app)).user.email);
  const made = await makeCorporate(app, 'admin', 'Lumen Analytics');
  companyId = made.company.id;
  client = await signedIn(app, made.user.email);
  freelancer = await signedIn(app, (await makeFreelancer(app)).user.email);
  await app.server.deps.db.insert(missions).values([
    {
      hash: `boc-1-${Date.now()}`,
      companyId,
      createdByCorporateId: made.corporate.id,
      title: 'Data engineer',
      status: 'seeking',
    },
    {
      hash: `boc-2-${Date.now()}`,
      companyId,
      createdByCorporateId: made.corporate.id,
      title: 'Dev React',
      status: 'finished',
    },
  ]);
});
afterAll(() => app?.stop());

const LIST = `query($search: String, $structure: String, $offset: Int, $limit: Int) {
  companies(search: $search, structure: $structure, offset: $offset, limit: $limit) {
    count items { id name structure size corporatesCount missionsCount activeMissionsCount acquisitionSource }
  }
}`;
const CREATE = `mutation($input: CreateCompanyInput!) {
  createCompany(input: $input) { id name skipTermsValidation acquisitionSource structure size needs }
}`;
const DETAIL = `query($id: ID!) {
  company(id: $id) { id name acquisitionSource structure corporates { id email role } missions { id title status }
    missionCounts { status count } }
}`;

describe('back-office companies', () => {
  it('lists companies with their counts, searchable and paged', async () => {
    const answer = await team.gql(LIST, { search: 'lumen' });
    expect(answer.errors).toBeUndefined();
    const page = answer.data?.companies as { count: number; items: Record<string, unknown>[] };
    expect(page.count).toBe(1);
    expect(page.items[0]).toMatchObject({
      name: 'Lumen Analytics',
      corporatesCount: 1,
      missionsCount: 2,
      activeMissionsCount: 1,
    });
    const beyond = await team.gql(LIST, { search: 'lumen', offset: 50 });
    expect(beyond.data?.companies).toEqual({ count: 1, items: [] });
  });

  it('creates a company with its settings, and refuses a duplicate name or an unknown value', async () => {
    const input = {
      name: 'Brasserie Numérique',
      structure: 'startUp',
      size: 'fortyNine',
      needs: 'oneToFour',
      acquisitionSource: 'wordOfMouth',
      skipTermsValidation: true,
      siret: '732 829 320 00074',
    };
    const created = await team.gql(CREATE, { input });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createCompany).toMatchObject({
      name: 'Brasserie Numérique',
      skipTermsValidation: true,
      acquisitionSource: 'wordOfMouth',
      structure: 'startUp',
      size: 'fortyNine',
      needs: 'oneToFour',
    });
    const duplicate = await team.gql(CREATE, { input: { name: ' brasserie numérique ' } });
    expect(errorCode(duplicate)).toBe(400);
    expect(duplicate.errors?.[0]?.message).toContain('s’appelle déjà');
    expect(errorCode(await team.gql(CREATE, { input: { name: 'X', size: 'huge' } }))).toBe(400);
    expect(errorCode(await team.gql(CREATE, { input: { name: 'Y', acquisitionSource: 'tv' } }))).toBe(400);
    expect(errorCode(await team.gql(CREATE, { input: { name: '   ' } }))).toBe(400);
    const found = await team.gql(LIST, { structure: 'startUp' });
    expect((found.data?.companies as { count: number } | undefined)?.count).toBe(1);
  });

  it('shows a company with its corporates and missions, and updates it', async () => {
    const answer = await team.gql(DETAIL, { id: String(companyId) });
    expect(answer.errors).toBeUndefined();
    const company = answer.data?.company as Record<string, unknown[]>;
    expect(company.corporates).toHaveLength(1);
    expect(company.missions).toHaveLength(2);
    expect(company.missionCounts).toEqual(expect.arrayContaining([{ status: 'seeking', count: 1 }]));
    const UPDATE = `mutation($id: ID!, $input: UpdateCompanyInput!) { updateCompany(id: $id, input: $input) { name acquisitionSource skipTermsValidation } }`;
    const updated = await team.gql(UPDATE, {
      id: String(companyId),
      input: { acquisitionSource: 'event', skipTermsValidation: true },
    });
    expect(updated.data?.updateCompany).toEqual({
      name: 'Lumen Analytics',
      acquisitionSource: 'event',
      skipTermsValidation: true,
    });
    expect(errorCode(await team.gql(UPDATE, { id: String(companyId), input: { name: 'Brasserie Numérique' } }))).toBe(
      400,
    );
    expect(errorCode(await team.gql(DETAIL, { id: '999999' }))).toBe(404);
  });

  it('refuses corporates and freelancers', async () => {
    for (const who of [client, freelancer]) {
      expect(errorCode(await who.gql(LIST))).toBe(403);
      expect(errorCode(await who.gql(DETAIL, { id: String(companyId) }))).toBe(403);
      expect(errorCode(await who.gql(CREATE, { input: { name: 'Intrus' } }))).toBe(403);
    }
    expect(errorCode(await app.client().gql(LIST))).toBe(401);
  });
});
