import { type AddressValue, isEmptyAddress } from '@orbite/domain/address';
import { type MissionFormValues, missionFormErrors } from '@orbite/domain/mission';

/** A chosen skill: `id` is the catalogue skill's id, `name` is shown. */
export interface FormSkill {
  id: string;
  name: string;
  primary: boolean;
  yearsRequired: number | null;
}

/** The form's fields as the inputs hold them (numbers may be empty while typed). */
export interface MissionFormFields {
  startDate: string | null;
  maxWeeksAfterStart: number | null;
  durationInDays: number | null;
  workingTime: number | null;
  skills: FormSkill[];
  experienceLevel: string | null;
  title: string;
  category: string | null;
  description: string;
  retribution: number | null;
  workplace: string | null;
  location: AddressValue | null;
  offer: string | null;
  renewable: string | null;
  projectType: string | null;
}

export type MissionFieldName = keyof MissionFormFields;

/** What the API answers of a mission, as the form reads it. */
export interface MissionFormSource {
  startDate: string | null;
  maxWeeksAfterStart: number | null;
  durationInDays: number | null;
  workingTime: number | null;
  experienceLevel: string | null;
  title: string | null;
  category: string | null;
  description: string | null;
  retribution: number | null;
  workplace: string | null;
  offer: string | null;
  renewable: string | null;
  projectType: string | null;
  location: AddressValue | null;
  skills: { skill: { id: string }; name: string; primary: boolean; yearsRequired: number | null }[];
}

/** A new mission: offer boost (the default offer) unless another is asked, everything else empty. */
export function emptyMissionForm(offer: string = 'boost'): MissionFormFields {
  return {
    startDate: null,
    maxWeeksAfterStart: null,
    durationInDays: null,
    workingTime: null,
    skills: [],
    experienceLevel: null,
    title: '',
    category: null,
    description: '',
    retribution: null,
    workplace: null,
    location: null,
    offer,
    renewable: null,
    projectType: null,
  };
}

/** The address without Apollo's technical fields. */
function cleanAddress(address: AddressValue | null | undefined): AddressValue | null {
  if (!address || isEmptyAddress(address)) return null;
  const point = address.point;
  return {
    street: address.street ?? null,
    zipCode: address.zipCode ?? null,
    city: address.city ?? null,
    state: address.state ?? null,
    countryIso: address.countryIso ?? null,
    point:
      point && typeof point.latitude === 'number' && typeof point.longitude === 'number'
        ? { latitude: point.latitude, longitude: point.longitude }
        : null,
  };
}

export function formValuesOfMission(mission: MissionFormSource): MissionFormFields {
  return {
    startDate: mission.startDate,
    maxWeeksAfterStart: mission.maxWeeksAfterStart,
    durationInDays: mission.durationInDays,
    workingTime: mission.workingTime,
    skills: mission.skills.map((s) => ({
      id: s.skill.id,
      name: s.name,
      primary: s.primary,
      yearsRequired: s.yearsRequired,
    })),
    experienceLevel: mission.experienceLevel,
    title: mission.title ?? '',
    category: mission.category,
    description: mission.description ?? '',
    retribution: mission.retribution,
    workplace: mission.workplace,
    location: cleanAddress(mission.location),
    offer: mission.offer,
    renewable: mission.renewable,
    projectType: mission.projectType,
  };
}

/** A number input's value: '' or a non-number is empty. */
const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const textOrNull = (value: string | null | undefined): string | null => value?.trim() || null;

/** The values the domain's rules read. */
export function toDomainValues(values: MissionFormFields): MissionFormValues {
  return {
    ...values,
    maxWeeksAfterStart: numberOrNull(values.maxWeeksAfterStart),
    durationInDays: numberOrNull(values.durationInDays),
    workingTime: numberOrNull(values.workingTime),
    retribution: numberOrNull(values.retribution),
    skills: values.skills.map((s) => ({ skillId: Number(s.id), primary: s.primary, yearsRequired: s.yearsRequired })),
    location: cleanAddress(values.location),
  };
}

/** The MissionInput of the API: empty strings become null, technical fields are dropped (spec 002). */
export interface MissionInput {
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
  offer?: string | null;
  renewable?: string | null;
  projectType?: string | null;
  location?: AddressValue | null;
  skills?: { skillId: string; primary: boolean; yearsRequired: number | null }[];
}

export function toMissionInput(values: MissionFormFields): Required<MissionInput> {
  return {
    title: textOrNull(values.title),
    description: textOrNull(values.description),
    category: values.category || null,
    startDate: values.startDate || null,
    maxWeeksAfterStart: numberOrNull(values.maxWeeksAfterStart),
    durationInDays: numberOrNull(values.durationInDays),
    workingTime: numberOrNull(values.workingTime),
    retribution: numberOrNull(values.retribution),
    experienceLevel: values.experienceLevel || null,
    workplace: values.workplace || null,
    offer: values.offer || null,
    renewable: values.renewable || null,
    projectType: values.projectType || null,
    location: cleanAddress(values.location),
    skills: values.skills.map((s) => ({ skillId: s.id, primary: s.primary, yearsRequired: s.yearsRequired })),
  };
}

/**
 * What a draft save sends: every field the draft rules accept. A field still wrong (a rate of 150
 * being typed) is left out, so that the rest is kept; `partial` tells that something was left out.
 */
export function draftInput(values: MissionFormFields, today: string): { input: MissionInput; partial: boolean } {
  const input: MissionInput = toMissionInput(values);
  const errors = missionFormErrors(toDomainValues(values), { today, complete: false });
  for (const field of Object.keys(errors)) delete input[field as keyof MissionInput];
  return { input, partial: Object.keys(errors).length > 0 };
}

/** The text of an input (its keys always come in the same order), to tell whether something changed since the last save. */
export const inputKey = (input: MissionInput): string => JSON.stringify(input);
