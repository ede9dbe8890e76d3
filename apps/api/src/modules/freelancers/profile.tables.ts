import { boolean, date, index, integer, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { jobTitles, languages, skills } from '../skills/skills.tables';
import { freelanceStatus, freelances } from './freelancers.tables';

const freelanceRef = () =>
  integer()
    .notNull()
    .references(() => freelances.id, { onDelete: 'cascade' });

/** Skills a freelancer declares, with years of practice; `primary` marks the top skills. */
export const freelanceSkills = pgTable(
  'freelance_skills',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    freelanceId: freelanceRef(),
    skillId: integer()
      .notNull()
      .references(() => skills.id),
    /** Years of practice, 1 to 25; null when not said. */
    duration: smallint(),
    primary: boolean().notNull().default(false),
    /** Wished in the next missions. */
    wished: boolean().notNull().default(false),
    /**
     * The freelancer's status and profile score, copied here by the database's triggers (migration 0020)
     * whatever writes them: the telescope counts and orders a skill's holders from the skill index
     * alone, without reading each holder's freelancer. Never written by the application.
     */
    freelanceStatus: freelanceStatus().notNull().default('new'),
    freelanceProfileScore: smallint().notNull().default(0),
  },
  (t) => [
    unique('freelance_skills_unique').on(t.freelanceId, t.skillId),
    /**
     * The matching engine reads (skill → freelancer, years) from this index alone, the telescope also the
     * freelancer's status and score: migration 0020 adds them as INCLUDE columns (drizzle 0.45 has no INCLUDE).
     */
    index('freelance_skills_skill_idx').on(t.skillId, t.freelanceId, t.duration),
  ],
);

export const freelanceJobTitles = pgTable(
  'freelance_job_titles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    freelanceId: freelanceRef(),
    jobTitleId: integer()
      .notNull()
      .references(() => jobTitles.id),
    duration: smallint(),
  },
  (t) => [unique('freelance_job_titles_unique').on(t.freelanceId, t.jobTitleId)],
);

export const freelanceExperiences = pgTable(
  'freelance_experiences',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    freelanceId: freelanceRef(),
    type: text().notNull(),
    title: text().notNull(),
    companyName: text().notNull(),
    location: text(),
    description: text(),
    startDate: date({ mode: 'string' }).notNull(),
    /** Null while ongoing. */
    endDate: date({ mode: 'string' }),
    /** A mission found through Orbite. */
    isOrbiteMission: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('freelance_experiences_freelance_idx').on(t.freelanceId)],
);

export const freelanceExperienceSkills = pgTable(
  'freelance_experience_skills',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    experienceId: integer()
      .notNull()
      .references(() => freelanceExperiences.id, { onDelete: 'cascade' }),
    skillId: integer()
      .notNull()
      .references(() => skills.id),
    primary: boolean().notNull().default(false),
  },
  (t) => [unique('freelance_experience_skills_unique').on(t.experienceId, t.skillId)],
);

export const freelanceEducations = pgTable(
  'freelance_educations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    freelanceId: freelanceRef(),
    schoolName: text().notNull(),
    degree: text(),
    topic: text(),
    description: text(),
    startedIn: smallint(),
    graduatedIn: smallint(),
  },
  (t) => [index('freelance_educations_freelance_idx').on(t.freelanceId)],
);

export const freelanceLanguages = pgTable(
  'freelance_languages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    freelanceId: freelanceRef(),
    languageId: integer()
      .notNull()
      .references(() => languages.id),
    level: text().notNull().default('basic'),
  },
  (t) => [unique('freelance_languages_unique').on(t.freelanceId, t.languageId)],
);

export type FreelanceSkillRow = typeof freelanceSkills.$inferSelect;
export type FreelanceExperienceRow = typeof freelanceExperiences.$inferSelect;
export type FreelanceEducationRow = typeof freelanceEducations.$inferSelect;
export type FreelanceLanguageRow = typeof freelanceLanguages.$inferSelect;
