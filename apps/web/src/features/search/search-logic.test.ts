import { describe, expect, it } from 'vitest';
import { missionLabel, searchPagePath, suggestionGroups } from './search-logic';
import type { SearchResultItem } from './search-operations';

const result = (type: SearchResultItem['type'], id: string): SearchResultItem => ({
  id,
  type,
  title: `${type} ${id}`,
  subtitle: null,
  url: `/backoffice/x/${id}`,
  pictureUrl: null,
});

describe('search logic', () => {
  it('opens the full results page with the cleaned text', () => {
    expect(searchPagePath('  Hélène   Dupré ')).toBe('/backoffice/search?q=H%C3%A9l%C3%A8ne%20Dupr%C3%A9');
    expect(searchPagePath('a&b=#1')).toBe('/backoffice/search?q=a%26b%3D%231');
  });

  it('groups people apart from companies and missions, empty groups left out', () => {
    expect(suggestionGroups(undefined)).toEqual([]);
    expect(suggestionGroups({ users: [], objects: [result('Mission', '3')] })).toEqual([
      { key: 'objects', items: [result('Mission', '3')] },
    ]);
    expect(suggestionGroups({ users: [result('Freelance', '1')], objects: [] }).map((group) => group.key)).toEqual([
      'users',
    ]);
  });

  it('names a mission by its number and title', () => {
    expect(missionLabel({ id: '12', title: 'Audit' })).toBe('#12 Audit');
    expect(missionLabel({ id: '12', title: null })).toBe('#12');
  });
});
