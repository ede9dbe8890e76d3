import { ErrorCode } from '@orbite/domain/errors';
import { type CorporatePermission, CorporateRole } from '@orbite/domain/roles';

import { isValidEmail, normalizeEmail, toInternationalPhone } from '@orbite/domain/validators';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity/activity.service';
import { hashPassword, newToken, sha256 } from '../auth/auth.crypto';
import { assertAcceptablePassword } from '../auth/password-policy';
import { queueMail } from '../mail/mail-outbox';
import { webOrigin } from '../notifications/unsubscribe-token';
import { findUserByEmail, findUserByPhone, insertUser } from '../users/users.repository';
import { missionsOf } from './backoffice-companies.repository';
import { assertTeam, pageOf, type TeamCaller } from './backoffice-companies.service';
import * as repository from './backoffice-corporates.repository';
import { findCompanyById, findCorporateByUserId, insertCorporate } from './companies.repository';
import { type CrewActor, editRefusal, flagsOf } from './crew.policy';
import { countAdmins, emailIsTaken } from './crew.repository';
import { INVITATION_DAYS, invitationMail } from './invitations.mail';
import { acceptInvitationRow, insertInvitation } from './invitations.repository';
import { usableInvitation } from './invitations.service';

const corporateRoles: readonly string[] = Object.values(CorporateRole);
const invalid = (field: string, message: string) => new AppError(ErrorCode.invalidInput, message, field);
const notFound = () => new AppError(ErrorCode.notFound, 'Cet utilisateur client est introuvable.');
const COMMENTS_MAX = 5000;

type Flags = Partial<Record<CorporatePermission, boolean | null>>;

export async function listCorporatesForTeam(
  deps: AppDeps,
  caller: TeamCaller,
  input: {
    search?: string | null;
    companyId?: number | null;
    bookmarked?: boolean | null;
    offset?: number | null;
    limit?: number | null;
  },
) {
  const viewer = assertTeam(caller);
  const companyId =
    input.companyId && Number.isInteger(input.companyId) && input.companyId > 0 ? input.companyId : null;
  const options = {
    viewerUserId: viewer.user.id,
    search: input.search?.trim().slice(0, 100) || null,
    companyId: companyId && companyId <= 2_147_483_647 ? companyId : null,
    bookmarked: input.bookmarked === true,
  };
  const page = pageOf(input.offset, input.limit);
  const items = await repository.listCorporates(deps.db, { ...options, ...page });
  const first =
    items.length === 0 && page.offset > 0
      ? await repository.listCorporates(deps.db, { ...options, offset: 0, limit: 1 })
      : items;
  return { count: first[0]?.total ?? 0, items };
}

export async function corporateForTeam(deps: AppDeps, caller: TeamCaller, id: number) {
  const viewer = assertTeam(caller);
  const corporate = await repository.findCorporateForTeam(deps.db, id, viewer.user.id);
  if (!corporate) throw notFound();
  return corporate;
}

export const postedMissions = (deps: AppDeps, corporateId: number) => missionsOf(deps.db, { corporateId });

/** Bookmarks a corporate for the calling team member (or removes the bookmark). */
export async function toggleCorporateBookmark(deps: AppDeps, caller: TeamCaller, id: number) {
  const viewer = assertTeam(caller);
  return deps.db.transaction(async (tx) => {
    if (!(await repository.findCorporateForTeam(tx, id, viewer.user.id))) throw notFound();
    await repository.toggleBookmark(tx, viewer.user.id, id);
    return (await repository.findCorporateForTeam(tx, id, viewer.user.id))!;
  });
}

export interface CreateCorporateInput {
  companyId: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string | null;
  jobTitle?: string | null;
  role: CorporateRole;
  permissions?: Flags | null;
  hasNovaAccess?: boolean | null;
}

function checkIdentity(input: CreateCorporateInput) {
  const email = normalizeEmail(input.email ?? '');
  if (!isValidEmail(email)) throw new AppError(ErrorCode.invalidEmail, undefined, 'email');
  const firstName = input.firstName?.trim() ?? '';
  const lastName = input.lastName?.trim() ?? '';
  if (!firstName) throw invalid('firstName', 'Le prénom est obligatoire.');
  if (!lastName) throw invalid('lastName', 'Le nom est obligatoire.');
  if (firstName.length > 100) throw invalid('firstName', '100 caractères au plus.');
  if (lastName.length > 100) throw invalid('lastName', '100 caractères au plus.');
  let phoneNumber: string | null = null;
  if (input.phoneNumber?.trim()) {
    phoneNumber = toInternationalPhone(input.phoneNumber);
    if (!phoneNumber) throw invalid('phoneNumber', 'Ce numéro de téléphone n’est pas valide.');
  }
  const jobTitle = input.jobTitle?.trim() || null;
  if (jobTitle && jobTitle.length > 120) throw invalid('jobTitle', '120 caractères au plus.');
  if (!corporateRoles.includes(input.role)) throw invalid('role', 'Rôle inconnu.');
  return { email, firstName, lastName, phoneNumber, jobTitle };
}

/**
 * The team adds a user to a client company: the account waits for activation and the person gets
 * the crew's invitation mail to choose a password (551 when the e-mail has an account already).
 */
export async function createCorporateForTeam(deps: AppDeps, caller: TeamCaller, input: CreateCorporateInput) {
  const viewer = assertTeam(caller);
  const identity = checkIdentity(input);
  const flags = flagsOf(input.permissions ?? {});
  const token = newToken();
  const { corporate, company } = await deps.db.transaction(async (tx) => {
    const company = Number.isInteger(input.companyId) ? await findCompanyById(tx, input.companyId) : null;
    if (!company) throw invalid('companyId', 'Choisissez une entreprise existante.');
    if (await emailIsTaken(tx, identity.email)) throw new AppError(ErrorCode.emailAlreadyUsed, undefined, 'email');
    if (identity.phoneNumber && (await findUserByPhone(tx, identity.phoneNumber)))
      throw new AppError(ErrorCode.phoneAlreadyUsed, undefined, 'phoneNumber');
    const user = await insertUser(tx, { ...identity, passwordHash: null, pendingActivation: true });
    const corporate = await insertCorporate(tx, {
      companyId: company.id,
      userId: user.id,
      role: input.role,
      permissions: flags,
      hasNovaAccess: input.hasNovaAccess === true,
    });
    await insertInvitation(tx, {
      companyId: company.id,
      email: identity.email,
      firstName: identity.firstName,
      lastName: identity.lastName,
      role: input.role,
      permissions: flags,
      tokenHash: sha256(token),
      invitedByUserId: caller.actor.impersonatorUserId ?? viewer.user.id,
      expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
    });
    await recordActivity(tx, caller.actor, {
      category: 'corporate',
      type: 'corporate_created',
      entityType: 'corporate',
      entityId: corporate.id,
      payload: { companyId: company.id },
    });
    return { corporate, company };
  });
  await queueMail(
    deps,
    deps.db,
    'invitation',
    invitationMail({
      to: identity.email,
      firstName: identity.firstName,
      inviterName: `${viewer.user.firstName} ${viewer.user.lastName}`.trim(),
      companyName: company.name,
      role: corporate.role,
      link: `${webOrigin(deps.config)}/enterprise/join/${token}`,
    }),
  );
  return (await repository.findCorporateForTeam(deps.db, corporate.id, viewer.user.id))!;
}

export interface UpdateCorporateInput {
  role?: CorporateRole | null;
  permissions?: Flags | null;
  hasNovaAccess?: boolean | null;
  comments?: string | null;
}

/** The team changes a client user's role, flags, Nova access or notes; the company keeps one full admin. */
export async function updateCorporateForTeam(
  deps: AppDeps,
  caller: TeamCaller,
  id: number,
  input: UpdateCorporateInput,
) {
  const viewer = assertTeam(caller);
  const comments = input.comments === undefined ? undefined : input.comments?.trim() || null;
  if (comments && comments.length > COMMENTS_MAX) throw invalid('comments', '5 000 caractères au plus.');
  if (input.role && !corporateRoles.includes(input.role)) throw invalid('role', 'Rôle inconnu.');
  return deps.db.transaction(async (tx) => {
    const target = await repository.findCorporateForTeam(tx, id, viewer.user.id);
    if (!target) throw notFound();
    const role = input.role ?? target.role;
    const flags = flagsOf(input.permissions ? { ...target.permissions, ...input.permissions } : target.permissions);
    // The team acts with an administrator's rights, under the same rule as the crew page.
    const team: CrewActor = { corporateId: 0, companyId: target.companyId, role: 'admin', permissions: {} };
    if (editRefusal(team, target, { role, flags }, await countAdmins(tx, target.companyId)) === 'lastAdmin')
      throw new AppError(
        ErrorCode.forbidden,
        'L’entreprise doit garder un administrateur qui gère l’équipe et l’administration.',
        'role',
      );
    await repository.updateCorporateRow(tx, target.id, {
      role,
      permissions: flags,
      ...(input.hasNovaAccess === undefined || input.hasNovaAccess === null
        ? {}
        : { hasNovaAccess: input.hasNovaAccess }),
      ...(comments === undefined ? {} : { comments }),
    });
    await recordActivity(tx, caller.actor, {
      category: 'corporate',
      type: 'corporate_updated',
      entityType: 'corporate',
      entityId: target.id,
      payload: { role, hasNovaAccess: input.hasNovaAccess ?? target.hasNovaAccess },
    });
    return (await repository.findCorporateForTeam(tx, target.id, viewer.user.id))!;
  });
}

/**
 * The join of a person whose account the team created beforehand (pending, no password): inside the
 * sign-up's transaction, sets their password and names, activates the account and uses the invitation up.
 * Null when the invitation's e-mail has no such account: the ordinary join then creates the user.
 * Meant for `signUpCorporate` (auth module), which otherwise refuses the e-mail with 551.
 */
export async function activatePendingCorporate(
  tx: DbOrTx,
  token: string,
  input: {
    password: string;
    firstName?: string | null;
    lastName?: string | null;
    jobTitle?: string | null;
    termsValidatedAt: Date | null;
  },
) {
  const invitation = await usableInvitation(tx, token);
  const user = await findUserByEmail(tx, invitation.email);
  if (!user?.pendingActivation || user.passwordHash) return null;
  const corporate = await findCorporateByUserId(tx, user.id);
  if (!corporate || corporate.companyId !== invitation.companyId) return null;
  await assertAcceptablePassword(input.password, 'password', [invitation.email, input.firstName, input.lastName]);
  if (!(await acceptInvitationRow(tx, invitation.id, user.id)))
    throw new AppError(ErrorCode.invalidToken, 'Ce lien d’invitation a déjà servi.');
  const activated = await repository.activatePendingUser(tx, user.id, {
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName?.trim() || user.firstName,
    lastName: input.lastName?.trim() || user.lastName,
    jobTitle: input.jobTitle?.trim() || user.jobTitle,
    termsValidatedAt: input.termsValidatedAt,
  });
  if (!activated) throw new AppError(ErrorCode.invalidToken, 'Ce lien d’invitation a déjà servi.');
  const company = (await findCompanyById(tx, invitation.companyId))!;
  return { user, company, corporate };
}
