import type { CalendarDay } from './calendar-day';
import { isOneOf } from './enums';
import type { FreelanceStatus } from './freelance-status';
import {
  type ApprovalRating,
  approvalRatings,
  type DoubtCriterion,
  doubtCriteria,
  type ExpertiseLevel,
  expertiseLevels,
  type FreelanceQualification,
  type InterviewQualifStatus,
  type NoShowParty,
  noShowParties,
  type QualificationFlag,
  type TechnicalKnowledge,
  technicalKnowledges,
} from './qualification';

/**
 * The qualification process (spec 001, "Qualification"): the team flags a freelancer, schedules a
 * candidate interview with an instructor on one of the freelancer's skills, then records its
 * outcome, which moves the freelancer's qualification. Pure rules, enforced by the API, shown by the web.
 */

/** A refusal: the input field at fault and a reason the web turns into a message. */
export interface ProcessRefusal {
  field: string;
  reason: ProcessRefusalReason;
}
export type ProcessRefusalReason =
  | 'outOfScope'
  | 'selfInterview'
  | 'notInstructor'
  | 'notOwnSkill'
  | 'dateInPast'
  | 'frozenUntil'
  | 'alreadyScheduled'
  | 'alreadyQualified'
  | 'notPending'
  | 'notAnOutcome'
  | 'missingAssessment'
  | 'assessmentOnCancellation'
  | 'ratingContradicts'
  | 'noShowMismatch'
  | 'frozenUntilRequired'
  | 'unknownValue';

/** The outcomes an interview may be given; the other interview statuses describe a freelancer, not a result. */
export const interviewOutcomes = [
  'qualified',
  'notQualified',
  'toReview',
  'frozen',
  'cancelledByCandidate',
  'cancelledByInstructor',
  'cancelledByTM',
] as const satisfies readonly InterviewQualifStatus[];
export type InterviewOutcome = (typeof interviewOutcomes)[number];

/** Outcomes of an interview that took place: they carry the instructor's assessment. */
export const heldOutcomes = ['qualified', 'notQualified', 'toReview', 'frozen'] as const;

export const isCancellation = (status: string): boolean => status.startsWith('cancelledBy');

export interface SchedulingContext {
  freelance: { id: number; status: FreelanceStatus; isFrozenUntil: CalendarDay | null };
  instructor: { id: number; isInstructor: boolean } | null;
  /** Whether the skill is one of the freelancer's. */
  skillHeld: boolean;
  /** Whether the freelancer already has an interview waiting for its outcome. */
  hasPendingInterview: boolean;
  /** The Paris day of the interview, and today. */
  day: CalendarDay;
  today: CalendarDay;
}

/** Why an interview may not be scheduled, or null when it may. */
export function schedulingRefusal(c: SchedulingContext): ProcessRefusal | null {
  if (c.freelance.status === 'banned' || c.freelance.status === 'wrongScope')
    return { field: 'freelanceId', reason: 'outOfScope' };
  if (!c.instructor?.isInstructor) return { field: 'instructorId', reason: 'notInstructor' };
  if (c.instructor.id === c.freelance.id) return { field: 'instructorId', reason: 'selfInterview' };
  if (!c.skillHeld) return { field: 'skillId', reason: 'notOwnSkill' };
  if (c.day < c.today) return { field: 'date', reason: 'dateInPast' };
  if (c.freelance.isFrozenUntil && c.day < c.freelance.isFrozenUntil) return { field: 'date', reason: 'frozenUntil' };
  if (c.hasPendingInterview) return { field: 'freelanceId', reason: 'alreadyScheduled' };
  return null;
}

export interface InterviewOutcomeInput {
  qualifStatus: string;
  approvalRating?: string | null;
  expertiseLevel?: string | null;
  technicalKnowledge?: string | null;
  doubtCriteria?: readonly string[] | null;
  noShowParty?: string | null;
  /** For a frozen outcome: the day before which no new interview may take place. */
  frozenUntil?: string | null;
}

export interface CheckedOutcome {
  qualifStatus: InterviewOutcome;
  approvalRating: ApprovalRating | null;
  expertiseLevel: ExpertiseLevel | null;
  technicalKnowledge: TechnicalKnowledge | null;
  doubtCriteria: DoubtCriterion[];
  noShowParty: NoShowParty | null;
  frozenUntil: CalendarDay | null;
}

/**
 * Checks an interview's outcome: a held interview needs the approval rating (a qualified one a
 * positive rating); a cancellation carries no assessment, only who did not come (the candidate for
 * cancelledByCandidate, the instructor for cancelledByInstructor); frozen needs a future day.
 */
export function checkOutcome(
  input: InterviewOutcomeInput,
  today: CalendarDay,
): { ok: true; outcome: CheckedOutcome } | { ok: false; refusal: ProcessRefusal } {
  const refuse = (field: string, reason: ProcessRefusalReason) => ({ ok: false as const, refusal: { field, reason } });
  const status = input.qualifStatus;
  if (!isOneOf(interviewOutcomes, status)) return refuse('qualifStatus', 'notAnOutcome');
  const fields = [
    ['approvalRating', input.approvalRating, approvalRatings],
    ['expertiseLevel', input.expertiseLevel, expertiseLevels],
    ['technicalKnowledge', input.technicalKnowledge, technicalKnowledges],
    ['noShowParty', input.noShowParty, noShowParties],
  ] as const;
  for (const [field, value, values] of fields) {
    if (value != null && !isOneOf(values as readonly string[], value)) return refuse(field, 'unknownValue');
  }
  const doubts = [...new Set(input.doubtCriteria ?? [])];
  if (doubts.some((d) => !isOneOf(doubtCriteria, d))) return refuse('doubtCriteria', 'unknownValue');
  const assessed = input.approvalRating || input.expertiseLevel || input.technicalKnowledge || doubts.length;
  if (isCancellation(status)) {
    if (assessed) return refuse('approvalRating', 'assessmentOnCancellation');
    const party = input.noShowParty ?? null;
    if (
      party &&
      (status === 'cancelledByTM' || party !== (status === 'cancelledByCandidate' ? 'candidate' : 'instructor'))
    )
      return refuse('noShowParty', 'noShowMismatch');
  } else {
    if (input.noShowParty) return refuse('noShowParty', 'noShowMismatch');
    if (!input.approvalRating) return refuse('approvalRating', 'missingAssessment');
    if (status === 'qualified' && (input.approvalRating === 'no' || input.approvalRating === 'strongNo'))
      return refuse('approvalRating', 'ratingContradicts');
  }
  const frozenUntil = status === 'frozen' ? (input.frozenUntil ?? null) : null;
  if (status === 'frozen' && (!frozenUntil || !/^\d{4}-\d{2}-\d{2}$/.test(frozenUntil) || frozenUntil <= today))
    return refuse('frozenUntil', 'frozenUntilRequired');
  return {
    ok: true,
    outcome: {
      qualifStatus: status,
      approvalRating: (input.approvalRating as ApprovalRating | null) ?? null,
      expertiseLevel: (input.expertiseLevel as ExpertiseLevel | null) ?? null,
      technicalKnowledge: (input.technicalKnowledge as TechnicalKnowledge | null) ?? null,
      doubtCriteria: doubts as DoubtCriterion[],
      noShowParty: (input.noShowParty as NoShowParty | null) ?? null,
      frozenUntil: frozenUntil as CalendarDay | null,
    },
  };
}

/** What an outcome changes on the freelancer (fields left out stay as they are). */
export interface OutcomeEffect {
  qualification?: FreelanceQualification;
  clearFlag?: true;
  isFrozenUntil?: CalendarDay | null;
}

/**
 * qualified: the freelancer is qualified, their flag cleared and any freeze lifted; notQualified:
 * disqualified, flag cleared; toReview: pending; frozen: pending until the day given (no interview
 * before it), flag cleared; a cancellation changes nothing on the freelancer.
 */
export function outcomeEffectOf(outcome: Pick<CheckedOutcome, 'qualifStatus' | 'frozenUntil'>): OutcomeEffect {
  switch (outcome.qualifStatus) {
    case 'qualified':
      return { qualification: 'qualified', clearFlag: true, isFrozenUntil: null };
    case 'notQualified':
      return { qualification: 'disqualified', clearFlag: true };
    case 'toReview':
      return { qualification: 'pending' };
    case 'frozen':
      return { qualification: 'pending', clearFlag: true, isFrozenUntil: outcome.frozenUntil };
    default:
      return {};
  }
}

/** Why a flag may not be set: a qualified freelancer needs none. Clearing is always allowed. */
export function flagRefusal(
  freelance: { qualification: FreelanceQualification | null },
  flag: QualificationFlag | null,
): ProcessRefusal | null {
  if (flag && freelance.qualification === 'qualified') return { field: 'flag', reason: 'alreadyQualified' };
  return null;
}

/** A freelancer asks to be qualified once: not when qualified, flagged, or already interviewed or asked. */
export function selfRequestRefusal(freelance: {
  qualification: FreelanceQualification | null;
  flaggedForQualif: string | null;
  alreadyAsked: boolean;
}): ProcessRefusal | null {
  if (freelance.qualification === 'qualified') return { field: 'freelanceId', reason: 'alreadyQualified' };
  if (freelance.flaggedForQualif || freelance.alreadyAsked) return { field: 'freelanceId', reason: 'alreadyScheduled' };
  return null;
}

/** A freeze day must be after today (null lifts it). */
export function freezeRefusal(until: string | null, today: CalendarDay): ProcessRefusal | null {
  if (until === null) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(until) || until <= today) return { field: 'until', reason: 'frozenUntilRequired' };
  return null;
}
