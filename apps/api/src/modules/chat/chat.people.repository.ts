import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idArray, statement } from '../../db/statements';
import { type CorporateRow, companies, corporates } from '../companies/companies.tables';
import { type FreelanceRow, freelances } from '../freelancers/freelancers.tables';
import { type TeamMemberRow, teamMembers } from '../team/team.tables';
import { type UserRow, users } from '../users/users.tables';
import { validIds } from './chat.repository';

/** A user with the profiles it holds and its company's name. */
export interface PersonRow {
  user: UserRow;
  corporate: CorporateRow | null;
  freelance: FreelanceRow | null;
  teamMember: TeamMemberRow | null;
  companyName: string | null;
}

/** Users with their profiles and their company's name, in one statement (each profile's user is unique). */
const peopleOf = statement((db) =>
  db
    .select({
      user: users,
      corporate: corporates,
      freelance: freelances,
      teamMember: teamMembers,
      companyName: companies.name,
    })
    .from(users)
    .leftJoin(corporates, eq(corporates.userId, users.id))
    .leftJoin(freelances, eq(freelances.userId, users.id))
    .leftJoin(teamMembers, eq(teamMembers.userId, users.id))
    .leftJoin(companies, eq(companies.id, corporates.companyId))
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('chat_people'),
);

export async function findPeople(db: DbOrTx, userIds: readonly number[]): Promise<PersonRow[]> {
  const valid = validIds(userIds);
  if (valid.length === 0) return [];
  const rows = await peopleOf(db, { ids: idArray(valid) });
  return rows.map((row) => ({ ...row, companyName: row.companyName ?? null }));
}
