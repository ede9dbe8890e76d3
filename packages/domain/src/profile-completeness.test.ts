import { describe, expect, it } from 'vitest';
import { type ProfileForCompleteness, profileCompletenessOf } from './profile-completeness';

const complete: ProfileForCompleteness = {
  tagline: 'Data engineer Spark et Airflow',
  biography: '<p>Dix ans de pipelines de données.</p>',
  pictureUrl: '/files/picture.png',
  preferences: {
    prefWorkplace: 'remote',
    prefContract: 'fullTime',
    prefEnvironment: 'none',
    prefTime: 'long',
    prefMobility: 'country',
  },
  experienceCount: 2,
  skills: [{ primary: false }, { primary: true }],
};
const doneOf = (profile: ProfileForCompleteness) =>
  Object.fromEntries(profileCompletenessOf(profile).items.map((item) => [item.element, item.done]));

describe('profileCompletenessOf', () => {
  it('scores a complete profile 100', () => {
    const result = profileCompletenessOf(complete);
    expect(result.score).toBe(100);
    expect(result.items.map((item) => item.element)).toEqual([
      'tagline',
      'biography',
      'picture',
      'missionPreferences',
      'experiences',
      'topSkill',
    ]);
  });
  it('scores an empty profile 0', () => {
    expect(profileCompletenessOf({}).score).toBe(0);
    expect(profileCompletenessOf({}).items.every((item) => !item.done)).toBe(true);
  });
  it('weighs each element equally, rounded', () => {
    expect(profileCompletenessOf({ tagline: 'x' }).score).toBe(17);
    expect(profileCompletenessOf({ ...complete, pictureUrl: null }).score).toBe(83);
    expect(profileCompletenessOf({ ...complete, pictureUrl: null, tagline: ' ', skills: [] }).score).toBe(50);
  });
  it('needs more than one experience', () => {
    expect(doneOf({ ...complete, experienceCount: 1 }).experiences).toBe(false);
    expect(doneOf({ ...complete, experienceCount: 2 }).experiences).toBe(true);
  });
  it('needs one primary skill', () => {
    expect(doneOf({ ...complete, skills: [{ primary: false }] }).topSkill).toBe(false);
    expect(doneOf({ ...complete, skills: [{ primary: true }] }).topSkill).toBe(true);
  });
  it('does not count an empty rich-text biography', () => {
    expect(doneOf({ ...complete, biography: '<p>&nbsp;</p><br>' }).biography).toBe(false);
    expect(doneOf({ ...complete, biography: '<p>x</p>' }).biography).toBe(true);
  });
  it('needs every mission preference, none being a choice', () => {
    const missing = { ...complete, preferences: { ...complete.preferences, prefMobility: null } };
    expect(doneOf(missing).missionPreferences).toBe(false);
    expect(doneOf(complete).missionPreferences).toBe(true);
  });
});
