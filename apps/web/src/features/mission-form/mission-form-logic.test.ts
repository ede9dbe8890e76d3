import { afterEach, describe, expect, it } from 'vitest';
import {
  clearDraft,
  DRAFT_MAX_AGE_MS,
  draftStorageKey,
  readDraft,
  restorableDraft,
  writeDraft,
} from './mission-draft-storage';
import { missionFormResolver, missionStepErrors, submissionCheck } from './mission-form-resolver';
import {
  draftInput,
  emptyMissionForm,
  formValuesOfMission,
  inputKey,
  type MissionFormFields,
  toMissionInput,
} from './mission-form-values';

const today = '2026-03-10';
const form = (patch: Partial<MissionFormFields> = {}): MissionFormFields => ({ ...emptyMissionForm(), ...patch });
const complete = form({
  startDate: '2026-04-01',
  maxWeeksAfterStart: 2,
  durationInDays: 60,
  workingTime: 5,
  skills: [{ id: '7', name: 'Python', primary: true, yearsRequired: 3 }],
  experienceLevel: 'senior',
  title: 'Data engineer',
  category: 'data',
  description: 'Pipelines',
  retribution: 600,
  workplace: 'remote',
});

describe('resolver on the domain rules', () => {
  it('checks the fields of the current step only', () => {
    const values = form({ durationInDays: 721, retribution: 150 });
    expect(missionStepErrors(values, { today, complete: false, step: 'timing' })).toEqual({
      durationInDays: 'durationRange',
    });
    expect(missionStepErrors(values, { today, complete: false, step: 'details' })).toEqual({
      retribution: 'retributionRange',
    });
  });

  it('checks every step on the overview, empty required fields once complete', () => {
    const errors = missionStepErrors(form(), { today, complete: true, step: 'overview' });
    expect(errors).toMatchObject({ startDate: 'required', skills: 'skillsRequired', title: 'required' });
    expect(missionStepErrors(form(), { today, complete: false, step: 'overview' })).toEqual({});
  });

  it('gives react-hook-form message ids, or the values when all is well', async () => {
    const bad = await missionFormResolver(
      form({ retribution: 2501 }),
      { today, complete: false, step: 'details' },
      {
        fields: {},
        shouldUseNativeValidation: false,
      },
    );
    expect(bad.errors).toEqual({
      retribution: { type: 'retributionRange', message: 'missionForm.error.retributionRange' },
    });
    const good = await missionFormResolver(
      complete,
      { today, complete: true, step: 'overview' },
      {
        fields: {},
        shouldUseNativeValidation: false,
      },
    );
    expect(good).toEqual({ values: complete, errors: {} });
  });

  it('sends a refused submission to the first step holding an error', () => {
    expect(submissionCheck(complete, today).step).toBeNull();
    expect(submissionCheck({ ...complete, skills: [{ ...complete.skills[0]!, primary: false }] }, today).step).toBe(
      'skills',
    );
    expect(submissionCheck({ ...complete, workplace: 'onSite' }, today)).toMatchObject({
      step: 'details',
      errors: { location: 'workplaceAddressRequired' },
    });
    expect(submissionCheck({ ...complete, startDate: '2026-03-09', title: '' }, today).step).toBe('timing');
  });
});

describe('what a save sends', () => {
  it('turns empty strings into null and keeps only the address fields', () => {
    const input = toMissionInput(
      form({
        title: '  ',
        description: '',
        location: {
          street: '1 rue X',
          city: 'Lyon',
          zipCode: '69001',
          countryIso: 'FR',
          point: { latitude: 45.76, longitude: 4.83, __typename: 'GeoPoint' } as never,
          __typename: 'Address',
        } as never,
      }),
    );
    expect(input.title).toBeNull();
    expect(input.description).toBeNull();
    expect(input.location).toEqual({
      street: '1 rue X',
      zipCode: '69001',
      city: 'Lyon',
      state: null,
      countryIso: 'FR',
      point: { latitude: 45.76, longitude: 4.83 },
    });
  });

  it('leaves out of a draft save the fields still wrong, and says so', () => {
    const { input, partial } = draftInput(form({ title: 'Titre', retribution: 150, durationInDays: 20 }), today);
    expect(partial).toBe(true);
    expect(input).not.toHaveProperty('retribution');
    expect(input).toMatchObject({ title: 'Titre', durationInDays: 20 });
    expect(draftInput(form({ title: 'Titre' }), today).partial).toBe(false);
  });

  it('reads a mission of the API back into the same values', () => {
    const input = toMissionInput(complete);
    const values = formValuesOfMission({
      ...input,
      title: input.title,
      description: input.description,
      location: null,
      skills: [{ skill: { id: '7' }, name: 'Python', primary: true, yearsRequired: 3 }],
    });
    expect(inputKey(toMissionInput(values))).toBe(inputKey(input));
  });
});

describe('draft kept in local storage', () => {
  const key = draftStorageKey({ userId: '3', missionId: null });
  afterEach(() => localStorage.clear());

  it('keeps the typed values until cleared, one entry per user and mission', () => {
    expect(key).toBe('orbite.missionDraft.3.new-own');
    expect(draftStorageKey({ userId: '3', missionId: '12' })).toBe('orbite.missionDraft.3.12');
    writeDraft(key, { values: form({ title: 'En cours' }), version: null });
    expect(readDraft(key)?.values.title).toBe('En cours');
    clearDraft(key);
    expect(readDraft(key)).toBeNull();
  });

  it('forgets old or broken entries', () => {
    writeDraft(key, { values: form({ title: 'Vieux' }), version: null }, Date.now() - DRAFT_MAX_AGE_MS - 1);
    expect(readDraft(key)).toBeNull();
    localStorage.setItem(key, '{pas du json');
    expect(readDraft(key)).toBeNull();
  });

  it('restores values typed on the version the server still has, only when they differ', () => {
    const server = form({ title: 'Serveur' });
    const stored = { values: form({ title: 'Local' }), version: 4, savedAt: Date.now() };
    expect(restorableDraft(stored, 4, server)?.title).toBe('Local');
    expect(restorableDraft(stored, 5, server)).toBeNull();
    expect(restorableDraft({ ...stored, values: server }, 4, server)).toBeNull();
  });
});
