/**
 * The API on every core: with API_WORKERS above 1, `main.ts` runs this primary, which forks that many
 * workers (node:cluster) sharing the port; each worker is the whole API (`createServer`). One Node process
 * serves on one core: on two cores, the missions list went from about 650 to 800 requests per second
 * (docs/performance.md, eleventh round).
 *
 * - The workers start one after the other: the first migrates the database (and seeds the demo) before
 *   the next opens it. Only the first (API_WORKER_INDEX 0) runs the background work (daily jobs, mail
 *   delivery, profile imports), as a single process does.
 * - A worker that dies is replaced after a second, with its index; one that dies before it listens at
 *   start stops the whole (a migration that fails, a port taken).
 * - SIGTERM or SIGINT: each worker stops gracefully (/ready 503, in-flight requests finish, subscriptions
 *   close), then the primary exits; a second signal kills them at once. A worker whose primary is gone
 *   stops too.
 *
 * Workers share what the API already shares between processes: PostgreSQL (sessions, rate limits, the
 * daily jobs' locks) and Redis (live updates), so both are required (`workersProblem`), and one download
 * links' secret (FILES_SECRET, drawn here for all when unset).
 */
import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Logger } from './logger';

export const WORKER_INDEX_VARIABLE = 'API_WORKER_INDEX';

/** Why this configuration cannot run several workers, or null. */
export function workersProblem(config: Pick<Config, 'workers' | 'databaseUrl' | 'redisUrl'>): string | null {
  if (config.workers <= 1) return null;
  if (!config.databaseUrl)
    return 'API_WORKERS > 1 needs DATABASE_URL: the embedded database belongs to a single process.';
  if (!config.redisUrl) return 'API_WORKERS > 1 needs REDIS_URL: live updates travel between the workers through it.';
  return null;
}

/** This process's worker index, or null outside a cluster. */
export function workerIndex(): number | null {
  return cluster.isWorker ? Number(process.env[WORKER_INDEX_VARIABLE] ?? 0) : null;
}

/** Whether this process runs the background work: a single process, or the cluster's first worker. */
export const runsBackgroundWork = () => (workerIndex() ?? 0) === 0;

export interface WorkersOptions {
  count: number;
  logger: Logger;
  /** How long the primary waits for its workers' graceful stop before killing them. */
  stopTimeoutMs: number;
  /** Before a dead worker is replaced. */
  restartDelayMs?: number;
}

/** Runs the primary: forks the workers, replaces those that die, stops them on a signal. */
export async function runPrimary({ count, logger, stopTimeoutMs, restartDelayMs = 1_000 }: WorkersOptions) {
  const env: Record<string, string> = {};
  if (!process.env.FILES_SECRET && !process.env.S3_BUCKET) env.FILES_SECRET = randomBytes(32).toString('base64url');
  const workers = new Map<number, Worker>();
  let stopping = false;

  const start = (index: number) =>
    new Promise<void>((resolve, reject) => {
      const worker = cluster.fork({ ...env, [WORKER_INDEX_VARIABLE]: String(index) });
      workers.set(index, worker);
      let listening = false;
      worker.once('listening', () => {
        listening = true;
        resolve();
      });
      worker.once('exit', (code, signal) => {
        if (workers.get(index) === worker) workers.delete(index);
        if (stopping) return;
        if (!listening) {
          reject(new Error(`API worker ${index} exited before listening (${signal ?? code})`));
          return;
        }
        logger.error({ worker: index, code, signal }, 'API worker exited; starting another');
        setTimeout(() => {
          if (!stopping)
            start(index).catch((error: unknown) =>
              logger.error({ err: error, worker: index }, 'API worker restart failed'),
            );
        }, restartDelayMs);
      });
    });

  const stop = async (signal: string) => {
    if (stopping) {
      for (const worker of workers.values()) worker.process.kill('SIGKILL');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'stopping the API workers');
    const exits = [...workers.values()].map(
      (worker) =>
        new Promise<boolean>((resolve) => {
          // Clean: stopped gracefully, or ended by the signal while still starting (it served nothing yet).
          const clean = (code: number | null, signal: string | null) => code === 0 || signal === 'SIGTERM';
          if (worker.isDead()) return resolve(clean(worker.process.exitCode, worker.process.signalCode));
          worker.once('exit', (code, signal) => resolve(clean(code, signal)));
          worker.process.kill('SIGTERM');
        }),
    );
    const timer = setTimeout(() => {
      logger.error('API workers did not stop in time: killed');
      for (const worker of workers.values()) worker.process.kill('SIGKILL');
    }, stopTimeoutMs);
    const clean = (await Promise.all(exits)).every(Boolean);
    clearTimeout(timer);
    logger.info('stopped');
    process.exit(clean ? 0 : 1);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));

  try {
    for (let index = 0; index < count; index++) await start(index);
  } catch (error) {
    stopping = true;
    logger.error({ err: error }, 'the API workers could not start');
    for (const worker of workers.values()) worker.process.kill('SIGTERM');
    process.exit(1);
  }
  logger.info({ workers: count }, 'API workers listening');
}
