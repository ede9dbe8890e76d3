/*
 * Recommendations of experiences (@orbite/domain/endorsements): the freelancer asks a referent, who
 * answers through a personal link without an account. The link carries a 256-bit token of which only
 * the hash is kept; it works once, for 30 days. Asking goes through the profile's change (the owner
 * or the team, one transaction, an activity event); answering is public and needs the link alone.
 */
import {
  checkReferent,
  ENDORSEMENT_LINK_DAYS,
  type EndorsementStatus,
  endorsementComment,
  MAX_ENDORSEMENT_REQUESTS_PER_DAY,
  MAX_PENDING_ENDORSEMENTS,
  type ReferentInput,
} from '@orbite/domain/endorsements';
import { ErrorCode } from '@orbite/domain/errors';
import { and, asc, count, eq, gte, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity/activity.service';
import { activityEvents } from '../activity/activity.tables';
import { newToken, sha256 } from '../auth/auth.crypto';
import { queueMail } from '../mail/mail-outbox';
import { webOrigin } from '../notifications/unsubscribe-token';
import { findUserById } from '../users/users.repository';
import { endorsementRequestMail } from './endorsements.mail';
import { type ExperienceEndorsementRow, experienceEndorsements } from './endorsements.tables';
import { canEditProfile } from './profile.policy';
import { findFreelanceById } from './profile.repository';
import { changeProfile, type ProfileCaller } from './profile.service';
import { freelanceExperiences } from './profile.tables';

const DAY_MS = 86_400_000;

/** The recommendations of some experiences, oldest first. */
export function endorsementsOfExperiences(db: DbOrTx, experienceIds: readonly number[]) {
  if (experienceIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(experienceEndorsements)
    .where(inArray(experienceEndorsements.experienceId, [...experienceIds]))
    .orderBy(asc(experienceEndorsements.createdAt), asc(experienceEndorsements.id));
}

/** The freelancer and the team see every recommendation of a profile, and the referents' e-mails. */
export const seesEveryEndorsement = (caller: ProfileCaller, freelanceId: number) =>
  canEditProfile(caller.profile, freelanceId);

/** What a caller sees of an experience's recommendations: all of them for the owner and the team, the endorsed ones for others. */
export function visibleEndorsements(caller: ProfileCaller, freelanceId: number, rows: ExperienceEndorsementRow[]) {
  return seesEveryEndorsement(caller, freelanceId) ? rows : rows.filter((row) => row.status === 'endorsed');
}

async function experienceOf(db: DbOrTx, id: number) {
  const [row] = Number.isInteger(id)
    ? await db.select().from(freelanceExperiences).where(eq(freelanceExperiences.id, id))
    : [];
  return row ?? null;
}

/** Asks a referent to recommend an experience: a mail with a personal link; 429 past ten requests a day. */
export async function requestEndorsement(
  deps: AppDeps,
  caller: ProfileCaller,
  experienceId: number,
  input: ReferentInput,
): Promise<ExperienceEndorsementRow> {
  const experience = await experienceOf(deps.db, experienceId);
  if (!experience) throw new AppError(ErrorCode.notFound);
  const token = newToken();
  return changeProfile(
    deps,
    caller,
    experience.freelanceId,
    'freelance_endorsement_requested',
    async (tx, freelance) => {
      const referent = checkReferent(input);
      if ('message' in referent) throw new AppError(ErrorCode.invalidInput, referent.message, referent.field);
      const owner = await findUserById(tx, freelance.userId);
      if (!owner) throw new AppError(ErrorCode.notFound);
      if (owner.email.toLowerCase() === referent.email)
        throw new AppError(ErrorCode.invalidInput, 'Demandez la recommandation à quelqu’un d’autre que vous.', 'email');
      const mine = await tx
        .select({ status: experienceEndorsements.status, email: experienceEndorsements.referentEmail })
        .from(experienceEndorsements)
        .where(eq(experienceEndorsements.experienceId, experience.id));
      const pending = mine.filter((row) => row.status === 'requested');
      if (pending.some((row) => row.email === referent.email))
        throw new AppError(ErrorCode.invalidInput, 'Cette personne a déjà reçu votre demande.', 'email');
      if (pending.length >= MAX_PENDING_ENDORSEMENTS)
        throw new AppError(
          ErrorCode.invalidInput,
          `${MAX_PENDING_ENDORSEMENTS} demandes attendent déjà une réponse pour cette expérience.`,
        );
      // Counted on the activity log, which keeps the requests withdrawn since (each one mailed someone).
      const [today] = await tx
        .select({ value: count() })
        .from(activityEvents)
        .where(
          and(
            eq(activityEvents.entityType, 'freelancer'),
            eq(activityEvents.entityId, String(freelance.id)),
            eq(activityEvents.type, 'freelance_endorsement_requested'),
            gte(activityEvents.createdAt, new Date(Date.now() - DAY_MS)),
          ),
        );
      if ((today?.value ?? 0) >= MAX_ENDORSEMENT_REQUESTS_PER_DAY)
        throw new AppError(ErrorCode.tooManyRequests, 'Trop de demandes aujourd’hui : réessayez demain.');
      const [row] = await tx
        .insert(experienceEndorsements)
        .values({
          experienceId: experience.id,
          freelanceId: freelance.id,
          referentFirstName: referent.firstName,
          referentLastName: referent.lastName,
          referentEmail: referent.email,
          referentJobTitle: referent.jobTitle,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + ENDORSEMENT_LINK_DAYS * DAY_MS),
        })
        .returning();
      await queueMail(
        deps,
        tx,
        'endorsement-request',
        endorsementRequestMail({
          to: referent.email,
          referentFirstName: referent.firstName,
          freelancerName: `${owner.firstName} ${owner.lastName}`,
          experience: { title: experience.title, companyName: experience.companyName },
          link: `${webOrigin(deps.config)}/freelancer/endorse/${token}`,
        }),
      );
      return row!;
    },
  );
}

/** Withdraws a request, or takes a recommendation off the profile. */
export async function removeEndorsement(deps: AppDeps, caller: ProfileCaller, id: number): Promise<boolean> {
  const [row] = Number.isInteger(id)
    ? await deps.db.select().from(experienceEndorsements).where(eq(experienceEndorsements.id, id))
    : [];
  if (!row) throw new AppError(ErrorCode.notFound);
  return changeProfile(deps, caller, row.freelanceId, 'freelance_endorsement_removed', async (tx) => {
    await tx.delete(experienceEndorsements).where(eq(experienceEndorsements.id, row.id));
    return true;
  });
}

/** The request behind a link while it can be answered: 554 when unknown or answered, 557 when expired. */
async function usableRequest(db: DbOrTx, token: string) {
  const [row] =
    token && token.length <= 100
      ? await db
          .select()
          .from(experienceEndorsements)
          .where(eq(experienceEndorsements.tokenHash, sha256(token)))
      : [];
  if (row?.status !== 'requested')
    throw new AppError(ErrorCode.invalidToken, 'Ce lien de recommandation n’est pas ou plus valable.');
  if (row.expiresAt.getTime() <= Date.now())
    throw new AppError(ErrorCode.expiredToken, 'Ce lien de recommandation a expiré.');
  return row;
}

/** What the referent reads before answering: who asks, about which experience. */
export async function endorsementRequestOf(db: DbOrTx, token: string) {
  const row = await usableRequest(db, token);
  const experience = await experienceOf(db, row.experienceId);
  const freelance = await findFreelanceById(db, row.freelanceId);
  const owner = freelance ? await findUserById(db, freelance.userId) : null;
  if (!experience || !owner || owner.anonymizedAt) throw new AppError(ErrorCode.invalidToken);
  return { row, experience, freelancerName: `${owner.firstName} ${owner.lastName}` };
}

/** The referent's answer, once: endorsed (with their words, if any) or declined. */
export async function answerEndorsement(
  deps: AppDeps,
  token: string,
  answer: { endorse: boolean; comment?: string | null },
): Promise<EndorsementStatus> {
  const comment = endorsementComment(answer.comment);
  if (!comment)
    throw new AppError(ErrorCode.invalidInput, 'Votre recommandation compte 1 000 caractères au plus.', 'comment');
  return deps.db.transaction(async (tx) => {
    const row = await usableRequest(tx, token);
    const status: EndorsementStatus = answer.endorse ? 'endorsed' : 'declined';
    const [updated] = await tx
      .update(experienceEndorsements)
      .set({ status, comment: answer.endorse ? comment.text : null, answeredAt: new Date() })
      .where(and(eq(experienceEndorsements.id, row.id), eq(experienceEndorsements.status, 'requested')))
      .returning({ id: experienceEndorsements.id });
    if (!updated) throw new AppError(ErrorCode.invalidToken, 'Ce lien de recommandation n’est pas ou plus valable.');
    // The freelancer is told of a recommendation (notification centre and, by their settings, mail).
    const experience = await experienceOf(tx, row.experienceId);
    await recordActivity(
      tx,
      { userId: null, impersonatorUserId: null },
      {
        category: 'freelance',
        type: answer.endorse ? 'freelance_endorsement_given' : 'freelance_endorsement_declined',
        entityType: 'freelance_endorsement',
        entityId: row.id,
        payload: {
          freelanceId: row.freelanceId,
          experienceId: row.experienceId,
          experienceTitle: experience?.title ?? null,
          referentName: `${row.referentFirstName} ${row.referentLastName}`,
        },
      },
    );
    return status;
  });
}
