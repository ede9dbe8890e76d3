import { defaultFreelancerPermissions } from '@orbite/domain/roles';
import type { ColumnType } from './bulk';
import {
  asciiSlug,
  dayAfter,
  freelancerProfiles,
  frenchAddress,
  type GenerationContext,
  instantBefore,
  personName,
  profileJobTitles,
  uniqueCode,
} from './generate-common';
import { distinct, skewed, weighted } from './random';

type Columns = readonly (readonly [string, ColumnType])[];

export const userColumns: Columns = [
  ['id', 'int4'],
  ['email', 'text'],
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['phone_number', 'text'],
  ['phone_country_iso', 'text'],
  ['terms_validated_at', 'timestamptz'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];

export const freelanceColumns: Columns = [
  ['id', 'int4'],
  ['user_id', 'int4'],
  ['status', 'enum:freelance_status'],
  ['public_id', 'text'],
  ['referral_code', 'text'],
  ['is_available', 'bool'],
  ['availability_date', 'date'],
  ['permissions', 'jsonb'],
  ['tagline', 'text'],
  ['biography', 'text'],
  ['experience_in_years', 'int2'],
  ['retribution', 'int4'],
  ['profile_score', 'int2'],
  ['pref_workplace', 'text'],
  ['pref_contract', 'text'],
  ['pref_environment', 'text'],
  ['pref_time', 'text'],
  ['pref_mobility', 'text'],
  ['max_distance', 'int4'],
  ['call_availability', 'text'],
  ['location', 'jsonb'],
  ['latitude', 'float8'],
  ['longitude', 'float8'],
  ['linked_in_url', 'text'],
  ['git_hub_url', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];

export const freelanceSkillColumns: Columns = [
  ['freelance_id', 'int4'],
  ['skill_id', 'int4'],
  ['duration', 'int2'],
  ['primary', 'bool'],
  ['wished', 'bool'],
];

export const freelanceJobTitleColumns: Columns = [
  ['freelance_id', 'int4'],
  ['job_title_id', 'int4'],
  ['duration', 'int2'],
];

export const freelanceLanguageColumns: Columns = [
  ['freelance_id', 'int4'],
  ['language_id', 'int4'],
  ['level', 'text'],
];

export interface GeneratedFreelancer {
  user: unknown[];
  freelance: unknown[];
  skills: unknown[][];
  jobTitles: unknown[][];
  languages: unknown[][];
  /** New or validated: may be put in the running for a mission. */
  proposable: boolean;
}

/** Shares of the spec's statuses: most profiles are validated, some wait, a few are refused or banned. */
const statuses = weighted({ validated: 84, new: 12, wrongScope: 2.5, banned: 1.5 });
const workplaces = weighted({ partialRemote: 45, remote: 28, onSite: 12, none: 15 });
const distances = weighted({ 10: 10, 20: 18, 30: 20, 50: 22, 100: 15, 200: 5, 0: 10 });
const mobilities = weighted({ city: 45, region: 40, country: 15 });
const contracts = weighted({ fullTime: 60, partTime: 15, none: 25 });
const environments = weighted({ startUp: 30, bigCompany: 25, none: 45 });
const times = weighted({ long: 50, short: 15, none: 35 });
const callTimes = weighted({ allDay: 40, morning: 20, afternoon: 25, evening: 15 });
const englishLevels = weighted({ pro: 60, basic: 30, native: 10 });
const otherLanguages = weighted({ es: 35, de: 20, it: 15, pt: 10, ar: 12, zh: 4, ru: 4 });
const permissions = defaultFreelancerPermissions();

/** Years of practice of one skill of a freelancer with `experience` years: primary skills near the whole career. */
function skillYears(ctx: GenerationContext, experience: number, primary: boolean): number {
  const share = primary ? 0.55 + 0.45 * ctx.rng.next() : 0.15 + 0.75 * ctx.rng.next();
  return Math.min(15, Math.max(1, Math.round(experience * share)));
}

export function generateFreelancer(ctx: GenerationContext, index: number, userId: number, freelanceId: number) {
  const { rng, model, today } = ctx;
  const { firstName, lastName } = personName(rng);
  const handle = asciiSlug(`${firstName} ${lastName}`);
  const status = statuses.pick(rng);
  const createdAt = instantBefore(today, status === 'new' ? rng.next() * 60 : 30 + rng.next() * 5 * 365);
  const updatedAt = instantBefore(
    today,
    rng.next() * Math.min(365, (today.getTime() - createdAt.getTime()) / 86_400_000),
  );
  const user = [
    userId,
    `${handle}.${index}@freelance.test`,
    firstName,
    lastName,
    `+336${String(rng.int(0, 99_999_999)).padStart(8, '0')}`,
    'FR',
    createdAt,
    createdAt,
    updatedAt,
  ];

  const profile = freelancerProfiles.pick(rng);
  const experience = rng.chance(0.08) ? rng.int(0, 1) : skewed(rng, { median: 7, spread: 0.55, min: 1, max: 20 });
  const skillIds = model.pickSkills(rng, profile, skewed(rng, { median: 7, spread: 0.3, min: 4, max: 12 }));
  const primaryCount = rng.chance(0.55) ? 2 : 3;
  const skills = skillIds.map((skillId, i) => {
    const primary = i < primaryCount;
    return [freelanceId, skillId, skillYears(ctx, experience, primary), primary, rng.chance(0.12)];
  });

  const knownTitles = profileJobTitles(ctx, profile);
  const chosenTitles = knownTitles.length ? distinct(rng.chance(0.65) ? 1 : 2, () => rng.pick(knownTitles)) : [];
  const jobTitles = chosenTitles.map(([, id]) => [freelanceId, id, Math.max(1, Math.min(experience, rng.int(1, 15)))]);
  const titleName = chosenTitles[0]?.[0] ?? profile.missionTitle;

  const languages: unknown[][] = [[freelanceId, ctx.languageIds.get('fr'), rng.chance(0.96) ? 'native' : 'pro']];
  if (rng.chance(0.85)) languages.push([freelanceId, ctx.languageIds.get('en'), englishLevels.pick(rng)]);
  if (rng.chance(0.15)) languages.push([freelanceId, ctx.languageIds.get(otherLanguages.pick(rng)), 'basic']);

  const availability = rng.next();
  const isAvailable = availability < 0.4;
  const availabilityDate =
    availability < 0.4 || availability >= 0.9
      ? null
      : dayAfter(today, rng.chance(0.05) ? -rng.int(1, 30) : rng.int(1, 183));
  const address = rng.chance(0.7) ? frenchAddress(rng) : null;
  const distance = Number(distances.pick(rng));
  const topSkills = skillIds.slice(0, 3).map((id) => model.name(id));
  const retribution = skewed(rng, {
    median: 380 + 24 * Math.min(experience, 16),
    spread: 0.18,
    min: 300,
    max: 1200,
    step: 10,
  });
  const profileScore =
    status === 'validated'
      ? skewed(rng, { median: 78, spread: 0.15, min: 35, max: 100 })
      : rng.int(status === 'new' ? 10 : 20, status === 'new' ? 70 : 90);

  const freelance = [
    freelanceId,
    userId,
    status,
    `${asciiSlug(firstName, '-') || 'freelance'}-${uniqueCode(rng, index).toLowerCase()}`,
    uniqueCode(rng, index),
    isAvailable,
    availabilityDate,
    permissions,
    rng.chance(0.8) ? `${titleName} · ${topSkills[0]}` : null,
    rng.chance(0.5)
      ? `<p>${experience} an${experience > 1 ? 's' : ''} d’expérience, principalement en ${topSkills.join(', ')}.</p>`
      : null,
    experience,
    retribution,
    profileScore,
    workplaces.pick(rng),
    contracts.pick(rng),
    environments.pick(rng),
    times.pick(rng),
    mobilities.pick(rng),
    distance === 0 ? null : distance,
    callTimes.pick(rng),
    address?.location ?? null,
    address?.latitude ?? null,
    address?.longitude ?? null,
    rng.chance(0.7) ? `https://www.linkedin.com/in/${asciiSlug(`${firstName} ${lastName}`, '-')}-${index}` : null,
    rng.chance(0.35) ? `https://github.com/${asciiSlug(`${firstName}${lastName}`, '')}${index}` : null,
    createdAt,
    updatedAt,
  ];
  const proposable = status === 'new' || status === 'validated';
  return { user, freelance, skills, jobTitles, languages, proposable } satisfies GeneratedFreelancer;
}
