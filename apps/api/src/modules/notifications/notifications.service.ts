import type { NotificationCategory } from '@orbite/domain/enums';
import type { DbOrTx } from '../../db/client';
import { afterCommit, currentDeps } from '../../platform/unit-of-work';
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

/**
 * Creates the notifications in the caller's transaction; once it commits, each user's open apps
 * are told (pub/sub, across processes). The author of the event is never notified of it.
 */
export async function notifyUsers(db: DbOrTx, input: NotificationInput): Promise<UserNotificationRow[]> {
  const userIds = [...new Set(input.userIds)].filter((id) => id !== input.actorUserId);
  const rows = await repository.insertNotifications(
    db,
    userIds.map((userId) => ({
      userId,
      category: input.category,
      type: input.type,
      description: input.description,
      plainTextDescription: input.plainTextDescription,
      url: input.url,
      actorUserId: input.actorUserId ?? null,
      activityEventId: input.activityEventId ?? null,
      entityType: input.entity?.type ?? null,
      entityId: input.entity ? String(input.entity.id) : null,
    })),
  );
  afterCommit(() => publishNotifications(rows));
  return rows;
}

function publishNotifications(rows: UserNotificationRow[]) {
  const deps = currentDeps();
  if (!deps) return;
  for (const row of rows) deps.pubsub.publish('user:notification', row.userId, { notificationId: row.id });
}
