import { describe, expect, it } from 'vitest';
import { canSearchFreelances, canUseFreelanceSearch } from './telescope.policy';

const team = { role: 'teamMember', userId: 1 } as const;

describe('telescope policy', () => {
  it('lets the team search, and no one else', () => {
    expect(canSearchFreelances(team)).toBe(true);
    expect(canSearchFreelances({ role: 'freelancer', userId: 2 })).toBe(false);
    expect(canSearchFreelances({ role: 'corporate', userId: 3 })).toBe(false);
    expect(canSearchFreelances({ role: null, userId: null })).toBe(false);
  });

  it('keeps a saved search to its owner', () => {
    expect(canUseFreelanceSearch(team, { ownerUserId: 1 })).toBe(true);
    expect(canUseFreelanceSearch(team, { ownerUserId: 9 })).toBe(false);
    expect(canUseFreelanceSearch({ role: 'freelancer', userId: 1 }, { ownerUserId: 1 })).toBe(false);
  });
});
