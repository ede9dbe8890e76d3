import { CombinedGraphQLErrors } from '@apollo/client';
import { ErrorCode, toErrorCode } from '@orbite/domain/errors';
import { errorMessageId } from '../../i18n/errors';

const reasons = ['invalidDays', 'outsideDeal', 'outsideMonth', 'invalidDay', 'duplicate', 'invalidWorkedDays'];
const ownCodes: number[] = [
  ErrorCode.forbidden,
  ErrorCode.notFound,
  ErrorCode.invalidMissionState,
  ErrorCode.missionHasChanged,
];

/** The message id of a failed work log call: the work log's own wording first, then the catalogue's. */
export function workLogErrorMessageId(error: unknown): string | null {
  if (!error) return null;
  if (!CombinedGraphQLErrors.is(error)) return 'error.network';
  const extensions = error.errors[0]?.extensions ?? {};
  const code = toErrorCode(extensions.code);
  const reason = typeof extensions.reason === 'string' ? extensions.reason : null;
  const field = typeof extensions.field === 'string' ? extensions.field : null;
  if (code === ErrorCode.invalidInput && reason && reasons.includes(reason)) return `workLogs.error.${reason}`;
  if (code === ErrorCode.invalidInput && (field === 'comment' || field === 'reason')) return `workLogs.error.${field}`;
  if (ownCodes.includes(code)) return `workLogs.error.${code}`;
  return errorMessageId(code, field);
}

/** Whether the work log changed under the viewer (reload before anything else). */
export function isStale(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && toErrorCode(error.errors[0]?.extensions?.code) === ErrorCode.missionHasChanged
  );
}
