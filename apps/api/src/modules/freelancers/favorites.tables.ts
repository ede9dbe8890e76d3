import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { teamMembers } from '../team/team.tables';
import { freelances } from './freelancers.tables';

/** The freelancers a team member follows: the "favorites" mode of the back-office list. */
export const freelanceFavorites = pgTable(
  'freelance_favorites',
  {
    teamMemberId: integer()
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    freelanceId: integer()
      .notNull()
      .references(() => freelances.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamMemberId, t.freelanceId] }),
    index('freelance_favorites_freelance_idx').on(t.freelanceId),
  ],
);
