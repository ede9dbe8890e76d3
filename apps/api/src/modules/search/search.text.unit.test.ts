import { describe, expect, it } from 'vitest';
import { accentRegex, escapeLike, foldText, searchTermsOf, translateAccents } from './search.text';

describe('search text', () => {
  it('folds case and accents as the database folds the columns', () => {
    expect(foldText('  Hélène   DUPRÉ ')).toBe('helene dupre');
    expect(foldText('Cœur Ærø Łódź')).toBe('coeur aero lodz');
    expect([...translateAccents.from]).toHaveLength([...translateAccents.to].length);
    expect(translateAccents.from).toContain('É');
  });

  it('turns a word into a regular expression that matches its accented forms', () => {
    const pattern = new RegExp(accentRegex('helene'), 'i');
    expect(pattern.test('Hélène')).toBe(true);
    expect(pattern.test('HÉLÈNE')).toBe(true);
    expect(pattern.test('Helen')).toBe(false);
  });

  it('escapes every character that is not a letter or a digit', () => {
    expect(accentRegex('a.b*(c)')).toBe('[aàáâãäåāăąÀÁÂÃÄÅĀĂĄ]\\.b\\*\\([cçćčÇĆČ]\\)');
    expect(new RegExp(accentRegex('x.y')).test('xzy')).toBe(false);
    expect(escapeLike('100%_\\')).toBe('100\\%\\_\\\\');
  });

  it('keeps 5 words at most', () => {
    expect(searchTermsOf('un deux trois quatre cinq six').patterns).toHaveLength(5);
    expect(searchTermsOf('Éric').folded).toBe('eric');
  });
});
