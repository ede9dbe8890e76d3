/**
 * Recommendations of a freelancer's experiences by their referents: the freelancer names someone
 * who saw the work (a manager, a client), who receives a personal link, confirms the experience
 * or not, and may write a few words shown on the profile. See docs/decisions.md, "Endorsements".
 */
import { isValidEmail, normalizeEmail } from './validators-basic';

/** requested: the link is out; endorsed: confirmed (shown on the profile); declined: not confirmed. */
export const endorsementStatuses = ['requested', 'endorsed', 'declined'] as const;
export type EndorsementStatus = (typeof endorsementStatuses)[number];

/** How long a referent's link works. */
export const ENDORSEMENT_LINK_DAYS = 30;
/** Requests waiting for an answer on one experience, at most. */
export const MAX_PENDING_ENDORSEMENTS = 3;
/** Requests a freelancer sends in 24 hours, at most (each is a mail to someone else). */
export const MAX_ENDORSEMENT_REQUESTS_PER_DAY = 10;
export const REFERENT_NAME_MAX = 60;
export const REFERENT_JOB_TITLE_MAX = 100;
export const ENDORSEMENT_COMMENT_MAX = 1000;

export interface ReferentInput {
  firstName: string;
  lastName: string;
  email: string;
  jobTitle?: string | null;
}

export interface ReferentFields {
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string | null;
}

/** Each field's rule, in French: the form shows it as the user types, the API refuses with it. */
export const referentRules = {
  firstName: (value: string) =>
    !value.trim()
      ? 'Indiquez le prénom de la personne.'
      : value.trim().length > REFERENT_NAME_MAX
        ? `${REFERENT_NAME_MAX} caractères au plus.`
        : null,
  lastName: (value: string) =>
    !value.trim()
      ? 'Indiquez le nom de la personne.'
      : value.trim().length > REFERENT_NAME_MAX
        ? `${REFERENT_NAME_MAX} caractères au plus.`
        : null,
  email: (value: string) =>
    !value.trim()
      ? 'Indiquez l’adresse e-mail de la personne.'
      : isValidEmail(value.trim())
        ? null
        : 'Adresse e-mail invalide.',
  jobTitle: (value: string | null | undefined) =>
    (value ?? '').trim().length > REFERENT_JOB_TITLE_MAX ? `${REFERENT_JOB_TITLE_MAX} caractères au plus.` : null,
} as const;

/** The first broken rule of a referent, as [field, message], or the referent cleaned up. */
export function checkReferent(input: ReferentInput): { field: keyof ReferentInput; message: string } | ReferentFields {
  for (const field of ['firstName', 'lastName', 'email', 'jobTitle'] as const) {
    const message = referentRules[field](input[field] ?? '');
    if (message) return { field, message };
  }
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: normalizeEmail(input.email),
    jobTitle: input.jobTitle?.trim() || null,
  };
}

/** The referent's words: plain text, trimmed, empty as none; null when too long. */
export function endorsementComment(value: string | null | undefined): { text: string | null } | null {
  const text = (value ?? '').replace(/\r\n/g, '\n').trim();
  if (text.length > ENDORSEMENT_COMMENT_MAX) return null;
  return { text: text || null };
}
