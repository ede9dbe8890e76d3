import type { IncomingMessage, ServerResponse } from 'node:http';
import { ErrorCode } from '@orbite/domain/errors';
import * as client from 'openid-client';
import type { OidcProviderConfig } from '../../config';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { isSecureRequest, parseCookies, requestOrigin } from '../../platform/http';
import { registerAuthRoute } from './auth.routes';
import { signOut } from './auth.service';
import { type OidcKind, signInWithIdentity } from './oidc.service';
import { requestSessionToken, sessionSetCookie } from './session-cookie';

const FLOW_COOKIE = 'orbite_oidc';

interface Flow {
  kind: OidcKind;
  state: string;
  verifier: string;
  to: string | null;
  popup: boolean;
  linkToUser: boolean;
  signupToken: string | null;
}

/** Each sign-in button of the spec: its start path, callback path, provider and the kind of user it signs in. */
const flows: { kind: OidcKind; start: string; callback: string; provider: 'google' | 'linkedIn' }[] = [
  { kind: 'teamMember', start: '/auth/google', callback: '/auth/google/callback', provider: 'google' },
  {
    kind: 'freelanceGoogle',
    start: '/auth/freelance/google',
    callback: '/auth/freelance/google/callback',
    provider: 'google',
  },
  { kind: 'freelanceLinkedIn', start: '/auth/linkedin', callback: '/auth/linkedin/callback', provider: 'linkedIn' },
];

/** By provider configuration, not by issuer: the configuration also carries the client id and secret. */
const discovered = new WeakMap<OidcProviderConfig, Promise<client.Configuration>>();

function discover(provider: OidcProviderConfig): Promise<client.Configuration> {
  let found = discovered.get(provider);
  if (!found) {
    const insecure = provider.issuer.startsWith('http://');
    found = client.discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, {
      execute: insecure ? [client.allowInsecureRequests] : [],
    });
    found.catch(() => discovered.delete(provider));
    discovered.set(provider, found);
  }
  return found;
}

/** Only same-origin paths are followed after sign-in. */
export function safePath(value: string | null | undefined): string | null {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
}

export function registerOidcRoutes(deps: AppDeps) {
  for (const flow of flows) {
    const provider = deps.config.oidc[flow.provider];
    if (!provider) continue;
    registerAuthRoute(deps, `GET ${flow.start}`, async ({ req, res }) => {
      const config = await discover(provider);
      const url = new URL(req.url ?? '/', 'http://localhost');
      const verifier = client.randomPKCECodeVerifier();
      const state: Flow = {
        kind: flow.kind,
        state: client.randomState(),
        verifier,
        to: safePath(url.searchParams.get('to')),
        popup: url.searchParams.get('popup') === '1',
        linkToUser: url.searchParams.has('linkToUser'),
        signupToken: url.searchParams.get('signupToken'),
      };
      const target = client.buildAuthorizationUrl(config, {
        redirect_uri: `${requestOrigin(req, deps.config.publicUrl)}${flow.callback}`,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: state.state,
      });
      const secure = isSecureRequest(req, deps.config.env === 'production');
      res.writeHead(302, {
        location: target.href,
        'set-cookie': flowCookie(state, secure),
        'cache-control': 'no-store',
      });
      res.end();
    });
    registerAuthRoute(deps, `GET ${flow.callback}`, async ({ req, res, meta }) => {
      const flowState = readFlow(req);
      const secure = isSecureRequest(req, deps.config.env === 'production');
      try {
        if (!flowState || flowState.kind !== flow.kind) throw new AppError(ErrorCode.invalidToken);
        const config = await discover(provider);
        const current = new URL(req.url ?? '/', `${requestOrigin(req, deps.config.publicUrl)}`);
        const tokens = await client.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: flowState.verifier,
          expectedState: flowState.state,
        });
        const claims = tokens.claims();
        const previous = requestSessionToken(req, deps.config);
        if (!claims) throw new AppError(ErrorCode.loginFailure);
        const signedIn = await signInWithIdentity(deps, {
          kind: flow.kind,
          provider: flow.provider,
          claims,
          link: flowState.linkToUser ? { sessionToken: previous } : null,
          meta,
        });
        // The session the browser came with ends: the new one has a new token (no fixation).
        if (previous && previous !== signedIn.token) await signOut(deps.db, previous, deps.pubsub);
        const path = flowState.linkToUser ? '/freelancer/parameters' : (flowState.to ?? signedIn.redirect);
        finish(res, flowState, { path }, [
          ...sessionSetCookie(req, deps.config, signedIn.token),
          clearFlowCookie(secure),
        ]);
      } catch (error) {
        const code = error instanceof AppError ? error.code : ErrorCode.loginFailure;
        if (!(error instanceof AppError)) deps.logger.warn({ err: error }, 'OpenID Connect sign-in failed');
        finish(res, flowState, { path: failurePath(flow.kind, flowState), error: code }, [clearFlowCookie(secure)]);
      }
    });
  }
}

/** A failed sign-in goes back to its sign-in page; a failed link, to the signed-in user's parameters. */
function failurePath(kind: OidcKind, flow: Flow | null): string {
  if (flow?.linkToUser) return '/freelancer/parameters';
  return kind === 'teamMember' ? '/backoffice/signin' : '/freelancer/signin';
}

function flowCookie(flow: Flow, secure: boolean): string {
  const value = Buffer.from(JSON.stringify(flow)).toString('base64url');
  return `${FLOW_COOKIE}=${value}; Path=/auth; HttpOnly; SameSite=Lax; Max-Age=600${secure ? '; Secure' : ''}`;
}

function clearFlowCookie(secure: boolean): string {
  return `${FLOW_COOKIE}=; Path=/auth; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
}

function readFlow(req: IncomingMessage): Flow | null {
  const raw = parseCookies(req.headers.cookie)[FLOW_COOKIE];
  if (!raw) return null;
  try {
    return JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Flow;
  } catch {
    return null;
  }
}

/** A popup reports to its opener and closes; a full-page flow redirects. */
function finish(res: ServerResponse, flow: Flow | null, result: { path: string; error?: number }, cookies: string[]) {
  if (flow?.popup) {
    const message = JSON.stringify({ action: 'oauth', path: result.path, error: result.error ?? null }).replace(
      /</g,
      '\\u003c',
    );
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'set-cookie': cookies,
      'cache-control': 'no-store',
    });
    res.end(
      `<!doctype html><html lang="fr"><meta charset="utf-8"><title>Orbite</title><body><p>Connexion en cours…</p><script>` +
        `(function(){var m=${message};if(window.opener){window.opener.postMessage(m,window.location.origin);window.close();}` +
        `else{window.location.replace(m.error?m.path+'?apperror='+m.error:m.path);}})();</script></body></html>`,
    );
    return;
  }
  const location = result.error ? `${result.path}?apperror=${result.error}` : result.path;
  res.writeHead(302, { location, 'set-cookie': cookies, 'cache-control': 'no-store' });
  res.end();
}
