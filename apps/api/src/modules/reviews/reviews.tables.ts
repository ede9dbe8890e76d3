import { integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables';
import { freelances } from '../freelancers/freelancers.tables';
import { missions } from '../missions/missions.tables';
import { users } from '../users/users.tables';

/**
 * A side's rating of a finished mission: the client rates the freelancer, the freelancer rates the
 * mission and the client, each on the spec's 1-5 scales (half steps), with a comment.
 */
export const missionReviews = pgTable(
  'mission_reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    missionId: integer()
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    freelanceId: integer()
      .notNull()
      .references(() => freelances.id),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    /** freelance or corporate: the side that wrote the review. */
    authorSide: text().notNull(),
    authorUserId: integer()
      .notNull()
      .references(() => users.id),
    /** Scale name to a rating from 1 to 5 in half steps. */
    ratings: jsonb().$type<Record<string, number>>().notNull(),
    comment: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('mission_reviews_mission_side_unique').on(t.missionId, t.authorSide)],
);

export type MissionReviewRow = typeof missionReviews.$inferSelect;
