import type { IncomingMessage } from 'node:http';
import { SESSION_MAX_AGE_DAYS } from '@orbite/domain/constants';
import type { Config } from '../../config';
import { HOST_SESSION_COOKIE, SESSION_COOKIE, sessionTokenOf } from '../../platform/http';

type CookieConfig = Pick<Config, 'env' | 'trustProxy' | 'publicUrl'>;

/**
 * Whether the browser reached us over https: a TLS socket, a public URL in https, or a trusted
 * proxy (TRUST_PROXY) saying so in X-Forwarded-Proto. An untrusted X-Forwarded-Proto is ignored.
 */
export function servedOverHttps(req: IncomingMessage | undefined, config: CookieConfig): boolean {
  if (config.publicUrl?.startsWith('https://')) return true;
  if (!req) return false;
  if ((req.socket as { encrypted?: boolean } | undefined)?.encrypted) return true;
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  return config.trustProxy && forwarded === 'https';
}

/**
 * The Set-Cookie of the session. Over https the name is `__Host-orbite_session` (the browser then
 * refuses it any Domain, any Path but /, any non-Secure origin); over plain http in development the
 * name stays `orbite_session`. Production marks it Secure in any case.
 */
export function sessionSetCookie(
  req: IncomingMessage | undefined,
  config: CookieConfig,
  token: string | null,
): string[] {
  const https = servedOverHttps(req, config);
  const secure = https || config.env === 'production';
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  const set = (name: string, value: string | null) =>
    [`${name}=${value ?? ''}`, ...attributes, value ? `Max-Age=${SESSION_MAX_AGE_DAYS * 86_400}` : 'Max-Age=0'].join(
      '; ',
    );
  const name = https ? HOST_SESSION_COOKIE : SESSION_COOKIE;
  // Signing out clears both names, in case the site moved between http and https.
  if (!token) return https ? [set(HOST_SESSION_COOKIE, null), set(SESSION_COOKIE, null)] : [set(SESSION_COOKIE, null)];
  return [set(name, token)];
}

/** The session token a request presents, read under the name its protocol allows. */
export function requestSessionToken(req: IncomingMessage, config: CookieConfig): string | null {
  return sessionTokenOf(req.headers.cookie, servedOverHttps(req, config));
}
