/*
 * Fault tests: what the API does when what it stands on fails, and that it comes back.
 *
 * - Mail: an SMTP server refusing a mail for now; the mail is retried with backoff, never lost,
 *   and the other mails of the pass are neither blocked nor sent twice.
 * - Redis goes away (REDIS_URL): the API stays up, /ready says why, live updates resume after.
 * - The database restarts under load (DATABASE_URL): requests fail cleanly, then recover; no
 *   write lost or doubled.
 * - An API process killed mid-request (DATABASE_URL): the client's retry reaches the next process.
 *
 * PostgreSQL and Redis are the machine's shared servers: each "outage" is a TCP relay in front of
 * them that the test cuts and restores. The embedded database lives inside the API process and
 * cannot go away on its own, so the database cases need DATABASE_URL (CI sets it).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { RETRY } from '@orbite/domain/constants';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { type Database, openServerDatabase } from '../db/client';
import { deliverNotificationEmails, RETRY_BASE_MS } from '../modules/notifications/notifications.delivery';
import { notifyUsers } from '../modules/notifications/notifications.service';
import { userNotifications } from '../modules/notifications/notifications.tables';
import { users } from '../modules/users/users.tables';
import { createServer, type RunningServer } from '../server';
import { freePort, untilReady } from '../testing/api-process';
import { makeFreelancer, makeTeamMember, PASSWORD } from '../testing/factories';
import { startFakeSmtp } from '../testing/fake-smtp';
import { eventually, subscribeLive } from '../testing/live';
import { startTcpProxy } from '../testing/tcp-proxy';
import {
  type createScratchDatabase,
  createTestApp,
  migratedScratchDatabase,
  type TestApp,
  TestClient,
} from '../testing/test-app';
import { UNAVAILABLE_MESSAGE } from './availability';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const apiMain = new URL('../main.ts', import.meta.url).pathname;

const OPEN = 'mutation($u: ID!) { openDirectConversation(userId: $u) { id } }';
const SEND = 'mutation($c: ID!, $b: String!) { sendChatMessage(conversationId: $c, body: $b) { id } }';
const LISTEN = 'subscription { chatEvent { conversationId kind message { plainText } } }';

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
const refusedFor = new Set<string>();
let app: TestApp;
beforeAll(async () => {
  smtp = await startFakeSmtp((to) => !to.some((address) => refusedFor.has(address)));
  app = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await app?.stop();
  await smtp?.close();
});

/** A team member and a freelancer in one conversation, signed in on `url`. */
async function conversation(url: string) {
  const team = await makeTeamMember(app);
  const freelancer = await makeFreelancer(app);
  const sender = new TestClient(url);
  expect((await sender.signIn(team.user.email, PASSWORD)).status).toBe(200);
  const reader = new TestClient(url);
  expect((await reader.signIn(freelancer.user.email, PASSWORD)).status).toBe(200);
  const opened = await sender.gql(OPEN, { u: freelancer.user.id });
  return { sender, reader, conversationId: opened.data?.openDirectConversation.id as string };
}

describe('mail delivery fails', () => {
  async function recipient() {
    const { user } = await makeFreelancer(app);
    await app.server.deps.db
      .update(users)
      .set({ notificationMediumList: ['email'], notificationCategoryList: ['missions'] })
      .where(eq(users.id, user.id));
    await notifyUsers(app.server.deps.db, {
      userIds: [user.id],
      category: 'missions',
      type: 'mission_validated',
      description: '<strong>Atlas</strong>',
      plainTextDescription: 'Atlas',
      url: '/enterprise/missions/1',
    });
    return user;
  }
  const statusOf = async (userId: number) =>
    (
      await app.server.deps.db
        .select({ status: userNotifications.emailStatus })
        .from(userNotifications)
        .where(eq(userNotifications.userId, userId))
    ).map((row) => row.status);
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

  it('keeps a refused mail queued, retries it with backoff, and sends each mail exactly once', async () => {
    const refused = await recipient();
    const accepted = await recipient();
    refusedFor.add(refused.email);
    const start = Date.now() + 3 * 60_000; // past the grouping window
    const at = (ms: number) => new Date(start + ms);

    // The SMTP server refuses one mail for now: the other leaves, the refused one stays pending.
    expect(await deliverNotificationEmails(app.server.deps, at(0))).toBe(1);
    expect(mailsTo(accepted.email)).toHaveLength(1);
    expect(mailsTo(refused.email)).toHaveLength(0);
    expect(await statusOf(refused.id)).toEqual(['pending']);
    expect(await statusOf(accepted.id)).toEqual(['sent']);

    // Within the backoff nothing is tried again (and the mail already sent is not sent twice).
    refusedFor.delete(refused.email);
    expect(await deliverNotificationEmails(app.server.deps, at(RETRY_BASE_MS / 2))).toBe(0);
    expect(mailsTo(refused.email)).toHaveLength(0);

    // Refused again after the first backoff: the next wait doubles.
    refusedFor.add(refused.email);
    expect(await deliverNotificationEmails(app.server.deps, at(RETRY_BASE_MS + 1))).toBe(0);
    refusedFor.delete(refused.email);
    expect(await deliverNotificationEmails(app.server.deps, at(2 * RETRY_BASE_MS + 2))).toBe(0);
    expect(await deliverNotificationEmails(app.server.deps, at(3 * RETRY_BASE_MS + 2))).toBe(1);
    expect(mailsTo(refused.email)).toHaveLength(1);
    expect(mailsTo(accepted.email)).toHaveLength(1);
    expect(await statusOf(refused.id)).toEqual(['sent']);
  });
});

describe.skipIf(!redisUrl)('Redis goes away (runs with REDIS_URL)', () => {
  let relay: Awaited<ReturnType<typeof startTcpProxy>>;
  let server: RunningServer;
  beforeAll(async () => {
    const target = new URL(redisUrl as string);
    relay = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    // A second API process on the test database, whose Redis is behind the relay.
    server = await createServer(
      { ...app.server.deps.config, redisUrl: relay.through(redisUrl as string) },
      { database: app.server.database },
    );
  });
  afterAll(async () => {
    await server?.stop();
    await relay?.close();
  });

  it('keeps the API up, says so on /ready, and live updates resume when Redis returns', async () => {
    const { sender, reader, conversationId } = await conversation(server.url);
    const live = subscribeLive<{ message: { plainText: string } }>(
      server.url,
      reader.cookie,
      { query: LISTEN },
      'chatEvent',
    );
    await live.ready;
    const heard = (text: string) => live.received.some((event) => event.message?.plainText === text);
    // A subscription reaches Redis a moment after it is made (or after Redis returns): send until heard.
    const sendUntilHeard = async (label: string) => {
      for (let n = 0; n < 30; n += 1) {
        expect((await sender.gql(SEND, { c: conversationId, b: `${label}-${n}` })).errors).toBeUndefined();
        if (await eventually(() => heard(`${label}-${n}`), 200)) return true;
      }
      return false;
    };
    expect(await sendUntilHeard('avant')).toBe(true);

    await relay.cut();
    // The API answers; writes are committed; only the live event is lost.
    const during = await sender.gql(SEND, { c: conversationId, b: 'pendant' });
    expect(during.errors).toBeUndefined();
    expect((await sender.request('GET', '/health')).status).toBe(200);
    const unready = await sender.request('GET', '/ready');
    expect(unready.status).toBe(503);
    expect(unready.json.reason).toMatch(/Redis unreachable/);

    await relay.restore();
    let back = false;
    for (let tries = 0; tries < 50 && !back; tries += 1) {
      back = (await sender.request('GET', '/ready')).status === 200;
      if (!back) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(back).toBe(true);
    expect(await sendUntilHeard('après')).toBe(true);
    await live.close();
  });
});

describe.skipIf(!databaseUrl)('the database goes away (runs with DATABASE_URL)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let directUrl: string;
  let relay: Awaited<ReturnType<typeof startTcpProxy>>;
  let database: Database;
  let server: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    scratch = await migratedScratchDatabase(databaseUrl as string, 'orbite_fault');
    directUrl = scratch.url;
    const url = new URL(directUrl);
    relay = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    database = await openServerDatabase(relay.through(directUrl));
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'orbite-fault-'));
    const config = loadConfig(
      { NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
      { demo: false, seedDemo: false },
    );
    server = await createServer(config, { database });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await relay?.close();
    await scratch?.drop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** Message bodies stored, read straight from the server (not through the relay). */
  async function storedBodies(): Promise<string[]> {
    const client = new pg.Client({ connectionString: directUrl });
    await client.connect();
    const { rows } = await client.query<{ plain_text: string }>('select plain_text from chat_messages');
    await client.end();
    return rows.map((row) => row.plain_text);
  }

  it('fails requests cleanly while it is down, recovers, and loses or doubles no write', async () => {
    // The factories write through the test app's database: use this file's one instead.
    const factoriesApp = { server: { deps: { db: database.db } } } as unknown as TestApp;
    const team = await makeTeamMember(factoriesApp);
    const freelancer = await makeFreelancer(factoriesApp);
    const sender = new TestClient(server.url);
    expect((await sender.signIn(team.user.email, PASSWORD)).status).toBe(200);
    const opened = await sender.gql(OPEN, { u: freelancer.user.id });
    const conversationId = opened.data?.openDirectConversation.id as string;

    type Outcome = { body: string; ok: boolean; status: number; message: string | null };
    const send = async (body: string): Promise<Outcome> => {
      const response = await sender.post('/graphql', { query: SEND, variables: { c: conversationId, b: body } });
      const error = response.json?.errors?.[0];
      return { body, ok: !error && response.status === 200, status: response.status, message: error?.message ?? null };
    };
    const wave = (label: string) => Promise.all(Array.from({ length: 10 }, (_, i) => send(`${label}-${i}`)));

    const before = await wave('before');
    // The relay is cut while the second wave is in flight: a restart under load.
    const duringPromise = wave('during');
    await relay.cut();
    const during = await duringPromise;
    const down = await wave('down');
    const health = await sender.request('GET', '/health');
    const ready = await sender.request('GET', '/ready');
    await relay.restore();
    const after = await wave('after');

    expect(before.every((o) => o.ok)).toBe(true);
    // While down: a clear 503 asking to retry (or, for a request cut mid-way, a GraphQL error), never a hang.
    expect(down.every((o) => !o.ok && o.status === 503 && o.message === UNAVAILABLE_MESSAGE)).toBe(true);
    expect(during.every((o) => o.ok || o.message !== null)).toBe(true);
    expect(health.status).toBe(200);
    expect(ready.status).toBe(503);
    expect(ready.json.reason).toMatch(/database unreachable/);
    // Back: every request succeeds again, on fresh connections.
    expect(after.every((o) => o.ok)).toBe(true);
    expect((await sender.request('GET', '/ready')).status).toBe(200);

    const stored = await storedBodies();
    const times = (body: string) => stored.filter((s) => s === body).length;
    for (const outcome of [...before, ...during, ...down, ...after]) {
      // Nothing doubled; every acknowledged write is there; a refused (503) one left nothing.
      expect(times(outcome.body), outcome.body).toBeLessThanOrEqual(1);
      if (outcome.ok) expect(times(outcome.body), outcome.body).toBe(1);
      if (outcome.status === 503) expect(times(outcome.body), outcome.body).toBe(0);
    }
  });

  it('a process killed mid-request: the client retries (the web app policy) and another process answers', async () => {
    const start = (port: number) =>
      spawn(process.execPath, ['--import', 'tsx', apiMain], {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: directUrl,
          REDIS_URL: '',
          SEED_DEMO: 'false',
          DEMO: 'false',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    // A relay stands for the load balancer: traffic goes to a real `node` API process, the one
    // killed; this file's in-process API on the same database stands for the other process.
    const firstPort = await freePort();
    const first = start(firstPort);
    const balancer = await startTcpProxy({ host: '127.0.0.1', port: firstPort });
    try {
      await untilReady(firstPort, first);
      const url = `http://127.0.0.1:${balancer.port}`;

      // A request whose body is still arriving when the process dies.
      const body = JSON.stringify({ query: '{ __typename }' });
      const request = http.request(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const firstTry = new Promise<string>((resolve) => {
        request.on('response', () => resolve('answered'));
        request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      });
      request.write(body.slice(0, 5));
      await new Promise<void>((resolve) => request.once('socket', (socket) => socket.once('connect', resolve)));
      const killed = new Promise((resolve) => first.once('exit', resolve));
      first.kill('SIGKILL');
      await killed;
      expect(await firstTry).toBe('ECONNRESET');

      // The web app retries a query on a network error, RETRY.attempts times, RETRY.delayMs x attempt
      // apart (apps/web/src/app/apollo.ts); meanwhile the balancer takes the dead process out.
      let answer: unknown = null;
      const attempts: string[] = [];
      for (let attempt = 1; attempt <= RETRY.attempts && answer === null; attempt += 1) {
        answer = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }).then(
          (response) => response.json(),
          () => null,
        );
        attempts.push(answer === null ? 'network error' : 'answered');
        if (answer === null) {
          balancer.retarget({ host: '127.0.0.1', port: server.port });
          await new Promise((resolve) => setTimeout(resolve, RETRY.delayMs * attempt));
        }
      }
      expect(attempts).toEqual(['network error', 'answered']);
      expect(answer).toMatchObject({ data: { __typename: 'Query' } });
    } finally {
      await balancer.close();
      if (first.exitCode === null && first.signalCode === null) first.kill('SIGKILL');
    }
  }, 60_000);
});
