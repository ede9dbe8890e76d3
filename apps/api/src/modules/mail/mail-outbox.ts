/**
 * The mail outbox: mails a request must not wait for nor lose (password reset, e-mail
 * confirmation, invitations). `queueMail` writes the mail in the caller's transaction and the
 * request answers at once; after the commit this process tries to send it. A mail the SMTP server
 * refuses or cannot take stays queued and is tried again with an exponential backoff (1 min, 2,
 * 4… at most 1 h); it is deleted once sent. The request's answer and its time never depend on
 * the SMTP server, which also keeps them from telling whether an account exists.
 *
 * Retries: the process that failed plans a pass at the next due time; the hourly job runner
 * (platform/jobs.ts, 5 s after a start, then hourly) plans one for what a restarted or stopped
 * process left. Mails are claimed one at a time (FOR UPDATE SKIP LOCKED, then a lease), so two
 * processes never send the same mail and no transaction stays open while the SMTP server answers;
 * a process that dies while sending leaves its mail to be tried again after the lease (at least once).
 */
import { asc, count, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { registerDailyJob } from '../../platform/jobs';
import type { Mail } from '../../platform/mailer';
import { afterCommit, runUnitOfWork } from '../../platform/unit-of-work';
import { type MailOutboxRow, mailOutbox } from './mail-outbox.tables';

export const MAIL_RETRY_BASE_MS = 60_000;
export const MAIL_RETRY_MAX_MS = 3_600_000;
/** Mails tried by one pass at most; the next pass takes the rest. */
const PASS_SIZE = 50;
/** How long a mail being sent is kept from other passes: longer than the SMTP timeouts (mailer.ts). */
const LEASE_MS = 10 * 60_000;

export const retryDelayMs = (attempts: number) =>
  Math.min(MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), MAIL_RETRY_MAX_MS);

/**
 * Queues `mail` in `db` (the caller's transaction, if any); once committed, this process tries to
 * send it without the caller waiting. `kind` names the mail in the logs.
 */
export async function queueMail(deps: AppDeps, db: DbOrTx, kind: string, mail: Mail): Promise<void> {
  await db.insert(mailOutbox).values({ kind, sealed: deps.cipher.encrypt(JSON.stringify(mail)) });
  afterCommit(() => {
    planPass(deps, 0);
  });
}

/**
 * Takes the next mail due at `now` for this process: in a short transaction of its own, the row is
 * locked (SKIP LOCKED: another process takes another row) and leased for `LEASE_MS`, so that no
 * transaction stays open while the SMTP server answers (the embedded database has one connection).
 * A process that dies while sending leaves the row to be tried again once the lease ends.
 */
async function claimNext(deps: AppDeps, now: Date): Promise<MailOutboxRow | null> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(mailOutbox)
      .where(lte(mailOutbox.nextAttemptAt, now))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    await tx
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(eq(mailOutbox.id, row.id));
    return row;
  });
}

/** Sends one claimed mail: deleted once sent; on failure, the attempt is counted and the next one set. */
async function sendOne(deps: AppDeps, row: MailOutboxRow, now: Date): Promise<boolean> {
  try {
    await deps.mailer.send(JSON.parse(deps.cipher.decrypt(row.sealed)) as Mail);
  } catch (error) {
    const attempts = row.attempts + 1;
    const delay = retryDelayMs(attempts);
    await deps.db
      .update(mailOutbox)
      .set({
        attempts,
        nextAttemptAt: new Date(now.getTime() + delay),
        lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
      })
      .where(eq(mailOutbox.id, row.id));
    deps.logger.warn(
      { err: error, mailId: row.id, kind: row.kind, attempts, retryInMs: delay },
      'mail not sent: kept for a retry',
    );
    return false;
  }
  await deps.db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
  return true;
}

/** One pass of the outbox: sends the mails due at `now`, one at a time; returns how many left. */
export async function deliverQueuedMails(deps: AppDeps, now: Date = new Date()): Promise<number> {
  let sent = 0;
  for (let tried = 0; tried < PASS_SIZE; tried++) {
    const row = await claimNext(deps, now);
    if (!row) break;
    if (await sendOne(deps, row, now)) sent++;
  }
  return sent;
}

/** When this process tries again, per database (one app per process, several in the tests). */
const planned = new WeakMap<object, { at: number; timer: NodeJS.Timeout }>();

/** Runs a pass in `delayMs` (sooner if one is already planned sooner), then plans the next retry. */
function planPass(deps: AppDeps, delayMs: number) {
  const at = Date.now() + delayMs;
  const current = planned.get(deps.db);
  if (current && current.at <= at) return;
  if (current) clearTimeout(current.timer);
  const timer = setTimeout(() => {
    planned.delete(deps.db);
    void runUnitOfWork(deps, async () => {
      await deliverQueuedMails(deps);
      const [next] = await deps.db
        .select({ at: mailOutbox.nextAttemptAt })
        .from(mailOutbox)
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(1);
      if (next) planPass(deps, Math.max(0, next.at.getTime() - Date.now()));
    }).catch((error: unknown) => deps.logger.warn({ err: error }, 'mail outbox pass failed'));
  }, delayMs);
  timer.unref();
  planned.set(deps.db, { at, timer });
}

/**
 * The safety net: the hourly job runner (and 5 s after a start) plans a pass for what a stopped or
 * restarted process left queued. The pass runs after the job's transaction, never inside it: it
 * must not hold the database while the SMTP server answers. Says how many mails are due.
 */
registerDailyJob({
  name: 'mail-outbox',
  async run(deps, tx) {
    const [due] = await tx.select({ n: count() }).from(mailOutbox).where(lte(mailOutbox.nextAttemptAt, new Date()));
    if (due?.n) planPass(deps, 0);
    return due?.n ?? 0;
  },
});
