import { describe, expect, it } from 'vitest';
import {
  addSkill,
  hasReachedMaxSkills,
  isPrimaryDisabled,
  isWithinMaxSkills,
  type SkillItem,
  sortSkills,
  togglePrimary,
  topSkillsByDuration,
  yearsToMonths,
} from './skills';

const skill = (id: number, primary = false, duration: number | null = null, yearsRequired: number | null = null) => ({
  id,
  primary,
  duration,
  yearsRequired,
});
const ids = (skills: readonly SkillItem[]) => skills.map((s) => s.id);

describe('addSkill', () => {
  it('makes the skill primary while fewer than 2 are primary', () => {
    const first = addSkill([], skill(1));
    expect(first[0]?.primary).toBe(true);
    const second = addSkill(first, skill(2));
    expect(second[1]?.primary).toBe(true);
    const third = addSkill(second, skill(3, true));
    expect(third[2]?.primary).toBe(false);
  });
  it('counts primary skills, not skills', () => {
    const list = [skill(1), skill(2), skill(3, true)];
    expect(addSkill(list, skill(4))[3]?.primary).toBe(true);
  });
  it('respects a primary maximum below 2', () => {
    expect(addSkill([skill(1, true)], skill(2), { maxPrimary: 1 })[1]?.primary).toBe(false);
  });
  it('ignores a duplicate and a full list', () => {
    expect(ids(addSkill([skill(1)], skill(1)))).toEqual([1]);
    expect(ids(addSkill([skill(1), skill(2)], skill(3), { maxSkills: 2 }))).toEqual([1, 2]);
    expect(ids(addSkill([skill(1)], skill(3), { maxSkills: 2 }))).toEqual([1, 3]);
  });
});

describe('maximums', () => {
  it('reaches the maximum count exactly at the maximum', () => {
    expect(hasReachedMaxSkills([skill(1)], 2)).toBe(false);
    expect(hasReachedMaxSkills([skill(1), skill(2)], 2)).toBe(true);
    expect(hasReachedMaxSkills([skill(1), skill(2)], null)).toBe(false);
  });
  it('lets the API accept up to the maximums, not one more', () => {
    expect(isWithinMaxSkills([skill(1), skill(2)], { maxSkills: 2 })).toBe(true);
    expect(isWithinMaxSkills([skill(1), skill(2), skill(3)], { maxSkills: 2 })).toBe(false);
    expect(isWithinMaxSkills([skill(1, true), skill(2, true)], { maxPrimary: 2 })).toBe(true);
    expect(isWithinMaxSkills([skill(1, true), skill(2, true), skill(3, true)], { maxPrimary: 2 })).toBe(false);
    expect(isWithinMaxSkills([skill(1, true), skill(2, true), skill(3, true)])).toBe(true);
  });
  it('disables primary on non-primary skills once the primary maximum is reached', () => {
    const list = [skill(1, true), skill(2)];
    expect(isPrimaryDisabled(list, skill(2), 1)).toBe(true);
    expect(isPrimaryDisabled(list, skill(1, true), 1)).toBe(false);
    expect(isPrimaryDisabled(list, skill(2), 2)).toBe(false);
    expect(isPrimaryDisabled(list, skill(2), null)).toBe(false);
  });
});

describe('togglePrimary', () => {
  it('resets yearsRequired to 0 in a mission, both ways', () => {
    const list = [skill(1, false, null, 5), skill(2, true, null, 3)];
    expect(togglePrimary(list, 1, 'mission')[0]).toMatchObject({ primary: true, yearsRequired: 0 });
    expect(togglePrimary(list, 2, 'mission')[1]).toMatchObject({ primary: false, yearsRequired: 0 });
  });
  it('keeps the durations of a freelancer', () => {
    expect(togglePrimary([skill(1, false, 4)], 1, 'freelance')[0]).toMatchObject({ primary: true, duration: 4 });
  });
  it('refuses a primary over the maximum but allows removing one', () => {
    const list = [skill(1, true), skill(2)];
    expect(togglePrimary(list, 2, 'freelance', 1)[1]?.primary).toBe(false);
    expect(togglePrimary(list, 1, 'freelance', 1)[0]?.primary).toBe(false);
  });
});

describe('sortSkills', () => {
  it('puts primary first, then the longest duration', () => {
    const list = [skill(1, false, 10), skill(2, true, 1), skill(3, false, 2), skill(4, true, 5), skill(5, false, null)];
    expect(ids(sortSkills(list))).toEqual([4, 2, 1, 3, 5]);
  });
  it('sorts by yearsRequired in a mission', () => {
    const list = [skill(1, false, 9, 1), skill(2, false, 1, 7), skill(3, true, 0, 2)];
    expect(ids(sortSkills(list, 'mission'))).toEqual([3, 2, 1]);
  });
  it('keeps the order of equal skills', () => {
    expect(ids(sortSkills([skill(1, false, 3), skill(2, false, 3)]))).toEqual([1, 2]);
  });
});

describe('topSkillsByDuration', () => {
  it('keeps the 8 longest by default', () => {
    const list = Array.from({ length: 10 }, (_, i) => skill(i, false, i));
    expect(ids(topSkillsByDuration(list))).toEqual([9, 8, 7, 6, 5, 4, 3, 2]);
    expect(ids(topSkillsByDuration(list, 2))).toEqual([9, 8]);
    expect(topSkillsByDuration(list.slice(0, 3))).toHaveLength(3);
  });
});

describe('yearsToMonths', () => {
  it('shows years in months', () => {
    expect(yearsToMonths(1)).toBe(12);
    expect(yearsToMonths(0.5)).toBe(6);
    expect(yearsToMonths(25)).toBe(300);
    expect(yearsToMonths(null)).toBeNull();
  });
});
