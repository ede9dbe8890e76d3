import type { DbOrTx } from '../../db/client';
import * as repository from './activity.repository';

/** The actor of an event: the effective user, and the team member behind it while impersonating. */
export interface Actor {
  userId: number | null;
  impersonatorUserId: number | null;
}

export interface ActivityEventInput {
  category: string;
  type: string;
  entityType?: string;
  entityId?: string | number;
  payload?: Record<string, unknown>;
}

export async function recordActivity(db: DbOrTx, actor: Actor, event: ActivityEventInput): Promise<void> {
  await repository.insertActivityEvent(db, {
    category: event.category,
    type: event.type,
    actorUserId: actor.userId,
    impersonatorUserId: actor.impersonatorUserId,
    entityType: event.entityType ?? null,
    entityId: event.entityId === undefined ? null : String(event.entityId),
    payload: event.payload ?? {},
  });
}
