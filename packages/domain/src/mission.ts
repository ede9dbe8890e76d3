/*
 * Missions: the spec's enumerations (001 section 3) and the rules of the mission form, shared by the
 * web form (react-hook-form) and the API, which checks every one of them again.
 */
import { type AddressValue, isEmptyAddress } from './address';
import { addDays, type CalendarDay, daysBetween, isCalendarDay } from './calendar-day';
import { type ExperienceLevel, experienceLevels, workplaces } from './enums';
import { missionCategories } from './mission-list';
import type { MissionStatus } from './mission-status';
import { isWorkingDay } from './public-holidays';
import { addSkill, isPrimaryDisabled, sortSkills, togglePrimary } from './skills';
import {
  isEmpty,
  isMissionSkillDuration,
  isValidMaxWeeksAfterStart,
  isValidMissionDuration,
  isValidRetribution,
  isValidWorkingTime,
} from './validators';

export { type MissionCategory, type MissionSortOrder, missionCategories, missionSortOrders } from './mission-list';

export const missionRhythms = ['fullTime', 'partialTime'] as const;
export const missionOngoingStatuses = ['ongoing', 'renewing', 'ending'] as const;
export const missionAssignations = ['notAssigned', 'temporarilyAssigned', 'permanentlyAssigned'] as const;
export const missionLegalModels = ['new', 'ex'] as const;
export const missionProjectTypes = ['new', 'existing'] as const;
export const missionRenewables = ['high', 'possible', 'none'] as const;
export const missionMissingRatings = ['both', 'freelance', 'corporate'] as const;
/** Every offer of the spec; only boost and connect can be chosen today. */
export const missionOffers = ['boost', 'connect', 'fleet', 'exchange'] as const;
export const availableMissionOffers = ['boost', 'connect'] as const;
export type MissionOffer = (typeof missionOffers)[number];

/**
 * Boost: the team reviews every application and presents the profiles it retains. Connect: the client meets the
 * candidates itself, so the application of a freelancer the team has already qualified (validated) goes straight to
 * the client; any other application still passes through the team, as on Boost.
 */
export function applicationGoesToClient(offer: string | null | undefined, freelanceStatus: string): boolean {
  return offer === 'connect' && canBePresentedToClient(freelanceStatus);
}

/** The client meets qualified people only: a freelancer the team has not validated yet is never presented. */
export function canBePresentedToClient(freelanceStatus: string | null | undefined): boolean {
  return freelanceStatus === 'validated';
}
export const missionOrigins = [
  'directInbound',
  'publicInbound',
  'exclusiveInbound',
  'outbound',
  'businessProvider',
] as const;
export const missionSources = ['orbiteServices', 'freelanceInfo'] as const;
/** Where the mission is done: the freelancer's workplace preferences minus "none". */
export const missionWorkplaces = workplaces.filter((w) => w !== 'none') as readonly (
  | 'onSite'
  | 'remote'
  | 'partialRemote'
)[];

export const missionRefusalReasons = [
  'outOfScope',
  'ssii',
  'unreachable',
  'lowValue',
  'fake',
  'foreignCompany',
  'other',
] as const;
export type MissionRefusalReason = (typeof missionRefusalReasons)[number];

/**
 * Failure reasons. The spec names the common ones and says the team and the client each have their
 * own stage-specific lists, not shown: ours are in docs/decisions.md.
 */
export const missionFailureReasonsCommon = [
  'noNews',
  'anOtherSolution',
  'standBy',
  'budgetIssue',
  'cantFindFree',
  'otherSolutionInternal',
  'otherSolutionCompetitor',
  'otherSolutionEmployee',
  'unsatisfied',
  'freeAnotherMission',
  'nonSpecified',
] as const;
export const missionFailureReasonsByTeamMember = [
  ...missionFailureReasonsCommon,
  'matchingNoProfile',
  'processTooSlow',
  'interviewNoShow',
  'contractTermsRefused',
] as const;
export const missionFailureReasonsByCorporate = [
  'noNews',
  'anOtherSolution',
  'standBy',
  'budgetIssue',
  'otherSolutionInternal',
  'otherSolutionEmployee',
  'unsatisfied',
  'nonSpecified',
] as const;
export type MissionFailureReason = (typeof missionFailureReasonsByTeamMember)[number];

/** Sort orders of the mission lists. */

/** Page sizes of every paginated list (spec 002 section 9). */
export const pageSizes = [25, 50, 100] as const;

/** Steps of the mission form, in order. */
export const missionFormSteps = ['timing', 'skills', 'details', 'overview'] as const;
export type MissionFormStep = (typeof missionFormSteps)[number];

export const MISSION_TITLE_MAX = 120;
export const MISSION_DESCRIPTION_MAX = 10_000;
export const MISSION_SKILLS_MAX = 15;
export const MISSION_MANDATORY_SKILLS_MAX = 6;

export interface MissionSkillValue {
  skillId: number;
  primary: boolean;
  /** Years required, one of 1,2,3,4,5,7,10,15; null for an optional skill with no minimum. */
  yearsRequired: number | null;
}

/** The mission form's values, as typed: every field may still be empty in a draft. */
export interface MissionFormValues {
  title?: string | null;
  description?: string | null;
  category?: string | null;
  startDate?: string | null;
  maxWeeksAfterStart?: number | null;
  durationInDays?: number | null;
  workingTime?: number | null;
  retribution?: number | null;
  experienceLevel?: string | null;
  workplace?: string | null;
  skills?: readonly MissionSkillValue[] | null;
  offer?: string | null;
  renewable?: string | null;
  projectType?: string | null;
  /** Where the work is done; required unless the workplace is remote. */
  location?: AddressValue | null;
}

/** Message keys of the form errors; the web app names them in French. */
export type MissionFieldError =
  | 'required'
  | 'durationRange'
  | 'maxWeeksRange'
  | 'workingTimeRange'
  | 'retributionRange'
  | 'startDatePast'
  | 'unknownValue'
  | 'titleTooLong'
  | 'descriptionTooLong'
  | 'skillsRequired'
  | 'mandatorySkillRequired'
  | 'tooManySkills'
  | 'tooManyMandatorySkills'
  | 'skillDuration'
  | 'duplicateSkill'
  | 'workplaceAddressRequired'
  | 'invalidAddress';

const stepFields: Record<MissionFormStep, readonly (keyof MissionFormValues)[]> = {
  timing: ['startDate', 'maxWeeksAfterStart', 'durationInDays', 'workingTime'],
  skills: ['skills', 'experienceLevel'],
  details: [
    'title',
    'category',
    'description',
    'retribution',
    'workplace',
    'location',
    'offer',
    'renewable',
    'projectType',
  ],
  overview: [],
};

const oneOf = (values: readonly string[], value: string | null | undefined) => !value || values.includes(value);
const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && !value.trim());

/** The error of one field, or null. `complete` says whether empty required fields are errors (submit) or not (draft). */
export function missionFieldError(
  field: keyof MissionFormValues,
  values: MissionFormValues,
  options: { today: CalendarDay; complete: boolean },
): MissionFieldError | null {
  if (field === 'location') return missionLocationError(values, options.complete);
  const value = values[field];
  const requiredFields: (keyof MissionFormValues)[] = [
    'title',
    'category',
    'startDate',
    'durationInDays',
    'workingTime',
    'retribution',
    'experienceLevel',
    'workplace',
    'description',
  ];
  if (blank(value)) {
    if (field === 'skills') return options.complete ? 'skillsRequired' : null;
    return options.complete && requiredFields.includes(field) ? 'required' : null;
  }
  switch (field) {
    case 'title':
      return String(value).trim().length > MISSION_TITLE_MAX ? 'titleTooLong' : null;
    case 'description':
      return String(value).length > MISSION_DESCRIPTION_MAX ? 'descriptionTooLong' : null;
    case 'category':
      return oneOf(missionCategories, values.category) ? null : 'unknownValue';
    case 'experienceLevel':
      return oneOf(experienceLevels, values.experienceLevel) ? null : 'unknownValue';
    case 'workplace':
      return oneOf(missionWorkplaces, values.workplace) ? null : 'unknownValue';
    case 'offer':
      return oneOf(availableMissionOffers, values.offer) ? null : 'unknownValue';
    case 'renewable':
      return oneOf(missionRenewables, values.renewable) ? null : 'unknownValue';
    case 'projectType':
      return oneOf(missionProjectTypes, values.projectType) ? null : 'unknownValue';
    case 'startDate':
      if (!isCalendarDay(values.startDate)) return 'required';
      return values.startDate < options.today ? 'startDatePast' : null;
    case 'durationInDays':
      return isValidMissionDuration(values.durationInDays) ? null : 'durationRange';
    case 'maxWeeksAfterStart':
      return isValidMaxWeeksAfterStart(values.maxWeeksAfterStart) ? null : 'maxWeeksRange';
    case 'workingTime':
      return isValidWorkingTime(values.workingTime) ? null : 'workingTimeRange';
    case 'retribution':
      return isValidRetribution(values.retribution) ? null : 'retributionRange';
    case 'skills':
      return missionSkillsError(values.skills ?? [], options.complete);
    default:
      return null;
  }
}

/**
 * The workplace address (spec 002, workplaceAddress): required unless the workplace is remote. A
 * chosen suggestion carries a point (valid when not 0,0); an address typed by hand while the address
 * service is down has no point and must then name at least a city.
 */
function missionLocationError(values: MissionFormValues, complete: boolean): MissionFieldError | null {
  const location = values.location;
  if (isEmptyAddress(location)) return complete && values.workplace !== 'remote' ? 'workplaceAddressRequired' : null;
  const point = location?.point;
  if (point) {
    const { latitude, longitude } = point;
    const valid = typeof latitude === 'number' && typeof longitude === 'number' && !(latitude === 0 && longitude === 0);
    return valid ? null : 'invalidAddress';
  }
  return isEmpty(location?.city) ? 'invalidAddress' : null;
}

function missionSkillsError(skills: readonly MissionSkillValue[], complete: boolean): MissionFieldError | null {
  if (new Set(skills.map((s) => s.skillId)).size !== skills.length) return 'duplicateSkill';
  if (skills.length > MISSION_SKILLS_MAX) return 'tooManySkills';
  const mandatory = skills.filter((s) => s.primary);
  if (mandatory.length > MISSION_MANDATORY_SKILLS_MAX) return 'tooManyMandatorySkills';
  if (skills.some((s) => s.yearsRequired !== null && !isMissionSkillDuration(s.yearsRequired))) return 'skillDuration';
  if (complete && skills.length === 0) return 'skillsRequired';
  if (complete && mandatory.length === 0) return 'mandatorySkillRequired';
  return null;
}

/** Every error of the form (or of one step), keyed by field. */
export function missionFormErrors(
  values: MissionFormValues,
  options: { today: CalendarDay; complete: boolean; step?: MissionFormStep },
): Partial<Record<keyof MissionFormValues, MissionFieldError>> {
  const fields = options.step ? stepFields[options.step] : missionFormSteps.flatMap((step) => stepFields[step]);
  const errors: Partial<Record<keyof MissionFormValues, MissionFieldError>> = {};
  for (const field of fields) {
    const error = missionFieldError(field, values, options);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The first step holding an error, where the form sends the user back on submit. */
export function firstStepWithError(
  errors: Partial<Record<keyof MissionFormValues, MissionFieldError>>,
): MissionFormStep | null {
  return missionFormSteps.find((step) => stepFields[step].some((field) => errors[field])) ?? null;
}

/**
 * The days of work spread over weeks at the rhythm (working time days a week). Full time, the mission ends on its
 * last day of work, public holidays not worked (as the work log counts them: `isWorkingDay`); part time, on the last
 * weekday (Monday to Friday) of its last week, a holiday taken on one of the days off.
 */
export function estimatedEndDate(startDate: CalendarDay, durationInDays: number, workingTime: number): CalendarDay {
  if (workingTime >= 5 && durationInDays > 0) {
    let end = startDate;
    let worked = isWorkingDay(end) ? 1 : 0;
    while (worked < durationInDays) {
      end = addDays(end, 1);
      if (isWorkingDay(end)) worked += 1;
    }
    return end;
  }
  const weeks = Math.ceil(durationInDays / Math.max(1, workingTime));
  let end = addDays(startDate, Math.max(0, weeks * 7 - 1));
  const weekday = (day: CalendarDay) => new Date(`${day}T12:00:00Z`).getUTCDay();
  while (end > startDate && (weekday(end) === 0 || weekday(end) === 6)) end = addDays(end, -1);
  return end;
}

/** Business volume of a mission: days of work at the daily rate. */
export function businessVolume(durationInDays: number | null, retribution: number | null): number {
  return (durationInDays ?? 0) * (retribution ?? 0);
}

/**
 * Hunting priority 0..100, the order of the team's matching list: the value at stake (40), how soon it
 * starts (40) and how few candidates are in play (20). Designed; see docs/decisions.md.
 */
export function huntingPriorityScore(input: {
  businessVolume: number;
  startDate: CalendarDay | null;
  today: CalendarDay;
  activeMatches: number;
}): number {
  const value = Math.min(1, input.businessVolume / 150_000) * 40;
  const days = input.startDate ? daysBetween(input.today, input.startDate) : 90;
  const urgency = days <= 0 ? 40 : Math.max(0, 1 - days / 90) * 40;
  const scarcity = Math.max(0, 1 - input.activeMatches / 5) * 20;
  return Math.round(value + urgency + scarcity);
}

/** Experience level a mission asks for, as minimum years of the freelancer. */
export function isExperienceLevel(value: string | null | undefined): value is ExperienceLevel {
  return experienceLevels.includes(value as ExperienceLevel);
}

/** What the skill rules read of a skill of the mission form (`id` is the catalogue skill's id). */
export interface MissionSkillItem {
  id: string | number;
  primary: boolean;
  yearsRequired: number | null;
}

const missionSkillLimits = { maxSkills: MISSION_SKILLS_MAX, maxPrimary: MISSION_MANDATORY_SKILLS_MAX };

/** The mission's skill order: mandatory first, then years required, most first. */
export const sortMissionSkills = <T extends MissionSkillItem>(skills: readonly T[]): T[] =>
  sortSkills(skills, 'mission');

/**
 * Adds a skill to a mission: mandatory while fewer than 2 are (and fewer than 6), nothing past 15
 * skills or for a skill already there; the list stays sorted.
 */
export function addMissionSkill<T extends MissionSkillItem>(skills: readonly T[], skill: T): T[] {
  return sortMissionSkills(addSkill(skills, skill, missionSkillLimits));
}

/** The mandatory switch of a skill is disabled once 6 skills are mandatory (except to unset one). */
export const isMandatoryToggleDisabled = (skills: readonly MissionSkillItem[], skill: MissionSkillItem): boolean =>
  isPrimaryDisabled(skills, skill, MISSION_MANDATORY_SKILLS_MAX);

/**
 * Mandatory <-> optional. The spec resets the years required "to 0" in a mission: no minimum, which
 * the form holds as empty (null). Refused (list unchanged) past 6 mandatory skills.
 */
export function toggleMissionSkillMandatory<T extends MissionSkillItem>(skills: readonly T[], id: T['id']): T[] {
  const toggled = togglePrimary(skills, id, 'mission', MISSION_MANDATORY_SKILLS_MAX);
  return sortMissionSkills(
    toggled.map((s) => (s.id === id && s.yearsRequired === 0 ? { ...s, yearsRequired: null } : s)),
  );
}

/** Sets the years a skill requires (one of the mission skill durations, or null for no minimum). */
export function setMissionSkillYears<T extends MissionSkillItem>(
  skills: readonly T[],
  id: T['id'],
  yearsRequired: number | null,
): T[] {
  return sortMissionSkills(skills.map((s) => (s.id === id ? { ...s, yearsRequired } : s)));
}

/** Statuses in which a client still edits its mission; after the team's validation, changes go through the team. */
export const clientEditableMissionStatuses: readonly MissionStatus[] = ['notFinalized', 'toApprove', 'toValidate'];
/** The team edits a mission until it is running. */
export const teamEditableMissionStatuses: readonly MissionStatus[] = [
  ...clientEditableMissionStatuses,
  'seeking',
  'quotation',
  'onGoing',
];

/**
 * How the mission form saves: a draft as it is typed (autosave), a mission already sent on an
 * explicit save (no half-typed change reaches a mission under review), any other not at all (605).
 */
export type MissionSaveMode = 'autosave' | 'explicit' | 'locked';

export function missionSaveMode(status: MissionStatus, editor: 'client' | 'team'): MissionSaveMode {
  if (status === 'notFinalized') return 'autosave';
  const editable = editor === 'team' ? teamEditableMissionStatuses : clientEditableMissionStatuses;
  return editable.includes(status) ? 'explicit' : 'locked';
}

/** The step of the form holding a field (the server names fields in its errors). */
export function stepOfField(field: string): MissionFormStep | null {
  return missionFormSteps.find((step) => (stepFields[step] as readonly string[]).includes(field)) ?? null;
}
