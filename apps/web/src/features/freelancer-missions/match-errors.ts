import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorCode, toErrorCode } from '@orbite/domain/errors';
import { errorMessageId } from '../../i18n/errors';

/** The conditions of a 634 refusal to apply, as the API names them in `extensions.reason`. */
export const applyErrorReasons = [
  'hasApplied',
  'invalidFreelanceState',
  'invalidMissionMatchState',
  'invalidMissionState',
] as const;
export type ApplyErrorReason = (typeof applyErrorReasons)[number];

export interface MatchError {
  code: number;
  /** The 634 condition, when the API gave one. */
  reason: ApplyErrorReason | null;
  /** The message to show (react-intl id). */
  messageId: string;
}

const isApplyReason = (value: unknown): value is ApplyErrorReason =>
  typeof value === 'string' && (applyErrorReasons as readonly string[]).includes(value);

/**
 * The first error of a freelancer's match operation, with its French message: a 634 is explained
 * by its condition (already applied, profile not validated, mission closed...), other codes come from
 * the error catalogue, and an unreachable server gets the network message. Null when no error.
 */
export function matchErrorOf(error: unknown): MatchError | null {
  if (!error) return null;
  if (!CombinedGraphQLErrors.is(error)) return { code: ErrorCode.unknown, reason: null, messageId: 'error.network' };
  const first = error.errors[0];
  const code = toErrorCode(first?.extensions?.code);
  const reason =
    code === ErrorCode.missionNotApplicable && isApplyReason(first?.extensions?.reason)
      ? first.extensions.reason
      : null;
  return {
    code,
    reason,
    messageId: reason ? `freelancerMissions.applyError.${reason}` : errorMessageId(code),
  };
}

/** Whether a query failed because the thing is gone or not (or no longer) readable by the freelancer. */
export function isNotFound(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => toErrorCode(e.extensions?.code) === ErrorCode.notFound)
  );
}
