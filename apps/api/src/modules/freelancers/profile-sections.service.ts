import { type AvailabilityOption, minAvailabilityDate, untilOf } from '@orbite/domain/availability';
import { todayInParis } from '@orbite/domain/calendar-day';
import { ErrorCode } from '@orbite/domain/errors';
import { PROFILE_LIMITS } from '@orbite/domain/profile-limits';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import * as repository from './profile.repository';
import { sanitizeRichText } from './profile.sanitize';
import { changeProfile, isDay, isExperienceType, isLanguageLevel, type ProfileCaller } from './profile.service';

const invalid = (field: string, message: string) => new AppError(ErrorCode.invalidInput, message, field);

export interface ExperienceInput {
  type: string;
  title: string;
  companyName: string;
  location?: string | null;
  description?: string | null;
  startDate: string;
  endDate?: string | null;
  skills?: { skillId: number; primary?: boolean | null }[] | null;
}

function checkExperience(input: ExperienceInput): repository.ExperienceFields {
  if (!isExperienceType(input.type)) throw invalid('type', "Type d'expérience non reconnu.");
  const title = input.title?.trim();
  const companyName = input.companyName?.trim();
  if (!title || title.length > 150) throw invalid('title', "L'intitulé est obligatoire (150 caractères au plus).");
  if (!companyName || companyName.length > 150) throw invalid('companyName', "L'entreprise est obligatoire.");
  if (!isDay(input.startDate)) throw invalid('startDate', 'Date de début invalide.');
  if (input.endDate != null && !isDay(input.endDate)) throw invalid('endDate', 'Date de fin invalide.');
  if (input.endDate && input.endDate < input.startDate) throw invalid('endDate', 'La fin précède le début.');
  if (input.startDate > todayInParis()) throw invalid('startDate', 'Le début ne peut pas être dans le futur.');
  if ((input.description?.length ?? 0) > PROFILE_LIMITS.richTextLength)
    throw invalid('description', 'La description est trop longue.');
  return {
    type: input.type,
    title,
    companyName,
    location: input.location?.trim() || null,
    description: sanitizeRichText(input.description),
    startDate: input.startDate,
    endDate: input.endDate ?? null,
  };
}

async function saveExperienceSkills(
  tx: Parameters<Parameters<typeof changeProfile>[4]>[0],
  experienceId: number,
  input: ExperienceInput,
) {
  const items = (input.skills ?? []).map((skill) => ({
    skillId: Number(skill.skillId),
    primary: Boolean(skill.primary),
  }));
  if (items.length > PROFILE_LIMITS.experienceSkills) throw invalid('skills', '30 compétences au plus par expérience.');
  const known = await repository.existingSkillIds(
    tx,
    items.map((item) => item.skillId),
  );
  if (known.size !== new Set(items.map((item) => item.skillId)).size)
    throw new AppError(ErrorCode.notFound, 'Compétence inconnue.', 'skills');
  await repository.replaceExperienceSkills(tx, experienceId, items);
}

export function addFreelanceExperience(
  deps: AppDeps,
  caller: ProfileCaller,
  freelanceId: number,
  input: ExperienceInput,
) {
  return changeProfile(deps, caller, freelanceId, 'freelance_experience_added', async (tx, freelance) => {
    const fields = checkExperience(input);
    const experience = await repository.insertExperience(tx, freelance.id, fields);
    await saveExperienceSkills(tx, experience.id, input);
    return experience;
  });
}

export function updateFreelanceExperience(
  deps: AppDeps,
  caller: ProfileCaller,
  freelanceId: number,
  id: number,
  input: ExperienceInput,
) {
  return changeProfile(deps, caller, freelanceId, 'freelance_experience_updated', async (tx, freelance) => {
    const fields = checkExperience(input);
    const experience = await repository.updateExperience(tx, freelance.id, id, fields);
    if (!experience) throw new AppError(ErrorCode.notFound);
    await saveExperienceSkills(tx, experience.id, input);
    return experience;
  });
}

export function deleteFreelanceExperience(deps: AppDeps, caller: ProfileCaller, freelanceId: number, id: number) {
  return changeProfile(deps, caller, freelanceId, 'freelance_experience_deleted', async (tx, freelance) => {
    if (!(await repository.deleteExperience(tx, freelance.id, id))) throw new AppError(ErrorCode.notFound);
    return true;
  });
}

export interface EducationInput {
  schoolName: string;
  degree?: string | null;
  topic?: string | null;
  description?: string | null;
  startedIn?: number | null;
  graduatedIn?: number | null;
}

function checkEducation(input: EducationInput): repository.EducationFields {
  const schoolName = input.schoolName?.trim();
  if (!schoolName || schoolName.length > 150) throw invalid('schoolName', "Le nom de l'école est obligatoire.");
  const year = (value: number | null | undefined, field: string) => {
    if (value == null) return null;
    if (!Number.isInteger(value) || value < 1950 || value > new Date().getFullYear() + 6)
      throw invalid(field, 'Année invalide.');
    return value;
  };
  const startedIn = year(input.startedIn, 'startedIn');
  const graduatedIn = year(input.graduatedIn, 'graduatedIn');
  if (startedIn && graduatedIn && graduatedIn < startedIn)
    throw invalid('graduatedIn', "L'obtention précède le début.");
  return {
    schoolName,
    degree: input.degree?.trim() || null,
    topic: input.topic?.trim() || null,
    description: sanitizeRichText(input.description),
    startedIn,
    graduatedIn,
  };
}

export function addFreelanceEducation(
  deps: AppDeps,
  caller: ProfileCaller,
  freelanceId: number,
  input: EducationInput,
) {
  return changeProfile(deps, caller, freelanceId, 'freelance_education_added', (tx, freelance) =>
    repository.insertEducation(tx, freelance.id, checkEducation(input)),
  );
}

export function updateFreelanceEducation(
  deps: AppDeps,
  caller: ProfileCaller,
  freelanceId: number,
  id: number,
  input: EducationInput,
) {
  return changeProfile(deps, caller, freelanceId, 'freelance_education_updated', async (tx, freelance) => {
    const fields = checkEducation(input);
    const education = await repository.updateEducation(tx, freelance.id, id, fields);
    if (!education) throw new AppError(ErrorCode.notFound);
    return education;
  });
}

export function deleteFreelanceEducation(deps: AppDeps, caller: ProfileCaller, freelanceId: number, id: number) {
  return changeProfile(deps, caller, freelanceId, 'freelance_education_deleted', async (tx, freelance) => {
    if (!(await repository.deleteEducation(tx, freelance.id, id))) throw new AppError(ErrorCode.notFound);
    return true;
  });
}

/** A newly added language starts at level basic. */
export function addFreelanceLanguage(deps: AppDeps, caller: ProfileCaller, freelanceId: number, languageId: number) {
  return changeProfile(deps, caller, freelanceId, 'freelance_language_added', async (tx, freelance) => {
    if (!(await repository.languageExists(tx, languageId))) throw new AppError(ErrorCode.notFound, 'Langue inconnue.');
    await repository.insertLanguage(tx, freelance.id, languageId);
    return freelance;
  });
}

export function updateFreelanceLanguage(
  deps: AppDeps,
  caller: ProfileCaller,
  freelanceId: number,
  id: number,
  level: string,
) {
  return changeProfile(deps, caller, freelanceId, 'freelance_language_updated', async (tx, freelance) => {
    if (!isLanguageLevel(level)) throw invalid('level', 'Niveau non reconnu.');
    if (!(await repository.updateLanguageLevel(tx, freelance.id, id, level))) throw new AppError(ErrorCode.notFound);
    return freelance;
  });
}

export function removeFreelanceLanguage(deps: AppDeps, caller: ProfileCaller, freelanceId: number, id: number) {
  return changeProfile(deps, caller, freelanceId, 'freelance_language_removed', async (tx, freelance) => {
    if (!(await repository.deleteLanguage(tx, freelance.id, id))) throw new AppError(ErrorCode.notFound);
    return freelance;
  });
}

/** Available now: the flag set and no date. */
export function setFreelancerAvailable(deps: AppDeps, caller: ProfileCaller, freelanceId: number) {
  return changeProfile(deps, caller, freelanceId, 'freelance_available', (tx, freelance) =>
    repository.updateFreelance(tx, freelance.id, { isAvailable: true, availabilityDate: null }),
  );
}

/**
 * Unavailable until a day (tomorrow or later), or forever when `until` is null. An option of the
 * menu may be given instead of a day (months-1, months-3, months-6, forever).
 */
export function snoozeFreelance(
  deps: AppDeps,
  caller: ProfileCaller,
  freelanceId: number,
  until: string | null,
  option?: AvailabilityOption | null,
) {
  const day = option && option !== 'custom' ? untilOf(option, null) : until;
  return changeProfile(deps, caller, freelanceId, 'freelance_snoozed', (tx, freelance) => {
    if (day !== null && (!isDay(day) || day < minAvailabilityDate()))
      throw invalid('until', 'La date de disponibilité doit être demain ou plus tard.');
    return repository.updateFreelance(tx, freelance.id, { isAvailable: false, availabilityDate: day });
  });
}

export const unSnoozeFreelance = setFreelancerAvailable;
