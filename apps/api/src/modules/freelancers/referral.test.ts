import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

const SPONSORED =
  'query($id: ID!) { freelance(id: $id) { referralCode referrerName sponsored { displayName status } } }';
const SAVE =
  'mutation($id: ID!, $info: ReferralInfoInput!) { saveReferralInfo(freelanceId: $id, info: $info) { referralCode referrerName } }';

describe('sponsorship', () => {
  it('records the referrer given at sign-up and lists the people sponsored', async () => {
    const { user, freelance } = await makeFreelancer(app);
    const signup = await app.client().post('/auth/signup/freelancer', {
      email: 'filleule@exemple.fr',
      password: 'Lune-orbite-42',
      firstName: 'Sarah',
      lastName: 'Klein',
      referrerCode: freelance.referralCode.toLowerCase(),
    });
    expect(signup.status).toBe(201);
    const sponsor = await signedIn(app, user.email);
    const result = await sponsor.gql(SPONSORED, { id: freelance.id });
    expect(result.data?.freelance.sponsored).toEqual([{ displayName: 'Sarah K.', status: 'new' }]);
  });

  it('lets a freelancer choose their code and name a referrer once, never themself', async () => {
    const { user, freelance } = await makeFreelancer(app);
    const { freelance: sponsor } = await makeFreelancer(app);
    const client = await signedIn(app, user.email);
    const custom = await client.gql(SAVE, { id: freelance.id, info: { referralCode: 'julien2026' } });
    expect(custom.data?.saveReferralInfo.referralCode).toBe('JULIEN2026');
    expect(
      (await client.gql(SAVE, { id: freelance.id, info: { referralCode: sponsor.referralCode } })).errors?.[0]
        ?.extensions,
    ).toMatchObject({
      code: 400,
      field: 'referralCode',
    });
    expect(
      (await client.gql(SAVE, { id: freelance.id, info: { referrerCode: 'JULIEN2026' } })).errors?.[0]?.extensions
        ?.field,
    ).toBe('referrerCode');
    const named = await client.gql(SAVE, { id: freelance.id, info: { referrerCode: sponsor.referralCode } });
    expect(named.data?.saveReferralInfo.referrerName).toMatch(/^Alex /);
    expect(
      (await client.gql(SAVE, { id: freelance.id, info: { referrerCode: sponsor.referralCode } })).errors?.[0]
        ?.extensions?.field,
    ).toBe('referrerCode');
  });
});

describe('team notes', () => {
  it('are written and read by the team only', async () => {
    const { user, freelance } = await makeFreelancer(app);
    const { user: tm } = await makeTeamMember(app);
    const team = await signedIn(app, tm.email);
    const own = await signedIn(app, user.email);
    const note =
      'mutation($id: ID!) { updateFreelanceComments(freelanceId: $id, comments: "Très bon entretien") { comments } }';
    expect((await team.gql(note, { id: freelance.id })).data?.updateFreelanceComments.comments).toBe(
      'Très bon entretien',
    );
    expect(errorCode(await own.gql(note, { id: freelance.id }))).toBe(403);
    const read = await own.gql('query($id: ID!) { freelance(id: $id) { comments } }', { id: freelance.id });
    expect(read.data?.freelance.comments).toBeNull();
  });
});
