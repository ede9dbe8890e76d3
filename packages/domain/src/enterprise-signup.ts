import { contractTypes, isOneOf, preferredTimes, workEnvironments, workplaces } from './enums';
import { missionCategories } from './mission';

/** The steps of the enterprise sign-up (spec 000), in order. */
export const enterpriseSignupSteps = [
  'preferences',
  'skills',
  'confirmEmail',
  'contactInfo',
  'enterpriseInfo',
  'done',
] as const;
export type EnterpriseSignupStep = (typeof enterpriseSignupSteps)[number];

/** How long the e-mail validation link of an enterprise sign-up can be used. */
export const ENTERPRISE_SIGNUP_TOKEN_HOURS = 24;
/** Minimum wait before the validation mail can be sent again to the same address. */
export const ENTERPRISE_SIGNUP_RESEND_SECONDS = 60;
/** At most this many skills are kept from the skills step. */
export const ENTERPRISE_SIGNUP_MAX_SKILLS = 20;

/** What a company looks for, asked at the first step: each answer one of the domain's enumerations. */
export interface EnterpriseSignupPreferences {
  category: (typeof missionCategories)[number] | null;
  workplace: (typeof workplaces)[number] | null;
  contract: (typeof contractTypes)[number] | null;
  environment: (typeof workEnvironments)[number] | null;
  duration: (typeof preferredTimes)[number] | null;
}

export const enterpriseSignupPreferenceOptions = {
  category: missionCategories,
  workplace: workplaces,
  contract: contractTypes,
  environment: workEnvironments,
  duration: preferredTimes,
} as const;

export const emptyEnterpriseSignupPreferences: EnterpriseSignupPreferences = {
  category: null,
  workplace: null,
  contract: null,
  environment: null,
  duration: null,
};

/** Keeps the known answers only (anything else is dropped, never stored). */
export function cleanEnterpriseSignupPreferences(input: unknown): EnterpriseSignupPreferences {
  const source = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const pick = <T extends string>(values: readonly T[], value: unknown): T | null =>
    isOneOf(values, value) ? value : null;
  return {
    category: pick(missionCategories, source.category),
    workplace: pick(workplaces, source.workplace),
    contract: pick(contractTypes, source.contract),
    environment: pick(workEnvironments, source.environment),
    duration: pick(preferredTimes, source.duration),
  };
}

/** Positive integer ids, without duplicates, at most ENTERPRISE_SIGNUP_MAX_SKILLS. */
export function cleanEnterpriseSignupSkillIds(input: unknown): number[] {
  if (!Array.isArray(input)) return [];
  const ids = input.map((value) => Number(value)).filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, ENTERPRISE_SIGNUP_MAX_SKILLS);
}

/** The step named in the URL, or the first one. */
export function enterpriseSignupStepOf(value: string | null | undefined): EnterpriseSignupStep {
  return isOneOf(enterpriseSignupSteps, value) ? value : 'preferences';
}

/** The general terms of use (CGU) a new client accepts at the last step. */
export const TERMS_OF_USE_URL = 'https://www.orbite.fr/conditions-generales-utilisation';
