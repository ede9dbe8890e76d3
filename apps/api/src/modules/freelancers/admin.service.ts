import { ErrorCode, type ErrorCodeValue } from '@orbite/domain/errors';
import {
  checkFreelanceIdentity,
  type FreelanceIdentity,
  type FreelanceIdentityInput,
  isFieldError,
  isFreelanceDeletable,
} from '@orbite/domain/freelance-moderation';
import type { DbOrTx } from '../../db/client';
import { isRowId } from '../../db/statements';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity/activity.service';
import { endAllSessionsOf } from '../auth/account-closure';
import { resendEmailConfirmation } from '../auth/email-confirmation.service';
import { webOrigin } from '../notifications/unsubscribe-token';
import { findUserById, insertUser } from '../users/users.repository';
import * as repository from './admin.repository';
import { findFreelanceById } from './freelancers.repository';
import { createFreelance } from './freelancers.service';
import type { FreelanceRow } from './freelancers.tables';
import { linkedInKey } from './imports.parse';
import { lockFreelance } from './moderation.repository';
import { teamOnly } from './moderation.service';
import type { ProfileCaller } from './profile.service';

/** Field errors keep the spec's codes where it has one (invalid e-mail, invalid LinkedIn URL). */
const codeOfField: Record<string, ErrorCodeValue> = {
  email: ErrorCode.invalidEmail,
  linkedInUrl: ErrorCode.invalidLinkedInUrl,
};

function checked(input: FreelanceIdentityInput): FreelanceIdentity {
  const identity = checkFreelanceIdentity(input);
  if (isFieldError(identity))
    throw new AppError(codeOfField[identity.field] ?? ErrorCode.invalidInput, identity.message, identity.field);
  return identity;
}

/** Refuses an e-mail, phone or LinkedIn profile that another account already uses (551, 552, 558). */
async function assertUnique(
  tx: DbOrTx,
  identity: FreelanceIdentity,
  self: { userId: number; freelanceId: number } | null,
) {
  if (await repository.otherUserWithEmail(tx, identity.email, self?.userId ?? null))
    throw new AppError(ErrorCode.emailAlreadyUsed, 'Cette adresse e-mail est déjà utilisée par un compte.', 'email');
  if (identity.phoneNumber && (await repository.otherUserWithPhone(tx, identity.phoneNumber, self?.userId ?? null)))
    throw new AppError(ErrorCode.phoneAlreadyUsed, 'Ce numéro de téléphone est déjà utilisé par un compte.', 'phone');
  const key = linkedInKey(identity.linkedInUrl);
  if (key && (await repository.otherFreelanceWithLinkedIn(tx, key, self?.freelanceId ?? null)))
    throw new AppError(
      ErrorCode.linkedInAlreadyUsed,
      'Ce profil LinkedIn est déjà celui d’un autre freelance.',
      'linkedInUrl',
    );
}

export interface FreelancerByTeamInput extends FreelanceIdentityInput {
  preUser?: boolean | null;
}

/**
 * The team adds a freelancer: an account without password (pending activation) and its profile,
 * a pre-user unless told otherwise. Duplicates by e-mail (551), phone (552) or LinkedIn profile (558) are refused.
 */
export async function createFreelancerByTeam(deps: AppDeps, caller: ProfileCaller, input: FreelancerByTeamInput) {
  teamOnly(caller);
  const identity = checked(input);
  return deps.db.transaction(async (tx) => {
    await assertUnique(tx, identity, null);
    const user = await insertUser(tx, {
      email: identity.email,
      firstName: identity.firstName,
      lastName: identity.lastName,
      phoneNumber: identity.phoneNumber,
      jobTitle: identity.jobTitle,
      passwordHash: null,
      pendingActivation: true,
    });
    const created = await createFreelance(tx, { userId: user.id, firstName: user.firstName, status: 'new' });
    const freelance = await repository.updateFreelanceIdentity(tx, created.id, {
      linkedInUrl: identity.linkedInUrl,
      acquisitionSource: identity.acquisitionSource,
      preUser: input.preUser ?? true,
    });
    await recordActivity(tx, caller.actor, {
      category: 'freelance',
      type: 'freelance_added_by_team',
      entityType: 'freelancer',
      entityId: freelance.id,
      payload: { preUser: freelance.preUser, acquisitionSource: freelance.acquisitionSource },
    });
    return freelance;
  });
}

async function existingFreelance(tx: DbOrTx, freelanceId: number): Promise<FreelanceRow> {
  const freelance = await lockFreelance(tx, freelanceId);
  if (!freelance) throw new AppError(ErrorCode.notFound);
  return freelance;
}

/** The team edits a freelancer's identity: name, e-mail, phone, job title, LinkedIn, acquisition source. */
export async function updateFreelancerIdentity(
  deps: AppDeps,
  caller: ProfileCaller,
  freelanceId: number,
  input: FreelanceIdentityInput,
) {
  teamOnly(caller);
  const identity = checked(input);
  return deps.db.transaction(async (tx) => {
    const current = await existingFreelance(tx, freelanceId);
    const user = await findUserById(tx, current.userId);
    if (!user || user.anonymizedAt) throw new AppError(ErrorCode.notFound);
    await assertUnique(tx, identity, { userId: user.id, freelanceId: current.id });
    await repository.updateUserIdentity(tx, user.id, {
      email: identity.email,
      firstName: identity.firstName,
      lastName: identity.lastName,
      phoneNumber: identity.phoneNumber,
      jobTitle: identity.jobTitle,
    });
    const freelance = await repository.updateFreelanceIdentity(tx, current.id, {
      linkedInUrl: identity.linkedInUrl,
      acquisitionSource: identity.acquisitionSource,
    });
    const changed = [
      ...(['email', 'firstName', 'lastName', 'phoneNumber', 'jobTitle'] as const).filter(
        (field) => user[field] !== identity[field],
      ),
      ...(['linkedInUrl', 'acquisitionSource'] as const).filter((field) => current[field] !== identity[field]),
    ];
    if (changed.length > 0)
      await recordActivity(tx, caller.actor, {
        category: 'freelance',
        type: 'freelance_identity_updated',
        entityType: 'freelancer',
        entityId: freelance.id,
        payload: { fields: changed },
      });
    return freelance;
  });
}

/**
 * The team deletes a freelancer who has no history with clients: refused with 628 once a profile went
 * past the application (presented to a client), or with a deal, an invoice or a review. Otherwise,
 * in one transaction, the profile goes (with its matches, skills, flags, evaluations) and the account
 * is anonymized (kept for the activity history), its sessions revoked (their sockets close once committed)
 * and its sign-in identities removed.
 */
export async function deleteFreelance(deps: AppDeps, caller: ProfileCaller, freelanceId: number) {
  teamOnly(caller);
  return deps.db.transaction(async (tx) => {
    const freelance = await existingFreelance(tx, freelanceId);
    if (!isFreelanceDeletable(await repository.historyOf(tx, freelance.id)))
      throw new AppError(
        ErrorCode.freelanceNotDeletable,
        'Ce freelance a déjà été présenté à un client ou a un contrat, une facture ou un avis : il ne peut pas être supprimé.',
      );
    await repository.deleteFreelanceRow(tx, freelance.id);
    await repository.anonymizeUser(tx, freelance.userId);
    await repository.deleteSignInTraces(tx, freelance.userId);
    await endAllSessionsOf(tx, freelance.userId, deps.pubsub);
    await recordActivity(tx, caller.actor, {
      category: 'freelance',
      type: 'freelance_deleted',
      entityType: 'freelancer',
      entityId: freelance.id,
      payload: { userId: freelance.userId },
    });
    return true;
  });
}

/**
 * The team mails a new confirmation link to a freelancer who says none arrived (after checking the address on the
 * page): the freelancer's own resend, with its cooldown and hourly limit. False when the address is already proven.
 */
export async function resendFreelancerEmailConfirmation(deps: AppDeps, caller: ProfileCaller, freelanceId: number) {
  teamOnly(caller);
  const freelance = isRowId(freelanceId) ? await findFreelanceById(deps.db, freelanceId) : null;
  if (!freelance) throw new AppError(ErrorCode.notFound);
  const answer = await resendEmailConfirmation(deps, freelance.userId, webOrigin(deps.config));
  return !answer.confirmed;
}
