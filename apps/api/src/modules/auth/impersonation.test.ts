import { eq } from 'drizzle-orm';
import { createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../graphql/schema';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';
import { activityEvents } from '../activity/activity.tables';
import { sha256 } from './auth.crypto';
import { sessions } from './auth.tables';
import { resolveSession } from './auth.viewer';
import { useImpersonationAuditAll } from './impersonation-audit';

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

  it('starts and ends on a new session token: the token of one side never serves the other', async () => {
    const { user: tm } = await makeTeamMember(app);
    const { user: free } = await makeFreelancer(app);
    const client = await signedIn(app, tm.email);
    const asTeamMember = client.cookie!;
    await client.gql(IMPERSONATE, { userId: free.id });
    const whileImpersonating = client.cookie!;
    expect(whileImpersonating).not.toBe(asTeamMember);
    const stale = app.client();
    stale.cookie = asTeamMember;
    expect((await stale.gql(ME)).data?.me).toBeNull();
    expect((await client.gql(ME)).data?.me.email).toBe(free.email);

    await client.gql(RESTORE);
    expect(client.cookie).not.toBe(whileImpersonating);
    stale.cookie = whileImpersonating;
    expect((await stale.gql(ME)).data?.me).toBeNull();
    expect((await client.gql(ME)).data?.me).toMatchObject({ email: tm.email, impersonating: null });
  });

  it('cannot change the target’s sign-in identities either', async () => {
    const { user: tm } = await makeTeamMember(app);
    const { user: free } = await makeFreelancer(app);
    const client = await signedIn(app, tm.email);
    await client.gql(IMPERSONATE, { userId: free.id });
    const unlink = await client.gql('mutation { unlinkIdentity(provider: "google") }');
    expect(errorCode(unlink)).toBe(403);
  });

  it('ends after 60 minutes: the session is closed and the end recorded', async () => {
    const { user: tm } = await makeTeamMember(app);
    const { user: free } = await makeFreelancer(app);
    const client = await signedIn(app, tm.email);
    await client.gql(IMPERSONATE, { userId: free.id });
    const token = client.cookie!.split('=')[1]!;
    const db = app.server.deps.db;
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await db
      .update(sessions)
      .set({ impersonationStartedAt: at(59) })
      .where(eq(sessions.tokenHash, sha256(token)));
    expect((await client.gql(ME)).data?.me.email).toBe(free.email);
    await db
      .update(sessions)
      .set({ impersonationStartedAt: at(61) })
      .where(eq(sessions.tokenHash, sha256(token)));
    expect((await client.gql(ME)).data?.me).toBeNull();
    const events = await db.select().from(activityEvents).where(eq(activityEvents.actorUserId, tm.id));
    expect(events.find((e) => e.type === 'user_impersonation_restored')?.payload).toEqual({ expired: true });
  });

  it('audits reads too with the audit plugin meant for yoga.ts (queries, not only mutations)', async () => {
    const { user: tm } = await makeTeamMember(app);
    const { user: free } = await makeFreelancer(app);
    const client = await signedIn(app, tm.email);
    await client.gql(IMPERSONATE, { userId: free.id });
    const deps = app.server.deps;
    const yoga = createYoga({
      schema,
      plugins: [useImpersonationAuditAll(deps)],
      context: async () => {
        const state = await resolveSession(deps.db, client.cookie!.split('=')[1]);
        return { deps, state, viewer: state?.viewer ?? null, meta: { ip: 'test', userAgent: null }, requestId: 't' };
      },
    });
    const response = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query WhoAmI { me { email } }' }),
    });
    expect((await response.json()).data.me.email).toBe(free.email);
    const events = await deps.db.select().from(activityEvents).where(eq(activityEvents.impersonatorUserId, tm.id));
    const read = events.find((e) => e.type === 'impersonated_operation');
    expect(read).toMatchObject({ actorUserId: free.id, payload: { operationType: 'query', operationName: 'WhoAmI' } });
  });

  it('audits REST routes too: an upload made while impersonating is recorded with its route', async () => {
    const { user: tm } = await makeTeamMember(app);
    const { user: free } = await makeFreelancer(app);
    const client = await signedIn(app, tm.email);
    await client.gql(IMPERSONATE, { userId: free.id });
    const response = await fetch(`${app.url}/uploads`, {
      method: 'POST',
      headers: { cookie: client.cookie!, 'content-type': 'text/plain', 'x-file-name': 'note.txt' },
      body: 'bonjour',
    });
    expect(response.status).toBeLessThan(500);
    const events = await app.server.deps.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.impersonatorUserId, tm.id));
    const upload = events.find((e) => e.type === 'impersonated_operation');
    expect(upload).toMatchObject({
      actorUserId: free.id,
      payload: { operationType: 'http', operationName: 'POST /uploads' },
    });
  });
});

describe('staff audit log', () => {
  it("records every team member's mutation with its fields and error codes, never their variables", async () => {
    const { user: tm } = await makeTeamMember(app);
    const { user: free } = await makeFreelancer(app);
    const staff = await signedIn(app, tm.email);
    const freelancer = await signedIn(app, free.email);
    const revoke = 'mutation Revoke($id: ID!) { revokeSession(id: $id) }';
    const refused = await staff.gql(revoke, { id: 'pas-un-uuid' });
    await staff.gql(ME);
    await freelancer.gql(revoke, { id: '00000000-0000-0000-0000-000000000000' });

    const audit = async (userId: number) =>
      (await app.server.deps.db.select().from(activityEvents).where(eq(activityEvents.actorUserId, userId))).filter(
        (event) => event.category === 'audit',
      );
    const rows = await audit(tm.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'staff_operation', entityType: 'user', entityId: String(tm.id) });
    expect(rows[0]?.payload).toEqual({
      operationName: 'Revoke',
      fields: ['revokeSession'],
      errorCodes: refused.errors?.map((error) => error.extensions?.code) ?? [],
    });
    expect(JSON.stringify(rows[0]?.payload)).not.toContain('pas-un-uuid');
    // Queries and other people's mutations are not the staff audit's business.
    expect(await audit(free.id)).toEqual([]);
  });
});
