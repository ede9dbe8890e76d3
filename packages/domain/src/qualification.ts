import { addMonths, type CalendarDay, toCalendarDay, todayInParis } from './calendar-day';

/**
 * The team's verdict on a freelancer (spec, "Qualification"): qualified, disqualified, or pending (an
 * assessment under way). A freelancer not assessed yet has none (null).
 */
export const freelanceQualifications = ['qualified', 'disqualified', 'pending'] as const;
export type FreelanceQualification = (typeof freelanceQualifications)[number];

/** Qualification status of a candidate interview. */
export const interviewQualifStatuses = [
  'notQualified',
  'cancelledByCandidate',
  'cancelledByInstructor',
  'cancelledByTM',
  'isInstructor',
  'pending',
  'flaggedNormal',
  'flaggedUrgent',
  'flaggedSelf',
  'toReview',
  'frozen',
  'qualified',
] as const;
export type InterviewQualifStatus = (typeof interviewQualifStatuses)[number];

/** Why a freelancer is flagged for qualification: urgently, normally, or at their own request. */
export const qualificationFlags = ['urgent', 'normal', 'self'] as const;
export type QualificationFlag = (typeof qualificationFlags)[number];

/** Badges in priority order (the first that applies is shown). */
export const qualificationBadges = [
  'instructor',
  'qualified',
  'frozen',
  'toReview',
  'pending',
  'flaggedUrgent',
  'flaggedNormal',
  'flaggedSelf',
  'notQualified',
] as const;
export type QualificationBadge = (typeof qualificationBadges)[number];

/** A frozen interview stops showing the frozen badge once it is more than 2 months old. */
export const FROZEN_BADGE_MONTHS = 2;

export interface CandidateInterview {
  /** 'YYYY-MM-DD', a timestamp, or a Date. */
  date: string | Date;
  qualifStatus: InterviewQualifStatus;
}

export interface QualificationInput {
  isInstructor?: boolean | null;
  isQualified?: boolean | null;
  flaggedForQualif?: QualificationFlag | null;
  interviews?: readonly CandidateInterview[] | null;
}

/** The most recent interview (by date; the later one in the list on a tie), or null. */
export function latestInterviewOf(
  interviews: readonly CandidateInterview[] | null | undefined,
): { interview: CandidateInterview; day: CalendarDay } | null {
  let latest: { interview: CandidateInterview; day: CalendarDay } | null = null;
  for (const interview of interviews ?? []) {
    const day = toCalendarDay(interview.date);
    if (day && (!latest || day >= latest.day)) latest = { interview, day };
  }
  return latest;
}

const flagBadges = { urgent: 'flaggedUrgent', normal: 'flaggedNormal', self: 'flaggedSelf' } as const;

/**
 * The qualification badge, first match wins: 1 instructor; 2 qualified (the flag, or the latest
 * interview qualified); 3 frozen (latest interview frozen, dated 2 months ago or later in Paris days:
 * one reading of the spec hides an older frozen interview, we follow it so that a freeze does not
 * outlive its purpose); 4 toReview (latest interview toReview); 5 pending (latest interview
 * notQualified, i.e. held and not yet qualified); 6 flagged urgent, normal or self; 7 notQualified (greyed).
 */
export function qualificationBadgeOf(input: QualificationInput, now: Date = new Date()): QualificationBadge {
  const latest = latestInterviewOf(input.interviews);
  const status = latest?.interview.qualifStatus;
  if (input.isInstructor) return 'instructor';
  if (input.isQualified || status === 'qualified') return 'qualified';
  if (status === 'frozen' && latest && latest.day >= addMonths(todayInParis(now), -FROZEN_BADGE_MONTHS)) {
    return 'frozen';
  }
  if (status === 'toReview') return 'toReview';
  if (status === 'notQualified') return 'pending';
  if (input.flaggedForQualif) return flagBadges[input.flaggedForQualif];
  return 'notQualified';
}

/** The not-qualified badge is shown greyed. */
export function isGreyedBadge(badge: QualificationBadge): boolean {
  return badge === 'notQualified';
}

/** Grades of the talent programme (spec 001), highest first; noGrade until one is given. */
export const freelanceGrades = ['referenced', 'astronaut', 'graduate', 'explorer', 'candidate', 'noGrade'] as const;
export type FreelanceGrade = (typeof freelanceGrades)[number];

/** An instructor's overall opinion after a candidate interview. */
export const approvalRatings = ['strongNo', 'no', 'yes', 'strongYes'] as const;
export type ApprovalRating = (typeof approvalRatings)[number];

export const expertiseLevels = ['poor', 'low', 'medium', 'high', 'expert'] as const;
export type ExpertiseLevel = (typeof expertiseLevels)[number];

export const technicalKnowledges = ['specialized', 'limited', 'polyvalent', 'jackOfAllTrades'] as const;
export type TechnicalKnowledge = (typeof technicalKnowledges)[number];

/** Who did not come to an interview. */
export const noShowParties = ['candidate', 'instructor'] as const;
export type NoShowParty = (typeof noShowParties)[number];

/** What the instructor still doubts after an interview. */
export const doubtCriteria = [
  'expertiseLevel',
  'knowledge',
  'communication',
  'strictness',
  'autonomy',
  'professionalism',
] as const;
export type DoubtCriterion = (typeof doubtCriteria)[number];
