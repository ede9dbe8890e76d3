import type { IncomingMessage, ServerResponse } from 'node:http';
import { ErrorCode, httpStatusOf } from '@orbite/domain/errors';
import { campaignTagsOf } from '@orbite/domain/signup-hunting';
import { demoAccounts } from '../../db/seed/demo-accounts';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { clientIp, readJsonBody, requestOrigin, sendJson } from '../../platform/http';
import { claimWelcomeLink, welcomePreview } from '../freelancers/welcome-links.service';
import { type RequestMeta, type SignedIn, signIn, signOut, signUpFreelancer } from './auth.service';
import { resolveSession } from './auth.viewer';
import { confirmEmail, resendEmailConfirmation } from './email-confirmation.service';
import {
  completeEnterpriseSignup,
  enterpriseInvitationPreview,
  joinCompanyBySignup,
  startEnterpriseSignup,
  validateEnterpriseSignupEmail,
} from './enterprise-signup.service';
import { changePassword, confirmPasswordReset, requestPasswordReset } from './password.service';
import { requestSessionToken, sessionSetCookie } from './session-cookie';

type Body = Record<string, unknown>;
type Handler = (context: RouteContext) => Promise<void>;

interface RouteContext {
  deps: AppDeps;
  req: IncomingMessage;
  res: ServerResponse;
  body: Body;
  meta: RequestMeta;
}

const text = (body: Body, key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
const optionalText = (body: Body, key: string) => (typeof body[key] === 'string' ? (body[key] as string) : null);

/**
 * Answers a sign-in (or sign-up, or reset) with the new session's cookie. The session the browser
 * came with, if any, ends: a token present before signing in is never used after it (fixation).
 */
async function answerSignedIn({ deps, req, res }: RouteContext, status: number, signedIn: SignedIn) {
  const previous = requestSessionToken(req, deps.config);
  if (previous && previous !== signedIn.token) await signOut(deps.db, previous, deps.pubsub);
  res.setHeader('set-cookie', sessionSetCookie(req, deps.config, signedIn.token));
  sendJson(res, status, { user: { ...signedIn.user, id: String(signedIn.user.id) }, redirect: signedIn.redirect });
}

const routes: Record<string, Handler> = {
  'GET /auth/config': async ({ deps, res }) => {
    const { oidc } = deps.config;
    sendJson(res, 200, {
      environment: deps.config.appEnvironment,
      demo: deps.config.demo,
      demoAccounts: deps.config.demo ? demoAccounts : [],
      providers: {
        googleTeamMember: Boolean(oidc.google),
        googleFreelance: Boolean(oidc.google),
        linkedIn: Boolean(oidc.linkedIn),
      },
    });
  },
  'POST /auth/signin': async (context) => {
    const { body, deps, meta } = context;
    await answerSignedIn(
      context,
      200,
      await signIn(deps, { email: text(body, 'email'), password: text(body, 'password') }, meta),
    );
  },
  'POST /auth/signup/freelancer': async (context) => {
    const { body, deps, meta } = context;
    const input = {
      email: text(body, 'email'),
      password: text(body, 'password'),
      firstName: text(body, 'firstName'),
      lastName: text(body, 'lastName'),
      phoneNumber: optionalText(body, 'phoneNumber'),
      referrerCode: optionalText(body, 'referrerCode'),
    };
    const origin = requestOrigin(context.req, deps.config.publicUrl);
    await answerSignedIn(context, 201, await signUpFreelancer(deps, input, meta, origin));
  },
  'POST /auth/email-confirmation': async ({ deps, res, body }) => {
    sendJson(res, 200, await confirmEmail(deps, text(body, 'token')));
  },
  'POST /auth/email-confirmation/resend': async ({ deps, req, res }) => {
    const state = await resolveSession(deps.db, requestSessionToken(req, deps.config));
    if (!state) throw new AppError(ErrorCode.unauthorized);
    const origin = requestOrigin(req, deps.config.publicUrl);
    sendJson(res, 202, await resendEmailConfirmation(deps, state.viewer.user.id, origin));
  },
  'POST /auth/enterprise-signup/email': async ({ deps, req, res, body, meta }) => {
    const input = {
      email: text(body, 'email'),
      preferences: body.preferences,
      skillIds: body.skillIds,
      to: optionalText(body, 'to'),
      mtid: optionalText(body, 'mtid'),
    };
    sendJson(res, 202, await startEnterpriseSignup(deps, input, meta, requestOrigin(req, deps.config.publicUrl)));
  },
  'POST /auth/enterprise-signup/validate': async ({ deps, res, body }) => {
    sendJson(
      res,
      200,
      await validateEnterpriseSignupEmail(deps, { email: text(body, 'email'), token: text(body, 'token') }),
    );
  },
  'POST /auth/enterprise-signup/complete': async (context) => {
    const { body, deps, meta } = context;
    const input = {
      email: text(body, 'email'),
      token: text(body, 'token'),
      password: text(body, 'password'),
      firstName: text(body, 'firstName'),
      lastName: text(body, 'lastName'),
      phoneNumber: optionalText(body, 'phoneNumber'),
      jobTitle: optionalText(body, 'jobTitle'),
      companyName: text(body, 'companyName'),
      structure: optionalText(body, 'structure'),
      size: optionalText(body, 'size'),
      acquisitionSource: text(body, 'acquisitionSource'),
      termsAccepted: body.termsAccepted === true,
    };
    await answerSignedIn(context, 201, await completeEnterpriseSignup(deps, input, meta));
  },
  'POST /auth/enterprise-signup/invitation': async ({ deps, res, body }) => {
    sendJson(res, 200, await enterpriseInvitationPreview(deps, text(body, 'token')));
  },
  'POST /auth/enterprise-signup/join': async (context) => {
    const { body, deps, meta } = context;
    const input = {
      token: text(body, 'token'),
      password: text(body, 'password'),
      firstName: text(body, 'firstName'),
      lastName: text(body, 'lastName'),
      phoneNumber: optionalText(body, 'phoneNumber'),
      jobTitle: optionalText(body, 'jobTitle'),
      termsAccepted: body.termsAccepted === true,
    };
    await answerSignedIn(context, 201, await joinCompanyBySignup(deps, input, meta));
  },
  'POST /auth/welcome/preview': async ({ deps, res, body }) => {
    sendJson(res, 200, await welcomePreview(deps, text(body, 'token')));
  },
  'POST /auth/welcome/claim': async (context) => {
    const { body, deps, meta } = context;
    const input = {
      token: text(body, 'token'),
      password: text(body, 'password'),
      firstName: text(body, 'firstName'),
      lastName: text(body, 'lastName'),
      termsAccepted: body.termsAccepted === true,
      arrival: campaignTagsOf((key) => body[key]),
    };
    await answerSignedIn(context, 201, await claimWelcomeLink(deps, input, meta));
  },
  'POST /auth/signout': async ({ deps, req, res }) => {
    await signOut(deps.db, requestSessionToken(req, deps.config), deps.pubsub);
    res.writeHead(204, { 'set-cookie': sessionSetCookie(req, deps.config, null), 'cache-control': 'no-store' });
    res.end();
  },
  'POST /auth/password/change': async ({ deps, req, res, body }) => {
    const state = await resolveSession(deps.db, requestSessionToken(req, deps.config));
    if (!state) throw new AppError(ErrorCode.unauthorized);
    const token = await changePassword(deps, state, {
      oldPassword: text(body, 'oldPassword'),
      newPassword: text(body, 'newPassword'),
      newPasswordConfirmation: text(body, 'newPasswordConfirmation'),
    });
    res.writeHead(204, { 'set-cookie': sessionSetCookie(req, deps.config, token), 'cache-control': 'no-store' });
    res.end();
  },
  'POST /auth/password-reset': async ({ deps, req, res, body, meta }) => {
    await requestPasswordReset(deps, { email: text(body, 'email') }, meta, requestOrigin(req, deps.config.publicUrl));
    sendJson(res, 202, { sent: true });
  },
  'POST /auth/password-reset/confirm': async (context) => {
    const { body, deps, meta } = context;
    const input = {
      token: text(body, 'token'),
      password: text(body, 'password'),
      passwordConfirmation: text(body, 'passwordConfirmation'),
    };
    await answerSignedIn(context, 200, await confirmPasswordReset(deps, input, meta));
  },
};

/**
 * Routes added by other parts of the auth module (OpenID Connect), per server: they depend on its
 * configuration, so two servers of one process (the tests) must not see each other's.
 */
const serverRoutes = new WeakMap<AppDeps, Record<string, Handler>>();

export function registerAuthRoute(deps: AppDeps, key: string, handler: Handler) {
  serverRoutes.set(deps, { ...serverRoutes.get(deps), [key]: handler });
}

/** Handles /auth/* requests; returns false when the path is not an auth route. */
export async function handleAuthRequest(deps: AppDeps, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const key = `${req.method} ${url.pathname.replace(/\/$/, '')}`;
  const handler = routes[key] ?? serverRoutes.get(deps)?.[key];
  if (!handler) return false;
  const meta = { ip: clientIp(req, deps.config.trustProxy), userAgent: req.headers['user-agent'] ?? null };
  try {
    if (req.method === 'POST' && hasBody(req) && !isJson(req))
      throw new AppError(ErrorCode.unknown, 'Requête JSON attendue.');
    const body = req.method === 'POST' ? await readJsonBody(req).catch(() => null) : {};
    if (!body) throw new AppError(ErrorCode.unknown, 'Requête illisible.');
    await handler({ deps, req, res, body, meta });
  } catch (error) {
    if (!(error instanceof AppError)) deps.logger.error({ err: error }, 'auth route failed');
    const appError = error instanceof AppError ? error : new AppError(ErrorCode.unknown);
    sendJson(res, httpStatusOf(appError.code), {
      errors: [
        {
          code: appError.code,
          message: appError.message,
          ...(appError.field ? { field: appError.field } : {}),
          ...(appError.reason ? { reason: appError.reason } : {}),
        },
      ],
    });
  }
  return true;
}

function hasBody(req: IncomingMessage): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
}

/** JSON only: a cross-site form cannot send it without a CORS preflight, which this origin never grants. */
function isJson(req: IncomingMessage): boolean {
  return String(req.headers['content-type'] ?? '').startsWith('application/json');
}
