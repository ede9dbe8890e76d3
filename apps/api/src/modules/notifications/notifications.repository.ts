import type { DbOrTx } from '../../db/client';
import { type UserNotificationRow, userNotifications } from './notifications.tables';

export async function insertNotifications(
  db: DbOrTx,
  rows: (typeof userNotifications.$inferInsert)[],
): Promise<UserNotificationRow[]> {
  if (rows.length === 0) return [];
  return db.insert(userNotifications).values(rows).returning();
}
