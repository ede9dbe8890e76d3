import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorCode, toErrorCode } from '@orbite/domain/errors';
import { errorMessageId } from '../../i18n/errors';

/** A failed signing action: the server's French wording of a 400 (the typed name), else a message id. */
export interface DealSigningError {
  code: number;
  field: string | null;
  message: string | null;
  messageId: string;
}

const ownMessages = new Set<number>([
  ErrorCode.forbidden,
  ErrorCode.notFound,
  ErrorCode.invalidMissionState,
  ErrorCode.missionHasChanged,
]);

export function dealSigningError(error: unknown): DealSigningError {
  if (!CombinedGraphQLErrors.is(error))
    return { code: ErrorCode.unknown, field: null, message: null, messageId: 'error.network' };
  const first = error.errors[0];
  const code = toErrorCode(first?.extensions?.code);
  const field = typeof first?.extensions?.field === 'string' ? first.extensions.field : null;
  return {
    code,
    field,
    message: code === ErrorCode.invalidInput && first?.message ? first.message : null,
    messageId: ownMessages.has(code) ? `dealSigning.error.${code}` : errorMessageId(code, field),
  };
}
