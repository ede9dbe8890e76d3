/*
 * Two real API processes (two `node` programs, as in production behind a load balancer) on one
 * PostgreSQL and one Redis: a message sent through the first reaches a subscriber of the second,
 * and only the people of the conversation hear of it. Runs in the integration suite against the
 * real servers (DATABASE_URL and REDIS_URL set); the embedded database cannot be shared by two
 * processes, so the default run skips it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openServerDatabase } from '../db/client';
import { freePort, untilReady } from '../testing/api-process';
import { makeFreelancer, makeTeamMember, PASSWORD } from '../testing/factories';
import { eventually, subscribeLive } from '../testing/live';
import { type createScratchDatabase, migratedScratchDatabase, type TestApp, TestClient } from '../testing/test-app';

const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const apiMain = new URL('../main.ts', import.meta.url).pathname;

async function startProcess(databaseUrl: string, dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', apiMain], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SEED_DEMO: 'false',
      DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    return { url: await untilReady(port, child), child };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** Subscribes to `chatEvent` on `url` with the session cookie; collects what arrives. */
function listen(url: string, cookie: string) {
  return subscribeLive<{ conversationId: string; message: { plainText: string } | null }>(
    url,
    cookie,
    { query: 'subscription { chatEvent { kind conversationId message { plainText } } }' },
    'chatEvent',
  );
}

describe.skipIf(!serverUrl || !redisUrl)('two API processes on one PostgreSQL and one Redis', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let database: Database;
  let dataDir: string;
  const processes: ChildProcess[] = [];
  let first: string;
  let second: string;

  beforeAll(async () => {
    scratch = await migratedScratchDatabase(serverUrl as string, 'orbite_two');
    database = await openServerDatabase(scratch.url);
    await database.migrate();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'orbite-two-'));
    const a = await startProcess(scratch.url, dataDir);
    processes.push(a.child);
    const b = await startProcess(scratch.url, dataDir);
    processes.push(b.child);
    [first, second] = [a.url, b.url];
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map(stopProcess));
    await database?.close();
    await scratch?.drop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('deliver a message sent through the first to a subscriber of the second, and to nobody else', async () => {
    // The factories only need the database.
    const app = { server: { deps: { db: database.db } } } as unknown as TestApp;
    const team = await makeTeamMember(app);
    const freelancer = await makeFreelancer(app);
    const stranger = await makeFreelancer(app);

    const sender = new TestClient(first);
    expect((await sender.signIn(team.user.email, PASSWORD)).status).toBe(200);
    const reader = new TestClient(second);
    expect((await reader.signIn(freelancer.user.email, PASSWORD)).status).toBe(200);
    const outsider = new TestClient(second);
    expect((await outsider.signIn(stranger.user.email, PASSWORD)).status).toBe(200);

    const opened = await sender.gql('mutation($u: ID!) { openDirectConversation(userId: $u) { id } }', {
      u: freelancer.user.id,
    });
    expect(opened.errors).toBeUndefined();
    const conversationId = opened.data?.openDirectConversation.id as string;

    const readerSocket = listen(second, reader.cookie as string);
    const outsiderSocket = listen(second, outsider.cookie as string);
    await Promise.all([readerSocket.ready, outsiderSocket.ready]);
    // The subscriptions are registered on Redis a moment after the socket is acknowledged.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const sent = await sender.gql(
      'mutation($c: ID!, $b: String!) { sendChatMessage(conversationId: $c, body: $b) { id } }',
      {
        c: conversationId,
        b: '<p>Bonjour depuis le premier processus</p>',
      },
    );
    expect(sent.errors).toBeUndefined();

    expect(await eventually(() => readerSocket.received.length > 0)).toBe(true);
    expect(readerSocket.received[0]).toMatchObject({
      conversationId,
      message: { plainText: 'Bonjour depuis le premier processus' },
    });
    // Time enough for a wrong delivery to arrive, had there been one.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(outsiderSocket.received).toEqual([]);

    const count = await reader.gql('{ me { unreadChatMessagesCount } }');
    expect(count.data?.me.unreadChatMessagesCount).toBe(1);
    await readerSocket.close();
    await outsiderSocket.close();
  });
});
