import type { MissionSortOrder } from '@orbite/domain/mission';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isRowId, mapRowsOnce } from '../../db/statements';
import { type CompanyRow, companies } from '../companies/companies.tables';
import { skills } from '../skills/skills.tables';
import { type MissionRow, type MissionSkillRow, missionSkills, missions } from './missions.tables';

export async function findMissionById(db: DbOrTx, id: number): Promise<MissionRow | null> {
  if (!isRowId(id)) return null;
  const [row] = await db.select().from(missions).where(eq(missions.id, id));
  return row ?? null;
}

/** Many missions in one query (the missions of a list of matches); unknown ids are left out. */
export async function findMissionsByIds(db: DbOrTx, ids: readonly number[]): Promise<MissionRow[]> {
  const valid = [...new Set(ids.filter(isRowId))];
  if (valid.length === 0) return [];
  return db.select().from(missions).where(inArray(missions.id, valid));
}

/** The mission, locked for the rest of the transaction: two moves of one mission never interleave. */
export async function lockMission(db: DbOrTx, id: number): Promise<MissionRow | null> {
  if (!isRowId(id)) return null;
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
  const valid = ids.filter(isRowId);
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

type SortSource = Pick<
  typeof missions,
  'startDate' | 'createdAt' | 'durationInDays' | 'retribution' | 'huntingPriorityScore'
>;

/** The sort key of a list, over the missions table or over a page of it (a subquery with the same columns). */
const sortColumns: Record<MissionSortOrder, (m: SortSource) => SQL> = {
  startDate: (m) => sql`${m.startDate}`,
  createdAt: (m) => sql`${m.createdAt}`,
  businessVolume: (m) => sql`coalesce(${m.durationInDays}, 0) * coalesce(${m.retribution}, 0)`,
  huntingPriorityScore: (m) => sql`${m.huntingPriorityScore}`,
};

type ListPage = { sort: MissionSortOrder; direction: 'asc' | 'desc'; offset: number; limit: number };

/**
 * The columns of a list's rows when its query reads nothing else (the lists' screens): a dozen of the
 * mission's 38, with the sort keys. The description, locations and dates of the whole row cost the database,
 * the driver and the mapping three times as much for 25 to 100 rows that show none of them.
 */
const listRowColumns = {
  id: missions.id,
  companyId: missions.companyId,
  status: missions.status,
  ongoingStatus: missions.ongoingStatus,
  title: missions.title,
  category: missions.category,
  workingTime: missions.workingTime,
  startDate: missions.startDate,
  durationInDays: missions.durationInDays,
  retribution: missions.retribution,
  huntingPriorityScore: missions.huntingPriorityScore,
  createdAt: missions.createdAt,
};
export type MissionListRow = Pick<MissionRow, keyof typeof listRowColumns>;

/** Whole mission rows, or list rows (`listRowColumns`). */
export type ListRows = 'whole' | 'list';

export interface MissionList<Row> {
  items: Row[];
  count: number;
  companies: CompanyRow[];
}

/**
 * What a list statement's text depends on: how many statuses, which filters, which search, the order.
 * The values go as parameters, so that each shape is built and prepared once (the team's tabs, the
 * client's lists: a few dozen shapes at most).
 */
function listShape(filters: MissionListFilters, page: ListPageOf) {
  const search = filters.search?.trim() ?? '';
  const byId = /^#(\d{1,9})$/.exec(search);
  const shape = {
    statuses: filters.statuses.length,
    company: Boolean(filters.companyId),
    category: Boolean(filters.category),
    accountManager: Boolean(filters.accountManagerUserId),
    companyAccountManager: Boolean(filters.companyAccountManagerId),
    search: byId ? ('id' as const) : search ? ('title' as const) : null,
    sort: page.sort,
    direction: page.direction,
    rows: page.rows,
  };
  const values: Record<string, unknown> = {
    companyId: filters.companyId,
    category: filters.category,
    accountManagerUserId: filters.accountManagerUserId,
    companyAccountManagerId: filters.companyAccountManagerId,
    search: byId ? Number(byId[1]) : `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    offset: page.offset,
    limit: page.limit,
  };
  filters.statuses.forEach((status, i) => {
    values[`status${i}`] = status;
  });
  return { shape, values };
}
type ListShape = ReturnType<typeof listShape>['shape'];
type ListPageOf = ListPage & { rows: ListRows };

function listWhere(shape: ListShape): SQL | undefined {
  const statuses = Array.from({ length: shape.statuses }, (_, i) => sql.placeholder(`status${i}`));
  const conditions: SQL[] = [inArray(missions.status, statuses)];
  if (shape.company) conditions.push(eq(missions.companyId, sql.placeholder('companyId')));
  if (shape.category) conditions.push(eq(missions.category, sql.placeholder('category')));
  if (shape.accountManager) conditions.push(eq(missions.accountManagerUserId, sql.placeholder('accountManagerUserId')));
  if (shape.companyAccountManager)
    conditions.push(sql`${missions.companyId} in (select ${companies.id} from ${companies}
      where ${companies.accountManagerId} = ${sql.placeholder('companyAccountManagerId')})`);
  if (shape.search === 'id') conditions.push(eq(missions.id, sql.placeholder('search')));
  else if (shape.search === 'title') conditions.push(ilike(missions.title, sql.placeholder('search')));
  return and(...conditions);
}

/**
 * A page of a mission list, its missions' companies and the count of the whole list in one statement:
 * the count (one row) joined to the page (none past the end), as the notification centre does. Every
 * visit of a list tab runs it: prepared once per shape outside a transaction.
 */
function listStatement(db: DbOrTx, shape: ListShape, name?: string) {
  const where = listWhere(shape);
  const orderOf = (m: SortSource, id: SortSource & { id: typeof missions.id }) => {
    const column = sortColumns[shape.sort](m);
    return [shape.direction === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`, desc(id.id)];
  };
  const counted = db
    .select({ total: sql<number>`count(*)::int`.as('total') })
    .from(missions)
    .where(where)
    .as('counted');
  const columns = shape.rows === 'list' ? listRowColumns : getTableColumns(missions);
  const page = db
    .select(columns)
    .from(missions)
    .where(where)
    .orderBy(...orderOf(missions, missions))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .as('page');
  const item = Object.fromEntries(Object.keys(columns).map((key) => [key, page[key as never]]));
  const query = db
    .select({ total: counted.total, item: item as unknown as typeof page._.selectedFields, company: companies })
    .from(counted)
    .leftJoinLateral(page, sql`true`)
    .leftJoin(companies, eq(companies.id, page.companyId))
    // The page's order again: the join to the companies may hand the rows in any order.
    .orderBy(...orderOf(page as unknown as SortSource, page as unknown as typeof missions));
  return name ? mapRowsOnce(query.prepare(name)) : query;
}

const preparedListStatements = new WeakMap<object, Map<string, ReturnType<typeof listStatement>>>();

/**
 * A page of missions, the count of the whole list, and the companies of the page's missions; whole rows,
 * or list rows (`listRowColumns`) with `rows: 'list'`.
 */
export async function listMissions(
  db: DbOrTx,
  filters: MissionListFilters,
  page: ListPage & { rows?: 'whole' },
): Promise<MissionList<MissionRow>>;
export async function listMissions(
  db: DbOrTx,
  filters: MissionListFilters,
  page: ListPage & { rows: ListRows },
): Promise<MissionList<MissionListRow>>;
export async function listMissions(
  db: DbOrTx,
  filters: MissionListFilters,
  { rows = 'whole', ...page }: ListPage & { rows?: ListRows },
): Promise<MissionList<MissionListRow>> {
  if (filters.statuses.length === 0) return { items: [], count: 0, companies: [] };
  const { shape, values } = listShape(filters, { ...page, rows });
  let statement: ReturnType<typeof listStatement> | undefined;
  if ('rollback' in db) statement = listStatement(db, shape);
  else {
    let byShape = preparedListStatements.get(db);
    if (!byShape) {
      byShape = new Map();
      preparedListStatements.set(db, byShape);
    }
    const key = [
      shape.statuses,
      Number(shape.company),
      Number(shape.category),
      Number(shape.accountManager),
      Number(shape.companyAccountManager),
      shape.search ?? '-',
      shape.sort,
      shape.direction,
      shape.rows,
    ].join('_');
    statement = byShape.get(key);
    if (!statement) {
      statement = listStatement(db, shape, `missions_list_${key}`);
      byShape.set(key, statement);
    }
  }
  const found = (await statement.execute(values)) as {
    total: number;
    item: MissionListRow | null;
    company: CompanyRow | null;
  }[];
  const companiesById = new Map<number, CompanyRow>();
  for (const row of found) if (row.company) companiesById.set(row.company.id, row.company);
  return {
    items: found.flatMap((row) => (row.item ? [row.item] : [])),
    count: found[0]?.total ?? 0,
    companies: [...companiesById.values()],
  };
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
