/*
 * The matching rules: how well a freelancer fits a mission, argument by argument (the spec's match
 * arguments), the ratio shown everywhere, the ranking score, and what would raise it. The API ranks
 * in SQL with the same weights (apps/api/src/modules/matches/matching.repository.ts) and explains the
 * results it returns with `evaluateMatch`; a test checks both agree.
 */
import { addDays, type CalendarDay, todayInParis } from './calendar-day';
import { EXPERIENCE_LEVEL_MIN_YEARS, type ExperienceLevel } from './enums';
import { matchRatio } from './mission-status';

export const matchArguments = [
  'levelInSkills',
  'availability',
  'retribution',
  'location',
  'daysPerWeek',
  'interestInSkills',
  'companySize',
  'duration',
  /** Ours, beyond the spec's list: the years of experience against the mission's level. */
  'experienceLevel',
] as const;
export type MatchArgumentName = (typeof matchArguments)[number];

export type CriterionState = 'met' | 'partial' | 'missed' | 'unknown';

/** The weights of the ranking score: a mandatory skill weighs most, then availability. */
export const MATCH_WEIGHTS = {
  mandatoryMet: 4,
  mandatoryPartial: 2,
  optionalMet: 2,
  optionalPartial: 1,
  availabilityMet: 3,
  availabilityPartial: 1,
  retributionMet: 2,
  retributionPartial: 1,
  locationMet: 2,
  experienceMet: 1,
  daysPerWeekMet: 1,
  durationMet: 1,
} as const;

/** Kilometres a freelancer travels when they gave no maximum, by mobility. */
export const MOBILITY_DEFAULT_KM = { city: 20, region: 100, country: 1000 } as const;
export const DEFAULT_MAX_DISTANCE_KM = 50;
/** A daily rate up to 10 % above the mission's is a partial fit: negotiable. */
export const RETRIBUTION_TOLERANCE = 1.1;
/** Missions up to this many days of work are "short" for the freelancer's preference. */
export const SHORT_MISSION_MAX_DAYS = 90;

export interface MissionFacts {
  skills: readonly { skillId: number; name?: string; primary: boolean; yearsRequired: number | null }[];
  startDate: CalendarDay | null;
  maxWeeksAfterStart: number | null;
  retribution: number | null;
  workplace: string | null;
  workingTime: number | null;
  durationInDays: number | null;
  experienceLevel: string | null;
  /** The client company's structure (startUp, bigCompany, none) from its settings, when known. */
  companyStructure?: string | null;
}

export interface FreelanceFacts {
  skills: readonly { skillId: number; duration: number | null; wished?: boolean }[];
  isAvailable: boolean;
  availabilityDate: CalendarDay | null;
  retribution: number | null;
  experienceInYears: number | null;
  prefContract: string | null;
  prefTime: string | null;
  prefWorkplace: string | null;
  prefMobility: string | null;
  maxDistance: number | null;
  /** The kind of company the freelancer prefers to work for (startUp, bigCompany, none). */
  prefEnvironment?: string | null;
}

export interface SkillFit {
  skillId: number;
  name?: string;
  primary: boolean;
  yearsRequired: number | null;
  /** The freelancer's years on it, null when they have it without saying how long, absent when missing. */
  years: number | null;
  has: boolean;
  state: Exclude<CriterionState, 'unknown'>;
}

export type Improvement =
  | { kind: 'addSkill'; skillId: number; name?: string; primary: boolean }
  | { kind: 'raiseSkillYears'; skillId: number; name?: string; years: number }
  | { kind: 'updateAvailability'; before: CalendarDay }
  | { kind: 'lowerRetribution'; to: number }
  | { kind: 'addLocation' }
  | { kind: 'addRetribution' }
  | { kind: 'addExperience' };

export interface MatchEvaluation {
  skills: SkillFit[];
  arguments: Record<MatchArgumentName, CriterionState>;
  availableFrom: CalendarDay | null;
  distanceKm: number | null;
  maxDistanceKm: number;
  numerator: number;
  denominator: number;
  percent: number;
  label: string;
  score: number;
  improvements: Improvement[];
}

export function skillFit(
  required: MissionFacts['skills'][number],
  held: FreelanceFacts['skills'][number] | undefined,
): SkillFit {
  const need = required.yearsRequired ?? 0;
  const base = {
    skillId: required.skillId,
    name: required.name,
    primary: required.primary,
    yearsRequired: required.yearsRequired,
  };
  if (!held) return { ...base, years: null, has: false, state: 'missed' };
  const met = need === 0 || (held.duration != null && held.duration >= need);
  return { ...base, years: held.duration, has: true, state: met ? 'met' : 'partial' };
}

export function maxDistanceKmOf(freelance: Pick<FreelanceFacts, 'maxDistance' | 'prefMobility'>): number {
  if (freelance.maxDistance != null && freelance.maxDistance > 0) return freelance.maxDistance;
  return MOBILITY_DEFAULT_KM[freelance.prefMobility as keyof typeof MOBILITY_DEFAULT_KM] ?? DEFAULT_MAX_DISTANCE_KM;
}

/** Great-circle distance in kilometres, the same formula as the SQL ranking. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function availabilityState(
  mission: Pick<MissionFacts, 'startDate' | 'maxWeeksAfterStart'>,
  freelance: Pick<FreelanceFacts, 'isAvailable' | 'availabilityDate'>,
  today: CalendarDay = todayInParis(),
): CriterionState {
  if (freelance.isAvailable) return 'met';
  if (!freelance.availabilityDate) return 'missed';
  const start = mission.startDate && mission.startDate > today ? mission.startDate : today;
  if (freelance.availabilityDate <= start) return 'met';
  const latest = addDays(start, (mission.maxWeeksAfterStart ?? 0) * 7);
  return freelance.availabilityDate <= latest ? 'partial' : 'missed';
}

export function evaluateMatch(
  mission: MissionFacts,
  freelance: FreelanceFacts,
  distance: number | null,
  today: CalendarDay = todayInParis(),
): MatchEvaluation {
  const held = new Map(freelance.skills.map((s) => [s.skillId, s]));
  const skills = mission.skills.map((required) => skillFit(required, held.get(required.skillId)));

  const availability = availabilityState(mission, freelance, today);

  let retribution: CriterionState = 'met';
  if (mission.retribution != null) {
    if (freelance.retribution == null) retribution = 'unknown';
    else if (freelance.retribution <= mission.retribution) retribution = 'met';
    else if (freelance.retribution <= mission.retribution * RETRIBUTION_TOLERANCE) retribution = 'partial';
    else retribution = 'missed';
  }

  const maxKm = maxDistanceKmOf(freelance);
  let location: CriterionState;
  if (mission.workplace === 'remote') location = 'met';
  else if (freelance.prefWorkplace === 'remote' && mission.workplace === 'onSite') location = 'missed';
  else if (distance == null) location = 'unknown';
  else location = distance <= maxKm ? 'met' : 'missed';

  let experience: CriterionState = 'met';
  const level = mission.experienceLevel as ExperienceLevel | null;
  if (level && level in EXPERIENCE_LEVEL_MIN_YEARS) {
    if (freelance.experienceInYears == null) experience = 'unknown';
    else experience = freelance.experienceInYears >= EXPERIENCE_LEVEL_MIN_YEARS[level] ? 'met' : 'missed';
  }

  let daysPerWeek: CriterionState = 'met';
  if (mission.workingTime != null && freelance.prefContract && freelance.prefContract !== 'none') {
    const fullTime = mission.workingTime >= 5;
    daysPerWeek = (freelance.prefContract === 'fullTime') === fullTime ? 'met' : 'partial';
  }

  let duration: CriterionState = 'met';
  if (mission.durationInDays != null && freelance.prefTime && freelance.prefTime !== 'none') {
    const short = mission.durationInDays <= SHORT_MISSION_MAX_DAYS;
    duration = (freelance.prefTime === 'short') === short ? 'met' : 'partial';
  }

  const wished = mission.skills.some((s) => held.get(s.skillId)?.wished);
  const companySize = companySizeFit(mission.companyStructure ?? null, freelance.prefEnvironment ?? null);
  const levelInSkills: CriterionState = skills.every((s) => s.state === 'met')
    ? 'met'
    : skills.filter((s) => s.primary).every((s) => s.has)
      ? 'partial'
      : 'missed';
  const args: Record<MatchArgumentName, CriterionState> = {
    levelInSkills,
    availability,
    retribution,
    location,
    daysPerWeek,
    interestInSkills: wished ? 'met' : 'unknown',
    companySize,
    duration,
    experienceLevel: experience,
  };

  const w = MATCH_WEIGHTS;
  const score =
    skills.reduce(
      (sum, s) =>
        sum +
        (s.primary
          ? s.state === 'met'
            ? w.mandatoryMet
            : s.state === 'partial'
              ? w.mandatoryPartial
              : 0
          : s.state === 'met'
            ? w.optionalMet
            : s.state === 'partial'
              ? w.optionalPartial
              : 0),
      0,
    ) +
    (availability === 'met' ? w.availabilityMet : availability === 'partial' ? w.availabilityPartial : 0) +
    (retribution === 'met' ? w.retributionMet : retribution === 'partial' ? w.retributionPartial : 0) +
    (location === 'met' ? w.locationMet : 0) +
    (experience === 'met' ? w.experienceMet : 0) +
    (daysPerWeek === 'met' ? w.daysPerWeekMet : 0) +
    (duration === 'met' ? w.durationMet : 0);

  const criteria = [availability, retribution, location, experience, daysPerWeek, duration];
  const numerator = skills.filter((s) => s.state === 'met').length + criteria.filter((c) => c === 'met').length;
  const denominator = skills.length + criteria.length;
  const ratio = matchRatio(numerator, denominator);

  const improvements: Improvement[] = [];
  for (const s of skills) {
    if (!s.has) improvements.push({ kind: 'addSkill', skillId: s.skillId, name: s.name, primary: s.primary });
    else if (s.state === 'partial' && s.yearsRequired)
      improvements.push({ kind: 'raiseSkillYears', skillId: s.skillId, name: s.name, years: s.yearsRequired });
  }
  if (availability !== 'met' && mission.startDate)
    improvements.push({ kind: 'updateAvailability', before: mission.startDate });
  if (retribution === 'unknown') improvements.push({ kind: 'addRetribution' });
  else if (retribution !== 'met' && mission.retribution)
    improvements.push({ kind: 'lowerRetribution', to: mission.retribution });
  if (location === 'unknown') improvements.push({ kind: 'addLocation' });
  if (experience === 'unknown') improvements.push({ kind: 'addExperience' });

  return {
    skills,
    arguments: args,
    availableFrom: freelance.isAvailable ? null : freelance.availabilityDate,
    distanceKm: distance == null ? null : Math.round(distance),
    maxDistanceKm: maxKm,
    numerator,
    denominator,
    percent: ratio.percent,
    label: ratio.label,
    score,
    improvements,
  };
}

/**
 * The spec's company-size argument: the kind of company the freelancer prefers (start-up or large
 * company) against the client's structure. Shown on the match card, it weighs nothing in the score nor
 * the ratio (a preference, not a fit), so the SQL ranking is unchanged. Unknown when either is unsaid.
 */
export function companySizeFit(structure: string | null, preferred: string | null): CriterionState {
  if (!structure || structure === 'none' || !preferred || preferred === 'none') return 'unknown';
  return structure === preferred ? 'met' : 'partial';
}
