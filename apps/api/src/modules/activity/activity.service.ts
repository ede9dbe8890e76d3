import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { findCorporatesOfUsers } from '../companies/companies.service';
import { findFreelancesOfUsers } from '../freelancers/freelancers.service';
import { findTeamMembersOfUsers } from '../team/team.service';
import { findUsersByIds } from '../users/users.repository';
import * as repository from './activity.repository';
import type { ActivityEventRow } from './activity.tables';

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

/**
 * Reacts to a recorded event inside the transaction that recorded it (notifications are produced
 * this way, in the same commit as the change they announce). Publishing goes through `afterCommit`.
 */
export type ActivityListener = (db: DbOrTx, event: ActivityEventRow) => Promise<void>;

const listeners = new Set<ActivityListener>();

/** Registers a listener once per process (registering the same function twice does nothing). */
export function onActivityRecorded(listener: ActivityListener): void {
  listeners.add(listener);
}

export async function recordActivity(db: DbOrTx, actor: Actor, event: ActivityEventInput): Promise<ActivityEventRow> {
  const row = await repository.insertActivityEvent(db, {
    category: event.category,
    type: event.type,
    actorUserId: actor.userId,
    impersonatorUserId: actor.impersonatorUserId,
    entityType: event.entityType ?? null,
    entityId: event.entityId === undefined ? null : String(event.entityId),
    payload: event.payload ?? {},
  });
  for (const listener of listeners) await listener(db, row);
  return row;
}

/** Who did something, as a history shows them. */
export interface ActivityPerson {
  userId: number;
  fullName: string;
  role: 'teamMember' | 'corporate' | 'freelancer' | null;
  profilePictureUrl: string | null;
}

export interface ActivityEntry extends ActivityEventRow {
  /** Null for the platform itself (a signed deal moves a mission) or a deleted user. */
  actor: ActivityPerson | null;
  /** The team member behind an action made while impersonating. */
  impersonator: ActivityPerson | null;
}

/** The most events one page of a history holds. */
export const ACTIVITY_PAGE_MAX = 100;

async function peopleOf(db: DbOrTx, ids: number[]): Promise<Map<number, ActivityPerson>> {
  if (ids.length === 0) return new Map();
  const [users, team, corporates, freelances] = await Promise.all([
    findUsersByIds(db, ids),
    findTeamMembersOfUsers(db, ids),
    findCorporatesOfUsers(db, ids),
    findFreelancesOfUsers(db, ids),
  ]);
  const has = (rows: { userId: number }[]) => new Set(rows.map((row) => row.userId));
  const [isTeam, isCorporate, isFreelance] = [has(team), has(corporates), has(freelances)];
  return new Map(
    users.map((user) => [
      user.id,
      {
        userId: user.id,
        fullName: user.anonymizedAt ? '' : `${user.firstName} ${user.lastName}`.trim(),
        // The same order as a signed-in user's role: corporate, then freelancer, then team member.
        role: isCorporate.has(user.id)
          ? 'corporate'
          : isFreelance.has(user.id)
            ? 'freelancer'
            : isTeam.has(user.id)
              ? 'teamMember'
              : null,
        profilePictureUrl: user.anonymizedAt ? null : user.profilePictureUrl,
      },
    ]),
  );
}

/**
 * A page of the history of one entity, newest first, with the names of who acted. The caller has
 * checked that the viewer may read the entity.
 */
export function activityOfEntity(
  db: DbOrTx,
  entity: { type: string; id: string | number },
  page: ActivityPage = {},
): Promise<{ items: ActivityEntry[]; count: number }> {
  return activityWhere(db, repository.ofEntity(entity.type, entity.id), page);
}

/** Which page of a history to read; technical events are left out unless asked. */
export interface ActivityPage {
  offset?: number | null;
  limit?: number | null;
  includeTechnical?: boolean | null;
}

/** A page of the events a repository filter selects, with the names of who acted. */
export async function activityWhere(
  db: DbOrTx,
  filter: SQL,
  page: ActivityPage = {},
): Promise<{ items: ActivityEntry[]; count: number }> {
  const limit = Math.min(ACTIVITY_PAGE_MAX, Math.max(1, page.limit ?? 50));
  const offset = Math.max(0, page.offset ?? 0);
  const { items, count } = await repository.listActivity(db, filter, {
    offset,
    limit,
    includeTechnical: Boolean(page.includeTechnical),
  });
  return { count, items: await withPeople(db, items) };
}

/** Adds who acted (and who impersonated) to recorded events. */
export async function withPeople(db: DbOrTx, items: ActivityEventRow[]): Promise<ActivityEntry[]> {
  const ids = items.flatMap((item) => [item.actorUserId, item.impersonatorUserId]).filter((id) => id !== null);
  const people = await peopleOf(db, ids as number[]);
  const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
  return items.map((item) => ({
    ...item,
    actor: person(item.actorUserId),
    impersonator: person(item.impersonatorUserId),
  }));
}
