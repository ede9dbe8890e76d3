/**
 * One API process for the load benches: the real server (`createServer` with the config read from
 * the environment, as `apps/api/src/main.ts` does, without the background jobs). Started by
 * `fork()`; says `{ ready: port }` to its parent once listening. With BENCH_CAPTURE_SQL=1 it records
 * every statement node-postgres sends (text and values) and answers `{ capture: 'start' | 'stop' }`
 * messages, so that the floor can replay the exact SQL of one call. `{ rankingCache: 'stats' }` answers the
 * matching's ranking cache hits and misses so far. With BENCH_API_WORKERS above 1 it is the primary of that
 * many workers sharing the port (node:cluster, as API_WORKERS runs the API): it relays those messages to each
 * worker and merges the answers, and names the workers' pids in its `ready` (their CPU is the API's).
 */
import cluster, { type Worker } from 'node:cluster';
import pg from 'pg';
import { loadConfig } from '../../apps/api/src/config';
import { rankingCacheOf } from '../../apps/api/src/modules/matches/ranking-cache';
import { createServer } from '../../apps/api/src/server';
import { askOf } from './processes';

export interface CapturedStatement {
  text: string;
  values: unknown[];
  /** The PostgreSQL backend that ran it: statements of one transaction share it. */
  backend?: number;
  /** The name of a statement the API prepared (planned once per connection), which the floor prepares too. */
  name?: string;
}

let recording: CapturedStatement[] | null = null;

if (process.env.BENCH_CAPTURE_SQL === '1') {
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function capture(this: pg.Client, ...args: unknown[]) {
    if (recording) {
      const [first, second] = args as [string | { text: string; values?: unknown[]; name?: string }, unknown];
      const text = typeof first === 'string' ? first : first.text;
      // node-postgres takes (text, values), (config) or (config, values): drizzle sends the last.
      const values = (Array.isArray(second) ? second : typeof first === 'string' ? undefined : first.values) as
        | unknown[]
        | undefined;
      const backend = (this as unknown as { processID?: number }).processID;
      const name = typeof first === 'string' ? undefined : first.name;
      recording.push({ text, values: Array.isArray(values) ? values : [], backend, ...(name ? { name } : {}) });
    }
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

type Message = { capture?: 'start' | 'stop'; rankingCache?: 'stats' };
type Stats = { hits: number; misses: number };

const workerCount = Number(process.env.BENCH_API_WORKERS ?? 1);

if (workerCount > 1 && cluster.isPrimary) {
  // The API on every core: workers sharing the port (node:cluster), as API_WORKERS runs it. This process
  // relays its parent's questions to each worker and merges their answers.
  const workers: Worker[] = [];
  let port = 0;
  for (let i = 0; i < workerCount; i++) {
    // One after the other: the first one migrates the database before the others open it.
    const worker = cluster.fork();
    workers.push(worker);
    port = await new Promise<number>((resolve, reject) => {
      worker.once('exit', (code) => reject(new Error(`API worker exited with ${code}`)));
      worker.on('message', (message: { ready?: number }) => {
        if (message.ready !== undefined) resolve(message.ready);
      });
    });
  }
  process.on('message', async (message: Message) => {
    if (message.rankingCache === 'stats') {
      const all = await Promise.all(workers.map((worker) => askOf<Stats>(worker, message, 'rankingCache')));
      process.send?.({
        rankingCache: all.reduce((sum, one) => ({ hits: sum.hits + one.hits, misses: sum.misses + one.misses })),
      });
    } else if (message.capture === 'start') {
      await Promise.all(workers.map((worker) => askOf(worker, message, 'capturing')));
      process.send?.({ capturing: true });
    } else if (message.capture === 'stop') {
      const all = await Promise.all(workers.map((worker) => askOf<CapturedStatement[]>(worker, message, 'statements')));
      process.send?.({ statements: all.flat() });
    }
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, async () => {
      await Promise.all(
        workers.map((worker) => new Promise((resolve) => worker.once('exit', resolve).process.kill('SIGTERM'))),
      );
      process.exit(0);
    });
  process.send?.({ ready: port, pids: workers.map((worker) => worker.process.pid) });
} else {
  const running = await createServer(loadConfig());

  process.on('message', (message: Message) => {
    if (message.rankingCache === 'stats') {
      process.send?.({ rankingCache: { ...rankingCacheOf(running.deps.db).stats } });
    } else if (message.capture === 'start') {
      recording = [];
      process.send?.({ capturing: true });
    } else if (message.capture === 'stop') {
      const statements = recording ?? [];
      recording = null;
      process.send?.({ statements });
    }
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, async () => {
      await running.stop();
      process.exit(0);
    });

  process.send?.({ ready: running.port });
}
