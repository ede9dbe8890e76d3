import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorCode, toErrorCode } from '@orbite/domain/errors';
import { errorMessageId } from '../../i18n/errors';
import type { AuthConfig } from '../auth/auth-api';
import type { OAuthProvider } from '../auth/oauth';
import type { UserIdentity } from './account-settings-operations';

/** The sign-in providers a freelancer can link, with the OIDC flow that links each one. */
export const linkableProviders = [
  { provider: 'google', flow: 'googleFreelance' },
  { provider: 'linkedIn', flow: 'linkedIn' },
] as const satisfies readonly { provider: string; flow: OAuthProvider }[];

export type LinkableProvider = (typeof linkableProviders)[number]['provider'];

export interface ProviderRow {
  provider: LinkableProvider;
  flow: OAuthProvider;
  identity: UserIdentity | null;
  /** Not linked and configured on the server: the "link" button is offered. */
  canLink: boolean;
}

/** Linked providers always show (they can be unlinked); the others only when the server has them configured. */
export function providerRows(identities: readonly UserIdentity[], config: AuthConfig | null): ProviderRow[] {
  return linkableProviders.flatMap(({ provider, flow }) => {
    const identity = identities.find((item) => item.provider === provider) ?? null;
    const configured = Boolean(config?.providers[flow]);
    if (!identity && !configured) return [];
    return [{ provider, flow, identity, canLink: !identity && configured }];
  });
}

/** The `?apperror=` code a failed link lands with, or null. */
export function linkErrorCode(params: URLSearchParams): number | null {
  const raw = params.get('apperror');
  return raw ? toErrorCode(raw) : null;
}

/** An unlink refused with 400 on `provider` is the last way to sign in; the rest goes through the catalogue. */
export function unlinkErrorMessageId(error: unknown): string {
  if (!CombinedGraphQLErrors.is(error)) return 'error.network';
  const first = error.errors[0];
  const code = toErrorCode(first?.extensions?.code);
  if (code === ErrorCode.invalidInput && first?.extensions?.field === 'provider')
    return 'settings.providers.lastMethod';
  return errorMessageId(code);
}
