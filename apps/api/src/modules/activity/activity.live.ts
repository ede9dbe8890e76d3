import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { afterCommit, currentDeps } from '../../platform/unit-of-work';
import * as repository from './activity.repository';
import { type ActivityEntry, withPeople } from './activity.service';
import type { ActivityEventRow } from './activity.tables';
import { isTechnicalEvent } from './activity.technical';

/*
 * The team's live feed: every recorded event is announced on 'team:activity' once its transaction
 * has committed, and each team member's subscription picks what it asked for.
 */

/** The activity listener: publishes the event's id after commit (nothing outside a unit of work). */
export async function publishTeamActivity(_db: DbOrTx, event: ActivityEventRow): Promise<void> {
  const deps = currentDeps();
  if (!deps) return;
  afterCommit(() => deps.pubsub.publish('team:activity', { eventId: event.id }));
}

/** Whether a subscriber gets an event: never their own, the asked types, else every non-technical one. */
export function deliversTo(
  event: Pick<ActivityEventRow, 'actorUserId' | 'impersonatorUserId' | 'category' | 'type'>,
  viewerUserId: number,
  eventTypes: readonly string[],
): boolean {
  if (event.actorUserId === viewerUserId || event.impersonatorUserId === viewerUserId) return false;
  return eventTypes.length ? eventTypes.includes(event.type) : !isTechnicalEvent(event);
}

/** The live events one team member receives, as they are committed. */
export async function* teamActivityStream(
  deps: AppDeps,
  viewerUserId: number,
  eventTypes: readonly string[],
): AsyncGenerator<ActivityEntry> {
  const types = [...new Set(eventTypes.map((type) => type.trim()).filter(Boolean))].slice(0, 100);
  for await (const { eventId } of deps.pubsub.subscribe('team:activity')) {
    const row = await repository.findActivityEventById(deps.db, eventId);
    if (!row || !deliversTo(row, viewerUserId, types)) continue;
    const [entry] = await withPeople(deps.db, [row]);
    if (entry) yield entry;
  }
}
