import { describe, expect, it } from 'vitest';
import { canEditProfile, canReadProfile, publicProfileView } from './profile.policy';

const owner = { role: 'freelancer' as const, freelanceId: 7 };
const other = { role: 'freelancer' as const, freelanceId: 8 };
const team = { role: 'teamMember' as const, freelanceId: null };
const client = { role: 'corporate' as const, freelanceId: null };
const nobody = { role: null, freelanceId: null };

describe('profile policy', () => {
  it('lets the owner and the team read and edit the whole profile', () => {
    expect(canReadProfile(owner, 7)).toBe(true);
    expect(canEditProfile(owner, 7)).toBe(true);
    expect(canReadProfile(team, 7)).toBe(true);
    expect(canEditProfile(team, 7)).toBe(true);
  });
  it('refuses another freelancer, clients and visitors', () => {
    for (const actor of [other, client, nobody]) {
      expect(canReadProfile(actor, 7)).toBe(false);
      expect(canEditProfile(actor, 7)).toBe(false);
    }
  });
  it('shows the public profile whole to the owner and the team, without contact to clients, anonymized to others', () => {
    expect(publicProfileView(owner, 7)).toBe('full');
    expect(publicProfileView(team, 7)).toBe('full');
    expect(publicProfileView(client, 7)).toBe('client');
    expect(publicProfileView(other, 7)).toBe('anonymous');
    expect(publicProfileView(nobody, 7)).toBe('anonymous');
  });
});
