import { SESSION_MAX_AGE_DAYS } from '@orbite/domain/constants';
import { ErrorCode } from '@orbite/domain/errors';
import { homePathOf, type UserRole } from '@orbite/domain/roles';
import { isValidEmail, normalizeEmail, toInternationalPhone } from '@orbite/domain/validators';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity/activity.service';
import { createFreelance } from '../freelancers/freelancers.service';
import {
  findUserByEmail,
  findUserByPhone,
  insertUser,
  type NewUser,
  updateUserPassword,
} from '../users/users.repository';
import type { UserRow } from '../users/users.tables';
import { hashPassword, needsRehash, newToken, sha256, verifyPassword } from './auth.crypto';
import { clearAttempts, limits, takeAttempt } from './auth.rate-limit';
import * as repository from './auth.repository';
import { loadViewer, privilegesOf, type Viewer } from './auth.viewer';
import { mailEmailConfirmation } from './email-confirmation.service';
import { assertAcceptablePassword } from './password-policy';
import { publishSessionEnded, type SessionPubSub } from './session-events';

/** Where a request comes from, kept on the session and used by the rate limiter. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

export interface SignedIn {
  token: string;
  user: { id: number; role: UserRole | null };
  redirect: string;
}

/** A new session with a new random token (never one the browser brought: no fixation). */
export async function createSession(
  db: DbOrTx,
  userId: number,
  meta: RequestMeta,
  viewer?: Viewer | null,
): Promise<string> {
  const token = newToken();
  const holder = viewer ?? (await loadViewer(db, userId));
  await repository.insertSession(db, {
    tokenHash: sha256(token),
    userId,
    privileges: holder ? privilegesOf(holder) : null,
    ipAddress: meta.ip,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    expiresAt: new Date(Date.now() + SESSION_MAX_AGE_DAYS * 86_400_000),
  });
  return token;
}

export async function signedInAs(db: DbOrTx, userId: number, meta: RequestMeta): Promise<SignedIn> {
  const viewer = await loadViewer(db, userId);
  if (!viewer?.role) throw new AppError(ErrorCode.loginFailure);
  const token = await createSession(db, userId, meta, viewer);
  return { token, user: { id: userId, role: viewer.role }, redirect: homePathOf(viewer.role) ?? '/' };
}

/**
 * The user whose password this is, else null. An unknown address still runs one argon2 verify (on
 * a decoy hash) so that it takes as long as a wrong password: the time tells nothing either.
 */
export async function checkCredentials(db: DbOrTx, email: string, password: string): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  return user && valid && !user.anonymizedAt ? user : null;
}

export async function signIn(deps: AppDeps, input: { email: string; password: string }, meta: RequestMeta) {
  const email = normalizeEmail(input.email);
  if (!isValidEmail(email)) throw new AppError(ErrorCode.invalidEmail, undefined, 'email');
  // Counted before the password is checked, so that parallel attempts cannot slip past the limit.
  const account = await takeAttempt(deps.db, limits.signInAccount, email);
  const address = await takeAttempt(deps.db, limits.signInAddress, meta.ip).catch(async (error: unknown) => {
    await account.release();
    throw error;
  });
  const user = await checkCredentials(deps.db, email, input.password);
  // Same answer, same message for an unknown address and a wrong password.
  if (!user) throw new AppError(ErrorCode.invalidCredentials);
  await address.release();
  await clearAttempts(deps.db, limits.signInAccount, email);
  if (user.pendingActivation) throw new AppError(ErrorCode.userActivationPending);
  // A hash made with weaker parameters than today's is replaced while the password is at hand.
  if (user.passwordHash && needsRehash(user.passwordHash))
    await updateUserPassword(deps.db, user.id, await hashPassword(input.password));
  const signedIn = await signedInAs(deps.db, user.id, meta);
  await recordActivity(
    deps.db,
    { userId: user.id, impersonatorUserId: null },
    { category: 'user', type: 'user_signed_in', entityType: 'user', entityId: user.id },
  );
  return signedIn;
}

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string | null;
}

function checkSignUp(input: SignUpInput) {
  const email = normalizeEmail(input.email);
  if (!isValidEmail(email)) throw new AppError(ErrorCode.invalidEmail, undefined, 'email');
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  if (!firstName) throw new AppError(ErrorCode.registrationFailure, 'Le prénom est obligatoire.', 'firstName');
  if (!lastName) throw new AppError(ErrorCode.registrationFailure, 'Le nom est obligatoire.', 'lastName');
  let phoneNumber: string | null = null;
  if (input.phoneNumber?.trim()) {
    phoneNumber = toInternationalPhone(input.phoneNumber);
    if (!phoneNumber)
      throw new AppError(ErrorCode.registrationFailure, 'Ce numéro de téléphone n’est pas valide.', 'phoneNumber');
  }
  return { email, firstName, lastName, phoneNumber };
}

/** A new user from a sign-up's fields; `extra` adds what some sign-ups ask more (job title, terms accepted). */
export async function createUser(tx: DbOrTx, input: SignUpInput, extra: Partial<NewUser> = {}) {
  const fields = checkSignUp(input);
  await assertAcceptablePassword(input.password, 'password', [fields.email, fields.firstName, fields.lastName]);
  if (await findUserByEmail(tx, fields.email)) throw new AppError(ErrorCode.emailAlreadyUsed, undefined, 'email');
  if (fields.phoneNumber && (await findUserByPhone(tx, fields.phoneNumber)))
    throw new AppError(ErrorCode.phoneAlreadyUsed, undefined, 'phoneNumber');
  return insertUser(tx, { ...extra, ...fields, passwordHash: await hashPassword(input.password) });
}

/**
 * A freelancer's own sign-up: the account, its freelancer, signed in at once; the address is proven afterwards
 * by the link mailed in the same transaction (email-confirmation.service.ts). `origin` starts the link.
 */
export async function signUpFreelancer(
  deps: AppDeps,
  input: SignUpInput & { referrerCode?: string | null },
  meta: RequestMeta,
  origin: string,
): Promise<SignedIn> {
  await takeAttempt(deps.db, limits.signUpAddress, meta.ip);
  return deps.db.transaction(async (tx) => {
    const user = await createUser(tx, input, { emailConfirmedAt: null });
    await mailEmailConfirmation(deps, tx, user, origin);
    const freelance = await createFreelance(tx, {
      userId: user.id,
      firstName: user.firstName,
      referrerCode: input.referrerCode,
    });
    const actor = { userId: user.id, impersonatorUserId: null };
    await recordActivity(tx, actor, {
      category: 'freelance',
      type: 'freelance_signed_up',
      entityType: 'freelancer',
      entityId: freelance.id,
    });
    return signedInAs(tx, user.id, meta);
  });
}

/** Ends the session of a token; with `pubsub`, the sockets opened with it close in every process. */
export async function signOut(db: DbOrTx, token: string | null, pubsub?: SessionPubSub): Promise<void> {
  if (!token) return;
  const session = await repository.findLiveSessionByTokenHash(db, sha256(token));
  if (session && (await repository.revokeSession(db, session.id, session.userId)))
    publishSessionEnded(pubsub, { userId: session.userId, sessionId: session.id });
}

export const listSessions = (db: DbOrTx, userId: number) => repository.listLiveSessions(db, userId);

/** Revokes one of the signed-in user's own sessions; another user's session is "not found". */
export async function revokeOwnSession(
  db: DbOrTx,
  userId: number,
  sessionId: string,
  pubsub?: SessionPubSub,
): Promise<boolean> {
  const uuid = /^[0-9a-f-]{36}$/i.test(sessionId) ? sessionId : null;
  if (!uuid || !(await repository.revokeSession(db, uuid, userId))) throw new AppError(ErrorCode.notFound);
  publishSessionEnded(pubsub, { userId, sessionId: uuid });
  return true;
}
