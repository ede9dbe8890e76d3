import { describe, expect, it } from 'vitest';
import {
  addMissionSkill,
  applicationGoesToClient,
  canBePresentedToClient,
  estimatedEndDate,
  firstStepWithError,
  isMandatoryToggleDisabled,
  MISSION_MANDATORY_SKILLS_MAX,
  MISSION_SKILLS_MAX,
  type MissionFormValues,
  missionFieldError,
  missionFormErrors,
  missionSaveMode,
  setMissionSkillYears,
  stepOfField,
  toggleMissionSkillMandatory,
} from './mission';

const today = '2026-03-10';
const draft = { today, complete: false };
const complete = { today, complete: true };

const paris = { street: '1 rue de Rivoli', zipCode: '75001', city: 'Paris', countryIso: 'FR' };
const valid: MissionFormValues = {
  title: 'Data engineer Spark',
  description: 'Pipelines de données.',
  category: 'data',
  startDate: '2026-04-01',
  maxWeeksAfterStart: 2,
  durationInDays: 60,
  workingTime: 5,
  retribution: 600,
  experienceLevel: 'senior',
  workplace: 'onSite',
  location: { ...paris, point: { latitude: 48.86, longitude: 2.34 } },
  skills: [{ skillId: 1, primary: true, yearsRequired: 3 }],
};

const errorOf = (field: keyof MissionFormValues, patch: MissionFormValues, options = draft) =>
  missionFieldError(field, { ...valid, ...patch }, options);

describe('mission form rules', () => {
  it('accepts a complete mission', () => {
    expect(missionFormErrors(valid, complete)).toEqual({});
  });

  it.each([
    ['retribution', 199, 'retributionRange'],
    ['retribution', 200, null],
    ['retribution', 2500, null],
    ['retribution', 2501, 'retributionRange'],
    ['durationInDays', 0, 'durationRange'],
    ['durationInDays', 1, null],
    ['durationInDays', 720, null],
    ['durationInDays', 721, 'durationRange'],
    ['maxWeeksAfterStart', -1, 'maxWeeksRange'],
    ['maxWeeksAfterStart', 0, null],
    ['maxWeeksAfterStart', 16, null],
    ['maxWeeksAfterStart', 17, 'maxWeeksRange'],
    ['workingTime', 0, 'workingTimeRange'],
    ['workingTime', 1, null],
    ['workingTime', 5, null],
    ['workingTime', 6, 'workingTimeRange'],
  ] as const)('%s %d gives %s', (field, value, expected) => {
    expect(errorOf(field, { [field]: value })).toBe(expected);
  });

  it('refuses a start date in the past, accepts today', () => {
    expect(errorOf('startDate', { startDate: '2026-03-09' })).toBe('startDatePast');
    expect(errorOf('startDate', { startDate: today })).toBeNull();
  });

  it('asks for required fields only when complete', () => {
    expect(errorOf('title', { title: '  ' }, draft)).toBeNull();
    expect(errorOf('title', { title: '  ' }, complete)).toBe('required');
    expect(errorOf('title', { title: 'x'.repeat(121) })).toBe('titleTooLong');
  });

  it('needs one mandatory skill at submission, with years among the allowed durations', () => {
    expect(errorOf('skills', { skills: [] }, complete)).toBe('skillsRequired');
    expect(errorOf('skills', { skills: [{ skillId: 1, primary: false, yearsRequired: null }] }, draft)).toBeNull();
    expect(errorOf('skills', { skills: [{ skillId: 1, primary: false, yearsRequired: null }] }, complete)).toBe(
      'mandatorySkillRequired',
    );
    expect(errorOf('skills', { skills: [{ skillId: 1, primary: true, yearsRequired: 6 }] })).toBe('skillDuration');
    expect(errorOf('skills', { skills: [{ skillId: 1, primary: true, yearsRequired: 7 }] })).toBeNull();
  });

  it('limits the list to 15 skills and 6 mandatory ones', () => {
    const many = (count: number, primary: number) =>
      Array.from({ length: count }, (_, i) => ({ skillId: i + 1, primary: i < primary, yearsRequired: null }));
    expect(errorOf('skills', { skills: many(MISSION_SKILLS_MAX, 1) })).toBeNull();
    expect(errorOf('skills', { skills: many(MISSION_SKILLS_MAX + 1, 1) })).toBe('tooManySkills');
    expect(errorOf('skills', { skills: many(7, MISSION_MANDATORY_SKILLS_MAX) })).toBeNull();
    expect(errorOf('skills', { skills: many(7, MISSION_MANDATORY_SKILLS_MAX + 1) })).toBe('tooManyMandatorySkills');
  });
});

describe('workplace address', () => {
  it('is required at submission unless the workplace is remote', () => {
    expect(errorOf('location', { location: null }, complete)).toBe('workplaceAddressRequired');
    expect(errorOf('location', { location: null, workplace: 'partialRemote' }, complete)).toBe(
      'workplaceAddressRequired',
    );
    expect(errorOf('location', { location: null, workplace: 'remote' }, complete)).toBeNull();
    expect(errorOf('location', { location: null }, draft)).toBeNull();
  });

  it('takes a suggestion with a point, or a typed address naming a city', () => {
    expect(errorOf('location', { location: { ...paris, point: null } }, complete)).toBeNull();
    expect(errorOf('location', { location: { street: '1 rue de Rivoli', countryIso: 'FR' } })).toBe('invalidAddress');
    expect(errorOf('location', { location: { ...paris, point: { latitude: 0, longitude: 0 } } })).toBe(
      'invalidAddress',
    );
  });

  it('is a field of the details step', () => {
    expect(stepOfField('location')).toBe('details');
    expect(firstStepWithError(missionFormErrors({ ...valid, location: null }, complete))).toBe('details');
  });
});

describe('steps', () => {
  it('sends the user to the first step holding an error', () => {
    const errors = missionFormErrors({ ...valid, retribution: 100, durationInDays: 0 }, complete);
    expect(firstStepWithError(errors)).toBe('timing');
    expect(firstStepWithError({})).toBeNull();
  });

  it('checks only the fields of one step when asked', () => {
    const values = { ...valid, retribution: 100, durationInDays: 0 };
    expect(Object.keys(missionFormErrors(values, { ...draft, step: 'details' }))).toEqual(['retribution']);
    expect(stepOfField('skills')).toBe('skills');
    expect(stepOfField('nope')).toBeNull();
  });

  it('estimates the end date from the rhythm, on the last weekday of the last week', () => {
    // Monday 2 March 2026: two weeks of five days end on Friday 13, five weeks of two days on Friday 3 April.
    expect(estimatedEndDate('2026-03-02', 10, 5)).toBe('2026-03-13');
    expect(estimatedEndDate('2026-03-02', 10, 2)).toBe('2026-04-03');
    // From a Wednesday, the week ends on the Tuesday after.
    expect(estimatedEndDate('2026-03-04', 5, 5)).toBe('2026-03-10');
    expect(estimatedEndDate('2026-03-02', 1, 1)).toBe('2026-03-06');
  });

  it('leaves public holidays out of a full-time mission’s days, as its work log does', () => {
    // From Monday 2 November 2026, ten days of work: Wednesday 11 November is not one, the tenth is Monday 16.
    expect(estimatedEndDate('2026-11-02', 10, 5)).toBe('2026-11-16');
    // 90 days from Monday 4 January 2027 cross Easter Monday and Ascension (1 and 8 May are Saturdays): Tuesday
    // 11 May, not Friday 7.
    expect(estimatedEndDate('2027-01-04', 90, 5)).toBe('2027-05-11');
    // Starting on a holiday (1 January), the first day of work is the next one.
    expect(estimatedEndDate('2027-01-01', 1, 5)).toBe('2027-01-04');
  });
});

describe('mission skill list', () => {
  const skill = (id: number, primary = false, yearsRequired: number | null = null) => ({ id, primary, yearsRequired });

  it('makes an added skill mandatory while fewer than 2 are', () => {
    let list = addMissionSkill([], skill(1));
    list = addMissionSkill(list, skill(2));
    list = addMissionSkill(list, skill(3));
    expect(list.map((s) => [s.id, s.primary])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
  });

  it('sorts mandatory first, then years required descending', () => {
    const list = setMissionSkillYears([skill(1, true, 2), skill(2, true, null), skill(3, false, 15)], 2, 10);
    expect(list.map((s) => s.id)).toEqual([2, 1, 3]);
  });

  it('resets the years to empty when the mandatory flag is toggled', () => {
    const list = toggleMissionSkillMandatory([skill(1, true, 5), skill(2, false, 3)], 2);
    expect(list.find((s) => s.id === 2)).toEqual({ id: 2, primary: true, yearsRequired: null });
  });

  it('disables the mandatory switch at 6 mandatory skills', () => {
    const list = [...Array.from({ length: 6 }, (_, i) => skill(i + 1, true)), skill(7)];
    expect(isMandatoryToggleDisabled(list, list[6]!)).toBe(true);
    expect(isMandatoryToggleDisabled(list, list[0]!)).toBe(false);
    expect(toggleMissionSkillMandatory(list, 7).filter((s) => s.primary)).toHaveLength(6);
  });

  it('adds nothing past 15 skills', () => {
    const full = Array.from({ length: MISSION_SKILLS_MAX }, (_, i) => skill(i + 1));
    expect(addMissionSkill(full, skill(99))).toHaveLength(MISSION_SKILLS_MAX);
  });
});

describe('save mode', () => {
  it('autosaves a draft, saves a mission under review explicitly, locks the others for a client', () => {
    expect(missionSaveMode('notFinalized', 'client')).toBe('autosave');
    expect(missionSaveMode('toValidate', 'client')).toBe('explicit');
    expect(missionSaveMode('toApprove', 'client')).toBe('explicit');
    expect(missionSaveMode('seeking', 'client')).toBe('locked');
    expect(missionSaveMode('seeking', 'team')).toBe('explicit');
    expect(missionSaveMode('refused', 'team')).toBe('locked');
  });
});

describe('offers', () => {
  it('sends a qualified freelancer’s application on a Connect mission straight to the client, and only that', () => {
    expect(applicationGoesToClient('connect', 'validated')).toBe(true);
    expect(applicationGoesToClient('connect', 'new')).toBe(false);
    expect(applicationGoesToClient('connect', 'banned')).toBe(false);
    expect(applicationGoesToClient('boost', 'validated')).toBe(false);
    expect(applicationGoesToClient(null, 'validated')).toBe(false);
  });

  it('presents a validated freelancer to the client, never one the team has not qualified', () => {
    expect(canBePresentedToClient('validated')).toBe(true);
    for (const status of ['new', 'wrongScope', 'banned', null, undefined])
      expect(canBePresentedToClient(status)).toBe(false);
  });
});
