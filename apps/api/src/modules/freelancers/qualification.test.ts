import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';
import { activityOfEntity } from '../activity/activity.service';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

const SET =
  'mutation($id: ID!, $q: String) { setFreelanceQualification(freelanceId: $id, qualification: $q) { id qualification qualifiedAt qualifiedBy } }';
const READ = 'query($id: ID!) { freelance(id: $id) { id qualification qualifiedAt qualifiedBy } }';

const qualificationEvents = async (freelanceId: number) =>
  (await activityOfEntity(app.server.deps.db, { type: 'freelancer', id: freelanceId })).items
    .filter((event) => event.category === 'qualification')
    .map((event) => ({ type: event.type, payload: event.payload, actor: event.actor?.userId }))
    .reverse();

describe('freelancer qualification', () => {
  it('is set, changed and cleared by the team, each change recorded with from and to', async () => {
    const { freelance } = await makeFreelancer(app);
    const { user: tm } = await makeTeamMember(app);
    const team = await signedIn(app, tm.email);
    expect((await team.gql(READ, { id: freelance.id })).data?.freelance).toMatchObject({
      qualification: null,
      qualifiedAt: null,
      qualifiedBy: null,
    });

    const pending = await team.gql(SET, { id: freelance.id, q: 'pending' });
    expect(pending.errors).toBeUndefined();
    expect(pending.data?.setFreelanceQualification).toMatchObject({
      qualification: 'pending',
      qualifiedBy: `${tm.firstName} ${tm.lastName}`,
    });
    const qualified = await team.gql(SET, { id: freelance.id, q: 'qualified' });
    expect(qualified.data?.setFreelanceQualification.qualification).toBe('qualified');
    expect(Date.parse(qualified.data?.setFreelanceQualification.qualifiedAt)).toBeGreaterThan(Date.now() - 60_000);
    // The same verdict again changes nothing and records nothing.
    await team.gql(SET, { id: freelance.id, q: 'qualified' });
    await team.gql(SET, { id: freelance.id, q: 'disqualified' });
    const cleared = await team.gql(SET, { id: freelance.id, q: null });
    expect(cleared.data?.setFreelanceQualification).toMatchObject({
      qualification: null,
      qualifiedAt: null,
      qualifiedBy: null,
    });
    expect((await team.gql(READ, { id: freelance.id })).data?.freelance.qualification).toBeNull();

    expect(await qualificationEvents(freelance.id)).toEqual([
      { type: 'qualification_pending', payload: { from: null, to: 'pending' }, actor: tm.id },
      { type: 'qualification_passed', payload: { from: 'pending', to: 'qualified' }, actor: tm.id },
      { type: 'qualification_failed', payload: { from: 'qualified', to: 'disqualified' }, actor: tm.id },
      { type: 'qualification_cleared', payload: { from: 'disqualified', to: null }, actor: tm.id },
    ]);
  });

  it('is the team’s only: the freelancer and clients may neither set nor read it', async () => {
    const { user, freelance } = await makeFreelancer(app);
    const { user: tm } = await makeTeamMember(app);
    const { user: corp } = await makeCorporate(app);
    await (await signedIn(app, tm.email)).gql(SET, { id: freelance.id, q: 'disqualified' });

    const own = await signedIn(app, user.email);
    expect(errorCode(await own.gql(SET, { id: freelance.id, q: 'qualified' }))).toBe(403);
    const read = await own.gql(READ, { id: freelance.id });
    expect(read.errors).toBeUndefined();
    expect(read.data?.freelance).toMatchObject({ qualification: null, qualifiedAt: null, qualifiedBy: null });
    const client = await signedIn(app, corp.email);
    expect(errorCode(await client.gql(SET, { id: freelance.id, q: 'qualified' }))).toBe(403);
    expect(errorCode(await app.client().gql(SET, { id: freelance.id, q: 'qualified' }))).toBe(401);
    // Unchanged by the refused attempts.
    expect(await qualificationEvents(freelance.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown freelancer and 400 for an unknown verdict', async () => {
    const { freelance } = await makeFreelancer(app);
    const { user: tm } = await makeTeamMember(app);
    const team = await signedIn(app, tm.email);
    expect(errorCode(await team.gql(SET, { id: '99999999', q: 'qualified' }))).toBe(404);
    expect(errorCode(await team.gql(SET, { id: 'abc', q: 'qualified' }))).toBe(404);
    const wrong = await team.gql(SET, { id: freelance.id, q: 'frozen' });
    expect(errorCode(wrong)).toBe(400);
    expect(wrong.errors?.[0]?.extensions?.field).toBe('qualification');
    expect(await qualificationEvents(freelance.id)).toEqual([]);
  });
});
