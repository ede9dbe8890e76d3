import { describe, expect, it } from 'vitest';
import { freelanceListModeOfName, freelanceListModes } from './freelance-list';

describe('freelancers list modes', () => {
  it('are the spec’s eight, each with one API value', () => {
    expect(Object.keys(freelanceListModeOfName)).toEqual([
      'favorites',
      'all',
      'archived',
      'new',
      'on-mission',
      'pre-users',
      'users',
      'to-review',
    ]);
    expect(new Set(freelanceListModes).size).toBe(8);
    expect(freelanceListModes.every((mode) => /^[a-zA-Z]+$/.test(mode))).toBe(true);
  });
});
