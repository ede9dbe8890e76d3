/**
 * One API process for the load benches: the real server (`createServer` with the config read from
 * the environment, as `apps/api/src/main.ts` does, without the background jobs). Started by
 * `fork()`; says `{ ready: port }` to its parent once listening. With BENCH_CAPTURE_SQL=1 it records
 * every statement node-postgres sends (text and values) and answers `{ capture: 'start' | 'stop' }`
 * messages, so that the floor can replay the exact SQL of one call. `{ rankingCache: 'stats' }` answers the
 * matching's ranking cache hits and misses so far.
 */
import pg from 'pg';
import { loadConfig } from '../../apps/api/src/config';
import { rankingCacheOf } from '../../apps/api/src/modules/matches/ranking-cache';
import { createServer } from '../../apps/api/src/server';

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

const running = await createServer(loadConfig());

process.on('message', (message: { capture?: 'start' | 'stop'; rankingCache?: 'stats' }) => {
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
