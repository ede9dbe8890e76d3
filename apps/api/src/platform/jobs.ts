/**
 * Daily jobs of the platform (renewal questions, work-log reminders, overdue invoices). Every API
 * process runs the runner; a PostgreSQL advisory lock per job lets one process run it at a time,
 * and each job is idempotent for a day (it records what it did on the rows it touches), so running
 * it again the same day does nothing twice.
 */
import { type CalendarDay, todayInParis } from '@orbite/domain/calendar-day';
import { sql } from 'drizzle-orm';
import { selectRows, type Tx } from '../db/client';
import type { AppDeps } from './deps';
import { runUnitOfWork } from './unit-of-work';

export interface DailyJob {
  /** Unique, stable: the advisory lock is derived from it. */
  name: string;
  /**
   * Does the day's work in `tx` (the transaction that holds the job's lock: use it for every
   * query, the embedded database has one connection) and says how many things it did.
   */
  run(deps: AppDeps, tx: Tx, today: CalendarDay): Promise<number>;
}

const jobs: DailyJob[] = [];

/** Registers a job: modules call this at import time, next to their service. */
export function registerDailyJob(job: DailyJob) {
  if (!jobs.some((known) => known.name === job.name)) jobs.push(job);
}

export function registeredDailyJobs(): readonly DailyJob[] {
  return jobs;
}

/** A stable 32-bit key for the job's advisory lock. */
function lockKey(name: string): number {
  let hash = 0;
  for (const char of `orbite-job:${name}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/**
 * Runs every registered job once for `today`, each under its advisory lock (skipped when another
 * process holds it). Returns what each did; a failing job is logged and does not stop the others.
 */
export async function runDailyJobs(
  deps: AppDeps,
  today: CalendarDay = todayInParis(),
): Promise<Record<string, number>> {
  const done: Record<string, number> = {};
  for (const job of jobs) {
    try {
      const count = await deps.db.transaction(async (tx) => {
        const [lock] = await selectRows<{ locked: boolean }>(
          tx,
          sql`select pg_try_advisory_xact_lock(${lockKey(job.name)}) as locked`,
        );
        if (!lock?.locked) return null;
        return job.run(deps, tx, today);
      });
      if (count !== null) done[job.name] = count;
    } catch (error) {
      deps.logger.error({ err: error, job: job.name }, 'daily job failed');
    }
  }
  return done;
}

/** Runs the jobs now and then every `intervalMs` (hourly by default); returns the stopper. */
export function startDailyJobs(deps: AppDeps, intervalMs = 3_600_000): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const done = await runUnitOfWork(deps, () => runDailyJobs(deps));
      if (Object.values(done).some((count) => count > 0)) deps.logger.info({ done }, 'daily jobs ran');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  const first = setTimeout(() => void tick(), 5_000);
  first.unref();
  return () => {
    clearInterval(timer);
    clearTimeout(first);
  };
}
