import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';
import { activityEvents } from '../activity/activity.tables';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

const ME = '{ me { id email role impersonating { id email teamMemberId } } }';
const IMPERSONATE = 'mutation($userId: ID!) { impersonate(userId: $userId) { id metadata { path } } }';
const RESTORE = 'mutation($label: String) { restoreImpersonate(trackingLabel: $label) { id metadata { path } } }';

describe('impersonation', () => {
  it('lets a team member act as a freelancer, records it with both ids, and restores', async () => {
    const { user: tm, teamMember } = await makeTeamMember(app);
    const { user: free } = await makeFreelancer(app);
    const client = await signedIn(app, tm.email);

    const started = await client.gql(IMPERSONATE, { userId: free.id });
    expect(started.data?.impersonate).toEqual({ id: String(free.id), metadata: { path: '/freelancer' } });

    const me = await client.gql(ME);
    expect(me.data?.me).toMatchObject({ email: free.email, role: 'freelancer' });
    expect(me.data?.me.impersonating).toEqual({
      id: String(tm.id),
      email: tm.email,
      teamMemberId: String(teamMember.id),
    });

    // An action made while impersonating is recorded with the freelancer and the team member.
    await client.gql('mutation Revoke($id: ID!) { revokeSession(id: $id) }', {
      id: '00000000-0000-0000-0000-000000000000',
    });
    const events = await app.server.deps.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.impersonatorUserId, tm.id));
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['user_impersonated', 'impersonated_operation']));
    expect(events.every((e) => e.actorUserId === free.id)).toBe(true);

    const restored = await client.gql(RESTORE, { label: 'bandeau' });
    expect(restored.data?.restoreImpersonate).toEqual({ id: String(tm.id), metadata: { path: '/backoffice' } });
    expect((await client.gql(ME)).data?.me).toMatchObject({ email: tm.email, role: 'teamMember', impersonating: null });
  });

  it('can act as a corporate user, whose home is /enterprise', async () => {
    const { user: tm } = await makeTeamMember(app);
    const { user: corp } = await makeCorporate(app);
    const client = await signedIn(app, tm.email);
    const started = await client.gql(IMPERSONATE, { userId: corp.id });
    expect(started.data?.impersonate.metadata.path).toBe('/enterprise');
  });

  it('cannot be nested, nor target a team member', async () => {
    const { user: tm } = await makeTeamMember(app);
    const { user: other } = await makeTeamMember(app);
    const { user: a } = await makeFreelancer(app);
    const { user: b } = await makeFreelancer(app);
    const client = await signedIn(app, tm.email);
    expect(errorCode(await client.gql(IMPERSONATE, { userId: other.id }))).toBe(403);
    await client.gql(IMPERSONATE, { userId: a.id });
    expect(errorCode(await client.gql(IMPERSONATE, { userId: b.id }))).toBe(403);
    expect((await client.gql(ME)).data?.me.email).toBe(a.email);
  });

  it('cannot change the impersonated user’s password', async () => {
    const { user: tm } = await makeTeamMember(app);
    const { user: free } = await makeFreelancer(app);
    const client = await signedIn(app, tm.email);
    await client.gql(IMPERSONATE, { userId: free.id });
    const response = await client.post('/auth/password/change', {
      oldPassword: 'secret123',
      newPassword: 'pirate123',
      newPasswordConfirmation: 'pirate123',
    });
    expect(response.status).toBe(403);
  });

  it('refuses freelancers and corporates (403), signed-out callers (401) and unknown users (404)', async () => {
    const { user: free } = await makeFreelancer(app);
    const { user: corp } = await makeCorporate(app);
    const { user: tm } = await makeTeamMember(app);
    const asFreelancer = await signedIn(app, free.email);
    const asCorporate = await signedIn(app, corp.email);
    expect(errorCode(await asFreelancer.gql(IMPERSONATE, { userId: corp.id }))).toBe(403);
    expect(errorCode(await asCorporate.gql(IMPERSONATE, { userId: free.id }))).toBe(403);
    expect(errorCode(await app.client().gql(IMPERSONATE, { userId: free.id }))).toBe(401);
    expect(errorCode(await (await signedIn(app, tm.email)).gql(IMPERSONATE, { userId: 999999 }))).toBe(404);
    expect(errorCode(await asFreelancer.gql(RESTORE))).toBe(403);
  });
});
