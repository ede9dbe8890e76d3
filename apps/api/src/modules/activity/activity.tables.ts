import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Who did what, when: every state transition and key action, including those made while impersonating. */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    category: text().notNull(),
    type: text().notNull(),
    actorUserId: integer(),
    /** The team member behind an action made while impersonating. */
    impersonatorUserId: integer(),
    entityType: text(),
    entityId: text(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_events_entity_idx').on(t.entityType, t.entityId),
    index('activity_events_actor_idx').on(t.actorUserId),
    index('activity_events_created_idx').on(t.createdAt),
  ],
);

export type ActivityEventRow = typeof activityEvents.$inferSelect;
