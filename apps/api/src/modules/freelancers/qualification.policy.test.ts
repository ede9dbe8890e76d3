import { describe, expect, it } from 'vitest';
import { canQualify } from './qualification.policy';

describe('qualification policy', () => {
  it('lets the team qualify, never the freelancer, a client or a visitor', () => {
    expect(canQualify({ role: 'teamMember', freelanceId: null })).toBe(true);
    expect(canQualify({ role: 'freelancer', freelanceId: 7 })).toBe(false);
    expect(canQualify({ role: 'corporate', freelanceId: null })).toBe(false);
    expect(canQualify({ role: null, freelanceId: null })).toBe(false);
  });
});
