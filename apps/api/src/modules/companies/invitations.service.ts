import { ErrorCode } from '@orbite/domain/errors';
import { type CorporatePermission, type CorporateRole, corporatePermissions } from '@orbite/domain/roles';
import { isValidEmail, normalizeEmail } from '@orbite/domain/validators';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newToken, sha256 } from '../auth/auth.crypto';
import type { Viewer } from '../auth/auth.viewer';
import { queueMail } from '../mail/mail-outbox';
import { webOrigin } from '../notifications/unsubscribe-token';
import * as companies from './companies.repository';
import { type CrewActor, canInvite, canManageCrew, flagsOf } from './crew.policy';
import { emailIsTaken } from './crew.repository';
import { INVITATION_DAYS, invitationMail } from './invitations.mail';
import * as repository from './invitations.repository';
import type { CorporateInvitationRow } from './invitations.tables';

const notFound = () => new AppError(ErrorCode.notFound, 'Cette invitation est introuvable.');

/** The corporate behind a request, as the crew policy sees it; anyone else is refused. */
export function crewActorOf(viewer: Viewer | null): CrewActor {
  const corporate = viewer?.role === 'corporate' ? viewer.corporate : null;
  if (!viewer || !corporate) throw new AppError(ErrorCode.forbidden);
  const permissions = {} as Record<CorporatePermission, boolean>;
  for (const flag of corporatePermissions) permissions[flag] = viewer.permissions[flag];
  return { corporateId: corporate.id, companyId: corporate.companyId, role: corporate.role, permissions };
}

export function assertManagesCrew(actor: CrewActor) {
  if (!canManageCrew(actor)) throw new AppError(ErrorCode.forbidden, 'Vous ne gérez pas l’équipe de l’entreprise.');
}

export interface InviteInput {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  role: CorporateRole;
  permissions: Partial<Record<CorporatePermission, boolean | null>>;
}

/** Sends (or re-sends) the mail with a fresh token: only its hash is stored. */
async function sendInvitation(deps: AppDeps, viewer: Viewer, invitation: CorporateInvitationRow, token: string) {
  const company = await companies.findCompanyById(deps.db, invitation.companyId);
  await queueMail(
    deps,
    deps.db,
    'invitation',
    invitationMail({
      to: invitation.email,
      firstName: invitation.firstName,
      inviterName: `${viewer.user.firstName} ${viewer.user.lastName}`.trim(),
      companyName: company?.name ?? 'votre entreprise',
      role: invitation.role,
      link: `${webOrigin(deps.config)}/enterprise/join/${token}`,
    }),
  );
}

const expiry = () => new Date(Date.now() + INVITATION_DAYS * 86_400_000);

/** Invites a colleague; a pending invitation to the same e-mail is replaced. */
export async function inviteCorporate(deps: AppDeps, viewer: Viewer, input: InviteInput) {
  const actor = crewActorOf(viewer);
  assertManagesCrew(actor);
  const email = normalizeEmail(input.email ?? '');
  if (!isValidEmail(email)) throw new AppError(ErrorCode.invalidEmail, undefined, 'email');
  const flags = flagsOf(input.permissions ?? {});
  if (!canInvite(actor, input.role, flags))
    throw new AppError(ErrorCode.forbidden, 'Vous ne pouvez pas accorder ce rôle ou ces droits.');
  const token = newToken();
  const invitation = await deps.db.transaction(async (tx) => {
    if (await emailIsTaken(tx, email)) throw new AppError(ErrorCode.emailAlreadyUsed, undefined, 'email');
    await repository.revokePendingInvitationsTo(tx, actor.companyId, email);
    return repository.insertInvitation(tx, {
      companyId: actor.companyId,
      email,
      firstName: input.firstName?.trim() || null,
      lastName: input.lastName?.trim() || null,
      role: input.role,
      permissions: flags,
      tokenHash: sha256(token),
      invitedByUserId: viewer.user.id,
      expiresAt: expiry(),
    });
  });
  await sendInvitation(deps, viewer, invitation, token);
  return invitation;
}

async function pendingOfCompany(db: DbOrTx, actor: CrewActor, id: number) {
  const invitation = Number.isInteger(id) ? await repository.findInvitationOfCompany(db, actor.companyId, id) : null;
  if (!invitation || invitation.acceptedAt || invitation.revokedAt) throw notFound();
  return invitation;
}

/** A new link (the old one stops working), valid 7 days again. */
export async function resendInvitation(deps: AppDeps, viewer: Viewer, id: number) {
  const actor = crewActorOf(viewer);
  assertManagesCrew(actor);
  const invitation = await pendingOfCompany(deps.db, actor, id);
  const token = newToken();
  const updated = await repository.updateInvitation(deps.db, invitation.id, {
    tokenHash: sha256(token),
    expiresAt: expiry(),
    sentAt: new Date(),
  });
  await sendInvitation(deps, viewer, updated, token);
  return updated;
}

export async function revokeInvitation(deps: AppDeps, viewer: Viewer, id: number) {
  const actor = crewActorOf(viewer);
  assertManagesCrew(actor);
  const invitation = await pendingOfCompany(deps.db, actor, id);
  return repository.updateInvitation(deps.db, invitation.id, { revokedAt: new Date() });
}

export function pendingInvitations(deps: AppDeps, viewer: Viewer) {
  const actor = crewActorOf(viewer);
  assertManagesCrew(actor);
  return repository.pendingInvitationsOfCompany(deps.db, actor.companyId);
}

/** The invitation behind a link if it can still be used: 554 when unknown, used or revoked, 557 when expired. */
export async function usableInvitation(db: DbOrTx, token: string): Promise<CorporateInvitationRow> {
  const invitation = token ? await repository.findInvitationByTokenHash(db, sha256(token)) : null;
  if (!invitation || invitation.acceptedAt || invitation.revokedAt)
    throw new AppError(ErrorCode.invalidToken, 'Ce lien d’invitation n’est plus valable : demandez-en un nouveau.');
  if (invitation.expiresAt.getTime() <= Date.now())
    throw new AppError(ErrorCode.expiredToken, 'Ce lien d’invitation a expiré : demandez-en un nouveau.');
  return invitation;
}

/** What the sign-up page shows before joining: the company and the invited e-mail. */
export async function previewInvitation(db: DbOrTx, token: string) {
  const invitation = await usableInvitation(db, token);
  const company = await companies.findCompanyById(db, invitation.companyId);
  return { invitation, companyName: company?.name ?? '' };
}

/**
 * Inside the sign-up's transaction: the new user joins the inviting company with the invited role and
 * flags, and the invitation is used up (a second use, even racing this one, is refused).
 */
export async function acceptInvitation(tx: DbOrTx, token: string, userId: number) {
  const invitation = await usableInvitation(tx, token);
  if (!(await repository.acceptInvitationRow(tx, invitation.id, userId)))
    throw new AppError(ErrorCode.invalidToken, 'Ce lien d’invitation a déjà servi.');
  const corporate = await companies.insertCorporate(tx, {
    companyId: invitation.companyId,
    userId,
    role: invitation.role,
    permissions: flagsOf(invitation.permissions),
  });
  const company = (await companies.findCompanyById(tx, invitation.companyId))!;
  return { company, corporate };
}
