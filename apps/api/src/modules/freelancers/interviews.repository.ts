import { aliasedTable, and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { skills } from '../skills/skills.tables';
import { users } from '../users/users.tables';
import { type FreelanceRow, freelances } from './freelancers.tables';
import { type CandidateInterviewRow, candidateInterviews } from './interviews.tables';
import { freelanceSkills } from './profile.tables';

/** An interview with the names the team reads: the skill and the instructor (null once anonymized or removed). */
export interface CandidateInterviewView extends CandidateInterviewRow {
  skillName: string | null;
  instructorName: string | null;
}

const instructor = aliasedTable(freelances, 'instructor');
const instructorUser = aliasedTable(users, 'instructor_user');

const viewColumns = {
  interview: candidateInterviews,
  skillName: skills.name,
  instructorFirstName: instructorUser.firstName,
  instructorLastName: instructorUser.lastName,
  instructorAnonymizedAt: instructorUser.anonymizedAt,
};

type ViewRow = {
  interview: CandidateInterviewRow;
  skillName: string | null;
  instructorFirstName: string | null;
  instructorLastName: string | null;
  instructorAnonymizedAt: Date | null;
};

const toView = (row: ViewRow): CandidateInterviewView => ({
  ...row.interview,
  skillName: row.skillName,
  instructorName:
    row.instructorFirstName !== null && !row.instructorAnonymizedAt
      ? `${row.instructorFirstName} ${row.instructorLastName ?? ''}`.trim()
      : null,
});

const viewQuery = (db: DbOrTx) =>
  db
    .select(viewColumns)
    .from(candidateInterviews)
    .leftJoin(skills, eq(skills.id, candidateInterviews.skillId))
    .leftJoin(instructor, eq(instructor.id, candidateInterviews.instructorId))
    .leftJoin(instructorUser, eq(instructorUser.id, instructor.userId));

/** The interviews of freelancers, the latest first. */
export async function listInterviewsOf(db: DbOrTx, freelanceIds: readonly number[]): Promise<CandidateInterviewView[]> {
  if (freelanceIds.length === 0) return [];
  const rows = await viewQuery(db)
    .where(inArray(candidateInterviews.freelanceId, [...freelanceIds]))
    .orderBy(desc(candidateInterviews.scheduledAt), desc(candidateInterviews.id));
  return rows.map(toView);
}

export async function findInterviewView(db: DbOrTx, id: number): Promise<CandidateInterviewView | null> {
  const [row] = await viewQuery(db).where(eq(candidateInterviews.id, id));
  return row ? toView(row) : null;
}

/** The interview, locked for its outcome. */
export async function findInterviewForUpdate(db: DbOrTx, id: number): Promise<CandidateInterviewRow | null> {
  if (!Number.isInteger(id)) return null;
  const [row] = await db.select().from(candidateInterviews).where(eq(candidateInterviews.id, id)).for('update');
  return row ?? null;
}

export async function hasInterviews(db: DbOrTx, freelanceId: number, status?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: candidateInterviews.id })
    .from(candidateInterviews)
    .where(
      and(
        eq(candidateInterviews.freelanceId, freelanceId),
        status ? eq(candidateInterviews.qualifStatus, status) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertInterview(
  db: DbOrTx,
  values: typeof candidateInterviews.$inferInsert,
): Promise<CandidateInterviewRow> {
  const [row] = await db.insert(candidateInterviews).values(values).returning();
  return row!;
}

export async function updateInterview(
  db: DbOrTx,
  id: number,
  values: Partial<typeof candidateInterviews.$inferInsert>,
): Promise<CandidateInterviewRow> {
  const [row] = await db.update(candidateInterviews).set(values).where(eq(candidateInterviews.id, id)).returning();
  return row!;
}

/** Writes the qualification fields of a freelancer. */
export async function updateFreelanceQualif(
  db: DbOrTx,
  freelanceId: number,
  values: Partial<
    Pick<
      FreelanceRow,
      | 'qualification'
      | 'qualifiedAt'
      | 'qualifiedByUserId'
      | 'flaggedForQualif'
      | 'flaggedForQualifAt'
      | 'isInstructor'
      | 'isFrozenUntil'
      | 'grade'
    >
  >,
): Promise<FreelanceRow> {
  const [row] = await db
    .update(freelances)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(freelances.id, freelanceId))
    .returning();
  return row!;
}

/** Whether the freelancer holds this skill. */
export async function holdsSkill(db: DbOrTx, freelanceId: number, skillId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: freelanceSkills.id })
    .from(freelanceSkills)
    .where(and(eq(freelanceSkills.freelanceId, freelanceId), eq(freelanceSkills.skillId, skillId)))
    .limit(1);
  return Boolean(row);
}

/** The qualification fields of freelancers, for their badges. */
export function qualifFieldsOf(db: DbOrTx, freelanceIds: readonly number[]) {
  if (freelanceIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: freelances.id,
      isInstructor: freelances.isInstructor,
      qualification: freelances.qualification,
      flaggedForQualif: freelances.flaggedForQualif,
    })
    .from(freelances)
    .where(inArray(freelances.id, [...freelanceIds]));
}

export interface InstructorSummary {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Instructors (freelancers with isInstructor, not anonymized, neither banned nor out of scope),
 * by name, optionally holding a skill and matching a text; at most `limit`.
 */
export function listInstructors(
  db: DbOrTx,
  filters: { skillId: number | null; search: string | null; limit: number },
): Promise<InstructorSummary[]> {
  const pattern = filters.search ? `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db
    .select({ id: freelances.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(freelances)
    .innerJoin(users, eq(users.id, freelances.userId))
    .where(
      and(
        eq(freelances.isInstructor, true),
        isNull(users.anonymizedAt),
        inArray(freelances.status, ['new', 'validated']),
        filters.skillId !== null
          ? sql`exists (select 1 from ${freelanceSkills} where ${freelanceSkills.freelanceId} = ${freelances.id} and ${freelanceSkills.skillId} = ${filters.skillId})`
          : undefined,
        pattern
          ? or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern))
          : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName))
    .limit(filters.limit);
}
