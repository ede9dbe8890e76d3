import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';
import { activityOfEntity } from '../activity/activity.service';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

const CHANGE = `mutation($id: ID!, $input: FreelanceStatusChangeInput!) {
  changeFreelanceStatus(freelanceId: $id, input: $input) {
    id status banCategory statusReason statusNote statusChangedAt statusChangedBy
  }
}`;
const READ = `query($id: ID!) { freelance(id: $id) {
  id status banCategory statusReason statusNote statusChangedBy huntingStatus slackStatus
} }`;
const HUNTING =
  'mutation($id: ID!, $v: String) { setFreelanceHuntingStatus(freelanceId: $id, huntingStatus: $v) { id huntingStatus } }';
const SLACK =
  'mutation($id: ID!, $v: String!) { setFreelanceSlackStatus(freelanceId: $id, slackStatus: $v) { id slackStatus } }';

const statusEvents = async (freelanceId: number) =>
  (await activityOfEntity(app.server.deps.db, { type: 'freelancer', id: freelanceId })).items
    .filter((event) => event.type === 'freelance_status_changed')
    .map((event) => event.payload)
    .reverse();

describe('freelancer status changes', () => {
  it('ban with a category and reason, put out of scope with a note, validate clearing the reasons', async () => {
    const { freelance } = await makeFreelancer(app, 'new');
    const { user: tm } = await makeTeamMember(app);
    const team = await signedIn(app, tm.email);

    const banned = await team.gql(CHANGE, {
      id: freelance.id,
      input: { status: 'banned', banCategory: 'serious', reason: 'identityTheft', note: 'Pièce d’identité falsifiée' },
    });
    expect(banned.errors).toBeUndefined();
    expect(banned.data?.changeFreelanceStatus).toMatchObject({
      status: 'banned',
      banCategory: 'serious',
      statusReason: 'identityTheft',
      statusNote: 'Pièce d’identité falsifiée',
      statusChangedBy: `${tm.firstName} ${tm.lastName}`,
    });
    const wrong = await team.gql(CHANGE, { id: freelance.id, input: { status: 'wrongScope', note: 'Salarié en CDI' } });
    expect(wrong.data?.changeFreelanceStatus).toMatchObject({
      status: 'wrongScope',
      banCategory: null,
      statusReason: null,
      statusNote: 'Salarié en CDI',
    });
    // The same status with the same note records nothing.
    await team.gql(CHANGE, { id: freelance.id, input: { status: 'wrongScope', note: 'Salarié en CDI' } });
    const validated = await team.gql(CHANGE, { id: freelance.id, input: { status: 'validated', note: 'ignored' } });
    expect(validated.data?.changeFreelanceStatus).toMatchObject({
      status: 'validated',
      banCategory: null,
      statusReason: null,
      statusNote: null,
    });
    expect(await statusEvents(freelance.id)).toEqual([
      {
        from: 'new',
        to: 'banned',
        banCategory: 'serious',
        reason: 'identityTheft',
        note: 'Pièce d’identité falsifiée',
      },
      { from: 'banned', to: 'wrongScope', banCategory: null, reason: null, note: 'Salarié en CDI' },
      { from: 'wrongScope', to: 'validated', banCategory: null, reason: null, note: null },
    ]);
  });

  it('refuses a ban without a category, or with a reason of the other category (400)', async () => {
    const { freelance } = await makeFreelancer(app);
    const { user: tm } = await makeTeamMember(app);
    const team = await signedIn(app, tm.email);
    const field = async (input: Record<string, unknown>) => {
      const response = await team.gql(CHANGE, { id: freelance.id, input });
      expect(errorCode(response)).toBe(400);
      return response.errors?.[0]?.extensions?.field;
    };
    expect(await field({ status: 'banned', reason: 'harassment' })).toBe('banCategory');
    expect(await field({ status: 'banned', banCategory: 'moderate', reason: 'harassment' })).toBe('reason');
    expect(await field({ status: 'banned', banCategory: 'serious' })).toBe('reason');
    expect((await team.gql(READ, { id: freelance.id })).data?.freelance.status).toBe('validated');
    expect(errorCode(await team.gql(CHANGE, { id: '99999999', input: { status: 'validated' } }))).toBe(404);
    expect(await statusEvents(freelance.id)).toEqual([]);
  });

  it('is the team’s only, and its reasons are hidden from the freelancer', async () => {
    const { user, freelance } = await makeFreelancer(app);
    const { user: tm } = await makeTeamMember(app);
    const { user: corp } = await makeCorporate(app);
    await (await signedIn(app, tm.email)).gql(CHANGE, {
      id: freelance.id,
      input: { status: 'banned', banCategory: 'moderate', reason: 'repeatedDelays' },
    });
    const own = await signedIn(app, user.email);
    const read = await own.gql(READ, { id: freelance.id });
    expect(read.data?.freelance).toMatchObject({ status: 'banned', banCategory: null, statusReason: null });
    expect(errorCode(await own.gql(CHANGE, { id: freelance.id, input: { status: 'validated' } }))).toBe(403);
    const client = await signedIn(app, corp.email);
    expect(errorCode(await client.gql(CHANGE, { id: freelance.id, input: { status: 'validated' } }))).toBe(403);
    expect(errorCode(await client.gql(SLACK, { id: freelance.id, v: 'validated' }))).toBe(403);
    expect(errorCode(await own.gql(HUNTING, { id: freelance.id, v: 'freelance' }))).toBe(403);
  });
});

describe('hunting and Slack statuses', () => {
  it('are set by the team from their lists, anything else is a 400', async () => {
    const { freelance } = await makeFreelancer(app);
    const { user: tm } = await makeTeamMember(app);
    const team = await signedIn(app, tm.email);
    expect((await team.gql(READ, { id: freelance.id })).data?.freelance).toMatchObject({
      huntingStatus: null,
      slackStatus: 'initial',
    });
    expect(
      (await team.gql(HUNTING, { id: freelance.id, v: 'notFreelanceButInterested' })).data?.setFreelanceHuntingStatus,
    ).toMatchObject({ huntingStatus: 'notFreelanceButInterested' });
    expect((await team.gql(SLACK, { id: freelance.id, v: 'pending' })).data?.setFreelanceSlackStatus).toMatchObject({
      slackStatus: 'pending',
    });
    expect((await team.gql(HUNTING, { id: freelance.id, v: null })).data?.setFreelanceHuntingStatus.huntingStatus).toBe(
      null,
    );
    const bad = await team.gql(SLACK, { id: freelance.id, v: 'invited' });
    expect(errorCode(bad)).toBe(400);
    expect(bad.errors?.[0]?.extensions?.field).toBe('slackStatus');
    expect(errorCode(await team.gql(HUNTING, { id: freelance.id, v: 'maybe' }))).toBe(400);
    const types = (await activityOfEntity(app.server.deps.db, { type: 'freelancer', id: freelance.id })).items.map(
      (event) => event.type,
    );
    expect(types.filter((type) => type === 'freelance_hunting_status_changed')).toHaveLength(2);
    expect(types.filter((type) => type === 'freelance_slack_status_changed')).toHaveLength(1);
  });
});
