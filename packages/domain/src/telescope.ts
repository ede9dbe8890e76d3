/*
 * Telescope, the team's freelancer search: the filters, their bounds and the geometry of the
 * location filter. The API checks every filter with `telescopeFiltersError`; the web app builds the
 * same shape from its form and its URL.
 */
import { isCalendarDay } from './calendar-day';
import { isOneOf, type Workplace } from './enums';
import { type FreelanceStatus, freelanceStatuses } from './freelance-status';
import { freelanceQualifications } from './qualification';
import { type Bounds, FREELANCE_SKILL_DURATION_YEARS } from './validators';

/** `all`: every requested skill is required; `any`: at least one. */
export const telescopeSkillModes = ['all', 'any'] as const;
export type TelescopeSkillMode = (typeof telescopeSkillModes)[number];

/** Workplaces a search may ask for; a freelancer who said "no preference" (none) fits each of them. */
export const telescopeWorkplaces = ['onSite', 'remote', 'partialRemote'] as const satisfies readonly Workplace[];
export type TelescopeWorkplace = (typeof telescopeWorkplaces)[number];

/** Qualifications a search may ask for: the team's verdicts, and `notAssessed` for freelancers with none yet. */
export const telescopeQualifications = [...freelanceQualifications, 'notAssessed'] as const;
export type TelescopeQualification = (typeof telescopeQualifications)[number];

/** Statuses searched when the search names none: banned and out-of-scope freelancers are left out. */
export const defaultTelescopeStatuses: readonly FreelanceStatus[] = ['new', 'validated'];

export const TELESCOPE_TEXT_MAX_LENGTH = 200;
export const TELESCOPE_MAX_SKILLS = 20;
/** Minimum years asked on a skill: 0 (having it is enough) up to a freelancer's maximum, 25. */
export const TELESCOPE_MIN_YEARS = { min: 0, max: FREELANCE_SKILL_DURATION_YEARS.max } as const satisfies Bounds;
export const TELESCOPE_RADIUS_KM = { min: 1, max: 1000 } as const satisfies Bounds;
export const TELESCOPE_MAX_RETRIBUTION = { min: 1, max: 10_000 } as const satisfies Bounds;
export const TELESCOPE_PROFILE_SCORE = { min: 0, max: 100 } as const satisfies Bounds;
/** Radius proposed when a place is chosen. */
export const DEFAULT_TELESCOPE_RADIUS_KM = 50;
/** A saved search's name: 1 to 80 characters once trimmed. */
export const FREELANCE_SEARCH_NAME_LENGTH = { min: 1, max: 80 } as const satisfies Bounds;

export interface TelescopeSkillFilter {
  skillId: string;
  /** Years of practice at least; null or 0 when having the skill is enough. */
  minYears?: number | null;
}

export interface TelescopeLocationFilter {
  latitude: number;
  longitude: number;
  radiusKm: number;
  /** The place as the team member chose it (a city), to show it again. */
  label?: string | null;
}

/** The filters of a search, as the API receives them and as a saved search keeps them. */
export interface TelescopeFilters {
  text?: string | null;
  skills?: TelescopeSkillFilter[] | null;
  skillMode?: TelescopeSkillMode | null;
  /** Available now, or with an availability date on or before this day. */
  availableBy?: string | null;
  /** Daily rate at most, in euros. */
  maxRetribution?: number | null;
  location?: TelescopeLocationFilter | null;
  workplace?: TelescopeWorkplace | null;
  statuses?: FreelanceStatus[] | null;
  minProfileScore?: number | null;
  /** The team's qualification verdicts kept (any of them); none: every freelancer, assessed or not. */
  qualifications?: TelescopeQualification[] | null;
  /** Leaves out the freelancers already in the running for this mission. */
  excludeMissionId?: string | null;
}

export const telescopeFilterKeys = [
  'text',
  'skills',
  'skillMode',
  'availableBy',
  'maxRetribution',
  'location',
  'workplace',
  'statuses',
  'minProfileScore',
  'qualifications',
  'excludeMissionId',
] as const satisfies readonly (keyof TelescopeFilters)[];

const isIntegerIn = (value: unknown, bounds: Bounds) =>
  typeof value === 'number' && Number.isInteger(value) && value >= bounds.min && value <= bounds.max;
const isNumberIn = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
const isId = (value: unknown) =>
  (typeof value === 'string' || typeof value === 'number') && /^\d{1,9}$/.test(String(value));
const isSet = (value: unknown) => value !== null && value !== undefined;

function skillsError(skills: unknown): string | null {
  if (!Array.isArray(skills) || skills.length > TELESCOPE_MAX_SKILLS) return 'skills';
  const seen = new Set<string>();
  for (const skill of skills) {
    if (typeof skill !== 'object' || skill === null) return 'skills';
    const { skillId, minYears, ...rest } = skill as Record<string, unknown>;
    if (Object.keys(rest).length || !isId(skillId) || seen.has(String(skillId))) return 'skills';
    if (isSet(minYears) && !isIntegerIn(minYears, TELESCOPE_MIN_YEARS)) return 'skills';
    seen.add(String(skillId));
  }
  return null;
}

function locationError(location: unknown): string | null {
  if (typeof location !== 'object' || location === null) return 'location';
  const { latitude, longitude, radiusKm, label, ...rest } = location as Record<string, unknown>;
  if (Object.keys(rest).length) return 'location';
  if (!isNumberIn(latitude, -90, 90) || !isNumberIn(longitude, -180, 180)) return 'location';
  if (!isIntegerIn(radiusKm, TELESCOPE_RADIUS_KM)) return 'location';
  if (isSet(label) && (typeof label !== 'string' || label.length > TELESCOPE_TEXT_MAX_LENGTH)) return 'location';
  return null;
}

/**
 * The first filter that breaks its rule (its key; `filters` for an unknown key or a value that is
 * not an object), or null when every filter is valid. Absent and null filters are valid.
 */
export function telescopeFiltersError(filters: unknown): string | null {
  if (typeof filters !== 'object' || filters === null || Array.isArray(filters)) return 'filters';
  const f = filters as Record<string, unknown>;
  if (Object.keys(f).some((key) => !isOneOf(telescopeFilterKeys, key))) return 'filters';
  if (isSet(f.text) && (typeof f.text !== 'string' || f.text.length > TELESCOPE_TEXT_MAX_LENGTH)) return 'text';
  if (isSet(f.skills) && skillsError(f.skills)) return 'skills';
  if (isSet(f.skillMode) && !isOneOf(telescopeSkillModes, f.skillMode)) return 'skillMode';
  if (isSet(f.availableBy) && !isCalendarDay(f.availableBy)) return 'availableBy';
  if (isSet(f.maxRetribution) && !isIntegerIn(f.maxRetribution, TELESCOPE_MAX_RETRIBUTION)) return 'maxRetribution';
  if (isSet(f.location) && locationError(f.location)) return 'location';
  if (isSet(f.workplace) && !isOneOf(telescopeWorkplaces, f.workplace)) return 'workplace';
  if (
    isSet(f.statuses) &&
    (!Array.isArray(f.statuses) || !f.statuses.every((status) => isOneOf(freelanceStatuses, status)))
  )
    return 'statuses';
  if (isSet(f.minProfileScore) && !isIntegerIn(f.minProfileScore, TELESCOPE_PROFILE_SCORE)) return 'minProfileScore';
  if (
    isSet(f.qualifications) &&
    (!Array.isArray(f.qualifications) || !f.qualifications.every((value) => isOneOf(telescopeQualifications, value)))
  )
    return 'qualifications';
  if (isSet(f.excludeMissionId) && !isId(f.excludeMissionId)) return 'excludeMissionId';
  return null;
}

/**
 * The filters reduced to what they say: trimmed text, no empty value, ids as strings, skills
 * without a minimum lose it, statuses and qualifications sorted and without duplicates. Call on valid filters only.
 */
export function normalizeTelescopeFilters(filters: TelescopeFilters): TelescopeFilters {
  const out: TelescopeFilters = {};
  const text = filters.text?.trim();
  if (text) out.text = text;
  if (filters.skills?.length) {
    out.skills = filters.skills.map((skill) =>
      skill.minYears
        ? { skillId: String(skill.skillId), minYears: skill.minYears }
        : { skillId: String(skill.skillId) },
    );
    if (filters.skillMode === 'any') out.skillMode = 'any';
  }
  if (filters.availableBy) out.availableBy = filters.availableBy;
  if (isSet(filters.maxRetribution)) out.maxRetribution = filters.maxRetribution;
  if (filters.location) {
    const { latitude, longitude, radiusKm, label } = filters.location;
    out.location = label?.trim()
      ? { latitude, longitude, radiusKm, label: label.trim() }
      : { latitude, longitude, radiusKm };
  }
  if (filters.workplace) out.workplace = filters.workplace;
  if (filters.statuses?.length) out.statuses = freelanceStatuses.filter((status) => filters.statuses?.includes(status));
  if (filters.minProfileScore) out.minProfileScore = filters.minProfileScore;
  if (filters.qualifications?.length)
    out.qualifications = telescopeQualifications.filter((value) => filters.qualifications?.includes(value));
  if (isSet(filters.excludeMissionId)) out.excludeMissionId = String(filters.excludeMissionId);
  return out;
}

/** The statuses a search looks at: the ones it names, or the default (not banned, not out of scope). */
export function telescopeStatusesOf(filters: TelescopeFilters): readonly FreelanceStatus[] {
  return filters.statuses?.length ? filters.statuses : defaultTelescopeStatuses;
}

/** A saved search's name is 1 to 80 characters once trimmed. */
export function isValidFreelanceSearchName(name: string | null | undefined): boolean {
  const length = [...(name?.trim() ?? '')].length;
  return length >= FREELANCE_SEARCH_NAME_LENGTH.min && length <= FREELANCE_SEARCH_NAME_LENGTH.max;
}

const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE_OF_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km between two points (haversine formula), as the API computes it in SQL. */
export function haversineKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/**
 * A latitude/longitude box that holds every point within `radiusKm` of the centre: a cheap first
 * filter before the exact distance. Near a pole, or when the box would cross the antimeridian, it
 * spans every longitude.
 */
export function boundingBox(centre: { latitude: number; longitude: number }, radiusKm: number): BoundingBox {
  const latitudeDelta = radiusKm / KM_PER_DEGREE_OF_LATITUDE;
  const minLatitude = Math.max(-90, centre.latitude - latitudeDelta);
  const maxLatitude = Math.min(90, centre.latitude + latitudeDelta);
  const widest = Math.max(Math.abs(minLatitude), Math.abs(maxLatitude));
  const cosine = Math.cos(radians(widest));
  const longitudeDelta = cosine > 1e-6 ? latitudeDelta / cosine : 360;
  if (longitudeDelta >= 180 || centre.longitude - longitudeDelta < -180 || centre.longitude + longitudeDelta > 180)
    return { minLatitude, maxLatitude, minLongitude: -180, maxLongitude: 180 };
  return {
    minLatitude,
    maxLatitude,
    minLongitude: centre.longitude - longitudeDelta,
    maxLongitude: centre.longitude + longitudeDelta,
  };
}
