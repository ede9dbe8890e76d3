import { describe, expect, it } from 'vitest';
import { novaFeedbacksVariables, readNovaFeedbacksUrl, writeNovaFeedbacksUrl } from './nova-feedbacks-url';

describe('Nova feedbacks URL', () => {
  it('opens on the feedbacks to handle, first page of 25', () => {
    const state = readNovaFeedbacksUrl(new URLSearchParams(''));
    expect(state).toEqual({ rating: 'all', handled: 'todo', page: 1, limit: 25 });
    expect(novaFeedbacksVariables(state)).toEqual({ rating: null, handled: false, offset: 0, limit: 25 });
  });

  it('reads and writes filters and pages, ignoring junk', () => {
    const state = readNovaFeedbacksUrl(new URLSearchParams('rating=down&handled=all&page=3&limit=50'));
    expect(novaFeedbacksVariables(state)).toEqual({ rating: 'down', handled: null, offset: 100, limit: 50 });
    expect(writeNovaFeedbacksUrl(state).toString()).toBe('rating=down&handled=all&page=3&limit=50');
    expect(readNovaFeedbacksUrl(new URLSearchParams('rating=meh&page=-2&limit=7'))).toEqual({
      rating: 'all',
      handled: 'todo',
      page: 1,
      limit: 25,
    });
  });
});
