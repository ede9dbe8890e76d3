import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorCode, toErrorCode } from '@orbite/domain/errors';
import { errorMessageId } from '../../i18n/errors';

/** A failed mission action as its modal shows it. */
export interface MissionActionError {
  code: number;
  /** The field a 400 names (refusalReason, failureReasons, comment, or a form field of a submission). */
  field: string | null;
  /** The server's French message of a 400; else null and `messageId` says it. */
  message: string | null;
  messageId: string;
  /** 605 and 622: the mission changed under the viewer, who should reload it. */
  stale: boolean;
}

export function missionActionError(error: unknown): MissionActionError {
  if (!CombinedGraphQLErrors.is(error))
    return { code: ErrorCode.unknown, field: null, message: null, messageId: 'error.network', stale: false };
  const first = error.errors[0];
  const code = toErrorCode(first?.extensions?.code);
  const field = typeof first?.extensions?.field === 'string' ? first.extensions.field : null;
  const stale = code === ErrorCode.invalidMissionState || code === ErrorCode.missionHasChanged;
  return {
    code,
    field,
    message: code === ErrorCode.invalidInput && first?.message ? first.message : null,
    messageId: stale ? `missions.error.${code}` : errorMessageId(code, field),
    stale,
  };
}
