/**
 * The numeric error catalogue of the product (platform codes and marketplace codes).
 * The API puts these in `extensions.code`; the web app looks its messages up by code.
 */
export const ErrorCode = {
  unknown: -1,
  internal: 1,
  outdatedVersion: 3,
  /** Not in the original catalogue: a field's value breaks its rule; `field` names it. See docs/decisions.md. */
  invalidInput: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  invalidUrlDomain: 405,
  invalidFileType: 410,
  /** Not in the original catalogue: too many attempts (sign-in, password reset). See docs/decisions.md. */
  tooManyRequests: 429,
  loginFailure: 450,
  registrationFailure: 451,
  alreadyLoggedIn: 452,
  duplicatedLoginProvider: 456,
  invalidEmail: 550,
  emailAlreadyUsed: 551,
  phoneAlreadyUsed: 552,
  invalidPassword: 553,
  invalidToken: 554,
  invalidCredentials: 555,
  userActivationPending: 556,
  expiredToken: 557,
  linkedInAlreadyUsed: 558,
  userNotConfirmed: 560,
  missionRatingPending: 600,
  invalidMissionState: 605,
  meetingNotPast: 606,
  tooManySelectedMatches: 611,
  missingSelectedMatches: 612,
  profilesSelectionLocked: 613,
  missionMeetingAlreadySelected: 614,
  missionMeetingUnavailable: 615,
  missingMeetingRefusalReasons: 616,
  missionHasChanged: 622,
  freelanceNotDeletable: 628,
  freelanceNotSelectable: 630,
  missionNotApplicable: 634,
  emailAlreadyUsedWithGoogle: 637,
  emailAlreadyUsedWithLinkedIn: 638,
  invalidLinkedInUrl: 639,
  corporateNotDeletable: 643,
  freelancerParentAssociationForbidden: 644,
  tooManyLinkedInImports: 645,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

const knownCodes = new Set<number>(Object.values(ErrorCode));

export function isKnownErrorCode(code: unknown): code is ErrorCodeValue {
  return typeof code === 'number' && knownCodes.has(code);
}

/** Any value found in `extensions.code` becomes a catalogue code; anything else is `unknown` (-1). */
export function toErrorCode(code: unknown): ErrorCodeValue {
  if (typeof code === 'string' && /^-?\d+$/.test(code)) return toErrorCode(Number(code));
  if (code === 'INTERNAL_SERVER_ERROR') return ErrorCode.internal;
  return isKnownErrorCode(code) ? code : ErrorCode.unknown;
}

/** HTTP status a REST endpoint answers with for a given code. */
export function httpStatusOf(code: ErrorCodeValue): number {
  if (code === ErrorCode.unauthorized || code === ErrorCode.forbidden || code === ErrorCode.notFound) return code;
  if (code === ErrorCode.tooManyRequests) return 429;
  if (code === ErrorCode.internal || code === ErrorCode.unknown) return 500;
  return 400;
}

/** Optional field the error belongs to, so that forms show it next to the right input. */
export interface AppErrorShape {
  code: ErrorCodeValue;
  field?: string;
}
