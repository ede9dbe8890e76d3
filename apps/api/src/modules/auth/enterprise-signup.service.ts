import { companySizes, companyStructures } from '@orbite/domain/company-settings';
import {
  cleanEnterpriseSignupPreferences,
  cleanEnterpriseSignupSkillIds,
  ENTERPRISE_SIGNUP_RESEND_SECONDS,
  ENTERPRISE_SIGNUP_TOKEN_HOURS,
} from '@orbite/domain/enterprise-signup';
import { corporateAcquisitionSources, isOneOf } from '@orbite/domain/enums';
import { ErrorCode } from '@orbite/domain/errors';
import { isValidEmail, normalizeEmail } from '@orbite/domain/validators';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { Mail } from '../../platform/mailer';
import { recordActivity } from '../activity/activity.service';
import { activatePendingCorporate } from '../companies/backoffice-corporates.service';
import { findCompany } from '../companies/companies.service';
import { createSignupCompany } from '../companies/company-signup.service';
import { acceptInvitation, previewInvitation } from '../companies/invitations.service';
import { queueMail } from '../mail/mail-outbox';
import { getSkill } from '../skills/skills.service';
import { findUserByEmail } from '../users/users.repository';
import { newToken, sha256 } from './auth.crypto';
import { assertUnderLimit, type Limit, recordAttempt } from './auth.rate-limit';
import { createUser, type RequestMeta, type SignedIn, type SignUpInput, signedInAs } from './auth.service';
import * as repository from './enterprise-signup.repository';

/** Validation mails per address and per caller, like the password reset's. */
export const signupLimits = {
  mailAccount: { action: 'enterprise-signup:account', max: 5, windowMinutes: 60 },
  mailAddress: { action: 'enterprise-signup:address', max: 20, windowMinutes: 60 },
  completeAddress: { action: 'signup:address', max: 20, windowMinutes: 60 },
} satisfies Record<string, Limit>;

const EMAIL_USED = 'Cette adresse a déjà un compte Orbite : connectez-vous.';

async function assertEmailFree(db: DbOrTx, email: string) {
  if (await findUserByEmail(db, email)) throw new AppError(ErrorCode.emailAlreadyUsed, EMAIL_USED, 'email');
}

/** A landing path of the app (`to`), never another site. */
function safePath(value: string | null | undefined): string | null {
  return value?.startsWith('/') && !value.startsWith('//') ? value : null;
}

export interface StartInput {
  email: string;
  preferences: unknown;
  skillIds: unknown;
  to?: string | null;
  mtid?: string | null;
}

/** confirmEmail: keeps the first steps' answers and mails a single-use validation link to the work e-mail. */
export async function startEnterpriseSignup(deps: AppDeps, input: StartInput, meta: RequestMeta, origin: string) {
  const email = normalizeEmail(input.email ?? '');
  if (!isValidEmail(email)) throw new AppError(ErrorCode.invalidEmail, undefined, 'email');
  await assertEmailFree(deps.db, email);
  const latest = await repository.latestEnterpriseSignupOf(deps.db, email);
  if (latest && Date.now() - latest.createdAt.getTime() < ENTERPRISE_SIGNUP_RESEND_SECONDS * 1000)
    throw new AppError(ErrorCode.tooManyRequests, 'Un e-mail vient d’être envoyé : patientez une minute.');
  await assertUnderLimit(deps.db, signupLimits.mailAccount, email);
  await assertUnderLimit(deps.db, signupLimits.mailAddress, meta.ip);
  await recordAttempt(deps.db, signupLimits.mailAccount, email);
  await recordAttempt(deps.db, signupLimits.mailAddress, meta.ip);
  const token = newToken();
  const signup = {
    email,
    tokenHash: sha256(token),
    preferences: { ...cleanEnterpriseSignupPreferences(input.preferences) },
    skillIds: (await skillsOf(deps.db, cleanEnterpriseSignupSkillIds(input.skillIds))).map((skill) => skill.id),
    expiresAt: new Date(Date.now() + ENTERPRISE_SIGNUP_TOKEN_HOURS * 3_600_000),
  };
  const query = new URLSearchParams({ email, token });
  const to = safePath(input.to);
  if (to) query.set('to', to);
  if (input.mtid) query.set('mtid', input.mtid.slice(0, 100));
  const link = `${origin}/enterprise/email-validation?${query}`;
  // Queued with its token, sent after the commit: an SMTP outage delays the mail, not the answer.
  await deps.db.transaction(async (tx) => {
    await repository.insertEnterpriseSignup(tx, signup);
    await queueMail(deps, tx, 'enterprise-signup', confirmationMail(email, link));
  });
  return { email, resendAfterSeconds: ENTERPRISE_SIGNUP_RESEND_SECONDS };
}

function confirmationMail(email: string, link: string): Mail {
  return {
    to: email,
    subject: 'Orbite : confirmez votre adresse e-mail',
    text: [
      'Bonjour,',
      '',
      'Pour poursuivre la création de votre espace entreprise sur Orbite, confirmez votre adresse e-mail en ouvrant ce lien :',
      link,
      '',
      `Ce lien est valable ${ENTERPRISE_SIGNUP_TOKEN_HOURS} heures.`,
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
      '',
      'L’équipe Orbite',
    ].join('\n'),
    html: `<p>Bonjour,</p><p>Pour poursuivre la création de votre espace entreprise sur Orbite, confirmez votre adresse e-mail.</p><p><a href="${link}">Confirmer mon adresse e-mail</a></p><p>Ce lien est valable ${ENTERPRISE_SIGNUP_TOKEN_HOURS} heures. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.</p><p>L’équipe Orbite</p>`,
  };
}

/** The catalogue's skills among the given ids (unknown ids are dropped), in the given order. */
async function skillsOf(db: DbOrTx, ids: number[]) {
  const found = await Promise.all(ids.map((id) => getSkill(db, id).catch(() => null)));
  return found.filter((skill) => skill !== null).map((skill) => ({ id: skill.id, name: skill.name }));
}

/** The sign-up behind a link: 554 when unknown, for another address or already completed, 557 when expired. */
async function usableSignup(db: DbOrTx, email: string, token: string) {
  const row = token ? await repository.findEnterpriseSignupByTokenHash(db, sha256(token)) : null;
  if (!row || row.completedAt || row.email !== normalizeEmail(email ?? ''))
    throw new AppError(ErrorCode.invalidToken, 'Ce lien de validation n’est plus valable.');
  if (row.expiresAt.getTime() <= Date.now())
    throw new AppError(ErrorCode.expiredToken, 'Ce lien de validation a expiré : recommencez l’inscription.');
  return row;
}

/** /enterprise/email-validation: proves the e-mail, and gives back the first steps' answers to continue. */
export async function validateEnterpriseSignupEmail(deps: AppDeps, input: { email: string; token: string }) {
  const row = await usableSignup(deps.db, input.email, input.token);
  await assertEmailFree(deps.db, row.email);
  await repository.markEnterpriseSignupValidated(deps.db, row.id);
  const skills = await skillsOf(deps.db, row.skillIds);
  return {
    email: row.email,
    preferences: row.preferences,
    skills: skills.map((skill) => ({ id: String(skill.id), name: skill.name })),
  };
}

export interface CompleteInput extends SignUpInput {
  token: string;
  jobTitle?: string | null;
  companyName: string;
  structure?: string | null;
  size?: string | null;
  acquisitionSource: string;
  termsAccepted: boolean;
}

function checkTerms(accepted: boolean) {
  if (accepted !== true)
    throw new AppError(
      ErrorCode.registrationFailure,
      'Acceptez les conditions générales pour continuer.',
      'termsAccepted',
    );
}

const jobTitleOf = (value: string | null | undefined) => value?.trim().slice(0, 120) || null;

/**
 * enterpriseInfo: from a validated sign-up only, creates the user, the company (with how it came to us
 * and what it looks for) and its admin in one transaction, uses the sign-up up, and signs in.
 */
export async function completeEnterpriseSignup(deps: AppDeps, input: CompleteInput, meta: RequestMeta) {
  const row = await usableSignup(deps.db, input.email, input.token);
  if (!row.validatedAt)
    throw new AppError(ErrorCode.invalidToken, 'Confirmez d’abord votre adresse e-mail avec le lien reçu.');
  const companyName = input.companyName?.trim() ?? '';
  if (!companyName)
    throw new AppError(ErrorCode.registrationFailure, 'Le nom de l’entreprise est obligatoire.', 'companyName');
  if (!isOneOf(corporateAcquisitionSources, input.acquisitionSource))
    throw new AppError(ErrorCode.registrationFailure, 'Dites-nous comment vous nous avez connus.', 'acquisitionSource');
  const structure = input.structure || null;
  if (structure && !isOneOf(companyStructures, structure))
    throw new AppError(ErrorCode.invalidInput, undefined, 'structure');
  const size = input.size || null;
  if (size && !isOneOf(companySizes, size)) throw new AppError(ErrorCode.invalidInput, undefined, 'size');
  checkTerms(input.termsAccepted);
  await assertUnderLimit(deps.db, signupLimits.completeAddress, meta.ip);
  await recordAttempt(deps.db, signupLimits.completeAddress, meta.ip);
  return deps.db.transaction(async (tx): Promise<SignedIn> => {
    if (!(await repository.completeEnterpriseSignup(tx, row.id)))
      throw new AppError(ErrorCode.invalidToken, 'Ce lien de validation a déjà servi.');
    const user = await createUser(
      tx,
      { ...input, email: row.email },
      { jobTitle: jobTitleOf(input.jobTitle), termsValidatedAt: new Date() },
    );
    const { company, corporate } = await createSignupCompany(tx, {
      name: companyName,
      structure,
      size,
      acquisitionSource: input.acquisitionSource as (typeof corporateAcquisitionSources)[number],
      signupPreferences: { ...row.preferences, skillIds: row.skillIds },
      userId: user.id,
    });
    await recordActivity(
      tx,
      { userId: user.id, impersonatorUserId: null },
      {
        category: 'corporate',
        type: 'corporate_signed_up',
        entityType: 'corporate',
        entityId: corporate.id,
        payload: { companyId: company.id, acquisitionSource: company.acquisitionSource },
      },
    );
    return signedInAs(tx, user.id, meta);
  });
}

/** What the join step shows: the inviting company, the invited person, and whether the terms are asked. */
export async function enterpriseInvitationPreview(deps: AppDeps, token: string) {
  const { invitation, companyName } = await previewInvitation(deps.db, token);
  const company = await findCompany(deps.db, invitation.companyId);
  return {
    companyName,
    email: invitation.email,
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    role: invitation.role,
    skipTermsValidation: company?.skipTermsValidation ?? false,
  };
}

export interface JoinInput extends Omit<SignUpInput, 'email'> {
  token: string;
  jobTitle?: string | null;
  termsAccepted: boolean;
}

/** enterpriseInfo with an invitation: joins the company; the terms are asked unless the company skips them. */
export async function joinCompanyBySignup(deps: AppDeps, input: JoinInput, meta: RequestMeta) {
  const preview = await enterpriseInvitationPreview(deps, input.token);
  if (!preview.skipTermsValidation) checkTerms(input.termsAccepted);
  await assertUnderLimit(deps.db, signupLimits.completeAddress, meta.ip);
  await recordAttempt(deps.db, signupLimits.completeAddress, meta.ip);
  const termsValidatedAt = preview.skipTermsValidation ? null : new Date();
  return deps.db.transaction(async (tx): Promise<SignedIn> => {
    // The team may have created the account already (back-office "add a user"): joining activates it.
    const joined =
      (await activatePendingCorporate(tx, input.token, {
        ...input,
        jobTitle: jobTitleOf(input.jobTitle),
        termsValidatedAt,
      })) ??
      (await (async () => {
        const created = await createUser(
          tx,
          { ...input, email: preview.email },
          { jobTitle: jobTitleOf(input.jobTitle), termsValidatedAt },
        );
        return { user: created, ...(await acceptInvitation(tx, input.token, created.id)) };
      })());
    const { user, company, corporate } = joined;
    await recordActivity(
      tx,
      { userId: user.id, impersonatorUserId: null },
      {
        category: 'corporate',
        type: 'corporate_signed_up',
        entityType: 'corporate',
        entityId: corporate.id,
        payload: { companyId: company.id },
      },
    );
    return signedInAs(tx, user.id, meta);
  });
}
