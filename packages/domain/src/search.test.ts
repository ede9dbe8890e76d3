import { describe, expect, it } from 'vitest';
import {
  cleanSearchText,
  MISSION_SEARCH_GROUP_LIMIT,
  mentionAtCaret,
  parseMention,
  parseMissionSearch,
  SEARCH_DEBOUNCE_MS,
  SEARCH_LIMIT,
  SEARCH_MAX_LENGTH,
  searchScopeTypes,
  shouldSearchGlobal,
  shouldSearchMissions,
} from './search';

describe('search constants', () => {
  it('are the spec’s: 5 results, 10 missions a group, 200 ms debounce', () => {
    expect(SEARCH_LIMIT).toBe(5);
    expect(MISSION_SEARCH_GROUP_LIMIT).toBe(10);
    expect(SEARCH_DEBOUNCE_MS).toBe(200);
  });

  it('split the result types between the users and objects scopes', () => {
    expect(searchScopeTypes.users).toEqual(['Freelance', 'Corporate', 'TeamMember']);
    expect(searchScopeTypes.objects).toEqual(['Company', 'Mission']);
  });
});

describe('cleanSearchText', () => {
  it('collapses spaces, trims and cuts long texts', () => {
    expect(cleanSearchText('  jean   dupont ')).toBe('jean dupont');
    expect(cleanSearchText(null)).toBe('');
    expect(cleanSearchText('a'.repeat(300))).toHaveLength(SEARCH_MAX_LENGTH);
  });
});

describe('shouldSearchGlobal', () => {
  it('queries from 2 characters, spaces aside', () => {
    expect(shouldSearchGlobal('')).toBe(false);
    expect(shouldSearchGlobal('  j  ')).toBe(false);
    expect(shouldSearchGlobal('je')).toBe(true);
  });
});

describe('mission search', () => {
  it('queries from 3 characters', () => {
    expect(shouldSearchMissions('')).toBe(false);
    expect(shouldSearchMissions('da')).toBe(false);
    expect(shouldSearchMissions('  da  ')).toBe(false);
    expect(shouldSearchMissions('dat')).toBe(true);
    expect(parseMissionSearch(' data  lake ')).toEqual({ kind: 'text', text: 'data lake' });
  });

  it('queries a # search as soon as something follows the #', () => {
    expect(shouldSearchMissions('#')).toBe(false);
    expect(shouldSearchMissions('# ')).toBe(false);
    expect(shouldSearchMissions('#1')).toBe(true);
    expect(parseMissionSearch('#12')).toEqual({ kind: 'id', digits: '12' });
    expect(parseMissionSearch('#007')).toEqual({ kind: 'id', digits: '7' });
    expect(parseMissionSearch('#0')).toEqual({ kind: 'id', digits: '0' });
  });

  it('searches titles after a # that is not followed by a number', () => {
    expect(parseMissionSearch('#d')).toEqual({ kind: 'text', text: 'd' });
    expect(parseMissionSearch('#12b')).toEqual({ kind: 'text', text: '12b' });
  });
});

describe('mentions', () => {
  it('suggest from 1 character after @ or #', () => {
    expect(parseMention('@')).toBeNull();
    expect(parseMention('#')).toBeNull();
    expect(parseMention('@ ')).toBeNull();
    expect(parseMention('@j')).toEqual({ trigger: '@', query: 'j' });
    expect(parseMention('#1')).toEqual({ trigger: '#', query: '1' });
  });

  it('need a trigger', () => {
    expect(parseMention('jean')).toBeNull();
    expect(parseMention('')).toBeNull();
  });

  it('are found at the caret of a message', () => {
    expect(mentionAtCaret('Bonjour @jea')).toEqual({ trigger: '@', query: 'jea', start: 8 });
    expect(mentionAtCaret('#12')).toEqual({ trigger: '#', query: '12', start: 0 });
    expect(mentionAtCaret('Bonjour @jea', 9)).toBeNull();
    expect(mentionAtCaret('Bonjour @jean merci')).toBeNull();
    expect(mentionAtCaret('mail@test.fr')).toBeNull();
    expect(mentionAtCaret('Bonjour @jean merci', 13)).toEqual({ trigger: '@', query: 'jean', start: 8 });
  });
});
