import type { DbOrTx } from '../../db/client';
import { activityEvents } from './activity.tables';

export async function insertActivityEvent(db: DbOrTx, event: typeof activityEvents.$inferInsert): Promise<void> {
  await db.insert(activityEvents).values(event);
}
