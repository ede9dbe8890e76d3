/**
 * E-mail delivery of notifications. A notification of a user who chose e-mail for its category is
 * created `pending`; once it has waited the grouping window, a pass sends it: alone, or in one
 * digest with the others of that user. A category the user capped (notification_budgets) is sent
 * in mails of its own, so that the mails of the last 7 days count exactly against its cap; over
 * the cap, notifications are `deferred` and leave in the weekly digest, never dropped.
 *
 * Every process runs the pass every 30 s (main.ts); rows are claimed with FOR UPDATE SKIP LOCKED,
 * so two processes never send the same notification. Preferences are read again at send time: a
 * category unsubscribed meanwhile is not sent (status none).
 *
 * A mail that fails to leave (SMTP down, a temporary refusal) is never lost: its notifications
 * stay `pending` (or `deferred`), each mail being sent in a savepoint of its own so that a failure
 * undoes only that mail's bookkeeping and not the mails already sent in the pass, and its user is
 * retried with an exponential backoff (1 min, 2, 4... at most 1 h) kept by this process.
 */
import { parisDayOf } from '@orbite/domain/calendar-day';
import { type DbOrTx, readAll } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { registerDailyJob } from '../../platform/jobs';
import { runUnitOfWork } from '../../platform/unit-of-work';
import { findUsersByIds } from '../users/users.repository';
import type { UserRow } from '../users/users.tables';
import { renderNotificationMail } from './notification-mail';
import * as repository from './notifications.repository';
import { wantsEmail } from './notifications.service';
import type { UserNotificationRow } from './notifications.tables';
import { unsubscribeUrl, webOrigin } from './unsubscribe-token';

/** How long a notification waits for others before its mail leaves. */
export const GROUPING_WINDOW_MS = 2 * 60_000;
const DAY_MS = 24 * 3_600_000;
const WEEK_MS = 7 * DAY_MS;

/** Retry backoff after a failed mail, per user. */
export const RETRY_BASE_MS = 60_000;
export const RETRY_MAX_MS = 3_600_000;
const backoff = new Map<number, { failures: number; retryAt: number }>();

const waitingForRetry = (userId: number, now: Date) => (backoff.get(userId)?.retryAt ?? 0) > now.getTime();

/** Sends one mail in a savepoint; on failure, undoes its bookkeeping, logs and schedules the retry. */
async function trySendMail(
  deps: AppDeps,
  tx: DbOrTx,
  user: UserRow,
  rows: UserNotificationRow[],
  kind: 'single' | 'digest' | 'weekly',
  now: Date,
): Promise<boolean> {
  try {
    await tx.transaction((savepoint) => sendMail(deps, savepoint, user, rows, kind, now));
    backoff.delete(user.id);
    return true;
  } catch (error) {
    const failures = (backoff.get(user.id)?.failures ?? 0) + 1;
    const delay = Math.min(RETRY_BASE_MS * 2 ** (failures - 1), RETRY_MAX_MS);
    backoff.set(user.id, { failures, retryAt: now.getTime() + delay });
    deps.logger.warn(
      { err: error, userId: user.id, notifications: rows.length, failures, retryInMs: delay },
      'notification mail not sent: kept for a retry',
    );
    return false;
  }
}

function byUser(rows: UserNotificationRow[]): Map<number, UserNotificationRow[]> {
  const groups = new Map<number, UserNotificationRow[]>();
  for (const row of rows) groups.set(row.userId, [...(groups.get(row.userId) ?? []), row]);
  return groups;
}

/** Sends one mail for `rows` of one user and records it. */
async function sendMail(
  deps: AppDeps,
  tx: DbOrTx,
  user: UserRow,
  rows: UserNotificationRow[],
  kind: 'single' | 'digest' | 'weekly',
  now: Date,
) {
  const categories = [...new Set(rows.map((r) => r.category))];
  const mail = renderNotificationMail({
    to: user.email,
    firstName: user.firstName,
    kind: kind === 'weekly' ? 'weekly' : rows.length === 1 ? 'single' : 'digest',
    items: rows.map((r) => ({ category: r.category, html: r.description, text: r.plainTextDescription, url: r.url })),
    origin: webOrigin(deps.config),
    unsubscribeUrls: Object.fromEntries(categories.map((c) => [c, unsubscribeUrl(deps.config, user.id, c)])),
  });
  await deps.mailer.send(mail);
  await repository.insertEmail(tx, {
    userId: user.id,
    category: categories.length === 1 ? categories[0]! : null,
    kind: kind === 'weekly' ? 'weekly' : rows.length === 1 ? 'single' : 'digest',
    notificationCount: rows.length,
    subject: mail.subject,
    sentAt: now,
  });
  await repository.setEmailStatus(
    tx,
    rows.map((r) => r.id),
    kind === 'single' && rows.length === 1 ? 'sent' : 'digest',
    now,
  );
}

/** Splits a user's rows into those still wanted by e-mail and those to drop (status none). */
async function dropUnwanted(tx: DbOrTx, user: UserRow | undefined, rows: UserNotificationRow[]) {
  const wanted = user && !user.anonymizedAt ? rows.filter((r) => wantsEmail(user, r.category)) : [];
  await repository.setEmailStatus(
    tx,
    rows.filter((r) => !wanted.includes(r)).map((r) => r.id),
    'none',
    null,
  );
  return wanted;
}

async function deliverPending(deps: AppDeps, tx: DbOrTx, now: Date): Promise<number> {
  const rows = await repository.claimForEmail(tx, 'pending', new Date(now.getTime() - GROUPING_WINDOW_MS));
  if (rows.length === 0) return 0;
  const groups = byUser(rows);
  const userIds = [...groups.keys()];
  const [users, budgets, sent] = await readAll(tx, [
    () => findUsersByIds(tx, userIds),
    () => repository.budgetsOfUsers(tx, userIds),
    () => repository.emailsSentSince(tx, userIds, new Date(now.getTime() - WEEK_MS)),
  ]);
  const userById = new Map(users.map((u) => [u.id, u]));
  let mails = 0;
  for (const [userId, userRows] of groups) {
    if (waitingForRetry(userId, now)) continue;
    const user = userById.get(userId);
    const wanted = await dropUnwanted(tx, user, userRows);
    if (!user || wanted.length === 0) continue;
    const caps = new Map(budgets.filter((b) => b.userId === userId).map((b) => [b.category, b.weeklyCap]));
    const sentOf = (category: string) =>
      sent
        .filter((s) => s.userId === userId && s.category === category && s.kind !== 'weekly')
        .reduce((total, s) => total + s.n, 0);
    const mailsOf = new Map<string, UserNotificationRow[]>();
    const deferred: UserNotificationRow[] = [];
    for (const row of wanted) {
      const cap = caps.get(row.category);
      if (cap !== undefined && sentOf(row.category) >= cap) deferred.push(row);
      else {
        const key = cap === undefined ? '*' : row.category;
        mailsOf.set(key, [...(mailsOf.get(key) ?? []), row]);
      }
    }
    await repository.setEmailStatus(
      tx,
      deferred.map((r) => r.id),
      'deferred',
      null,
    );
    for (const group of mailsOf.values()) {
      if (await trySendMail(deps, tx, user, group, group.length === 1 ? 'single' : 'digest', now)) mails++;
      else break;
    }
  }
  return mails;
}

/** The delivery pass: sends what waited the grouping window. Returns the number of mails sent. */
export function deliverNotificationEmails(deps: AppDeps, now: Date = new Date()): Promise<number> {
  return deps.db.transaction((tx) => deliverPending(deps, tx, now));
}

const isMonday = (now: Date) => new Date(`${parisDayOf(now)}T12:00:00Z`).getUTCDay() === 1;

async function weeklyDigests(deps: AppDeps, tx: DbOrTx, now: Date): Promise<number> {
  const rows = await repository.claimForEmail(tx, 'deferred', now);
  if (rows.length === 0) return 0;
  const groups = byUser(rows);
  const userIds = [...groups.keys()];
  const [users, recent] = await readAll(tx, [
    () => findUsersByIds(tx, userIds),
    () => repository.emailsSentSince(tx, userIds, new Date(now.getTime() - 6 * DAY_MS)),
  ]);
  const userById = new Map(users.map((u) => [u.id, u]));
  let mails = 0;
  for (const [userId, userRows] of groups) {
    const oldest = Math.min(...userRows.map((r) => r.createdAt.getTime()));
    const due = isMonday(now) || oldest <= now.getTime() - WEEK_MS;
    if (!due || recent.some((s) => s.userId === userId && s.kind === 'weekly')) continue;
    if (waitingForRetry(userId, now)) continue;
    const user = userById.get(userId);
    const wanted = await dropUnwanted(tx, user, userRows);
    if (!user || wanted.length === 0) continue;
    if (await trySendMail(deps, tx, user, wanted, 'weekly', now)) mails++;
  }
  return mails;
}

/**
 * The weekly digest of what the budgets held back: one mail per user and per week, on Mondays (or
 * as soon as the oldest held notification is 7 days old). Returns the number of mails sent.
 */
export function sendWeeklyDigests(deps: AppDeps, now: Date = new Date(), db?: DbOrTx): Promise<number> {
  if (db) return weeklyDigests(deps, db, now);
  return deps.db.transaction((tx) => weeklyDigests(deps, tx, now));
}

/** Registers the weekly digest with the daily jobs (hourly runner, advisory lock). */
export function registerNotificationJobs() {
  registerDailyJob({ name: 'notification-weekly-digests', run: (deps, tx) => sendWeeklyDigests(deps, new Date(), tx) });
}

/** Runs the delivery pass every `intervalMs` in this process; returns the stopper. */
export function startNotificationDelivery(deps: AppDeps, intervalMs = 30_000): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const mails = await runUnitOfWork(deps, () => deliverNotificationEmails(deps));
      if (mails > 0) deps.logger.info({ mails }, 'notification mails sent');
    } catch (error) {
      deps.logger.error({ err: error }, 'notification delivery failed');
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
