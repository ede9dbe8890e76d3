import { describe, expect, it } from 'vitest';
import {
  boundingBox,
  haversineKm,
  isValidFreelanceSearchName,
  normalizeTelescopeFilters,
  telescopeFiltersError,
  telescopeStatusesOf,
} from './telescope';

const paris = { latitude: 48.8566, longitude: 2.3522 };
const lyon = { latitude: 45.764, longitude: 4.8357 };

describe('telescope filters', () => {
  it('accepts empty and complete filters', () => {
    expect(telescopeFiltersError({})).toBeNull();
    expect(
      telescopeFiltersError({
        text: 'data',
        skills: [{ skillId: '12', minYears: 3 }, { skillId: '7' }],
        skillMode: 'any',
        availableBy: '2030-01-31',
        maxRetribution: 700,
        location: { ...paris, radiusKm: 30, label: 'Paris' },
        workplace: 'remote',
        statuses: ['new', 'validated'],
        minProfileScore: 60,
        qualifications: ['qualified', 'notAssessed'],
        excludeMissionId: '4',
      }),
    ).toBeNull();
  });

  it('names the first filter that breaks its rule', () => {
    expect(telescopeFiltersError({ unknown: 1 })).toBe('filters');
    expect(telescopeFiltersError(null)).toBe('filters');
    expect(telescopeFiltersError({ text: 'x'.repeat(201) })).toBe('text');
    expect(telescopeFiltersError({ skills: [{ skillId: 'abc' }] })).toBe('skills');
    expect(telescopeFiltersError({ skills: [{ skillId: '1' }, { skillId: '1' }] })).toBe('skills');
    expect(telescopeFiltersError({ skills: [{ skillId: '1', minYears: 26 }] })).toBe('skills');
    expect(telescopeFiltersError({ skills: [{ skillId: '1', level: 2 }] })).toBe('skills');
    expect(telescopeFiltersError({ skills: Array.from({ length: 21 }, (_, i) => ({ skillId: String(i) })) })).toBe(
      'skills',
    );
    expect(telescopeFiltersError({ skillMode: 'most' })).toBe('skillMode');
    expect(telescopeFiltersError({ availableBy: '2030-02-30' })).toBe('availableBy');
    expect(telescopeFiltersError({ maxRetribution: 0 })).toBe('maxRetribution');
    expect(telescopeFiltersError({ location: { ...paris, radiusKm: 0 } })).toBe('location');
    expect(telescopeFiltersError({ location: { latitude: 91, longitude: 0, radiusKm: 10 } })).toBe('location');
    expect(telescopeFiltersError({ workplace: 'none' })).toBe('workplace');
    expect(telescopeFiltersError({ statuses: ['gone'] })).toBe('statuses');
    expect(telescopeFiltersError({ minProfileScore: 101 })).toBe('minProfileScore');
    expect(telescopeFiltersError({ qualifications: ['qualified', 'frozen'] })).toBe('qualifications');
    expect(telescopeFiltersError({ qualifications: [null] })).toBe('qualifications');
    expect(telescopeFiltersError({ qualifications: 'qualified' })).toBe('qualifications');
    expect(telescopeFiltersError({ excludeMissionId: 'x' })).toBe('excludeMissionId');
  });

  it('keeps only what the filters say', () => {
    expect(
      normalizeTelescopeFilters({
        text: '  ',
        skills: [
          { skillId: '3', minYears: 0 },
          { skillId: '4', minYears: 2 },
        ],
        skillMode: 'all',
        statuses: ['validated', 'new', 'validated'],
        minProfileScore: 0,
        location: { ...lyon, radiusKm: 20, label: ' Lyon ' },
        qualifications: ['notAssessed', 'pending', 'qualified', 'pending'],
        excludeMissionId: null,
      }),
    ).toEqual({
      skills: [{ skillId: '3' }, { skillId: '4', minYears: 2 }],
      statuses: ['new', 'validated'],
      qualifications: ['qualified', 'pending', 'notAssessed'],
      location: { ...lyon, radiusKm: 20, label: 'Lyon' },
    });
  });

  it('drops an empty list of qualifications: every freelancer, assessed or not', () => {
    expect(telescopeFiltersError({ qualifications: [] })).toBeNull();
    expect(normalizeTelescopeFilters({ qualifications: [] })).toEqual({});
  });

  it('searches new and validated freelancers unless told otherwise', () => {
    expect(telescopeStatusesOf({})).toEqual(['new', 'validated']);
    expect(telescopeStatusesOf({ statuses: ['banned'] })).toEqual(['banned']);
  });

  it('names a saved search with 1 to 80 characters', () => {
    expect(isValidFreelanceSearchName(' ')).toBe(false);
    expect(isValidFreelanceSearchName('Data Lyon')).toBe(true);
    expect(isValidFreelanceSearchName('x'.repeat(80))).toBe(true);
    expect(isValidFreelanceSearchName('x'.repeat(81))).toBe(false);
  });
});

describe('distance', () => {
  it('measures Paris to Lyon at about 392 km', () => {
    expect(haversineKm(paris, lyon)).toBeGreaterThan(390);
    expect(haversineKm(paris, lyon)).toBeLessThan(394);
    expect(haversineKm(paris, paris)).toBe(0);
  });

  it('holds every point within the radius in the bounding box', () => {
    const centres = [paris, { latitude: -33.9, longitude: 18.4 }, { latitude: 69.6, longitude: 18.9 }];
    for (const centre of centres) {
      for (const radiusKm of [1, 50, 400, 1000]) {
        const box = boundingBox(centre, radiusKm);
        for (let bearing = 0; bearing < 360; bearing += 5) {
          // The point at exactly radiusKm in this direction (destination formula).
          const d = radiusKm / 6371;
          const b = (bearing * Math.PI) / 180;
          const lat1 = (centre.latitude * Math.PI) / 180;
          const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
          const lon2 =
            (centre.longitude * Math.PI) / 180 +
            Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
          const point = { latitude: (lat2 * 180) / Math.PI, longitude: (lon2 * 180) / Math.PI };
          expect(point.latitude).toBeGreaterThanOrEqual(box.minLatitude - 1e-9);
          expect(point.latitude).toBeLessThanOrEqual(box.maxLatitude + 1e-9);
          expect(point.longitude).toBeGreaterThanOrEqual(box.minLongitude - 1e-9);
          expect(point.longitude).toBeLessThanOrEqual(box.maxLongitude + 1e-9);
        }
      }
    }
  });

  it('spans every longitude near a pole', () => {
    expect(boundingBox({ latitude: 89.9, longitude: 0 }, 100)).toMatchObject({ minLongitude: -180, maxLongitude: 180 });
  });
});
