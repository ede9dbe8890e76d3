import { parisDayOf, todayInParis } from '@orbite/domain/calendar-day';
import { isOneOf } from '@orbite/domain/enums';
import { ErrorCode } from '@orbite/domain/errors';
import {
  type FreelanceGrade,
  freelanceGrades,
  type InterviewQualifStatus,
  type QualificationBadge,
  type QualificationFlag,
  qualificationBadgeOf,
  qualificationFlags,
} from '@orbite/domain/qualification';
import {
  checkOutcome,
  flagRefusal,
  freezeRefusal,
  heldOutcomes,
  type InterviewOutcomeInput,
  outcomeEffectOf,
  type ProcessRefusal,
  type ProcessRefusalReason,
  schedulingRefusal,
  selfRequestRefusal,
} from '@orbite/domain/qualification-process';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity/activity.service';
import type { FreelanceRow } from './freelancers.tables';
import * as repository from './interviews.repository';
import type { CandidateInterviewRow } from './interviews.tables';
import { type ProfileCaller, readableFreelance } from './profile.service';
import { canQualify } from './qualification.policy';
import { qualificationEventOf } from './qualification.service';

const messages: Record<ProcessRefusalReason, string> = {
  outOfScope: 'Un freelance banni ou hors périmètre ne peut pas être qualifié.',
  selfInterview: 'Un instructeur ne peut pas se faire passer l’entretien lui-même.',
  notInstructor: 'Choisissez un instructeur.',
  notOwnSkill: 'Choisissez une compétence du freelance.',
  dateInPast: 'L’entretien ne peut pas avoir lieu dans le passé.',
  frozenUntil: 'La qualification est gelée : pas d’entretien avant la date de fin du gel.',
  alreadyScheduled: 'Une demande ou un entretien est déjà en cours.',
  alreadyQualified: 'Ce freelance est déjà qualifié.',
  notPending: 'Cet entretien a déjà un résultat.',
  notAnOutcome: 'Résultat d’entretien inconnu.',
  missingAssessment: 'Indiquez l’avis de l’instructeur.',
  assessmentOnCancellation: 'Un entretien annulé ne porte pas d’évaluation.',
  ratingContradicts: 'Un avis négatif ne peut pas qualifier le freelance.',
  noShowMismatch: 'L’absent ne correspond pas à l’annulation.',
  frozenUntilRequired: 'Indiquez une date de fin de gel postérieure à aujourd’hui.',
  unknownValue: 'Valeur inconnue.',
};

const refused = (refusal: ProcessRefusal) =>
  new AppError(ErrorCode.invalidInput, messages[refusal.reason], refusal.field);

const teamOnly = (caller: ProfileCaller) => {
  if (!canQualify(caller.profile)) throw new AppError(ErrorCode.forbidden);
};

const byOf = (caller: ProfileCaller) => caller.actor.impersonatorUserId ?? caller.actor.userId;

const record = (
  tx: Parameters<typeof recordActivity>[0],
  caller: ProfileCaller,
  freelanceId: number,
  type: string,
  payload: Record<string, unknown>,
) =>
  recordActivity(tx, caller.actor, {
    category: 'qualification',
    type,
    entityType: 'freelancer',
    entityId: freelanceId,
    payload,
  });

/** The team flags a freelancer for qualification (urgent, normal, self) or clears the flag (null). */
export async function flagForQualification(
  deps: AppDeps,
  caller: ProfileCaller,
  freelanceId: number,
  flag: string | null,
): Promise<FreelanceRow> {
  teamOnly(caller);
  if (flag !== null && !isOneOf(qualificationFlags, flag))
    throw new AppError(ErrorCode.invalidInput, 'Signalement inconnu.', 'flag');
  return deps.db.transaction(async (tx) => {
    const freelance = await readableFreelance(tx, caller, freelanceId);
    const refusal = flagRefusal(freelance, flag as QualificationFlag | null);
    if (refusal) throw refused(refusal);
    if (freelance.flaggedForQualif === flag) return freelance;
    const updated = await repository.updateFreelanceQualif(tx, freelance.id, {
      flaggedForQualif: flag,
      flaggedForQualifAt: flag ? new Date() : freelance.flaggedForQualifAt,
    });
    await record(tx, caller, freelance.id, flag ? 'qualification_flagged' : 'qualification_unflagged', {
      from: freelance.flaggedForQualif,
      to: flag,
    });
    return updated;
  });
}

/** The freelancer asks to be qualified, once: never flagged nor interviewed before, and not qualified. */
export async function askForQualification(deps: AppDeps, caller: ProfileCaller): Promise<FreelanceRow> {
  const freelanceId = caller.profile.freelanceId;
  if (caller.profile.role !== 'freelancer' || !freelanceId) throw new AppError(ErrorCode.forbidden);
  return deps.db.transaction(async (tx) => {
    const freelance = await readableFreelance(tx, caller, freelanceId);
    const refusal = selfRequestRefusal({
      qualification: freelance.qualification,
      flaggedForQualif: freelance.flaggedForQualif,
      alreadyAsked: freelance.flaggedForQualifAt !== null || (await repository.hasInterviews(tx, freelance.id)),
    });
    if (refusal) throw refused(refusal);
    const updated = await repository.updateFreelanceQualif(tx, freelance.id, {
      flaggedForQualif: 'self',
      flaggedForQualifAt: new Date(),
    });
    await record(tx, caller, freelance.id, 'qualification_requested', {});
    return updated;
  });
}

export interface ScheduleInput {
  freelanceId: number;
  instructorId: number;
  skillId: number;
  date: Date;
}

/** The team schedules a candidate interview with an instructor on one of the freelancer's skills. */
export async function scheduleCandidateInterview(
  deps: AppDeps,
  caller: ProfileCaller,
  input: ScheduleInput,
): Promise<CandidateInterviewRow> {
  teamOnly(caller);
  if (Number.isNaN(input.date.getTime())) throw new AppError(ErrorCode.invalidInput, 'Date invalide.', 'date');
  return deps.db.transaction(async (tx) => {
    const freelance = await readableFreelance(tx, caller, input.freelanceId);
    const instructor = Number.isInteger(input.instructorId)
      ? await repository.qualifFieldsOf(tx, [input.instructorId]).then((rows) => rows[0] ?? null)
      : null;
    const refusal = schedulingRefusal({
      freelance: { id: freelance.id, status: freelance.status, isFrozenUntil: freelance.isFrozenUntil as never },
      instructor,
      skillHeld: Number.isInteger(input.skillId) && (await repository.holdsSkill(tx, freelance.id, input.skillId)),
      hasPendingInterview: await repository.hasInterviews(tx, freelance.id, 'pending'),
      day: parisDayOf(input.date),
      today: todayInParis(),
    });
    if (refusal) throw refused(refusal);
    const interview = await repository.insertInterview(tx, {
      freelanceId: freelance.id,
      instructorId: input.instructorId,
      skillId: input.skillId,
      scheduledAt: input.date,
      qualifStatus: 'pending',
      scheduledByUserId: byOf(caller),
    });
    await record(tx, caller, freelance.id, 'candidate_interview_scheduled', {
      interviewId: interview.id,
      instructorId: input.instructorId,
      skillId: input.skillId,
      scheduledAt: input.date.toISOString(),
    });
    return interview;
  });
}

/**
 * The team records the outcome of a pending interview (or cancels it: cancelledByTM), and the
 * freelancer's qualification follows the domain's rule, in one transaction.
 */
export async function concludeCandidateInterview(
  deps: AppDeps,
  caller: ProfileCaller,
  id: number,
  input: InterviewOutcomeInput & { feedback?: string | null },
): Promise<CandidateInterviewRow> {
  teamOnly(caller);
  const checked = checkOutcome(input, todayInParis());
  if (!checked.ok) throw refused(checked.refusal);
  const outcome = checked.outcome;
  const feedback = input.feedback?.trim() || null;
  if (feedback && feedback.length > 5000)
    throw new AppError(ErrorCode.invalidInput, '5 000 caractères au plus.', 'feedback');
  return deps.db.transaction(async (tx) => {
    const interview = await repository.findInterviewForUpdate(tx, id);
    if (!interview) throw new AppError(ErrorCode.notFound);
    if (interview.qualifStatus !== 'pending') throw refused({ field: 'id', reason: 'notPending' });
    const freelance = await readableFreelance(tx, caller, interview.freelanceId);
    const by = byOf(caller);
    const updated = await repository.updateInterview(tx, interview.id, {
      qualifStatus: outcome.qualifStatus,
      approvalRating: outcome.approvalRating,
      expertiseLevel: outcome.expertiseLevel,
      technicalKnowledge: outcome.technicalKnowledge,
      doubtCriteria: outcome.doubtCriteria,
      noShowParty: outcome.noShowParty,
      feedback: (heldOutcomes as readonly string[]).includes(outcome.qualifStatus) ? feedback : null,
      concludedByUserId: by,
      concludedAt: new Date(),
    });
    await record(tx, caller, freelance.id, 'candidate_interview_concluded', {
      interviewId: interview.id,
      qualifStatus: outcome.qualifStatus,
      ...(outcome.noShowParty ? { noShowParty: outcome.noShowParty } : {}),
    });
    const effect = outcomeEffectOf(outcome);
    const patch: Parameters<typeof repository.updateFreelanceQualif>[2] = {};
    if (effect.clearFlag) patch.flaggedForQualif = null;
    if (effect.isFrozenUntil !== undefined) patch.isFrozenUntil = effect.isFrozenUntil;
    if (effect.qualification && effect.qualification !== freelance.qualification) {
      Object.assign(patch, { qualification: effect.qualification, qualifiedAt: new Date(), qualifiedByUserId: by });
      await record(tx, caller, freelance.id, qualificationEventOf(effect.qualification), {
        from: freelance.qualification,
        to: effect.qualification,
        interviewId: interview.id,
      });
    }
    if (Object.keys(patch).length) await repository.updateFreelanceQualif(tx, freelance.id, patch);
    return updated;
  });
}

/** The team makes a freelancer an instructor, or no longer. */
export async function setFreelanceInstructor(
  deps: AppDeps,
  caller: ProfileCaller,
  freelanceId: number,
  isInstructor: boolean,
): Promise<FreelanceRow> {
  teamOnly(caller);
  return deps.db.transaction(async (tx) => {
    const freelance = await readableFreelance(tx, caller, freelanceId);
    if (freelance.isInstructor === isInstructor) return freelance;
    if (isInstructor && (freelance.status === 'banned' || freelance.status === 'wrongScope'))
      throw refused({ field: 'freelanceId', reason: 'outOfScope' });
    const updated = await repository.updateFreelanceQualif(tx, freelance.id, { isInstructor });
    await record(tx, caller, freelance.id, isInstructor ? 'instructor_added' : 'instructor_removed', {});
    return updated;
  });
}

/** The team freezes a freelancer's qualification until a future day (no interview before it), or lifts it (null). */
export async function freezeFreelanceQualification(
  deps: AppDeps,
  caller: ProfileCaller,
  freelanceId: number,
  until: string | null,
): Promise<FreelanceRow> {
  teamOnly(caller);
  const refusal = freezeRefusal(until, todayInParis());
  if (refusal) throw refused(refusal);
  return deps.db.transaction(async (tx) => {
    const freelance = await readableFreelance(tx, caller, freelanceId);
    if (freelance.isFrozenUntil === until) return freelance;
    const updated = await repository.updateFreelanceQualif(tx, freelance.id, { isFrozenUntil: until });
    await record(tx, caller, freelance.id, until ? 'qualification_frozen' : 'qualification_unfrozen', {
      from: freelance.isFrozenUntil,
      to: until,
    });
    return updated;
  });
}

/** The team gives a freelancer a grade of the talent programme. */
export async function setFreelanceGrade(
  deps: AppDeps,
  caller: ProfileCaller,
  freelanceId: number,
  grade: string,
): Promise<FreelanceRow> {
  teamOnly(caller);
  if (!isOneOf(freelanceGrades, grade)) throw new AppError(ErrorCode.invalidInput, 'Grade inconnu.', 'grade');
  return deps.db.transaction(async (tx) => {
    const freelance = await readableFreelance(tx, caller, freelanceId);
    if (freelance.grade === grade) return freelance;
    const updated = await repository.updateFreelanceQualif(tx, freelance.id, { grade: grade as FreelanceGrade });
    await record(tx, caller, freelance.id, 'grade_changed', { from: freelance.grade, to: grade });
    return updated;
  });
}

/** Instructors for the picker (team only, checked by the schema). */
export function instructors(
  deps: AppDeps,
  filters: { skillId: number | null; search: string | null; limit?: number | null },
) {
  const limit = Math.min(50, Math.max(1, filters.limit ?? 20));
  return repository.listInstructors(deps.db, {
    skillId: filters.skillId,
    search: filters.search?.trim() || null,
    limit,
  });
}

/** The badge of the domain's priority rule, from the interviews that took place (dated by their day). */
export function badgeOf(
  freelance: Pick<FreelanceRow, 'isInstructor' | 'qualification' | 'flaggedForQualif'>,
  interviews: readonly Pick<CandidateInterviewRow, 'scheduledAt' | 'qualifStatus'>[],
): QualificationBadge {
  return qualificationBadgeOf({
    isInstructor: freelance.isInstructor,
    isQualified: freelance.qualification === 'qualified',
    flaggedForQualif: isOneOf(qualificationFlags, freelance.flaggedForQualif) ? freelance.flaggedForQualif : null,
    interviews: interviews
      .filter((i) => (heldOutcomes as readonly string[]).includes(i.qualifStatus))
      .map((i) => ({ date: i.scheduledAt, qualifStatus: i.qualifStatus as InterviewQualifStatus })),
  });
}
