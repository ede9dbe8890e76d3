/**
 * The team's moderation of a freelancer: status changes with their reasons, evaluations (votes with
 * a reason) and the rule that keeps a freelancer with a history from being deleted.
 */
import { type FreelanceAcquisitionSource, freelanceAcquisitionSources, isOneOf } from './enums';
import {
  type BanCategory,
  banCategories,
  type EvaluationType,
  evaluationTypes,
  type FreelanceStatus,
  freelanceStatuses,
  isBanReasonOf,
  isEvaluationReasonOf,
} from './freelance-status';
import type { MatchStatus } from './match-status';
import { isValidEmail, isValidLinkedInUrl, toInternationalPhone } from './validators';

export const STATUS_NOTE_MAX = 1000;
export const EVALUATION_COMMENT_MAX = 1000;

export interface StatusChangeInput {
  status: string;
  banCategory?: string | null;
  reason?: string | null;
  note?: string | null;
}

/** What a status change writes on the freelancer: the reasons that go with the new status, the others cleared. */
export interface StatusChange {
  status: FreelanceStatus;
  banCategory: BanCategory | null;
  statusReason: string | null;
  statusNote: string | null;
}

export type FieldError = { field: string; message: string };

/**
 * Checks a status change: a ban needs a category and a reason of that category (and may carry a
 * note); wrongScope takes an optional note; validated and new clear the reasons.
 */
export function checkStatusChange(input: StatusChangeInput): StatusChange | FieldError {
  if (!isOneOf(freelanceStatuses, input.status)) return { field: 'status', message: 'Statut inconnu.' };
  const note = input.note?.trim() || null;
  if (note && note.length > STATUS_NOTE_MAX)
    return { field: 'note', message: `${STATUS_NOTE_MAX} caractères au plus.` };
  if (input.status === 'banned') {
    if (!isOneOf(banCategories, input.banCategory))
      return { field: 'banCategory', message: 'Choisissez une catégorie de bannissement.' };
    if (!input.reason || !isBanReasonOf(input.banCategory, input.reason))
      return { field: 'reason', message: 'Choisissez un motif de cette catégorie.' };
    return { status: 'banned', banCategory: input.banCategory, statusReason: input.reason, statusNote: note };
  }
  if (input.status === 'wrongScope')
    return { status: 'wrongScope', banCategory: null, statusReason: null, statusNote: note };
  return { status: input.status, banCategory: null, statusReason: null, statusNote: null };
}

export const isFieldError = (value: object): value is FieldError => 'field' in value && 'message' in value;

export interface EvaluationInput {
  type: string;
  reason: string;
  comment?: string | null;
}

export function checkEvaluation(
  input: EvaluationInput,
): { type: EvaluationType; reason: string; comment: string | null } | FieldError {
  if (!isOneOf(evaluationTypes, input.type)) return { field: 'type', message: 'Type d’évaluation inconnu.' };
  if (!isEvaluationReasonOf(input.type, input.reason))
    return { field: 'reason', message: 'Choisissez un motif correspondant à l’évaluation.' };
  const comment = input.comment?.trim() || null;
  if (comment && comment.length > EVALUATION_COMMENT_MAX)
    return { field: 'comment', message: `${EVALUATION_COMMENT_MAX} caractères au plus.` };
  return { type: input.type, reason: input.reason, comment };
}

/** The score of a freelancer's evaluations: upvotes minus downvotes. */
export function evaluationScoreOf(evaluations: readonly { type: string }[]): number {
  return evaluations.reduce((score, e) => score + (e.type === 'upvote' ? 1 : e.type === 'downvote' ? -1 : 0), 0);
}

/**
 * Match statuses past the freelancer's application: the team has put the profile forward to a client
 * (or the client answered). A freelancer with such a match, a deal (and so work logs), an invoice or a
 * review is part of the history of a mission and cannot be deleted (628).
 */
export const matchStatusesBlockingDeletion: readonly MatchStatus[] = [
  'teamMemberValidation',
  'corporateValidation',
  'corporateDeclined',
  'corporateDuplicated',
  'corporateConfirmed',
];

export interface FreelanceHistory {
  matchStatuses: readonly string[];
  deals: number;
  invoices: number;
  reviews: number;
}

export function isFreelanceDeletable(history: FreelanceHistory): boolean {
  return (
    history.deals === 0 &&
    history.invoices === 0 &&
    history.reviews === 0 &&
    !history.matchStatuses.some((s) => (matchStatusesBlockingDeletion as readonly string[]).includes(s))
  );
}

/** Identity fields the team writes when it adds or edits a freelancer. */
export interface FreelanceIdentityInput {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  linkedInUrl?: string | null;
  jobTitle?: string | null;
  acquisitionSource?: string | null;
}

export interface FreelanceIdentity {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  linkedInUrl: string | null;
  jobTitle: string | null;
  acquisitionSource: FreelanceAcquisitionSource | null;
}

export const NAME_MAX = 80;

/** Checks and normalizes the identity of a freelancer added or edited by the team. */
export function checkFreelanceIdentity(input: FreelanceIdentityInput): FreelanceIdentity | FieldError {
  const email = input.email.trim();
  if (!isValidEmail(email)) return { field: 'email', message: 'Adresse e-mail invalide.' };
  const firstName = input.firstName.trim();
  if (!firstName || firstName.length > NAME_MAX)
    return { field: 'firstName', message: `Prénom requis, ${NAME_MAX} caractères au plus.` };
  const lastName = input.lastName.trim();
  if (!lastName || lastName.length > NAME_MAX)
    return { field: 'lastName', message: `Nom requis, ${NAME_MAX} caractères au plus.` };
  const rawPhone = input.phone?.trim() || null;
  const phoneNumber = rawPhone ? toInternationalPhone(rawPhone) : null;
  if (rawPhone && !phoneNumber) return { field: 'phone', message: 'Numéro de téléphone invalide.' };
  const linkedInUrl = input.linkedInUrl?.trim() || null;
  if (linkedInUrl && !isValidLinkedInUrl(linkedInUrl))
    return { field: 'linkedInUrl', message: 'Adresse de profil LinkedIn invalide.' };
  const jobTitle = input.jobTitle?.trim() || null;
  if (jobTitle && jobTitle.length > 120) return { field: 'jobTitle', message: '120 caractères au plus.' };
  const source = input.acquisitionSource || null;
  if (source !== null && !isOneOf(freelanceAcquisitionSources, source))
    return { field: 'acquisitionSource', message: 'Canal d’acquisition inconnu.' };
  return { email, firstName, lastName, phoneNumber, linkedInUrl, jobTitle, acquisitionSource: source };
}
