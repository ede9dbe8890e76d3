import { describe, expect, it } from 'vitest';
import { findActiveMarkup, isActiveMarkup } from './hostile-input';

describe('active markup in mutation arguments', () => {
  it('finds scripts, frames, event handlers and javascript: links', () => {
    for (const text of [
      '<script>alert(1)</script>',
      '< SCRIPT src=//evil>',
      '<img src=x onerror=alert(1)>',
      '<svg/onload=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<iframe src=//evil>',
    ])
      expect(isActiveMarkup(text), text).toBe(true);
  });

  it('leaves plain text about code alone', () => {
    for (const text of [
      'Ajouter onerror= sur les images',
      'Vue <3 React',
      'a < b and c > d',
      '<p>Bonjour</p>',
      '&lt;script&gt;',
    ])
      expect(isActiveMarkup(text), text).toBe(false);
  });

  it('names the argument holding it, however deep', () => {
    expect(findActiveMarkup({ input: { name: 'ok', tags: ['x', '<script>'] } }, 'createTeam')).toBe('tags');
    expect(findActiveMarkup({ input: { name: 'Équipe data' } }, 'createTeam')).toBeNull();
    // A rich text its module sanitizes is left to it; its sibling plain texts are still checked.
    expect(findActiveMarkup({ input: { biography: '<script>x</script>' } }, 'f', ['biography'])).toBeNull();
    expect(findActiveMarkup({ input: { biography: 'ok', city: '<script>' } }, 'f', ['biography'])).toBe('city');
  });
});
