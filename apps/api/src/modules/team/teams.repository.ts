import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isRowId } from '../../db/statements';
import { companies } from '../companies/companies.tables';
import { freelances } from '../freelancers/freelancers.tables';
import { users } from '../users/users.tables';
import { type TeamMemberRow, type TeamRow, teamMembers, teams } from './team.tables';

/**
 * The back office's teams and their members. Assignment counts read companies and freelances
 * (their `accountManagerId` / `talentSuccessManagerId` point at team members) and never write them.
 */

export interface TeamWithCount extends TeamRow {
  membersCount: number;
}

export async function listTeams(db: DbOrTx): Promise<TeamWithCount[]> {
  const rows = await db
    .select({ team: teams, membersCount: count(teamMembers.id) })
    .from(teams)
    .leftJoin(teamMembers, eq(teamMembers.teamId, teams.id))
    .groupBy(teams.id)
    .orderBy(asc(teams.name));
  return rows.map((row) => ({ ...row.team, membersCount: row.membersCount }));
}

export async function findTeamById(db: DbOrTx, id: number): Promise<TeamRow | null> {
  if (!isRowId(id)) return null;
  const [row] = await db.select().from(teams).where(eq(teams.id, id));
  return row ?? null;
}

export async function findTeamsByIds(db: DbOrTx, ids: readonly number[]): Promise<TeamRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(teams)
    .where(inArray(teams.id, [...ids]));
}

/** A team of the same name, whatever the case (names are unique to the eye, not only to the byte). */
export async function findTeamByName(db: DbOrTx, name: string): Promise<TeamRow | null> {
  const [row] = await db.select().from(teams).where(sql`lower(${teams.name}) = lower(${name})`);
  return row ?? null;
}

export async function insertTeam(db: DbOrTx, team: typeof teams.$inferInsert): Promise<TeamRow> {
  const [row] = await db.insert(teams).values(team).returning();
  return row!;
}

export async function updateTeam(
  db: DbOrTx,
  id: number,
  values: { name: string; description: string | null },
): Promise<TeamRow | null> {
  const [row] = await db.update(teams).set(values).where(eq(teams.id, id)).returning();
  return row ?? null;
}

/** Deletes the team; its members stay, without a team (the foreign key sets null). */
export async function deleteTeam(db: DbOrTx, id: number): Promise<TeamRow | null> {
  const [row] = await db.delete(teams).where(eq(teams.id, id)).returning();
  return row ?? null;
}

export async function countMembersOfTeams(db: DbOrTx, teamIds: readonly number[]): Promise<Map<number, number>> {
  if (teamIds.length === 0) return new Map();
  const rows = await db
    .select({ teamId: teamMembers.teamId, value: count() })
    .from(teamMembers)
    .where(inArray(teamMembers.teamId, [...teamIds]))
    .groupBy(teamMembers.teamId);
  return new Map(rows.map((row) => [row.teamId!, row.value]));
}

/** Team members, by last name: of one team, or holding a role (pickers), or all. */
export async function listTeamMembers(
  db: DbOrTx,
  options: { teamId?: number | null; role?: 'accountManager' | 'freelancerAgent' | null },
): Promise<TeamMemberRow[]> {
  const conditions = [];
  if (options.teamId) conditions.push(eq(teamMembers.teamId, options.teamId));
  if (options.role === 'accountManager') conditions.push(eq(teamMembers.accountManager, true));
  if (options.role === 'freelancerAgent') conditions.push(eq(teamMembers.freelancerAgent, true));
  const rows = await db
    .select({ member: teamMembers })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(conditions.length ? sql.join(conditions, sql` and `) : undefined)
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(teamMembers.id));
  return rows.map((row) => row.member);
}

export async function lockTeamMember(db: DbOrTx, id: number): Promise<TeamMemberRow | null> {
  if (!isRowId(id)) return null;
  const [row] = await db.select().from(teamMembers).where(eq(teamMembers.id, id)).for('update');
  return row ?? null;
}

export async function updateTeamMember(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<TeamMemberRow, 'teamId' | 'accountManager' | 'freelancerAgent'>>,
): Promise<TeamMemberRow> {
  const [row] = await db.update(teamMembers).set(values).where(eq(teamMembers.id, id)).returning();
  return row!;
}

/** How many companies each of these team members follows as account manager. */
export async function countAssignedCompanies(db: DbOrTx, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: companies.accountManagerId, value: count() })
    .from(companies)
    .where(inArray(companies.accountManagerId, [...ids]))
    .groupBy(companies.accountManagerId);
  return new Map(rows.map((row) => [row.id!, row.value]));
}

/** How many freelancers each of these team members follows as agent. */
export async function countAssignedFreelances(db: DbOrTx, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: freelances.talentSuccessManagerId, value: count() })
    .from(freelances)
    .where(inArray(freelances.talentSuccessManagerId, [...ids]))
    .groupBy(freelances.talentSuccessManagerId);
  return new Map(rows.map((row) => [row.id!, row.value]));
}
