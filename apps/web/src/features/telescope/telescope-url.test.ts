import type { TelescopeFilters } from '@orbite/domain/telescope';
import { describe, expect, it } from 'vitest';
import { filtersOfSavedSearch, hasTelescopeFilters, readTelescopeUrl, writeTelescopeUrl } from './telescope-url';

const full: TelescopeFilters = {
  text: 'data engineer',
  skills: [{ skillId: '12', minYears: 3 }, { skillId: '40' }],
  skillMode: 'any',
  availableBy: '2030-03-01',
  maxRetribution: 650,
  location: { latitude: 48.8566, longitude: 2.3522, radiusKm: 30, label: 'Paris' },
  workplace: 'remote',
  statuses: ['new', 'validated'],
  minProfileScore: 60,
  qualifications: ['qualified', 'pending'],
  excludeMissionId: '7',
};

describe('telescope filters in the URL', () => {
  it('writes every filter with short keys, and reads them back the same', () => {
    const params = writeTelescopeUrl({ filters: full, page: 2, pageSize: 50 });
    expect(Object.fromEntries(params)).toEqual({
      q: 'data engineer',
      skills: '12:3,40',
      mode: 'any',
      by: '2030-03-01',
      rate: '650',
      lat: '48.8566',
      lng: '2.3522',
      r: '30',
      place: 'Paris',
      wp: 'remote',
      st: 'new,validated',
      score: '60',
      qual: 'qualified,pending',
      mission: '7',
      page: '2',
      size: '50',
    });
    expect(readTelescopeUrl(new URLSearchParams(params.toString()))).toEqual({
      filters: full,
      page: 2,
      pageSize: 50,
    });
  });

  it('leaves out empty filters, the first page and the default page size', () => {
    expect(
      writeTelescopeUrl({ filters: { text: '  ', skills: [], minProfileScore: 0 }, page: 1, pageSize: 25 }).toString(),
    ).toBe('');
    expect(readTelescopeUrl(new URLSearchParams())).toEqual({ filters: {}, page: 1, pageSize: 25 });
    // "all" is the default mode: it is not written, and a mode without skills says nothing.
    expect(writeTelescopeUrl({ filters: { skills: [{ skillId: '3' }], skillMode: 'all' } }).toString()).toBe(
      'skills=3',
    );
    expect(writeTelescopeUrl({ filters: { skillMode: 'any' } }).toString()).toBe('');
  });

  it('drops values that break their rule instead of sending them', () => {
    const state = readTelescopeUrl(
      new URLSearchParams(
        'q=ok&skills=abc,5:99,6:2,6:3&by=2030-02-30&rate=-3&lat=95&lng=2&r=10&wp=moon&st=new,gone&score=200&qual=qualified,frozen&mission=x&page=0&size=30',
      ),
    );
    expect(state).toEqual({ filters: { text: 'ok' }, page: 1, pageSize: 25 });
    // One skill with too many years spoils the list; duplicates keep the first.
    expect(readTelescopeUrl(new URLSearchParams('skills=5,6:2,6:3')).filters.skills).toEqual([
      { skillId: '5' },
      { skillId: '6', minYears: 2 },
    ]);
  });

  it('keeps the qualifications in their order, without duplicates, notAssessed for none yet', () => {
    expect(
      readTelescopeUrl(new URLSearchParams('qual=notAssessed,pending,notAssessed')).filters.qualifications,
    ).toEqual(['pending', 'notAssessed']);
    expect(writeTelescopeUrl({ filters: { qualifications: ['notAssessed', 'qualified'] } }).toString()).toBe(
      'qual=qualified%2CnotAssessed',
    );
    expect(writeTelescopeUrl({ filters: { qualifications: [] } }).toString()).toBe('');
    expect(hasTelescopeFilters(new URLSearchParams('qual=pending'))).toBe(true);
  });

  it('needs a point and a radius for a location', () => {
    expect(readTelescopeUrl(new URLSearchParams('lat=48.85&lng=2.35')).filters.location).toBeUndefined();
    expect(readTelescopeUrl(new URLSearchParams('lat=48.85&lng=-2.35&r=5')).filters.location).toEqual({
      latitude: 48.85,
      longitude: -2.35,
      radiusKm: 5,
    });
  });

  it('keeps the parameters that are not its own', () => {
    const params = writeTelescopeUrl({ filters: { text: 'go' } }, new URLSearchParams('modal=x&q=old&page=3'));
    expect(params.toString()).toBe('modal=x&q=go');
    expect(hasTelescopeFilters(new URLSearchParams('modal=x&page=2'))).toBe(false);
    expect(hasTelescopeFilters(params)).toBe(true);
  });

  it('reads a saved search’s filters, dropping what is unknown or broken', () => {
    expect(filtersOfSavedSearch({ ...full, qualification: 'qualified', minProfileScore: 500 })).toEqual({
      ...full,
      minProfileScore: undefined,
    });
    expect(filtersOfSavedSearch(null)).toEqual({});
    expect(filtersOfSavedSearch({ text: 42, skills: 'x' })).toEqual({});
  });
});
