import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import type { AuthConfig } from '../auth/auth-api';
import { oauthStartUrl } from '../auth/oauth';
import { linkErrorCode, providerRows, unlinkErrorMessageId } from './linked-providers';

const config = (providers: Partial<AuthConfig['providers']>): AuthConfig => ({
  environment: 'test',
  demo: false,
  demoAccounts: [],
  providers: { googleTeamMember: false, googleFreelance: false, linkedIn: false, ...providers },
});
const google = { provider: 'google', email: 'a@b.fr', createdAt: '2025-01-01T00:00:00Z' };

function graphQLError(code: number, field?: string) {
  return new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code, field } }] });
}

describe('linked providers', () => {
  it('lists linked providers even when not configured, and offers the configured ones', () => {
    expect(providerRows([google], config({ linkedIn: true }))).toEqual([
      { provider: 'google', flow: 'googleFreelance', identity: google, canLink: false },
      { provider: 'linkedIn', flow: 'linkedIn', identity: null, canLink: true },
    ]);
  });

  it('shows nothing for providers neither linked nor configured', () => {
    expect(providerRows([], config({}))).toEqual([]);
    expect(providerRows([], null)).toEqual([]);
    expect(providerRows([], config({ googleTeamMember: true }))).toEqual([]);
  });

  it('reads the ?apperror= code of a failed link', () => {
    expect(linkErrorCode(new URLSearchParams('apperror=456'))).toBe(456);
    expect(linkErrorCode(new URLSearchParams(''))).toBeNull();
  });

  it('words the refusal to remove the last way to sign in', () => {
    expect(unlinkErrorMessageId(graphQLError(400, 'provider'))).toBe('settings.providers.lastMethod');
    expect(unlinkErrorMessageId(graphQLError(403))).toBe('error.403');
    expect(unlinkErrorMessageId(new Error('offline'))).toBe('error.network');
  });

  it('starts the link flow with linkToUser', () => {
    expect(oauthStartUrl('linkedIn', '', true, { linkToUser: '1' })).toBe('/auth/linkedin?to=&linkToUser=1&popup=1');
  });
});
