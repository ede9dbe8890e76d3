import { isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../testing/factories';
import { createTestApp, errorCode, type TestApp } from '../testing/test-app';
import { schema } from './schema';

describe('every root field declares who may call it', () => {
  it('has authScopes on each Query, Mutation and Subscription field (default deny)', () => {
    const unguarded: string[] = [];
    for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      if (!root || !isObjectType(root)) continue;
      for (const field of Object.values(root.getFields())) {
        const options = (field.extensions?.pothosOptions ?? {}) as { authScopes?: unknown };
        if (!options.authScopes) unguarded.push(`${root.name}.${field.name}`);
      }
    }
    expect(unguarded).toEqual([]);
  });
});

describe('refusals by role', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.stop());

  it('answers 401 to a signed-out caller and 403 to the wrong role', async () => {
    const { user: free } = await makeFreelancer(app);
    const { user: corp } = await makeCorporate(app, 'manager');
    const { user: tm } = await makeTeamMember(app);
    const users = '{ users { count } }';
    expect(errorCode(await app.client().gql(users))).toBe(401);
    expect(errorCode(await (await signedIn(app, free.email)).gql(users))).toBe(403);
    expect(errorCode(await (await signedIn(app, corp.email)).gql(users))).toBe(403);
    expect((await (await signedIn(app, tm.email)).gql(users)).data?.users.count).toBeGreaterThanOrEqual(3);

    const tip = 'mutation { markTipAsRead(tip: "funnel") { tips } }';
    expect(errorCode(await (await signedIn(app, free.email)).gql(tip))).toBe(403);
    expect((await (await signedIn(app, tm.email)).gql(tip)).data?.markTipAsRead.tips).toEqual({ funnel: true });
    expect(errorCode(await app.client().gql('{ mySessions { id } }'))).toBe(401);
  });

  it('hides team notes on a corporate from the corporate itself', async () => {
    const { user: corp } = await makeCorporate(app);
    const me = await (await signedIn(app, corp.email)).gql('{ me { corporate { role comments } } }');
    expect(me.errors).toBeUndefined();
    expect(me.data?.me.corporate).toEqual({ role: 'admin', comments: null });
  });

  it('gives team members every permission and others their own flags', async () => {
    const { user: corp } = await makeCorporate(app, 'manager');
    const { user: tm } = await makeTeamMember(app);
    const manager = (await (await signedIn(app, corp.email)).gql('{ me { permissions } }')).data?.me.permissions;
    expect(manager).toMatchObject({ showMissions: true, showAdministration: false, showCrew: false });
    const team = (await (await signedIn(app, tm.email)).gql('{ me { permissions } }')).data?.me.permissions;
    expect(Object.values(team).every(Boolean)).toBe(true);
  });
});

describe('API conventions', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ minClientVersion: '2.0.0' });
  });
  afterAll(() => app?.stop());

  it('refuses an outdated client with code 3 and stamps the server time', async () => {
    const old = await app.client().gql('{ me { id } }', undefined, { 'x-client-version': '1.9.9' });
    expect(errorCode(old)).toBe(3);
    const current = await app.client().gql('{ me { id } }', undefined, { 'x-client-version': '2.0.0' });
    expect(current.errors).toBeUndefined();
    expect(typeof current.extensions?.serverTime).toBe('number');
    expect(Math.abs((current.extensions?.serverTime as number) - Date.now())).toBeLessThan(60_000);
  });

  it('echoes the transaction id and answers a malformed query with code 400 (invalid input)', async () => {
    const response = await app.client().post('/graphql', { query: '{ nope }' }, { 'x-transaction-id': 'tx-123' });
    expect(response.headers.get('x-transaction-id')).toBe('tx-123');
    expect(response.json.errors[0].extensions.code).toBe(400);
  });

  it('lists every country with French names, ISO codes and calling codes', async () => {
    const result = await app.client().gql('{ countriesCallingCode { iso2 iso3 name phonePrefix } countries { iso2 } }');
    const france = result.data?.countriesCallingCode.find((c: { iso2: string }) => c.iso2 === 'FR');
    expect(france).toEqual({ iso2: 'FR', iso3: 'FRA', name: 'France', phonePrefix: '+33' });
    expect(result.data?.countries.length).toBeGreaterThan(240);
    const germany = result.data?.countriesCallingCode.find((c: { iso2: string }) => c.iso2 === 'DE');
    expect(germany.name).toBe('Allemagne');
  });
});
