import { isCalendarDay } from '@orbite/domain/calendar-day';
import {
  callAvailabilities,
  contractTypes,
  experienceTypes,
  isOneOf,
  languageLevels,
  mobilities,
  preferredTimes,
  socialUrlFields,
  workEnvironments,
  workplaces,
} from '@orbite/domain/enums';
import { ErrorCode } from '@orbite/domain/errors';
import { profileCompletenessOf } from '@orbite/domain/profile-completeness';
import { PROFILE_LIMITS } from '@orbite/domain/profile-limits';
import { isValidLinkedInUrl, isValidRetribution, isValidSkillDuration, isValidUrl } from '@orbite/domain/validators';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { type Actor, recordActivity } from '../activity/activity.service';
import type { FreelanceRow } from './freelancers.tables';
import { canEditProfile, canReadProfile, type ProfileActor } from './profile.policy';
import * as repository from './profile.repository';
import { sanitizeRichText } from './profile.sanitize';

export interface ProfileCaller {
  actor: Actor;
  profile: ProfileActor;
}

const MAX_SKILLS = PROFILE_LIMITS.skills;
const MAX_JOB_TITLES = PROFILE_LIMITS.jobTitles;

/** The freelancer, when the caller may read it; anything else is "not found", as if it did not exist. */
export async function readableFreelance(
  db: DbOrTx,
  caller: ProfileCaller,
  freelanceId: number,
  /** A row this request already read (the viewer's own profile): no second read of the same row. */
  known?: FreelanceRow | null,
): Promise<FreelanceRow> {
  const freelance =
    known && known.id === freelanceId
      ? known
      : Number.isInteger(freelanceId)
        ? await repository.findFreelanceById(db, freelanceId)
        : null;
  if (!freelance || !canReadProfile(caller.profile, freelance.id)) throw new AppError(ErrorCode.notFound);
  return freelance;
}

async function editableFreelance(db: DbOrTx, caller: ProfileCaller, freelanceId: number): Promise<FreelanceRow> {
  const freelance = await readableFreelance(db, caller, freelanceId);
  if (!canEditProfile(caller.profile, freelance.id)) throw new AppError(ErrorCode.forbidden);
  return freelance;
}

/** Recomputes and stores the completeness score after any change of the profile. */
export async function refreshProfileScore(db: DbOrTx, freelance: FreelanceRow): Promise<FreelanceRow> {
  const completeness = await completenessOf(db, freelance);
  if (completeness.score === freelance.profileScore) return freelance;
  return repository.updateFreelance(db, freelance.id, { profileScore: completeness.score });
}

export async function completenessOf(db: DbOrTx, freelance: FreelanceRow) {
  const { pictureUrl, experienceCount, skills } = await repository.completenessFacts(db, freelance.id);
  return profileCompletenessOf({
    tagline: freelance.tagline,
    biography: freelance.biography,
    pictureUrl,
    preferences: freelance,
    experienceCount,
    skills,
  });
}

/**
 * Runs a change of the profile in one transaction, then refreshes the score and records the event.
 * Callers check their input inside `change`, once the caller is known to be allowed: a stranger gets
 * a refusal, never a validation message about a profile that is not theirs.
 */
async function changeProfile<T>(
  deps: AppDeps,
  caller: ProfileCaller,
  freelanceId: number,
  type: string,
  change: (tx: DbOrTx, freelance: FreelanceRow) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const freelance = await editableFreelance(tx, caller, freelanceId);
    await repository.lockFreelance(tx, freelance.id);
    const result = await change(tx, freelance);
    const fresh = await repository.findFreelanceById(tx, freelance.id);
    const refreshed = await refreshProfileScore(tx, fresh!);
    await recordActivity(tx, caller.actor, {
      category: 'freelance',
      type,
      entityType: 'freelancer',
      entityId: freelance.id,
    });
    // A change that answers with the freelancer answers with its fresh row (score included).
    return (isFreelanceRow(result, freelance.id) ? refreshed : result) as T;
  });
}

function isFreelanceRow(value: unknown, id: number): boolean {
  return typeof value === 'object' && value !== null && 'publicId' in value && (value as FreelanceRow).id === id;
}

export interface FreelanceInfoInput {
  tagline?: string | null;
  biography?: string | null;
  experienceInYears?: number | null;
  retribution?: number | null;
  gitHubUrl?: string | null;
  gitlabUrl?: string | null;
  bitbucketUrl?: string | null;
  kaggleUrl?: string | null;
  linkedInUrl?: string | null;
  stackExchangeUrl?: string | null;
  twitterUrl?: string | null;
  websiteUrl?: string | null;
  prefWorkplace?: string | null;
  prefContract?: string | null;
  prefEnvironment?: string | null;
  prefTime?: string | null;
  prefMobility?: string | null;
  maxDistance?: number | null;
  callAvailability?: string | null;
}

/** Social links other than LinkedIn, which has its own rule. */
const urlFields = socialUrlFields.filter((field) => field !== 'linkedInUrl');
const enumFields = {
  prefWorkplace: workplaces,
  prefContract: contractTypes,
  prefEnvironment: workEnvironments,
  prefTime: preferredTimes,
  prefMobility: mobilities,
  callAvailability: callAvailabilities,
} as const;

const invalid = (field: string, message: string) => new AppError(ErrorCode.invalidInput, message, field);

/** Checks and normalizes the fields given (absent fields stay as they are; null clears). */
export function checkInfo(input: FreelanceInfoInput): repository.FreelanceInfoPatch {
  const patch: repository.FreelanceInfoPatch = {};
  if (input.tagline !== undefined) {
    const tagline = input.tagline?.trim() || null;
    if (tagline && tagline.length > PROFILE_LIMITS.taglineLength)
      throw invalid('tagline', 'Le titre ne doit pas dépasser 120 caractères.');
    patch.tagline = tagline;
  }
  if (input.biography !== undefined) {
    if ((input.biography?.length ?? 0) > PROFILE_LIMITS.richTextLength)
      throw invalid('biography', 'La biographie est trop longue.');
    patch.biography = sanitizeRichText(input.biography);
  }
  if (input.experienceInYears !== undefined) {
    const years = input.experienceInYears;
    if (
      years !== null &&
      (!Number.isInteger(years) ||
        years < PROFILE_LIMITS.experienceYears.min ||
        years > PROFILE_LIMITS.experienceYears.max)
    )
      throw invalid('experienceInYears', "L'expérience s'exprime en années, de 0 à 60.");
    patch.experienceInYears = years;
  }
  if (input.retribution !== undefined) {
    if (input.retribution !== null && !isValidRetribution(input.retribution))
      throw invalid('retribution', 'Le taux journalier doit être compris entre 200 et 2 500 €.');
    patch.retribution = input.retribution;
  }
  for (const field of urlFields) {
    const value = input[field];
    if (value === undefined) continue;
    const url = value?.trim() || null;
    if (url && !isValidUrl(url)) throw invalid(field, 'Adresse web invalide (https://…).');
    patch[field] = url;
  }
  if (input.linkedInUrl !== undefined) {
    const url = input.linkedInUrl?.trim() || null;
    if (url && !isValidLinkedInUrl(url))
      throw new AppError(ErrorCode.invalidLinkedInUrl, 'Lien LinkedIn invalide.', 'linkedInUrl');
    patch.linkedInUrl = url;
  }
  for (const [field, values] of Object.entries(enumFields) as [keyof typeof enumFields, readonly string[]][]) {
    const value = input[field];
    if (value === undefined) continue;
    if (value !== null && !isOneOf(values, value)) throw invalid(field, 'Valeur non reconnue.');
    patch[field] = value;
  }
  if (input.maxDistance !== undefined) {
    const distance = input.maxDistance;
    if (
      distance !== null &&
      (!Number.isInteger(distance) ||
        distance < PROFILE_LIMITS.maxDistanceKm.min ||
        distance > PROFILE_LIMITS.maxDistanceKm.max)
    )
      throw invalid('maxDistance', 'La distance maximale va de 0 à 1 000 km.');
    patch.maxDistance = distance;
  }
  return patch;
}

export function updateFreelanceInfo(
  deps: AppDeps,
  caller: ProfileCaller,
  freelanceId: number,
  input: FreelanceInfoInput,
) {
  return changeProfile(deps, caller, freelanceId, 'freelance_profile_updated', (tx, freelance) =>
    repository.updateFreelance(tx, freelance.id, checkInfo(input)),
  );
}

export interface FreelanceSkillInput {
  skillId: number;
  duration?: number | null;
  primary?: boolean | null;
  wished?: boolean | null;
}

export function setFreelanceSkills(
  deps: AppDeps,
  caller: ProfileCaller,
  freelanceId: number,
  input: FreelanceSkillInput[],
) {
  const ids = input.map((item) => Number(item.skillId));
  return changeProfile(deps, caller, freelanceId, 'freelance_skills_updated', async (tx, freelance) => {
    // The input is checked once the caller may edit this profile: a stranger learns nothing from it.
    if (input.length > MAX_SKILLS) throw invalid('skills', `${MAX_SKILLS} compétences au plus.`);
    if (new Set(ids).size !== ids.length) throw invalid('skills', 'Une compétence apparaît deux fois.');
    for (const item of input)
      if (item.duration != null && !isValidSkillDuration(item.duration))
        throw invalid('skills', 'La durée d’une compétence va de 1 à 25 ans.');
    const known = await repository.existingSkillIds(tx, ids);
    if (known.size !== ids.length) throw new AppError(ErrorCode.notFound, 'Compétence inconnue.', 'skills');
    await repository.replaceSkills(
      tx,
      freelance.id,
      input.map((item) => ({
        skillId: Number(item.skillId),
        duration: item.duration ?? null,
        primary: Boolean(item.primary),
        wished: Boolean(item.wished),
      })),
    );
    return freelance;
  });
}

export function setFreelanceJobTitles(
  deps: AppDeps,
  caller: ProfileCaller,
  freelanceId: number,
  input: { jobTitleId: number; duration?: number | null }[],
) {
  const ids = input.map((item) => Number(item.jobTitleId));
  return changeProfile(deps, caller, freelanceId, 'freelance_job_titles_updated', async (tx, freelance) => {
    if (input.length > MAX_JOB_TITLES) throw invalid('jobTitles', `${MAX_JOB_TITLES} intitulés de poste au plus.`);
    if (new Set(ids).size !== ids.length) throw invalid('jobTitles', 'Un intitulé apparaît deux fois.');
    const known = await repository.existingJobTitleIds(tx, ids);
    if (known.size !== ids.length) throw new AppError(ErrorCode.notFound, 'Intitulé inconnu.', 'jobTitles');
    await repository.replaceJobTitles(
      tx,
      freelance.id,
      input.map((item) => ({ jobTitleId: Number(item.jobTitleId), duration: item.duration ?? null })),
    );
    return freelance;
  });
}

export { changeProfile, editableFreelance };
export const isDay = isCalendarDay;
export const isExperienceType = (value: unknown) => isOneOf(experienceTypes, value);
export const isLanguageLevel = (value: unknown) => isOneOf(languageLevels, value);
