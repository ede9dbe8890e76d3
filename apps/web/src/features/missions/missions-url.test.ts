import { describe, expect, it } from 'vitest';
import {
  backofficeListConfig,
  enterpriseListConfig,
  type MissionListState,
  missionListVariables,
  readMissionListUrl,
  writeMissionListUrl,
} from './missions-url';

const read = (query: string, config = backofficeListConfig) => readMissionListUrl(new URLSearchParams(query), config);

describe('mission list state in the URL', () => {
  it('reads an empty query as the first tab, newest first, page 1 of 25', () => {
    expect(read('')).toEqual({
      mode: 'validation',
      sort: 'createdAt',
      direction: 'desc',
      search: '',
      category: null,
      companyId: null,
      page: 1,
      limit: 25,
    });
    expect(read('', enterpriseListConfig).mode).toBe('all');
  });

  it('writes every choice with short keys and reads it back the same (a shared link shows the same list)', () => {
    const state: MissionListState = {
      mode: 'archived',
      sort: 'businessVolume',
      direction: 'asc',
      search: '#42',
      category: 'data',
      companyId: '12',
      page: 3,
      limit: 50,
    };
    const params = writeMissionListUrl(state, backofficeListConfig);
    expect(Object.fromEntries(params)).toEqual({
      mode: 'archived',
      sort: 'businessVolume',
      dir: 'asc',
      q: '#42',
      category: 'data',
      company: '12',
      page: '3',
      limit: '50',
    });
    expect(read(params.toString())).toEqual(state);
  });

  it('leaves the defaults out, and keeps parameters that are not the list’s (an open modal)', () => {
    const base = new URLSearchParams('modal=share&params=%7B%7D&page=4');
    const params = writeMissionListUrl(read(''), backofficeListConfig, base);
    expect(params.toString()).toBe('modal=share&params=%7B%7D');
  });

  it('works the matching tab in hunting-priority order unless another sort is chosen', () => {
    expect(read('mode=matching')).toMatchObject({ sort: 'huntingPriorityScore', direction: 'desc' });
    expect(writeMissionListUrl(read('mode=matching'), backofficeListConfig).toString()).toBe('mode=matching');
    expect(read('mode=matching&sort=startDate&dir=asc')).toMatchObject({ sort: 'startDate', direction: 'asc' });
    expect(read('mode=matching&sort=startDate')).toMatchObject({ sort: 'startDate', direction: 'desc' });
  });

  it('ignores values that are not the list’s', () => {
    expect(read('mode=deposit&sort=price&dir=up&category=art&company=abc&page=-2&limit=30')).toEqual(read(''));
    // The client's tabs live under `tab`, the team's modes are not theirs.
    expect(read('tab=contracted', enterpriseListConfig).mode).toBe('contracted');
    expect(read('tab=validation', enterpriseListConfig).mode).toBe('all');
    expect(read('mode=contracted', enterpriseListConfig).mode).toBe('all');
  });

  it('turns the page into the query’s offset', () => {
    expect(missionListVariables(read('mode=care&page=3&limit=100&q=%20spark%20'))).toEqual({
      mode: 'care',
      sort: 'createdAt',
      direction: 'desc',
      search: 'spark',
      companyId: null,
      category: null,
      offset: 200,
      limit: 100,
    });
  });
});
