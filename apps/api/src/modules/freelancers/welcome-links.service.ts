/*
 * Welcome links (@orbite/domain/signup-hunting): the team added or imported a freelancer (a pre-user: an
 * account without password, pending activation, and a profile the team filled) and sends them a personal link.
 * Opening it, the freelancer checks what the team prepared, sets a password, accepts the terms and is signed
 * in: the account is theirs, no longer a pre-user. The link carries a 256-bit token of which only the hash is
 * kept; it works once, for 30 days, and a new link replaces the unused one.
 */
import { ErrorCode } from '@orbite/domain/errors';
import {
  type CampaignTags,
  campaignQuery,
  MAX_WELCOME_LINKS_AT_ONCE,
  SIGNUP_HUNTING_LINK_DAYS,
} from '@orbite/domain/signup-hunting';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity/activity.service';
import { hashPassword, newToken, sha256 } from '../auth/auth.crypto';
import { takeAttempt } from '../auth/auth.rate-limit';
import { type RequestMeta, type SignedIn, signedInAs } from '../auth/auth.service';
import { assertAcceptablePassword } from '../auth/password-policy';
import { activatePendingUser } from '../companies/backoffice-corporates.repository';
import { queueMail } from '../mail/mail-outbox';
import { webOrigin } from '../notifications/unsubscribe-token';
import { skills } from '../skills/skills.tables';
import { findUserById } from '../users/users.repository';
import type { UserRow } from '../users/users.tables';
import { type FreelanceRow, freelances } from './freelancers.tables';
import { lockFreelance } from './moderation.repository';
import { teamOnly } from './moderation.service';
import type { ProfileCaller } from './profile.service';
import { freelanceSkills } from './profile.tables';
import { welcomeLinkMail } from './welcome-links.mail';
import { type SignupHuntingLinkRow, signupHuntingLinks } from './welcome-links.tables';

const DAY_MS = 86_400_000;
const NAME_MAX = 60;

/** Claims per address and hour: a token cannot be guessed, this only keeps a script from hammering the hashing. */
export const welcomeClaimLimit = { action: 'welcome:address', max: 20, windowMinutes: 60 };

/** Whether a freelancer's account still waits for its owner: a pre-user whose account has no password. */
const awaitsOwner = (freelance: FreelanceRow, user: UserRow | null): user is UserRow =>
  freelance.preUser && !!user && user.pendingActivation && !user.passwordHash && !user.anonymizedAt;

/** Whether a freelancer's account still waits for its owner (the team may make them a welcome link). */
export async function awaitsOwnerById(db: DbOrTx, freelance: FreelanceRow): Promise<boolean> {
  return freelance.preUser && awaitsOwner(freelance, await findUserById(db, freelance.userId));
}

/** A freelancer's latest welcome link, for the team. */
export async function latestWelcomeLink(db: DbOrTx, freelanceId: number): Promise<SignupHuntingLinkRow | null> {
  const [row] = await db
    .select()
    .from(signupHuntingLinks)
    .where(eq(signupHuntingLinks.freelanceId, freelanceId))
    .orderBy(desc(signupHuntingLinks.createdAt), desc(signupHuntingLinks.id))
    .limit(1);
  return row ?? null;
}

/** The web path of a link, with the tags the team gave it. */
export const welcomePath = (token: string, tags: Partial<CampaignTags>) =>
  `/freelancer/welcome/${token}${campaignQuery(tags)}`;

/** Replaces a pre-user's unused link by a new one, mailed when `send`, with its activity event (inside `tx`). */
async function issueLink(
  deps: AppDeps,
  tx: DbOrTx,
  caller: ProfileCaller,
  target: { freelance: FreelanceRow; user: UserRow },
  input: { tags: CampaignTags; send: boolean },
) {
  const { freelance, user } = target;
  const token = newToken();
  const tags: CampaignTags = { ...input.tags, utm_medium: input.tags.utm_medium ?? (input.send ? 'email' : null) };
  await tx
    .delete(signupHuntingLinks)
    .where(and(eq(signupHuntingLinks.freelanceId, freelance.id), isNull(signupHuntingLinks.usedAt)));
  const [link] = await tx
    .insert(signupHuntingLinks)
    .values({
      freelanceId: freelance.id,
      tokenHash: sha256(token),
      createdByUserId: caller.actor.impersonatorUserId ?? caller.actor.userId,
      mailedTo: input.send ? user.email : null,
      utmCampaign: tags.utm_campaign,
      utmSource: tags.utm_source,
      utmMedium: tags.utm_medium,
      expiresAt: new Date(Date.now() + SIGNUP_HUNTING_LINK_DAYS * DAY_MS),
    })
    .returning();
  const url = `${webOrigin(deps.config)}${welcomePath(token, tags)}`;
  if (input.send)
    await queueMail(
      deps,
      tx,
      'welcome-link',
      welcomeLinkMail({ to: user.email, firstName: user.firstName, link: url }),
    );
  await recordActivity(tx, caller.actor, {
    category: 'freelance',
    type: 'freelance_welcome_link_created',
    entityType: 'freelancer',
    entityId: freelance.id,
    payload: { mailed: input.send, ...tags },
  });
  return { link: link!, url };
}

/**
 * The team makes a pre-user's welcome link, mailed to them when `send` (tagged `utm_medium=email` unless the
 * team said otherwise), else to copy into the team's own message. The unused link before it stops working.
 * Refused (403 for another role, 400) once the freelancer owns their account.
 */
export async function createWelcomeLink(
  deps: AppDeps,
  caller: ProfileCaller,
  freelanceId: number,
  input: { tags: CampaignTags; send: boolean },
): Promise<{ link: SignupHuntingLinkRow; url: string }> {
  teamOnly(caller);
  return deps.db.transaction(async (tx) => {
    const freelance = Number.isInteger(freelanceId) ? await lockFreelance(tx, freelanceId) : null;
    if (!freelance) throw new AppError(ErrorCode.notFound);
    const user = await findUserById(tx, freelance.userId);
    if (!awaitsOwner(freelance, user))
      throw new AppError(
        ErrorCode.invalidInput,
        'Ce freelance a déjà activé son compte : il se connecte avec son mot de passe.',
      );
    return issueLink(deps, tx, caller, { freelance, user }, input);
  });
}

/**
 * The team mails welcome links to many pre-users at once (an import's), in one transaction: each pre-user whose
 * account still waits and who has no unused link younger than a day gets one; the others are counted as skipped
 * (already active, unknown, or just invited: sending twice in a row would mail them twice).
 */
export async function sendWelcomeLinks(
  deps: AppDeps,
  caller: ProfileCaller,
  freelanceIds: readonly number[],
  tags: CampaignTags,
): Promise<{ sent: number; skipped: number }> {
  teamOnly(caller);
  const ids = [...new Set(freelanceIds.filter((id) => Number.isInteger(id) && id > 0))];
  if (ids.length > MAX_WELCOME_LINKS_AT_ONCE)
    throw new AppError(
      ErrorCode.invalidInput,
      `${MAX_WELCOME_LINKS_AT_ONCE} freelances au plus à la fois.`,
      'freelanceIds',
    );
  return deps.db.transaction(async (tx) => {
    let sent = 0;
    for (const id of ids) {
      const freelance = await lockFreelance(tx, id);
      const user = freelance ? await findUserById(tx, freelance.userId) : null;
      if (!freelance || !awaitsOwner(freelance, user)) continue;
      const latest = await latestWelcomeLink(tx, freelance.id);
      if (latest && !latest.usedAt && latest.createdAt.getTime() > Date.now() - DAY_MS) continue;
      await issueLink(deps, tx, caller, { freelance, user }, { tags, send: true });
      sent++;
    }
    return { sent, skipped: freelanceIds.length - sent };
  });
}

/** The link behind a token while it can be used: 554 when unknown, used or its account taken, 557 when expired. */
async function usableLink(db: DbOrTx, token: string) {
  const [link] =
    token && token.length <= 100
      ? await db
          .select()
          .from(signupHuntingLinks)
          .where(eq(signupHuntingLinks.tokenHash, sha256(token)))
      : [];
  const invalid = () => new AppError(ErrorCode.invalidToken, 'Ce lien de bienvenue n’est pas ou plus valable.');
  if (!link || link.usedAt) throw invalid();
  if (link.expiresAt.getTime() <= Date.now())
    throw new AppError(ErrorCode.expiredToken, 'Ce lien de bienvenue a expiré : demandez-en un nouveau à l’équipe.');
  const [freelance] = await db.select().from(freelances).where(eq(freelances.id, link.freelanceId));
  const user = freelance ? await findUserById(db, freelance.userId) : null;
  if (!freelance || !awaitsOwner(freelance, user)) throw invalid();
  return { link, freelance, user };
}

/** What the freelancer reads behind their link: who they are for us, and a glimpse of the profile prepared. */
export async function welcomePreview(deps: AppDeps, token: string) {
  const { link, freelance, user } = await usableLink(deps.db, token);
  const skillRows = await deps.db
    .select({ name: skills.name })
    .from(freelanceSkills)
    .innerJoin(skills, eq(skills.id, freelanceSkills.skillId))
    .where(eq(freelanceSkills.freelanceId, freelance.id))
    .orderBy(desc(freelanceSkills.primary), skills.name)
    .limit(8);
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    jobTitle: user.jobTitle,
    tagline: freelance.tagline,
    skills: skillRows.map((row) => row.name),
    expiresAt: link.expiresAt.toISOString(),
  };
}

export interface ClaimInput {
  token: string;
  password: string;
  firstName: string;
  lastName: string;
  termsAccepted: boolean;
  /** The tags of the URL the freelancer arrived with, for the team's figures. */
  arrival: CampaignTags;
}

function checkName(value: string, field: 'firstName' | 'lastName') {
  const name = value.trim();
  if (!name)
    throw new AppError(
      ErrorCode.registrationFailure,
      field === 'firstName' ? 'Le prénom est obligatoire.' : 'Le nom est obligatoire.',
      field,
    );
  if (name.length > NAME_MAX)
    throw new AppError(ErrorCode.registrationFailure, `${NAME_MAX} caractères au plus.`, field);
  return name;
}

/**
 * The freelancer takes their account through the link, in one transaction: password set, terms accepted, no
 * longer a pre-user, the link used up, an activity event with the campaign tags; then signed in. A second use,
 * even concurrent, finds the link used (554) and changes nothing.
 */
export async function claimWelcomeLink(deps: AppDeps, input: ClaimInput, meta: RequestMeta): Promise<SignedIn> {
  if (input.termsAccepted !== true)
    throw new AppError(
      ErrorCode.registrationFailure,
      'Acceptez les conditions générales pour continuer.',
      'termsAccepted',
    );
  const firstName = checkName(input.firstName, 'firstName');
  const lastName = checkName(input.lastName, 'lastName');
  await takeAttempt(deps.db, welcomeClaimLimit, meta.ip);
  const { user } = await usableLink(deps.db, input.token);
  await assertAcceptablePassword(input.password, 'password', [user.email, firstName, lastName]);
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const invalid = () => new AppError(ErrorCode.invalidToken, 'Ce lien de bienvenue n’est pas ou plus valable.');
    const [used] = await tx
      .update(signupHuntingLinks)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(signupHuntingLinks.tokenHash, sha256(input.token)),
          isNull(signupHuntingLinks.usedAt),
          gt(signupHuntingLinks.expiresAt, new Date()),
        ),
      )
      .returning();
    const freelance = used ? await lockFreelance(tx, used.freelanceId) : null;
    if (!used || !freelance || !awaitsOwner(freelance, await findUserById(tx, freelance.userId))) throw invalid();
    if (
      !(await activatePendingUser(tx, freelance.userId, {
        passwordHash,
        firstName,
        lastName,
        termsValidatedAt: new Date(),
      }))
    )
      throw invalid();
    await tx.update(freelances).set({ preUser: false }).where(eq(freelances.id, freelance.id));
    await recordActivity(
      tx,
      { userId: freelance.userId, impersonatorUserId: null },
      {
        category: 'freelance',
        type: 'freelance_welcome_link_used',
        entityType: 'freelancer',
        entityId: freelance.id,
        payload: { ...input.arrival, linkCampaign: used.utmCampaign },
      },
    );
    return signedInAs(tx, freelance.userId, meta);
  });
}
