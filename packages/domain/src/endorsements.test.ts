import { describe, expect, it } from 'vitest';
import { checkReferent, ENDORSEMENT_COMMENT_MAX, endorsementComment } from './endorsements';

describe('referents', () => {
  it('cleans a referent up: trimmed names, the e-mail in lower case, no empty job title', () => {
    expect(
      checkReferent({ firstName: ' Marie ', lastName: 'Dupont ', email: ' Marie.Dupont@Rhone.FR ', jobTitle: '  ' }),
    ).toEqual({ firstName: 'Marie', lastName: 'Dupont', email: 'marie.dupont@rhone.fr', jobTitle: null });
  });

  it('names the first broken rule, in French', () => {
    const base = { firstName: 'Marie', lastName: 'Dupont', email: 'marie@rhone.fr' };
    expect(checkReferent({ ...base, firstName: ' ' })).toEqual({
      field: 'firstName',
      message: 'Indiquez le prénom de la personne.',
    });
    expect(checkReferent({ ...base, lastName: 'x'.repeat(61) })).toMatchObject({ field: 'lastName' });
    expect(checkReferent({ ...base, email: 'marie@' })).toEqual({
      field: 'email',
      message: 'Adresse e-mail invalide.',
    });
    expect(checkReferent({ ...base, email: '  ' })).toEqual({
      field: 'email',
      message: 'Indiquez l’adresse e-mail de la personne.',
    });
    expect(checkReferent({ ...base, jobTitle: 'x'.repeat(101) })).toMatchObject({ field: 'jobTitle' });
  });
});

describe('the referent’s words', () => {
  it('keeps plain text trimmed, none when empty, refuses what is too long', () => {
    expect(endorsementComment('  Rigoureux.\r\nPédagogue.  ')).toEqual({ text: 'Rigoureux.\nPédagogue.' });
    expect(endorsementComment('   ')).toEqual({ text: null });
    expect(endorsementComment(null)).toEqual({ text: null });
    expect(endorsementComment('x'.repeat(ENDORSEMENT_COMMENT_MAX + 1))).toBeNull();
  });
});
