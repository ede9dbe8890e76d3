import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';
import { userIdentities } from '../auth/auth.tables';
import { users } from './users.tables';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

describe('account parameters', () => {
  it('saves notification mediums and categories, refusing unknown ones', async () => {
    const { user } = await makeFreelancer(app);
    const client = await signedIn(app, user.email);
    const save = (mediums: string[], categories: string[]) =>
      client.gql(
        'mutation($m: [String!]!, $c: [String!]!) { updateNotificationSettings(mediums: $m, categories: $c) { notificationMediumList notificationCategoryList } }',
        { m: mediums, c: categories },
      );
    const saved = await save(['email', 'email'], ['missions', 'documents']);
    expect(saved.data?.updateNotificationSettings).toEqual({
      notificationMediumList: ['email'],
      notificationCategoryList: ['missions', 'documents'],
    });
    expect((await save(['pigeon'], [])).errors?.[0]?.extensions).toMatchObject({ code: 400, field: 'mediums' });
    // No SMS provider is configured here: SMS cannot be chosen...
    expect((await save(['email', 'sms'], [])).errors?.[0]?.extensions).toMatchObject({ code: 400, field: 'mediums' });
    // ...but a medium saved before stays when the page sends it back.
    await app.server.deps.db
      .update(users)
      .set({ notificationMediumList: ['email', 'sms'] })
      .where(eq(users.id, user.id));
    expect(
      (await save(['email', 'sms'], ['missions'])).data?.updateNotificationSettings.notificationMediumList,
    ).toEqual(['email', 'sms']);
    expect((await save([], ['spam'])).errors?.[0]?.extensions?.field).toBe('categories');
  });

  it('switches the interface language', async () => {
    const { user } = await makeFreelancer(app);
    const client = await signedIn(app, user.email);
    const en = await client.gql('mutation { updateLocale(locale: "en") { locale } }');
    expect(en.data?.updateLocale.locale).toBe('en');
    expect(errorCode(await client.gql('mutation { updateLocale(locale: "de") { locale } }'))).toBe(400);
  });

  it('lists linked providers and unlinks one, but never the last way to sign in', async () => {
    const { user } = await makeFreelancer(app);
    const db = app.server.deps.db;
    await db.insert(userIdentities).values([
      { userId: user.id, provider: 'google', subject: `g-${user.id}`, email: user.email },
      { userId: user.id, provider: 'linkedIn', subject: `l-${user.id}`, email: user.email },
    ]);
    const client = await signedIn(app, user.email);
    const listed = await client.gql('{ myIdentities { provider } }');
    expect(listed.data?.myIdentities.map((i: { provider: string }) => i.provider)).toEqual(['google', 'linkedIn']);
    expect((await client.gql('mutation { unlinkIdentity(provider: "google") }')).data?.unlinkIdentity).toBe(true);
    // Without a password, LinkedIn is now the only way in: it stays.
    await db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const last = await client.gql('mutation { unlinkIdentity(provider: "linkedIn") }');
    expect(last.errors?.[0]?.extensions).toMatchObject({ code: 400, field: 'provider' });
    expect(errorCode(await client.gql('mutation { unlinkIdentity(provider: "github") }'))).toBe(404);
  });

  it('cannot be changed by a team member impersonating the user', async () => {
    const { user } = await makeFreelancer(app);
    const { user: tm } = await makeTeamMember(app);
    await app.server.deps.db
      .insert(userIdentities)
      .values({ userId: user.id, provider: 'google', subject: `x-${user.id}` });
    const team = await signedIn(app, tm.email);
    await team.gql('mutation($id: ID!) { impersonate(userId: $id) { id } }', { id: user.id });
    expect(errorCode(await team.gql('mutation { unlinkIdentity(provider: "google") }'))).toBe(403);
  });
});
