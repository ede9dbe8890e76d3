/**
 * Live notifications at scale: N WebSocket subscribers (graphql-ws, the web app's `UserNotification`
 * subscription, 2,000 by default) split evenly across two API processes (`api-process.ts`) sharing
 * the bench PostgreSQL and Redis, all signed in as one freelancer (one session per subscriber, like
 * 2,000 open tabs). Each round writes one notification and publishes it through the platform's own
 * pub/sub (`createPlatformPubSub`, Redis), as the notification service does after its commit, and
 * times its arrival at every subscriber (each process reads it back from the database once and
 * hands it to all of its subscribers of that user, as in production). One warm-up round (every subscriber must receive it), then
 * measured rounds. Writes results/subscriptions.md and .json.
 * Options: BENCH_SUBSCRIBERS (2000), BENCH_ROUNDS (5), BENCH_REDIS_URL (redis://127.0.0.1:6379),
 * BENCH_REDIS_PREFIX (`bench:`, the channels' prefix, so that two runs on one Redis do not hear each
 * other), BENCH_API_PORT (3180; the second process on the next port).
 */

import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { print } from 'graphql';
import { type Client, createClient } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { createPlatformPubSub } from '../../apps/api/src/platform/pubsub';
import { USER_NOTIFICATION_SUBSCRIPTION } from '../../apps/web/src/features/notifications/notifications-operations';
import { benchDatabaseUrl, intOption, parseArgs, resultsDir } from './bench-database';
import { cpuMsOf } from './cpu-time';
import { apiEnvironment, SESSION_COOKIE, startProcess } from './processes';
import { summarize } from './stats';

const args = parseArgs(process.argv.slice(2));
const subscribers = intOption(args, 'subscribers', 'BENCH_SUBSCRIBERS', 2_000);
const rounds = intOption(args, 'rounds', 'BENCH_ROUNDS', 5);
const apiPort = intOption(args, 'api-port', 'BENCH_API_PORT', 3180);
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = process.env.BENCH_REDIS_PREFIX ?? 'bench:';
const url = benchDatabaseUrl();
const pool = new pg.Pool({ connectionString: url, max: 2 });

// The subscriber: the freelancer with the highest id (no other process on this Redis hears of it).
const [person] = (
  await pool.query<{ user_id: number }>(
    "SELECT user_id FROM freelances WHERE status = 'validated' ORDER BY id DESC LIMIT 1",
  )
).rows;
if (!person) throw new Error('The bench database is empty: run npm run bench:seed first.');
const userId = person.user_id;
const tokens = Array.from({ length: subscribers }, () => randomBytes(32).toString('base64url'));
await pool.query(
  `INSERT INTO sessions (token_hash, user_id, user_agent, ip_address, expires_at)
   SELECT h, $2, 'orbite-bench', '127.0.0.1', now() + interval '1 day' FROM unnest($1::text[]) AS t(h)`,
  [tokens.map((token) => createHash('sha256').update(token).digest('hex')), userId],
);

console.log(
  `Subscriptions: ${subscribers} subscribers on two API processes (${apiPort}, ${apiPort + 1}), Redis ${redisUrl}`,
);
const apis = await Promise.all(
  [apiPort, apiPort + 1].map((port) =>
    startProcess(
      './api-process.ts',
      apiEnvironment(url, port, { REDIS_URL: redisUrl, REDIS_CHANNEL_PREFIX: redisPrefix }),
    ),
  ),
);

const query = print(USER_NOTIFICATION_SUBSCRIPTION);
/** Arrival time (performance.now) of each notification id at each subscriber. */
const arrivals: Map<number, number>[] = tokens.map(() => new Map());
const clients: Client[] = [];
const opened = performance.now();
const BATCH = 100;
for (let start = 0; start < subscribers; start += BATCH) {
  await Promise.all(
    tokens.slice(start, start + BATCH).map(
      (token, offset) =>
        new Promise<void>((resolve, reject) => {
          const index = start + offset;
          const port = apis[index % 2]!.port;
          const headers = { cookie: `${SESSION_COOKIE}=${token}`, origin: `http://127.0.0.1:${port}` };
          class SignedInSocket extends WebSocket {
            constructor(address: string, protocols?: string | string[]) {
              super(address, protocols, { headers });
            }
          }
          const client = createClient({
            url: `ws://127.0.0.1:${port}/graphql`,
            webSocketImpl: SignedInSocket,
            lazy: false,
            retryAttempts: 0,
            on: { connected: () => resolve(), error: reject },
          });
          clients.push(client);
          client.subscribe<{ userNotification: { id: string } }>(
            { query, operationName: 'UserNotification', variables: { userId: String(userId) } },
            {
              next: (result) => {
                const id = Number(result.data?.userNotification.id);
                if (!arrivals[index]!.has(id)) arrivals[index]!.set(id, performance.now());
              },
              error: (error) => console.error(`subscriber ${index}:`, error),
              complete: () => {},
            },
          );
        }),
    ),
  );
}
console.log(`  ${subscribers} connected in ${((performance.now() - opened) / 1000).toFixed(1)} s`);

const platform = createPlatformPubSub(redisUrl, undefined, redisPrefix);
async function notify(label: string): Promise<number> {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO user_notifications (user_id, category, type, description, plain_text_description, url)
     VALUES ($1, 'missions', 'bench_live', $2, $2, '/freelancer/dashboard') RETURNING id`,
    [userId, `<p>${label}</p>`],
  );
  return rows[0]!.id;
}
const received = (id: number) => arrivals.filter((map) => map.has(id)).length;
async function waitFor(id: number, timeoutMs: number) {
  const until = performance.now() + timeoutMs;
  while (received(id) < subscribers && performance.now() < until) await new Promise((r) => setTimeout(r, 20));
  return received(id);
}

// Warm-up: published until every subscriber has it (subscriptions are set up asynchronously).
const warmUp = await notify('Échauffement');
let warmed = 0;
for (let attempt = 0; attempt < 15 && warmed < subscribers; attempt++) {
  platform.pubsub.publish('user:notification', userId, { notificationId: warmUp });
  warmed = await waitFor(warmUp, 2_000);
}
console.log(`  warm-up reached ${warmed} of ${subscribers}`);

const cpuOfApis = () => apis.map((started) => cpuMsOf(started.child.pid));

const measured: { round: number; reached: number; p50: number; p99: number; max: number }[] = [];
const cpuBefore = cpuOfApis();
const allDelays: number[] = [];
for (let round = 1; round <= rounds; round++) {
  const id = await notify(`Notification ${round}`);
  const sent = performance.now();
  platform.pubsub.publish('user:notification', userId, { notificationId: id });
  const reached = await waitFor(id, 30_000);
  const delays = arrivals.filter((map) => map.has(id)).map((map) => map.get(id)! - sent);
  allDelays.push(...delays);
  const stats = summarize(delays);
  measured.push({ round, reached, p50: stats.p50, p99: stats.p99, max: stats.max });
  console.log(
    `  round ${round}: ${reached}/${subscribers}, p50 ${stats.p50.toFixed(1)} p99 ${stats.p99.toFixed(1)} max ${stats.max.toFixed(1)} ms`,
  );
  await new Promise((r) => setTimeout(r, 500));
}

// CPU both API processes spent on the measured rounds (the pauses between rounds included), per notification:
// steadier than the delays when the machine is busy.
const cpuAfter = cpuOfApis();
const cpuMsPerNotification = cpuBefore.every((ms, index) => ms !== null && cpuAfter[index] !== null)
  ? Math.round(cpuAfter.reduce<number>((sum, ms, index) => sum + ms! - cpuBefore[index]!, 0) / rounds)
  : null;
console.log(`  API CPU per notification (both processes): ${cpuMsPerNotification ?? '-'} ms`);
for (const client of clients) await client.dispose();
await platform.close();
await Promise.all(apis.map((api) => api.stop()));
await pool.query("DELETE FROM sessions WHERE user_agent = 'orbite-bench' AND user_id = $1", [userId]);
await pool.end();

const overall = summarize(allDelays);
const report = [
  `Run ${new Date().toISOString()}: ${subscribers} subscribers (graphql-ws, \`UserNotification\`), half on each of two API processes, Redis pub/sub, one PostgreSQL; load average ${os.loadavg()[0]!.toFixed(2)} at the end.`,
  `Delivery time: from the publish of a committed notification to its arrival at each subscriber (each process reads it back once for all of its subscribers).`,
  '',
  '| round | reached | p50 ms | p99 ms | max ms |',
  '| --- | --- | --- | --- | --- |',
  ...measured.map(
    (m) =>
      `| ${m.round} | ${m.reached} / ${subscribers} | ${m.p50.toFixed(1)} | ${m.p99.toFixed(1)} | ${m.max.toFixed(1)} |`,
  ),
  `| all | ${allDelays.length} / ${subscribers * rounds} | ${overall.p50.toFixed(1)} | **${overall.p99.toFixed(1)}** | ${overall.max.toFixed(1)} |`,
  '',
  `CPU of the two API processes per notification delivered to all subscribers: ${cpuMsPerNotification ?? '-'} ms.`,
  '',
].join('\n');
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(path.join(resultsDir, 'subscriptions.md'), `# Subscriptions\n\n${report}`);
fs.writeFileSync(
  path.join(resultsDir, 'subscriptions.json'),
  `${JSON.stringify({ date: new Date().toISOString(), subscribers, rounds: measured, overall, cpuMsPerNotification }, null, 2)}\n`,
);
console.log(report);
process.exit(0);
