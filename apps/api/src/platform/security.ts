/**
 * Browser-facing protections applied by server.ts to every answer: response headers (CSP, HSTS,
 * framing) and the refusal of cross-site requests that change something (CSRF).
 */
import type { IncomingMessage } from 'node:http';
import type { Config } from '../config';

/**
 * The web app's policy. Scripts only from the app's own files (the Vite build has no inline
 * script); styles may be inline because Mantine writes its CSS variables in <style> tags and
 * `style` attributes; live updates and Nova's stream go to the same origin over fetch and WebSocket.
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * The pages the auth routes write themselves (the OIDC popup's last page reports to its opener
 * with a small inline script): nothing may load, only that inline script runs.
 */
export const AUTH_PAGE_CSP =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/** Headers set on every answer; a route may still replace one (a file download sets its own). */
export function securityHeadersFor(config: Pick<Config, 'env'>, pathname: string): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };
  // GraphiQL (development only) loads its scripts from a CDN: no policy on /graphql outside production.
  if (pathname.startsWith('/auth/')) headers['content-security-policy'] = AUTH_PAGE_CSP;
  else if (config.env === 'production' || !pathname.startsWith('/graphql'))
    headers['content-security-policy'] = APP_CSP;
  // Production is served over https (behind a TLS proxy): browsers must never try http again.
  if (config.env === 'production') headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Authenticated by a signed token in the link, not by the session cookie (mail providers POST it). */
const tokenAuthenticatedPaths = ['/notifications/unsubscribe'];

/**
 * True when a browser sent this state-changing request from another site (CSRF), the check of Go's
 * net/http CrossOriginProtection: Sec-Fetch-Site when the browser sends it (every current one
 * does), else the Origin header against the server's own host; a request with neither does not
 * come from a browser, so it carries no victim's cookie. The session cookie is also SameSite=Lax.
 * WebSocket upgrades are checked the same way (cross-site WebSocket hijacking).
 */
export function isCrossSiteRequest(
  req: IncomingMessage,
  config: Pick<Config, 'publicUrl' | 'trustProxy'>,
  options: { upgrade?: boolean } = {},
): boolean {
  if (!options.upgrade && safeMethods.has(req.method ?? 'GET')) return false;
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  if (tokenAuthenticatedPaths.includes(pathname)) return false;
  const fetchSite = req.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = req.headers.origin;
  if (!origin) return false;
  if (origin === 'null') return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  const hosts = [req.headers.host];
  if (config.trustProxy)
    hosts.push(
      String(req.headers['x-forwarded-host'] ?? '')
        .split(',')[0]
        ?.trim(),
    );
  if (config.publicUrl) hosts.push(new URL(config.publicUrl).host);
  return !hosts.includes(originHost);
}
