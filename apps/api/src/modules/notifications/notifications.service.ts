import { isOneOf, type NotificationCategory, notificationCategories } from '@orbite/domain/enums';
import { ErrorCode } from '@orbite/domain/errors';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { afterCommit, currentDeps } from '../../platform/unit-of-work';
import { findUsersByIds } from '../users/users.repository';
import type { UserRow } from '../users/users.tables';
import { sendInstantMedia } from './notification-media';
import * as repository from './notifications.repository';
import type { UserNotificationRow } from './notifications.tables';

/** One notification to several users: what the producers of every module hand over. */
export interface NotificationInput {
  userIds: number[];
  category: NotificationCategory;
  /** The event behind it: mission_validated, chat_message, ... */
  type: string;
  /** Sanitized HTML and its plain-text form, in French. */
  description: string;
  plainTextDescription: string;
  /** A path inside the app. */
  url: string | null;
  actorUserId?: number | null;
  activityEventId?: number | null;
  entity?: { type: string; id: string | number } | null;
}

/** Whether a user gets this category by e-mail: the medium and the category both ticked. */
export const wantsEmail = (
  user: Pick<UserRow, 'notificationMediumList' | 'notificationCategoryList'>,
  category: string,
) => user.notificationMediumList.includes('email') && user.notificationCategoryList.includes(category);

/**
 * Creates the notifications in the caller's transaction; once it commits, each user's open apps
 * are told (pub/sub, across processes). The author of the event is never notified of it. Those of
 * users who chose e-mail for the category wait for the delivery pass (emailStatus pending).
 */
export async function notifyUsers(db: DbOrTx, input: NotificationInput): Promise<UserNotificationRow[]> {
  const userIds = [...new Set(input.userIds)].filter((id) => id !== input.actorUserId);
  if (userIds.length === 0) return [];
  const users = new Map((await findUsersByIds(db, userIds)).map((user) => [user.id, user]));
  const { userIds: _all, ...notice } = input;
  return notifyEach(
    db,
    userIds.map((userId) => ({ ...notice, userId })),
    users,
  );
}

/** One notification of one user; a list of them may mix users, kinds and categories. */
export type Notice = Omit<NotificationInput, 'userIds'> & { userId: number };

/**
 * `notifyUsers` for notices that differ per user (a chat message: "mentioned" for some, "new
 * message" for others, each with the path of their own area), with the users already read: one
 * insert for all. The same rules: the actor is never told, users not in `users` are skipped, e-mail
 * pending for those who chose it (never for an anonymised account), told live and by SMS or Slack
 * once committed.
 */
export async function notifyEach(
  db: DbOrTx,
  notices: readonly Notice[],
  users: ReadonlyMap<number, UserRow>,
): Promise<UserNotificationRow[]> {
  const told = notices.filter((notice) => notice.userId !== notice.actorUserId && users.has(notice.userId));
  if (told.length === 0) return [];
  const rows = await repository.insertNotifications(
    db,
    told.map((notice) => {
      const user = users.get(notice.userId)!;
      return {
        userId: notice.userId,
        category: notice.category,
        type: notice.type,
        description: notice.description,
        plainTextDescription: notice.plainTextDescription,
        url: notice.url,
        actorUserId: notice.actorUserId ?? null,
        activityEventId: notice.activityEventId ?? null,
        entityType: notice.entity?.type ?? null,
        entityId: notice.entity ? String(notice.entity.id) : null,
        emailStatus: wantsEmail(user, notice.category) && !user.anonymizedAt ? 'pending' : 'none',
      };
    }),
  );
  afterCommit(async () => {
    publishNotifications(rows);
    const deps = currentDeps();
    if (deps) await sendInstantMedia(deps, rows, new Map(users));
  });
  return rows;
}

function publishNotifications(rows: UserNotificationRow[]) {
  const deps = currentDeps();
  if (!deps) return;
  for (const row of rows) deps.pubsub.publish('user:notification', row.userId, { notificationId: row.id });
}

/** Tells the user's other tabs that their unseen count changed. */
function publishCountChange(deps: AppDeps, userId: number) {
  deps.pubsub.publish('user:notification', userId, { notificationId: null });
}

// The viewer's centre.

export const NOTIFICATION_PAGE_MAX = 50;

export async function userNotifications(
  deps: AppDeps,
  userId: number,
  page: { offset?: number | null; limit?: number | null },
) {
  const limit = Math.min(NOTIFICATION_PAGE_MAX, Math.max(1, page.limit ?? 10));
  const offset = Math.max(0, page.offset ?? 0);
  const { items, count } = await repository.notificationPage(deps.db, userId, { offset, limit });
  return { id: userId, items, count };
}

export const unseenNotificationsCount = (deps: AppDeps, userId: number) =>
  repository.countNotifications(deps.db, userId, true);

/** A notification of the user (another user's is not found). */
export async function notificationOfUser(db: DbOrTx, userId: number, id: number) {
  const row = await repository.findNotificationOfUser(db, userId, id);
  if (!row) throw new AppError(ErrorCode.notFound, 'Notification introuvable.');
  return row;
}

export async function updateUnseen(deps: AppDeps, userId: number, id: number, unseen: boolean) {
  const changed = await repository.setUnseen(deps.db, userId, id, unseen);
  if (changed) {
    publishCountChange(deps, userId);
    return changed;
  }
  // Already in that state (or not the user's: not found).
  return notificationOfUser(deps.db, userId, id);
}

export async function markAllAsRead(deps: AppDeps, userId: number) {
  const changed = await repository.markAllSeen(deps.db, userId);
  if (changed > 0) publishCountChange(deps, userId);
  return { id: userId, unseenUserNotificationsCount: await unseenNotificationsCount(deps, userId) };
}

// Budgets: a weekly cap of e-mails per category.

export const WEEKLY_CAP_MIN = 1;
export const WEEKLY_CAP_MAX = 50;

export async function notificationBudgets(deps: AppDeps, userId: number) {
  return (await repository.budgetsOfUsers(deps.db, [userId])).map((b) => ({
    category: b.category,
    weeklyCap: b.weeklyCap,
  }));
}

export async function updateNotificationBudget(
  deps: AppDeps,
  userId: number,
  input: { category: string; weeklyCap?: number | null },
) {
  if (!isOneOf(notificationCategories, input.category))
    throw new AppError(ErrorCode.invalidInput, 'Catégorie inconnue.', 'category');
  const cap = input.weeklyCap;
  if (cap !== null && cap !== undefined && (!Number.isInteger(cap) || cap < WEEKLY_CAP_MIN || cap > WEEKLY_CAP_MAX))
    throw new AppError(
      ErrorCode.invalidInput,
      `Le plafond doit être compris entre ${WEEKLY_CAP_MIN} et ${WEEKLY_CAP_MAX} e-mails par semaine.`,
      'weeklyCap',
    );
  if (cap === null || cap === undefined) await repository.deleteBudget(deps.db, userId, input.category);
  else await repository.upsertBudget(deps.db, userId, input.category, cap);
  return notificationBudgets(deps, userId);
}
