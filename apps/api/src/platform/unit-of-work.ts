/**
 * What happens once data is committed: live events (notifications, chat, the team's activity
 * feed) and e-mails must never announce a write that a rollback undid.
 *
 * - Every `db.transaction` opens its own queue; `afterCommit(job)` called inside runs `job` once
 *   that transaction has committed, and never if it rolled back. Outside a transaction the write
 *   is already committed, so the job runs at once.
 * - A unit of work (an HTTP request, a WebSocket operation, a job run) carries the process's
 *   dependencies, so that code deep inside a transaction (an activity listener) can publish on
 *   this process's pub/sub without every caller passing them down. Outside one (the demo seed, a
 *   script), there is nothing to publish to and `currentDeps()` is null.
 * - A request's unit of work also carries its transaction id (the x-transaction-id header), which
 *   the logger stamps on every line written while the request runs (`currentTransactionId()`).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../db/client';
import type { AppDeps } from './deps';

type Job = () => void | Promise<void>;

const transactionQueue = new AsyncLocalStorage<Job[]>();
const unitOfWork = new AsyncLocalStorage<{ deps: AppDeps; transactionId: string | null }>();

/** Runs `job` after the current transaction commits (at once outside a transaction). */
export function afterCommit(job: Job): void {
  const queue = transactionQueue.getStore();
  if (queue) queue.push(job);
  else void runJob(job);
}

async function runJob(job: Job) {
  try {
    await job();
  } catch (error) {
    unitOfWork.getStore()?.deps.logger.error({ err: error }, 'after-commit job failed');
  }
}

/** Makes `db.transaction` run the jobs queued inside it once it has committed. Returns the same object. */
export function withAfterCommit(db: Db): Db {
  const transaction = db.transaction.bind(db);
  const wrapped: Db['transaction'] = async (callback, config) => {
    const queue: Job[] = [];
    // The callback runs inside the queue's context whatever the driver does with promises.
    const result = await transaction((tx) => transactionQueue.run(queue, () => callback(tx)), config);
    // Outside the queue's context: a job that writes in its own transaction queues its own jobs.
    await transactionQueue.exit(async () => {
      for (const job of queue) await runJob(job);
    });
    return result;
  };
  db.transaction = wrapped;
  return db;
}

/**
 * Runs `work` (a request, a job) with this process's dependencies reachable through `currentDeps()`
 * and, for a request, its transaction id reachable through `currentTransactionId()`.
 */
export function runUnitOfWork<T>(deps: AppDeps, work: () => T, transactionId: string | null = null): T {
  return unitOfWork.run({ deps, transactionId }, work);
}

/** The dependencies of the unit of work in progress, or null outside one. */
export function currentDeps(): AppDeps | null {
  return unitOfWork.getStore()?.deps ?? null;
}

/** The transaction id of the request in progress, or null outside one (a job, a script). */
export function currentTransactionId(): string | null {
  return unitOfWork.getStore()?.transactionId ?? null;
}
