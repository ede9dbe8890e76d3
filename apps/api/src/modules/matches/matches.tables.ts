import { boolean, index, integer, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { freelances } from '../freelancers/freelancers.tables';
import { missions } from '../missions/missions.tables';
import { users } from '../users/users.tables';

/**
 * A freelancer in the running for a mission. The status moves only through the machine of
 * `@orbite/domain/match-status`; each move is an activity event.
 */
export const matches = pgTable(
  'matches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    missionId: integer()
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    freelanceId: integer()
      .notNull()
      .references(() => freelances.id, { onDelete: 'cascade' }),
    status: text().notNull(),
    /** teamMember or automatic. */
    source: text().notNull().default('teamMember'),
    /** The pre-matching source of the spec (telescope, freelancerAction, matchingEngine, ...). */
    preMatchingSource: text(),
    cancelSource: text(),
    declineReasons: text().array().notNull().default([]),
    declineComment: text(),
    /** The freelancer's words when applying or accepting a proposal. */
    message: text(),
    /** Chosen by the client to be met. */
    selected: boolean().notNull().default(false),
    /** The ratio when the match was made, kept for the history; the live one is computed. */
    ratioNumerator: smallint(),
    ratioDenominator: smallint(),
    presentedAt: timestamp({ withTimezone: true }),
    faQualifiedAt: timestamp({ withTimezone: true }),
    faQualifiedByUserId: integer().references(() => users.id),
    faAppliedByUserId: integer().references(() => users.id),
    faProposedByUserId: integer().references(() => users.id),
    faSelectedByUserId: integer().references(() => users.id),
    freelancerAgentUserId: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('matches_mission_freelance_unique').on(t.missionId, t.freelanceId),
    index('matches_freelance_idx').on(t.freelanceId),
    index('matches_mission_status_idx').on(t.missionId, t.status),
  ],
);

/**
 * The meeting between a client and a freelancer of a match: the client proposes slots, the freelancer
 * books one; either side reschedules (new slots) or declines with reasons; it is marked done after.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    matchId: integer()
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** proposed, booked, done, declined. */
    status: text().notNull().default('proposed'),
    proposedByUserId: integer().references(() => users.id),
    bookedAt: timestamp({ withTimezone: true }),
    declineSource: text(),
    declineReasons: text().array().notNull().default([]),
    declineComment: text(),
    doneAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meetings_match_idx').on(t.matchId)],
);

export const timeSlots = pgTable(
  'time_slots',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    dateTime: timestamp({ withTimezone: true }).notNull(),
    booked: boolean().notNull().default(false),
  },
  (t) => [unique('time_slots_meeting_time_unique').on(t.meetingId, t.dateTime)],
);

export type MatchRow = typeof matches.$inferSelect;
export type MeetingRow = typeof meetings.$inferSelect;
export type TimeSlotRow = typeof timeSlots.$inferSelect;
