import { ErrorCode } from '@orbite/domain/errors';
import { homePathOf } from '@orbite/domain/roles';
import { isValidEmail, normalizeEmail } from '@orbite/domain/validators';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { Mail } from '../../platform/mailer';
import { recordActivity } from '../activity/activity.service';
import { queueMail } from '../mail/mail-outbox';
import { findUserByEmail, findUserById, updateUserPassword } from '../users/users.repository';
import { hashPassword, newToken, sha256, verifyPassword } from './auth.crypto';
import { canChangeCredentials } from './auth.policy';
import { limits, takeAttempt } from './auth.rate-limit';
import * as repository from './auth.repository';
import { createSession, type RequestMeta, type SignedIn } from './auth.service';
import type { SessionState } from './auth.viewer';
import { loadViewer } from './auth.viewer';
import { assertAcceptablePassword } from './password-policy';
import { publishSessionEnded } from './session-events';

export const RESET_TOKEN_MINUTES = 30;

async function checkNewPassword(
  password: string,
  confirmation: string,
  field: string,
  user: { email: string; firstName: string; lastName: string },
) {
  await assertAcceptablePassword(password, field, [user.email, user.firstName, user.lastName]);
  if (password !== confirmation)
    throw new AppError(
      ErrorCode.invalidPassword,
      'Les deux mots de passe ne correspondent pas.',
      `${field}Confirmation`,
    );
}

/**
 * Changes the signed-in person's password. A change of credentials is a change of privilege: every
 * other session of the user ends, and this one gets a new token (returned, for the cookie).
 */
export async function changePassword(
  deps: AppDeps,
  state: SessionState,
  input: { oldPassword: string; newPassword: string; newPasswordConfirmation: string },
): Promise<string> {
  if (!canChangeCredentials({ impersonating: Boolean(state.impersonator) })) throw new AppError(ErrorCode.forbidden);
  const user = await findUserById(deps.db, state.session.userId);
  if (!user) throw new AppError(ErrorCode.unauthorized);
  if (!input.oldPassword || !input.newPassword || !input.newPasswordConfirmation)
    throw new AppError(ErrorCode.invalidPassword, 'Les trois champs sont obligatoires.');
  // The old password is a password guess like a sign-in's: same counter, counted before the check.
  const attempt = await takeAttempt(deps.db, limits.signInAccount, user.email);
  if (!(await verifyPassword(user.passwordHash, input.oldPassword)))
    throw new AppError(ErrorCode.invalidPassword, 'Le mot de passe actuel est incorrect.', 'oldPassword');
  await attempt.release();
  await checkNewPassword(input.newPassword, input.newPasswordConfirmation, 'newPassword', user);
  const passwordHash = await hashPassword(input.newPassword);
  const token = newToken();
  await deps.db.transaction(async (tx) => {
    await updateUserPassword(tx, user.id, passwordHash);
    // Other devices must sign in again with the new password; this one stays signed in, with a new token.
    await repository.revokeUserSessions(tx, user.id, state.session.id);
    await repository.rotateSessionToken(tx, state.session.id, sha256(token));
    await recordActivity(
      tx,
      { userId: user.id, impersonatorUserId: null },
      { category: 'user', type: 'password_changed', entityType: 'user', entityId: user.id },
    );
  });
  publishSessionEnded(deps.pubsub, { userId: user.id, exceptSessionId: state.session.id });
  return token;
}

/**
 * Sends a reset link when the address has an account. The caller answers the same either way,
 * so the answer never tells whether an account exists.
 */
export async function requestPasswordReset(deps: AppDeps, input: { email: string }, meta: RequestMeta, origin: string) {
  const email = normalizeEmail(input.email ?? '');
  if (!isValidEmail(email)) throw new AppError(ErrorCode.invalidEmail, undefined, 'email');
  const account = await takeAttempt(deps.db, limits.resetAccount, email);
  await takeAttempt(deps.db, limits.resetAddress, meta.ip).catch(async (error: unknown) => {
    await account.release();
    throw error;
  });
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.anonymizedAt) return;
  const token = newToken();
  const link = `${origin}/password-reset/${token}?email=${encodeURIComponent(user.email)}`;
  // The mail is queued with its token and sent after the commit: the answer waits for neither the
  // SMTP server nor its failure (it would tell that the address has an account).
  await deps.db.transaction(async (tx) => {
    await repository.insertPasswordResetToken(tx, {
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
    });
    await queueMail(deps, tx, 'password-reset', resetMail(user, link));
  });
}

function resetMail(user: { email: string; firstName: string }, link: string): Mail {
  return {
    to: user.email,
    subject: 'Orbite : réinitialisez votre mot de passe',
    text: [
      `Bonjour ${user.firstName},`,
      '',
      'Vous avez demandé à réinitialiser votre mot de passe Orbite. Ouvrez ce lien pour en choisir un nouveau :',
      link,
      '',
      `Ce lien est valable ${RESET_TOKEN_MINUTES} minutes et ne sert qu’une fois.`,
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
      '',
      'L’équipe Orbite',
    ].join('\n'),
    html: `<p>Bonjour ${escapeHtml(user.firstName)},</p><p>Vous avez demandé à réinitialiser votre mot de passe Orbite.</p><p><a href="${link}">Choisir un nouveau mot de passe</a></p><p>Ce lien est valable ${RESET_TOKEN_MINUTES} minutes et ne sert qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.</p><p>L’équipe Orbite</p>`,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Sets a new password from a reset link, ends every other session, and signs the user in. */
export async function confirmPasswordReset(
  deps: AppDeps,
  input: { token: string; password: string; passwordConfirmation: string },
  meta: RequestMeta,
): Promise<SignedIn> {
  const record = input.token ? await repository.findPasswordResetToken(deps.db, sha256(input.token)) : null;
  if (!record || record.usedAt) throw new AppError(ErrorCode.invalidToken);
  if (record.expiresAt.getTime() < Date.now()) throw new AppError(ErrorCode.expiredToken);
  const owner = await findUserById(deps.db, record.userId);
  if (!owner) throw new AppError(ErrorCode.invalidToken);
  await checkNewPassword(input.password, input.passwordConfirmation, 'password', owner);
  const passwordHash = await hashPassword(input.password);
  const signedIn = await deps.db.transaction(async (tx) => {
    if (!(await repository.consumePasswordResetToken(tx, record.id))) throw new AppError(ErrorCode.invalidToken);
    await updateUserPassword(tx, record.userId, passwordHash);
    await repository.revokeUserSessions(tx, record.userId);
    await recordActivity(
      tx,
      { userId: record.userId, impersonatorUserId: null },
      { category: 'user', type: 'password_reset', entityType: 'user', entityId: record.userId },
    );
    const viewer = await loadViewer(tx, record.userId);
    const token = await createSession(tx, record.userId, meta, viewer);
    return {
      token,
      user: { id: record.userId, role: viewer?.role ?? null },
      redirect: homePathOf(viewer?.role ?? null) ?? '/',
    };
  });
  // The new session has no socket yet: every socket of the user closes.
  publishSessionEnded(deps.pubsub, { userId: record.userId });
  return signedIn;
}
