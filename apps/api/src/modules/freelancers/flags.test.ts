import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

const ADD =
  'mutation($id: ID!, $input: FreelanceFlagInput!) { addFreelanceFlag(freelanceId: $id, input: $input) { id type level payload permanent expiresAt } }';
const FLAGS = 'query($id: ID!) { freelance(id: $id) { flags { id type level payload } } }';

describe('team flags on a freelancer', () => {
  it('are added, listed while in force and removed by the team', async () => {
    const { freelance } = await makeFreelancer(app);
    const { user: tm } = await makeTeamMember(app);
    const team = await signedIn(app, tm.email);
    const added = await team.gql(ADD, {
      id: freelance.id,
      input: { type: 'doNotPropose', level: 'high', note: 'En mission chez un client jusqu’en mars', permanent: true },
    });
    expect(added.data?.addFreelanceFlag).toMatchObject({
      type: 'doNotPropose',
      level: 'high',
      payload: { note: 'En mission chez un client jusqu’en mars' },
    });
    const listed = await team.gql(FLAGS, { id: freelance.id });
    expect(listed.data?.freelance.flags).toHaveLength(1);
    const removed = await team.gql('mutation($id: ID!) { removeFreelanceFlag(id: $id) }', {
      id: added.data?.addFreelanceFlag.id,
    });
    expect(removed.data?.removeFreelanceFlag).toBe(true);
    expect((await team.gql(FLAGS, { id: freelance.id })).data?.freelance.flags).toEqual([]);
  });

  it('refuses a temporary flag without a future end, and unknown types or levels', async () => {
    const { freelance } = await makeFreelancer(app);
    const { user: tm } = await makeTeamMember(app);
    const team = await signedIn(app, tm.email);
    const field = async (input: Record<string, unknown>) =>
      (await team.gql(ADD, { id: freelance.id, input })).errors?.[0]?.extensions?.field;
    expect(await field({ type: 'other', level: 'normal', permanent: false })).toBe('expiresAt');
    expect(await field({ type: 'other', level: 'normal', permanent: false, expiresAt: '2020-01-01' })).toBe(
      'expiresAt',
    );
    expect(await field({ type: 'gossip', level: 'normal' })).toBe('type');
    expect(await field({ type: 'other', level: 'critical' })).toBe('level');
  });

  it('are never shown to the freelancer, and only the team may add them', async () => {
    const { user, freelance } = await makeFreelancer(app);
    const { user: tm } = await makeTeamMember(app);
    const { user: corp } = await makeCorporate(app);
    await (await signedIn(app, tm.email)).gql(ADD, {
      id: freelance.id,
      input: { type: 'paymentIssue', level: 'warning' },
    });
    const own = await signedIn(app, user.email);
    expect((await own.gql(FLAGS, { id: freelance.id })).data?.freelance.flags).toEqual([]);
    expect(errorCode(await own.gql(ADD, { id: freelance.id, input: { type: 'other', level: 'normal' } }))).toBe(403);
    expect(
      errorCode(
        await (await signedIn(app, corp.email)).gql(ADD, {
          id: freelance.id,
          input: { type: 'other', level: 'normal' },
        }),
      ),
    ).toBe(403);
  });
});
