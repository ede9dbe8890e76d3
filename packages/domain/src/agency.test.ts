import { describe, expect, it } from 'vitest';
import { agencyStateOf } from './agency';

const today = '2026-11-30';
const free = { missionEndDate: null, isAvailable: true, availabilityDate: null };

describe('agency states', () => {
  it('puts a freelancer on a mission ending within 30 days first: time to find the next one', () => {
    expect(agencyStateOf({ ...free, missionEndDate: '2026-12-30' }, today)).toBe('endingSoon');
    expect(agencyStateOf({ ...free, missionEndDate: '2026-12-31' }, today)).toBe('onMission');
  });

  it('says free when available, or when the date of availability has come', () => {
    expect(agencyStateOf(free, today)).toBe('available');
    expect(agencyStateOf({ ...free, isAvailable: false, availabilityDate: '2026-11-30' }, today)).toBe('available');
  });

  it('says free soon within 30 days, unavailable beyond or without a date', () => {
    expect(agencyStateOf({ ...free, isAvailable: false, availabilityDate: '2026-12-30' }, today)).toBe('availableSoon');
    expect(agencyStateOf({ ...free, isAvailable: false, availabilityDate: '2027-01-15' }, today)).toBe('unavailable');
    expect(agencyStateOf({ ...free, isAvailable: false }, today)).toBe('unavailable');
  });
});
