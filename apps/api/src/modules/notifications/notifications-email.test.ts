import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';
import { users } from '../users/users.tables';
import { deliverNotificationEmails, sendWeeklyDigests } from './notifications.delivery';
import { notifyUsers } from './notifications.service';
import { userNotifications } from './notifications.tables';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** A user with the given mediums and categories. */
async function person(mediums: string[], categories: string[]) {
  const { user } = await makeFreelancer(app);
  await app.server.deps.db
    .update(users)
    .set({ notificationMediumList: mediums, notificationCategoryList: categories })
    .where(eq(users.id, user.id));
  return user;
}

function notify(userIds: number[], text: string, category: 'missions' | 'invoices' = 'missions') {
  return notifyUsers(app.server.deps.db, {
    userIds,
    category,
    type: category === 'missions' ? 'mission_validated' : 'invoice_issued',
    description: `Votre mission <strong>${text}</strong> est validée.`,
    plainTextDescription: `Votre mission ${text} est validée.`,
    url: '/enterprise/missions/42',
  });
}

/** The mails written to the outbox for one address, decoded (quoted-printable, folded headers). */
async function mailsTo(email: string) {
  const bytes = (text: string) =>
    text.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const words = (header: string) =>
    header
      .replace(/\?=\s+=\?UTF-8\?Q\?/gi, '')
      .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_m, q: string) => bytes(q.replace(/_/g, ' ')));
  const decode = (eml: string) => {
    const unfolded = words(eml.replace(/\r?\n[ \t]+/g, ' '));
    const soft = unfolded.replace(/=\r?\n/g, '');
    return Buffer.from(
      soft.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  };
  return (await app.outbox()).map(decode).filter((eml) => eml.includes(`To: ${email}`));
}

const statusesOf = async (userId: number) =>
  (
    await app.server.deps.db
      .select({ emailStatus: userNotifications.emailStatus })
      .from(userNotifications)
      .where(eq(userNotifications.userId, userId))
      .orderBy(userNotifications.id)
  ).map((r) => r.emailStatus);

describe('preferences', () => {
  it('mails only users with the e-mail medium and the category ticked; the app shows it to all', async () => {
    const both = await person(['email'], ['missions']);
    const noCategory = await person(['email'], ['invoices']);
    const noMedium = await person([], ['missions']);
    await notify([both.id, noCategory.id, noMedium.id], 'Atlas');
    // Nothing leaves during the grouping window.
    expect(await deliverNotificationEmails(app.server.deps)).toBe(0);
    await deliverNotificationEmails(app.server.deps, later(3));
    expect(await mailsTo(both.email)).toHaveLength(1);
    expect(await mailsTo(noCategory.email)).toHaveLength(0);
    expect(await mailsTo(noMedium.email)).toHaveLength(0);
    expect(await statusesOf(noCategory.id)).toEqual(['none']);
    for (const user of [noCategory, noMedium]) {
      const client = await signedIn(app, user.email);
      expect((await client.gql('{ unseenUserNotificationsCount }')).data?.unseenUserNotificationsCount).toBe(1);
    }
  });
});

describe('the mail', () => {
  it('is a French HTML + text mail with a link to the page and a one-click unsubscribe that works', async () => {
    const user = await person(['email'], ['missions', 'invoices']);
    await notify([user.id], 'Atlas');
    await deliverNotificationEmails(app.server.deps, later(3));
    const [mail] = await mailsTo(user.email);
    expect(mail).toContain('Subject: Orbite : Votre mission Atlas est validée');
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain(`Bonjour ${user.firstName},`);
    expect(mail).toContain('Votre mission <strong>Atlas</strong> est validée.');
    expect(mail).toMatch(/Ouvrir dans Orbite : http:\/\/localhost:\d+\/enterprise\/missions\/42/);
    expect(mail).toContain('Ne plus recevoir d’e-mails pour « Missions »');
    expect(mail).toMatch(/List-Unsubscribe: <http[^>]+\/notifications\/unsubscribe\?token=[\w.-]+>/);
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(await statusesOf(user.id)).toEqual(['sent']);

    const token = mail!.match(/unsubscribe\?token=([\w.-]+)/)![1]!;
    const page = await fetch(`${app.url}/notifications/unsubscribe?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Confirmer la désinscription');
    const done = await fetch(`${app.url}/notifications/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Vous ne recevrez plus d’e-mails pour « Missions »');
    const [saved] = await app.server.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(saved!.notificationCategoryList).toEqual(['invoices']);
    // Unsubscribed: the next one is shown in the app only.
    await notify([user.id], 'Borée');
    expect(await statusesOf(user.id)).toEqual(['sent', 'none']);

    const forged = await fetch(`${app.url}/notifications/unsubscribe?token=${token.slice(0, -2)}xx`);
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('Lien de désinscription invalide');
  });

  it('gathers the notifications of the grouping window into one digest', async () => {
    const user = await person(['email'], ['missions']);
    for (const title of ['Atlas', 'Borée', 'Céphée']) await notify([user.id], title);
    // Two passes at once (two processes' timers): the rows are claimed once, one mail leaves.
    await Promise.all([
      deliverNotificationEmails(app.server.deps, later(3)),
      deliverNotificationEmails(app.server.deps, later(3)),
    ]);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Orbite : 3 nouvelles notifications');
    for (const title of ['Atlas', 'Borée', 'Céphée'])
      expect(mails[0]).toContain(`- Votre mission ${title} est validée.`);
    expect(await statusesOf(user.id)).toEqual(['digest', 'digest', 'digest']);
  });
});

describe('the weekly budget', () => {
  it('validates the caps: 1 to 50 per known category, null removes it', async () => {
    const client = await signedIn(app, (await makeCorporate(app, 'admin', `Budget ${Date.now()}`)).user.email);
    const set = (category: string, weeklyCap: number | null) =>
      client.gql(
        'mutation($c: String!, $w: Int) { updateNotificationBudget(category: $c, weeklyCap: $w) { category weeklyCap } }',
        { c: category, w: weeklyCap },
      );
    expect((await set('missions', 3)).data?.updateNotificationBudget).toEqual([{ category: 'missions', weeklyCap: 3 }]);
    expect((await set('spam', 3)).errors?.[0]?.extensions).toMatchObject({ code: 400, field: 'category' });
    expect(errorCode(await set('missions', 0))).toBe(400);
    expect(errorCode(await set('missions', 51))).toBe(400);
    expect((await set('missions', null)).data?.updateNotificationBudget).toEqual([]);
    expect((await client.gql('{ notificationBudgets { category } }')).data?.notificationBudgets).toEqual([]);
  });

  it('holds what exceeds the cap and sends it in the weekly digest, never dropped', async () => {
    const user = await person(['email'], ['missions', 'invoices']);
    const client = await signedIn(app, user.email);
    await client.gql('mutation { updateNotificationBudget(category: "missions", weeklyCap: 1) { category } }');
    await notify([user.id], 'Atlas');
    await deliverNotificationEmails(app.server.deps, later(3));
    await notify([user.id], 'Borée');
    await notify([user.id], 'Facture F-1', 'invoices');
    await deliverNotificationEmails(app.server.deps, later(6));
    // The invoice (no cap) leaves; the second mission waits.
    expect(await statusesOf(user.id)).toEqual(['sent', 'deferred', 'sent']);
    expect(await mailsTo(user.email)).toHaveLength(2);
    // Not yet a week old and not a Monday: nothing; a week later, one weekly digest.
    const tuesday = new Date('2030-01-01T10:00:00Z');
    expect(await sendWeeklyDigests(app.server.deps, tuesday)).toBeGreaterThanOrEqual(1);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(3);
    expect(mails.at(-1)).toContain('récapitulatif de la semaine');
    expect(mails.at(-1)).toContain('Votre mission Borée est validée.');
    expect(await statusesOf(user.id)).toEqual(['sent', 'digest', 'sent']);
    expect(await sendWeeklyDigests(app.server.deps, tuesday)).toBe(0);
  });
});
