/**
 * A freelancer who signs up with a password proves the address afterwards. The sign-up mails a single-use link
 * valid EMAIL_CONFIRMATION_TOKEN_HOURS (only its hash is stored) and the account works at once: the profile can be
 * filled in, but applying to a mission waits for the address (code 560). The link is the proof whoever opens it,
 * signed in or not, on the device that reads the mail; the freelancer's space offers a new one meanwhile.
 */
import { EMAIL_CONFIRMATION_RESEND_SECONDS, EMAIL_CONFIRMATION_TOKEN_HOURS } from '@orbite/domain/email-confirmation';
import { ErrorCode } from '@orbite/domain/errors';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { Mail } from '../../platform/mailer';
import { queueMail } from '../mail/mail-outbox';
import { escapeHtml } from '../notifications/notification-wording';
import { findUserById } from '../users/users.repository';
import type { UserRow } from '../users/users.tables';
import { newToken, sha256 } from './auth.crypto';
import { type Limit, takeAttempt } from './auth.rate-limit';
import * as repository from './email-confirmation.repository';

/** New links an account may ask for, besides the one-minute cooldown. */
export const confirmationLimit: Limit = { action: 'email-confirmation:account', max: 5, windowMinutes: 60 };

function confirmationMail(user: Pick<UserRow, 'email' | 'firstName'>, link: string): Mail {
  const hello = `Bonjour ${user.firstName},`;
  const lines = [
    'Bienvenue sur Orbite ! Confirmez votre adresse e-mail en ouvrant ce lien :',
    link,
    '',
    `Ce lien est valable ${EMAIL_CONFIRMATION_TOKEN_HOURS} heures. Une fois l’adresse confirmée, vous pourrez postuler aux missions.`,
    'Si vous n’êtes pas à l’origine de cette inscription, ignorez ce message.',
  ];
  return {
    to: user.email,
    subject: 'Orbite : confirmez votre adresse e-mail',
    text: [hello, '', ...lines, '', 'L’équipe Orbite'].join('\n'),
    html: `<p>${escapeHtml(hello)}</p><p>Bienvenue sur Orbite ! Confirmez votre adresse e-mail.</p><p><a href="${escapeHtml(link)}">Confirmer mon adresse e-mail</a></p><p>Ce lien est valable ${EMAIL_CONFIRMATION_TOKEN_HOURS} heures. Une fois l’adresse confirmée, vous pourrez postuler aux missions. Si vous n’êtes pas à l’origine de cette inscription, ignorez ce message.</p><p>L’équipe Orbite</p>`,
  };
}

/** Writes a new link for the user's current address and queues its mail, in the caller's transaction. */
export async function mailEmailConfirmation(
  deps: AppDeps,
  tx: DbOrTx,
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
  origin: string,
): Promise<void> {
  const token = newToken();
  await repository.insertEmailConfirmation(tx, {
    userId: user.id,
    email: user.email,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + EMAIL_CONFIRMATION_TOKEN_HOURS * 3_600_000),
  });
  const link = `${origin}/freelancer/email-confirmation?${new URLSearchParams({ token })}`;
  await queueMail(deps, tx, 'email-confirmation', confirmationMail(user, link));
}

/** A new link for the signed-in user: once a minute, five an hour; nothing to do for a confirmed address. */
export async function resendEmailConfirmation(deps: AppDeps, userId: number, origin: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError(ErrorCode.unauthorized);
  if (user.emailConfirmedAt) return { email: user.email, confirmed: true, resendAfterSeconds: 0 };
  const latest = await repository.latestEmailConfirmationOf(deps.db, userId);
  if (latest && Date.now() - latest.createdAt.getTime() < EMAIL_CONFIRMATION_RESEND_SECONDS * 1000)
    throw new AppError(ErrorCode.tooManyRequests, 'Un e-mail vient d’être envoyé : patientez une minute.');
  await takeAttempt(deps.db, confirmationLimit, String(userId));
  await deps.db.transaction((tx) => mailEmailConfirmation(deps, tx, user, origin));
  return { email: user.email, confirmed: false, resendAfterSeconds: EMAIL_CONFIRMATION_RESEND_SECONDS };
}

const NOT_VALID = 'Ce lien de confirmation n’est plus valable.';

/**
 * /freelancer/email-confirmation: proves the address the link was mailed to, if it is still the account's.
 * A link opened again once the address is confirmed says so (a second click is not an error); otherwise an
 * unknown, used or outdated link is 554 and an expired one 557.
 */
export async function confirmEmail(deps: AppDeps, token: string): Promise<{ email: string }> {
  const row = token ? await repository.findEmailConfirmation(deps.db, sha256(token)) : null;
  if (!row) throw new AppError(ErrorCode.invalidToken, NOT_VALID);
  return deps.db.transaction(async (tx) => {
    const user = await findUserById(tx, row.userId);
    const sameAddress = user !== null && !user.anonymizedAt && user.email.toLowerCase() === row.email.toLowerCase();
    if (!sameAddress) throw new AppError(ErrorCode.invalidToken, NOT_VALID);
    if (row.usedAt || user.emailConfirmedAt) {
      if (user.emailConfirmedAt) return { email: user.email };
      throw new AppError(ErrorCode.invalidToken, NOT_VALID);
    }
    if (row.expiresAt.getTime() <= Date.now())
      throw new AppError(
        ErrorCode.expiredToken,
        'Ce lien de confirmation a expiré : demandez-en un nouveau depuis votre espace.',
      );
    if (!(await repository.useEmailConfirmation(tx, row.id))) throw new AppError(ErrorCode.invalidToken, NOT_VALID);
    await repository.markEmailConfirmed(tx, user.id);
    return { email: user.email };
  });
}
