import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { statement } from '../../db/statements';
import { jobTitles, languages, skills } from '../skills/skills.tables';
import { users } from '../users/users.tables';
import { type FreelanceRow, freelances } from './freelancers.tables';
import {
  freelanceEducations,
  freelanceExperienceSkills,
  freelanceExperiences,
  freelanceJobTitles,
  freelanceLanguages,
  freelanceSkills,
} from './profile.tables';

export type FreelanceInfoPatch = Partial<
  Omit<typeof freelances.$inferInsert, 'id' | 'userId' | 'publicId' | 'referralCode' | 'status' | 'permissions'>
>;

export { findFreelanceById } from './freelancers.repository';

export async function findFreelanceByPublicId(db: DbOrTx, publicId: string): Promise<FreelanceRow | null> {
  const [row] = await db.select().from(freelances).where(eq(freelances.publicId, publicId));
  return row ?? null;
}

/**
 * Locks the freelancer's row for the rest of the transaction. A profile change takes it before writing its
 * skills: a status or score change writes the freelancer, then (by trigger, migration 0020) their skill
 * rows, so both take the locks in that order and never wait for each other crosswise.
 */
export async function lockFreelance(db: DbOrTx, id: number): Promise<void> {
  await db.select({ id: freelances.id }).from(freelances).where(eq(freelances.id, id)).for('update');
}

export async function updateFreelance(db: DbOrTx, id: number, patch: FreelanceInfoPatch): Promise<FreelanceRow> {
  const [row] = await db
    .update(freelances)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(freelances.id, id))
    .returning();
  return row!;
}

/**
 * What the completeness checklist reads besides the freelancer's own row, in one statement: the
 * picture, the number of experiences and the "primary" flag of each skill. The dashboard asks on
 * every visit: prepared.
 */
const completenessFactsQuery = statement((db: DbOrTx) =>
  db
    .select({
      pictureUrl: users.profilePictureUrl,
      experienceCount: sql<number>`(select count(*)::int from ${freelanceExperiences} where ${freelanceExperiences.freelanceId} = ${freelances.id})`,
      skillPrimaries: sql<
        boolean[]
      >`array(select ${freelanceSkills.primary} from ${freelanceSkills} join ${skills} on ${skills.id} = ${freelanceSkills.skillId} where ${freelanceSkills.freelanceId} = ${freelances.id})`,
    })
    .from(freelances)
    .leftJoin(users, eq(users.id, freelances.userId))
    .where(eq(freelances.id, sql.placeholder('freelanceId')))
    .prepare('freelance_completeness_facts'),
);

export async function completenessFacts(
  db: DbOrTx,
  freelanceId: number,
): Promise<{ pictureUrl: string | null; experienceCount: number; skills: { primary: boolean }[] }> {
  const [row] = await completenessFactsQuery(db, { freelanceId });
  return {
    pictureUrl: row?.pictureUrl ?? null,
    experienceCount: Number(row?.experienceCount ?? 0),
    skills: (row?.skillPrimaries ?? []).map((primary) => ({ primary })),
  };
}

export function listSkills(db: DbOrTx, freelanceId: number) {
  return db
    .select({
      id: freelanceSkills.id,
      skillId: freelanceSkills.skillId,
      name: skills.name,
      duration: freelanceSkills.duration,
      primary: freelanceSkills.primary,
      wished: freelanceSkills.wished,
    })
    .from(freelanceSkills)
    .innerJoin(skills, eq(skills.id, freelanceSkills.skillId))
    .where(eq(freelanceSkills.freelanceId, freelanceId))
    .orderBy(desc(freelanceSkills.primary), desc(freelanceSkills.duration), asc(skills.name));
}

/** Replaces the whole skill list of a freelancer (the editor saves the list as a whole). */
export async function replaceSkills(
  db: DbOrTx,
  freelanceId: number,
  items: { skillId: number; duration: number | null; primary: boolean; wished: boolean }[],
) {
  await db.delete(freelanceSkills).where(eq(freelanceSkills.freelanceId, freelanceId));
  if (items.length) await db.insert(freelanceSkills).values(items.map((item) => ({ ...item, freelanceId })));
}

export async function existingSkillIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: skills.id }).from(skills).where(inArray(skills.id, ids));
  return new Set(rows.map((row) => row.id));
}

export function listJobTitles(db: DbOrTx, freelanceId: number) {
  return db
    .select({
      id: freelanceJobTitles.id,
      jobTitleId: freelanceJobTitles.jobTitleId,
      name: jobTitles.name,
      category: jobTitles.category,
      duration: freelanceJobTitles.duration,
    })
    .from(freelanceJobTitles)
    .innerJoin(jobTitles, eq(jobTitles.id, freelanceJobTitles.jobTitleId))
    .where(eq(freelanceJobTitles.freelanceId, freelanceId))
    .orderBy(asc(freelanceJobTitles.id));
}

export async function replaceJobTitles(
  db: DbOrTx,
  freelanceId: number,
  items: { jobTitleId: number; duration: number | null }[],
) {
  await db.delete(freelanceJobTitles).where(eq(freelanceJobTitles.freelanceId, freelanceId));
  if (items.length) await db.insert(freelanceJobTitles).values(items.map((item) => ({ ...item, freelanceId })));
}

export async function existingJobTitleIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: jobTitles.id }).from(jobTitles).where(inArray(jobTitles.id, ids));
  return new Set(rows.map((row) => row.id));
}

export function listExperiences(db: DbOrTx, freelanceId: number) {
  return db
    .select()
    .from(freelanceExperiences)
    .where(eq(freelanceExperiences.freelanceId, freelanceId))
    .orderBy(desc(freelanceExperiences.startDate), desc(freelanceExperiences.id));
}

export function listExperienceSkills(db: DbOrTx, experienceIds: number[]) {
  if (!experienceIds.length) return Promise.resolve([]);
  return db
    .select({
      id: freelanceExperienceSkills.id,
      experienceId: freelanceExperienceSkills.experienceId,
      skillId: freelanceExperienceSkills.skillId,
      name: skills.name,
      primary: freelanceExperienceSkills.primary,
    })
    .from(freelanceExperienceSkills)
    .innerJoin(skills, eq(skills.id, freelanceExperienceSkills.skillId))
    .where(inArray(freelanceExperienceSkills.experienceId, experienceIds));
}

export type ExperienceFields = Omit<typeof freelanceExperiences.$inferInsert, 'id' | 'freelanceId' | 'createdAt'>;

export async function insertExperience(db: DbOrTx, freelanceId: number, fields: ExperienceFields) {
  const [row] = await db
    .insert(freelanceExperiences)
    .values({ ...fields, freelanceId })
    .returning();
  return row!;
}

export async function updateExperience(db: DbOrTx, freelanceId: number, id: number, fields: ExperienceFields) {
  const [row] = await db
    .update(freelanceExperiences)
    .set(fields)
    .where(and(eq(freelanceExperiences.id, id), eq(freelanceExperiences.freelanceId, freelanceId)))
    .returning();
  return row ?? null;
}

export async function replaceExperienceSkills(
  db: DbOrTx,
  experienceId: number,
  items: { skillId: number; primary: boolean }[],
) {
  await db.delete(freelanceExperienceSkills).where(eq(freelanceExperienceSkills.experienceId, experienceId));
  if (items.length) await db.insert(freelanceExperienceSkills).values(items.map((item) => ({ ...item, experienceId })));
}

export async function deleteExperience(db: DbOrTx, freelanceId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(freelanceExperiences)
    .where(and(eq(freelanceExperiences.id, id), eq(freelanceExperiences.freelanceId, freelanceId)))
    .returning({ id: freelanceExperiences.id });
  return rows.length > 0;
}

export function listEducations(db: DbOrTx, freelanceId: number) {
  return db
    .select()
    .from(freelanceEducations)
    .where(eq(freelanceEducations.freelanceId, freelanceId))
    .orderBy(desc(freelanceEducations.graduatedIn), desc(freelanceEducations.id));
}

export type EducationFields = Omit<typeof freelanceEducations.$inferInsert, 'id' | 'freelanceId'>;

export async function insertEducation(db: DbOrTx, freelanceId: number, fields: EducationFields) {
  const [row] = await db
    .insert(freelanceEducations)
    .values({ ...fields, freelanceId })
    .returning();
  return row!;
}

export async function updateEducation(db: DbOrTx, freelanceId: number, id: number, fields: EducationFields) {
  const [row] = await db
    .update(freelanceEducations)
    .set(fields)
    .where(and(eq(freelanceEducations.id, id), eq(freelanceEducations.freelanceId, freelanceId)))
    .returning();
  return row ?? null;
}

export async function deleteEducation(db: DbOrTx, freelanceId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(freelanceEducations)
    .where(and(eq(freelanceEducations.id, id), eq(freelanceEducations.freelanceId, freelanceId)))
    .returning({ id: freelanceEducations.id });
  return rows.length > 0;
}

export function listLanguages(db: DbOrTx, freelanceId: number) {
  return db
    .select({
      id: freelanceLanguages.id,
      languageId: freelanceLanguages.languageId,
      name: languages.name,
      level: freelanceLanguages.level,
    })
    .from(freelanceLanguages)
    .innerJoin(languages, eq(languages.id, freelanceLanguages.languageId))
    .where(eq(freelanceLanguages.freelanceId, freelanceId))
    .orderBy(asc(freelanceLanguages.id));
}

export async function languageExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: languages.id }).from(languages).where(eq(languages.id, id));
  return Boolean(row);
}

/** Adds a language at level basic; adding one already there keeps its level. */
export async function insertLanguage(db: DbOrTx, freelanceId: number, languageId: number) {
  await db.insert(freelanceLanguages).values({ freelanceId, languageId, level: 'basic' }).onConflictDoNothing();
}

export async function updateLanguageLevel(db: DbOrTx, freelanceId: number, id: number, level: string) {
  const rows = await db
    .update(freelanceLanguages)
    .set({ level })
    .where(and(eq(freelanceLanguages.id, id), eq(freelanceLanguages.freelanceId, freelanceId)))
    .returning({ id: freelanceLanguages.id });
  return rows.length > 0;
}

export async function deleteLanguage(db: DbOrTx, freelanceId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(freelanceLanguages)
    .where(and(eq(freelanceLanguages.id, id), eq(freelanceLanguages.freelanceId, freelanceId)))
    .returning({ id: freelanceLanguages.id });
  return rows.length > 0;
}
