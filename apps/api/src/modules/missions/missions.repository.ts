import type { MissionSortOrder } from '@orbite/domain/mission';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies } from '../companies/companies.tables';
import { skills } from '../skills/skills.tables';
import { type MissionRow, type MissionSkillRow, missionSkills, missions } from './missions.tables';

export async function findMissionById(db: DbOrTx, id: number): Promise<MissionRow | null> {
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await db.select().from(missions).where(eq(missions.id, id));
  return row ?? null;
}

/** Many missions in one query (the missions of a list of matches); unknown ids are left out. */
export async function findMissionsByIds(db: DbOrTx, ids: readonly number[]): Promise<MissionRow[]> {
  const valid = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647))];
  if (valid.length === 0) return [];
  return db.select().from(missions).where(inArray(missions.id, valid));
}

/** The mission, locked for the rest of the transaction: two moves of one mission never interleave. */
export async function lockMission(db: DbOrTx, id: number): Promise<MissionRow | null> {
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await db.select().from(missions).where(eq(missions.id, id)).for('update');
  return row ?? null;
}

export async function findMissionByHash(db: DbOrTx, hash: string): Promise<MissionRow | null> {
  const [row] = await db.select().from(missions).where(eq(missions.hash, hash));
  return row ?? null;
}

export async function insertMission(db: DbOrTx, mission: typeof missions.$inferInsert): Promise<MissionRow> {
  const [row] = await db.insert(missions).values(mission).returning();
  return row!;
}

/** Writes a change and bumps the version. */
export async function updateMission(
  db: DbOrTx,
  id: number,
  patch: Partial<typeof missions.$inferInsert>,
): Promise<MissionRow> {
  const [row] = await db
    .update(missions)
    .set({ ...patch, version: sql`${missions.version} + 1`, updatedAt: new Date() })
    .where(eq(missions.id, id))
    .returning();
  return row!;
}

/** The hunting priority is derived, not an edit: it does not bump the version. */
export async function setHuntingPriority(db: DbOrTx, id: number, score: number): Promise<MissionRow> {
  const [row] = await db.update(missions).set({ huntingPriorityScore: score }).where(eq(missions.id, id)).returning();
  return row!;
}

export interface MissionSkillWithName extends MissionSkillRow {
  name: string;
}

export function listMissionSkills(db: DbOrTx, missionIds: readonly number[]): Promise<MissionSkillWithName[]> {
  if (missionIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      missionId: missionSkills.missionId,
      skillId: missionSkills.skillId,
      primary: missionSkills.primary,
      yearsRequired: missionSkills.yearsRequired,
      position: missionSkills.position,
      name: skills.name,
    })
    .from(missionSkills)
    .innerJoin(skills, eq(skills.id, missionSkills.skillId))
    .where(inArray(missionSkills.missionId, [...missionIds]))
    .orderBy(asc(missionSkills.missionId), desc(missionSkills.primary), asc(missionSkills.position));
}

export async function replaceMissionSkills(
  db: DbOrTx,
  missionId: number,
  rows: readonly { skillId: number; primary: boolean; yearsRequired: number | null }[],
): Promise<void> {
  await db.delete(missionSkills).where(eq(missionSkills.missionId, missionId));
  if (rows.length === 0) return;
  await db.insert(missionSkills).values(rows.map((row, position) => ({ ...row, missionId, position })));
}

export async function existingSkillIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  // An id no integer column can hold (NaN, 1e12) is simply unknown, not a database error.
  const valid = ids.filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  if (valid.length === 0) return new Set();
  const rows = await db.select({ id: skills.id }).from(skills).where(inArray(skills.id, valid));
  return new Set(rows.map((row) => row.id));
}

export interface MissionListFilters {
  statuses: readonly string[];
  companyId?: number | null;
  category?: string | null;
  accountManagerUserId?: number | null;
  /** Missions of the companies this team member follows as account manager ("Mes entreprises"). */
  companyAccountManagerId?: number | null;
  /** Words of the title, or '#<id>'. */
  search?: string | null;
}

const sortColumns: Record<MissionSortOrder, SQL> = {
  startDate: sql`${missions.startDate}`,
  createdAt: sql`${missions.createdAt}`,
  businessVolume: sql`coalesce(${missions.durationInDays}, 0) * coalesce(${missions.retribution}, 0)`,
  huntingPriorityScore: sql`${missions.huntingPriorityScore}`,
};

function listWhere(filters: MissionListFilters): SQL | undefined {
  const conditions: SQL[] = [inArray(missions.status, [...filters.statuses])];
  if (filters.companyId) conditions.push(eq(missions.companyId, filters.companyId));
  if (filters.category) conditions.push(eq(missions.category, filters.category));
  if (filters.accountManagerUserId) conditions.push(eq(missions.accountManagerUserId, filters.accountManagerUserId));
  if (filters.companyAccountManagerId)
    conditions.push(sql`${missions.companyId} in (select ${companies.id} from ${companies}
      where ${companies.accountManagerId} = ${filters.companyAccountManagerId})`);
  const search = filters.search?.trim();
  if (search) {
    const byId = /^#(\d{1,9})$/.exec(search);
    if (byId) conditions.push(eq(missions.id, Number(byId[1])));
    else conditions.push(ilike(missions.title, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  }
  return and(...conditions);
}

export async function listMissions(
  db: DbOrTx,
  filters: MissionListFilters,
  page: { sort: MissionSortOrder; direction: 'asc' | 'desc'; offset: number; limit: number },
): Promise<{ items: MissionRow[]; count: number }> {
  const where = listWhere(filters);
  const column = sortColumns[page.sort];
  const order = page.direction === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const [items, [total]] = await Promise.all([
    db.select().from(missions).where(where).orderBy(order, desc(missions.id)).offset(page.offset).limit(page.limit),
    db.select({ value: count() }).from(missions).where(where),
  ]);
  return { items, count: total?.value ?? 0 };
}

/** How many missions of each status a list would show, for the tab counters. */
export async function countMissionsByStatus(db: DbOrTx, companyId: number | null): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: missions.status, value: count() })
    .from(missions)
    .where(companyId ? eq(missions.companyId, companyId) : undefined)
    .groupBy(missions.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.value]));
}

/**
 * Companies that have missions, by name, for the company filter of the team's list: `ids` names the
 * ones to return whatever the search (the one chosen in a shared link).
 */
export async function listMissionCompanies(
  db: DbOrTx,
  options: { search?: string | null; ids?: readonly number[] | null; limit: number; all?: boolean },
): Promise<{ id: number; name: string; missionCount: number }[]> {
  const term = options.search?.trim();
  const conditions: SQL[] = [];
  if (options.ids?.length) conditions.push(inArray(companies.id, [...options.ids]));
  if (term) conditions.push(ilike(companies.name, `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const base = db.select({ id: companies.id, name: companies.name, missionCount: count(missions.id) }).from(companies);
  // `all`: every company, for the team drafting a first mission for one; else those with missions.
  return (
    options.all
      ? base.leftJoin(missions, eq(missions.companyId, companies.id))
      : base.innerJoin(missions, eq(missions.companyId, companies.id))
  )
    .where(and(...conditions))
    .groupBy(companies.id, companies.name)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(options.limit);
}

/** The ongoing sub-status is derived from the deal's renewal answers: it does not bump the version. */
export async function setOngoingStatus(db: DbOrTx, id: number, ongoingStatus: string | null): Promise<void> {
  await db.update(missions).set({ ongoingStatus }).where(eq(missions.id, id));
}
