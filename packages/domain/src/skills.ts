/*
 * Rules of the skill input (spec 001 section 5, spec 002 section 4). Durations are in years, as
 * stored; the screen shows them in months (yearsToMonths). Functions return new lists.
 */

/** Skills shown before "show all", and the size of the top-skills summary. */
export const SKILLS_SHOWN_BY_DEFAULT = 8;
/** A skill added while fewer than this many are primary becomes primary. */
export const AUTO_PRIMARY_BELOW = 2;

/** Where a skill list is edited: a freelancer's profile (duration) or a mission (yearsRequired, primary = mandatory). */
export type SkillContext = 'freelance' | 'mission';

/** What the rules read of a skill in a list. */
export interface SkillItem {
  id: string | number;
  primary: boolean;
  /** Years of practice (freelancer context). */
  duration?: number | null;
  /** Years required (mission context). */
  yearsRequired?: number | null;
}

/** Maximums supplied by the screen; none when absent. */
export interface SkillLimits {
  maxSkills?: number | null;
  maxPrimary?: number | null;
}

function primaryCount(skills: readonly SkillItem[]): number {
  return skills.filter((skill) => skill.primary).length;
}

/** The list already holds the maximum number of skills (the input then shows the maximum-reached message). */
export function hasReachedMaxSkills(skills: readonly SkillItem[], maxSkills?: number | null): boolean {
  return maxSkills !== null && maxSkills !== undefined && skills.length >= maxSkills;
}

/** The list holds no more than the maximum (what the API checks on save). */
export function isWithinMaxSkills(skills: readonly SkillItem[], limits: SkillLimits = {}): boolean {
  const { maxSkills, maxPrimary } = limits;
  if (maxSkills !== null && maxSkills !== undefined && skills.length > maxSkills) return false;
  return maxPrimary === null || maxPrimary === undefined || primaryCount(skills) <= maxPrimary;
}

/** The primary maximum is reached. */
export function hasReachedMaxPrimary(skills: readonly SkillItem[], maxPrimary?: number | null): boolean {
  return maxPrimary !== null && maxPrimary !== undefined && primaryCount(skills) >= maxPrimary;
}

/** The primary switch of a skill is disabled when the primary maximum is reached and the skill is not primary. */
export function isPrimaryDisabled(skills: readonly SkillItem[], skill: SkillItem, maxPrimary?: number | null): boolean {
  return !skill.primary && hasReachedMaxPrimary(skills, maxPrimary);
}

/**
 * Adds a skill: it becomes primary when fewer than 2 skills are primary (and the primary maximum
 * allows it), otherwise it is added as not primary. A skill already in the list, or a full list,
 * leaves the list unchanged.
 */
export function addSkill<T extends SkillItem>(skills: readonly T[], skill: T, limits: SkillLimits = {}): T[] {
  if (skills.some((existing) => existing.id === skill.id) || hasReachedMaxSkills(skills, limits.maxSkills)) {
    return [...skills];
  }
  const primary = primaryCount(skills) < AUTO_PRIMARY_BELOW && !hasReachedMaxPrimary(skills, limits.maxPrimary);
  return [...skills, { ...skill, primary }];
}

/**
 * Toggles a skill's primary flag (refused, list unchanged, when it would exceed the primary maximum).
 * In a mission context the toggle resets yearsRequired to 0.
 */
export function togglePrimary<T extends SkillItem>(
  skills: readonly T[],
  id: T['id'],
  context: SkillContext,
  maxPrimary?: number | null,
): T[] {
  const target = skills.find((skill) => skill.id === id);
  if (!target || isPrimaryDisabled(skills, target, maxPrimary)) return [...skills];
  return skills.map((skill) => {
    if (skill.id !== id) return skill;
    const toggled = { ...skill, primary: !skill.primary };
    return context === 'mission' ? { ...toggled, yearsRequired: 0 } : toggled;
  });
}

function weightOf(skill: SkillItem, context: SkillContext): number {
  return (context === 'mission' ? skill.yearsRequired : skill.duration) ?? 0;
}

/** Primary skills first, then by duration (yearsRequired in a mission) descending; ties keep their order. */
export function sortSkills<T extends SkillItem>(skills: readonly T[], context: SkillContext = 'freelance'): T[] {
  return [...skills].sort(
    (a, b) => Number(b.primary) - Number(a.primary) || weightOf(b, context) - weightOf(a, context),
  );
}

/** The `count` skills of longest duration (8 by default), longest first; ties keep their order. */
export function topSkillsByDuration<T extends SkillItem>(skills: readonly T[], count = SKILLS_SHOWN_BY_DEFAULT): T[] {
  return [...skills].sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0)).slice(0, count);
}

/** A duration in years shown in months (rounded); null stays null. */
export function yearsToMonths(years: number | null | undefined): number | null {
  return years === null || years === undefined ? null : Math.round(years * 12);
}
