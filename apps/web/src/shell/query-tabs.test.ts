import { describe, expect, it } from 'vitest';
import { parseModalParams } from './query-modal';
import { tabFromQuery } from './query-tabs';

describe('tabs in the query', () => {
  const tabs = ['profile', 'missions', 'documents'];
  it('accepts an id', () => expect(tabFromQuery('missions', tabs)).toBe('missions'));
  it('accepts an index', () => expect(tabFromQuery('2', tabs)).toBe('documents'));
  it('falls back to the first tab', () => {
    expect(tabFromQuery(null, tabs)).toBe('profile');
    expect(tabFromQuery('9', tabs)).toBe('profile');
  });
});

describe('modal params in the query', () => {
  it('parses a JSON object', () => expect(parseModalParams('{"code":554}')).toEqual({ code: 554 }));
  it('ignores malformed or non-object params', () => {
    expect(parseModalParams('{oops')).toEqual({});
    expect(parseModalParams('[1]')).toEqual({});
    expect(parseModalParams(null)).toEqual({});
  });
});
