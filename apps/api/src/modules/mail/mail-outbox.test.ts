/*
 * Account mails (password reset, e-mail confirmation) go through the mail outbox: the request
 * answers at once whatever the SMTP server does, the mail is kept while the server refuses it and
 * sent once it accepts, with a backoff between tries; the answer is the same for an unknown address.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFreelancer } from '../../testing/factories';
import { startFakeSmtp } from '../../testing/fake-smtp';
import { eventually } from '../../testing/live';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { deliverQueuedMails, MAIL_RETRY_BASE_MS } from './mail-outbox';
import { mailOutbox } from './mail-outbox.tables';

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let accepting = false;
let app: TestApp;
beforeAll(async () => {
  smtp = await startFakeSmtp(() => accepting);
  app = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await app?.stop();
  await smtp?.close();
});

const queued = () => app.server.deps.db.select().from(mailOutbox);
const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
const later = (ms: number) => new Date(Date.now() + ms);

/** Waits until the queue holds a row matching `check` (the first try runs just after the answer). */
async function untilQueued(check: (row: Awaited<ReturnType<typeof queued>>[number]) => boolean) {
  for (const end = Date.now() + 5_000; Date.now() < end; await new Promise((r) => setTimeout(r, 25)))
    if ((await queued()).some(check)) return true;
  return false;
}

describe('account mails while the SMTP server refuses them', () => {
  it('answers a reset request at once, keeps the mail, retries it with backoff and sends it once accepted', async () => {
    accepting = false;
    const { user } = await makeFreelancer(app);
    const known = await app.client().post('/auth/password-reset', { email: user.email });
    const unknown = await app.client().post('/auth/password-reset', { email: 'personne@exemple.fr' });
    // Success either way, the same answer: nothing tells whether the address has an account.
    expect([known.status, known.json]).toEqual([202, { sent: true }]);
    expect([unknown.status, unknown.json]).toEqual([202, { sent: true }]);

    // The first try, just after the answer, is refused: the mail stays queued, sealed, for a minute.
    expect(await untilQueued((r) => r.attempts === 1)).toBe(true);
    const [row] = await queued();
    expect(await queued()).toHaveLength(1);
    expect(row).toMatchObject({ kind: 'password-reset', attempts: 1 });
    expect(row!.lastError).toContain('451');
    expect(row!.sealed).not.toContain(user.email);
    expect(row!.sealed).not.toContain('password-reset/');
    expect(mailsTo(user.email)).toHaveLength(0);

    // Not tried again within the backoff; refused again after it, the next wait doubles.
    expect(await deliverQueuedMails(app.server.deps, later(MAIL_RETRY_BASE_MS / 2))).toBe(0);
    expect((await queued())[0]?.attempts).toBe(1);
    expect(await deliverQueuedMails(app.server.deps, later(MAIL_RETRY_BASE_MS + 1_000))).toBe(0);
    const [second] = await queued();
    expect(second?.attempts).toBe(2);
    const wait = second!.nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(2 * MAIL_RETRY_BASE_MS);
    expect(wait).toBeLessThan(3 * MAIL_RETRY_BASE_MS + 5_000);

    // The server accepts again: the mail leaves once, and its link works.
    accepting = true;
    expect(await deliverQueuedMails(app.server.deps, later(3 * MAIL_RETRY_BASE_MS + 10_000))).toBe(1);
    expect(await deliverQueuedMails(app.server.deps, later(3 * MAIL_RETRY_BASE_MS + 10_000))).toBe(0);
    expect(await queued()).toEqual([]);
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(mailsTo('personne@exemple.fr')).toHaveLength(0);
    const mail = mailsTo(user.email)[0]!.data.replace(/=\n/g, '');
    const token = mail.match(/\/password-reset\/([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeTruthy();
    const reset = await app.client().post('/auth/password-reset/confirm', {
      token,
      password: 'Lune-orbite-42',
      passwordConfirmation: 'Lune-orbite-42',
    });
    expect(reset.status).toBe(200);
  });

  it('queues the e-mail confirmation of an enterprise sign-up the same way', async () => {
    accepting = false;
    const email = 'achats@lumiere.fr';
    const started = await app.client().post('/auth/enterprise-signup/email', {
      email,
      preferences: {
        category: 'data',
        workplace: 'remote',
        contract: 'fullTime',
        environment: 'startUp',
        duration: 'long',
      },
      skillIds: [],
    });
    expect(started.status).toBe(202);
    expect(await untilQueued((r) => r.kind === 'enterprise-signup' && r.attempts === 1)).toBe(true);
    expect(mailsTo(email)).toHaveLength(0);
    accepting = true;
    expect(await deliverQueuedMails(app.server.deps, later(MAIL_RETRY_BASE_MS + 1_000))).toBe(1);
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(email)[0]!.data.replace(/=\n/g, '')).toContain('/enterprise/email-validation?');
  });
});

describe('account mails while the SMTP server hangs', () => {
  it('answers without waiting for it, as fast for a known address as for an unknown one', async () => {
    // A server that takes the connection and never says a word.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const stalled = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
    try {
      const { user } = await makeFreelancer(stalled);
      const timed = async (email: string) => {
        const started = performance.now();
        const response = await stalled.client().post('/auth/password-reset', { email });
        return { status: response.status, body: response.json, ms: performance.now() - started };
      };
      // Alternated, so that a busy moment of the machine falls on both sides.
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 3; i++) {
        const a = await timed(user.email);
        const b = await timed(`inconnu-${i}@exemple.fr`);
        expect([a.status, a.body]).toEqual([202, { sent: true }]);
        expect([b.status, b.body]).toEqual([a.status, a.body]);
        known.push(a.ms);
        unknown.push(b.ms);
      }
      // nodemailer waits 30 s for a greeting: an answer under 3 s did not wait for the server.
      expect(Math.max(...known)).toBeLessThan(3_000);
      expect(await eventually(() => sockets.size > 0)).toBe(true);
      expect((await stalled.server.deps.db.select().from(mailOutbox)).length).toBe(3);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
      await stalled.stop();
    }
  });
});
