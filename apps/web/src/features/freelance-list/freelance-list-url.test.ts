import { describe, expect, it } from 'vitest';
import { freelanceListVariables, readFreelanceListUrl, writeFreelanceListUrl } from './freelance-list-url';

const read = (query: string) => readFreelanceListUrl(new URLSearchParams(query));

describe('the freelancers list in the URL', () => {
  it('reads back what it writes, defaults left out', () => {
    const query =
      'mode=pre-users&q=ana&skills=12,40&st=new,banned&qual=pending,notAssessed&src=linkedInContact,event&avail=soon&sort=name&dir=desc&page=3&limit=50';
    const state = read(query);
    expect(state).toMatchObject({
      mode: 'pre-users',
      skillIds: ['12', '40'],
      sources: ['linkedInContact', 'event'],
      availability: 'soon',
      page: 3,
      limit: 50,
    });
    expect(writeFreelanceListUrl(state).toString()).toBe(new URLSearchParams(query).toString());
    expect(writeFreelanceListUrl(read('')).toString()).toBe('');
  });

  it('ignores values that are not the list’s and keeps other parameters', () => {
    const state = read('mode=onMission&st=gone,validated&qual=maybe&avail=later&sort=rate&limit=30&page=-2');
    expect(state).toMatchObject({
      mode: 'all',
      statuses: ['validated'],
      qualifications: [],
      availability: null,
      sort: 'updatedAt',
      limit: 25,
      page: 1,
    });
    expect(writeFreelanceListUrl({ ...state, mode: 'to-review' }, new URLSearchParams('modal=x')).toString()).toBe(
      'modal=x&mode=to-review&st=validated',
    );
  });

  it('sends the API’s mode name, the page offset and availability as a day', () => {
    expect(freelanceListVariables(read('mode=on-mission&avail=soon&page=2'), '2026-03-01')).toEqual({
      mode: 'onMission',
      filters: {
        text: null,
        skillIds: null,
        statuses: null,
        qualifications: null,
        acquisitionSources: null,
        availableBy: '2026-03-29',
      },
      sort: 'updatedAt',
      direction: 'desc',
      offset: 25,
      limit: 25,
    });
    expect(freelanceListVariables(read('avail=now'), '2026-03-01').filters.availableBy).toBe('2026-03-01');
  });
});
