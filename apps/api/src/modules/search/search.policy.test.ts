import { describe, expect, it } from 'vitest';
import { canMention, canSearchEverything, missionSearchScope } from './search.policy';

const team = { role: 'teamMember', companyId: null } as const;
const corporate = { role: 'corporate', companyId: 4 } as const;
const freelancer = { role: 'freelancer', companyId: null } as const;
const nobody = { role: null, companyId: null } as const;

describe('search policy', () => {
  it('keeps the global search to the team', () => {
    expect(canSearchEverything(team)).toBe(true);
    expect(canSearchEverything(corporate)).toBe(false);
    expect(canSearchEverything(freelancer)).toBe(false);
    expect(canSearchEverything(nobody)).toBe(false);
  });

  it('suggests mentions to the team only for now', () => {
    expect(canMention(team)).toBe(true);
    expect(canMention(corporate)).toBe(false);
    expect(canMention(freelancer)).toBe(false);
  });

  it('gives the team every mission, filtered by company when asked', () => {
    expect(missionSearchScope(team)).toEqual({});
    expect(missionSearchScope(team, [])).toEqual({});
    expect(missionSearchScope(team, [2, 3])).toEqual({ companyIds: [2, 3] });
  });

  it('gives a corporate its own company’s missions, whatever the filter asks', () => {
    expect(missionSearchScope(corporate)).toEqual({ companyIds: [4] });
    expect(missionSearchScope(corporate, [4, 5])).toEqual({ companyIds: [4] });
    expect(missionSearchScope(corporate, [5])).toEqual({ companyIds: [] });
  });

  it('refuses freelancers and signed-out callers', () => {
    expect(missionSearchScope(freelancer)).toBeNull();
    expect(missionSearchScope(nobody)).toBeNull();
    expect(missionSearchScope({ role: 'corporate', companyId: null })).toBeNull();
  });
});
