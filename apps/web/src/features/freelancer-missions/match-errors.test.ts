import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/messages';
import { isNotFound, matchErrorOf } from './match-errors';

const graphql = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: 'refusé', extensions }] });

describe('errors of the freelancer’s match operations', () => {
  it('explains a 634 by its condition, in French', () => {
    for (const reason of ['hasApplied', 'invalidFreelanceState', 'invalidMissionMatchState', 'invalidMissionState']) {
      const error = matchErrorOf(graphql({ code: 634, reason }));
      expect(error).toMatchObject({ code: 634, reason });
      expect(fr[error!.messageId]).toBeTruthy();
    }
    expect(fr[matchErrorOf(graphql({ code: 634, reason: 'invalidMissionState' }))!.messageId]).toBe(
      'Cette mission n’accepte plus de candidatures.',
    );
  });

  it('falls back on the catalogue for other codes and an unknown reason', () => {
    expect(matchErrorOf(graphql({ code: 615 }))?.messageId).toBe('error.615');
    expect(matchErrorOf(graphql({ code: 634, reason: 'whatever' }))).toMatchObject({
      reason: null,
      messageId: 'error.634',
    });
    expect(matchErrorOf(new Error('offline'))?.messageId).toBe('error.network');
    expect(matchErrorOf(undefined)).toBeNull();
  });

  it('tells a 404 apart', () => {
    expect(isNotFound(graphql({ code: 404 }))).toBe(true);
    expect(isNotFound(graphql({ code: 615 }))).toBe(false);
  });
});
