import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorCode, toErrorCode } from '@orbite/domain/errors';
import { errorMessageId } from '../../i18n/errors';

/** A failed match or meeting action, as its dialog shows it. */
export interface MatchActionError {
  code: number;
  /** The catalogue's message (error.611 ...), or 'error.network'. */
  messageId: string;
  /** The server's own French message of a 400 (a slot refused, a comment too long), shown as is. */
  message: string | null;
}

/** The first error of a match mutation, for an inline message: the spec's code, the French text by code. */
export function matchActionError(error: unknown): MatchActionError | null {
  if (!error) return null;
  if (!CombinedGraphQLErrors.is(error)) return { code: ErrorCode.unknown, messageId: 'error.network', message: null };
  const first = error.errors[0];
  const code = toErrorCode(first?.extensions?.code);
  const field = typeof first?.extensions?.field === 'string' ? first.extensions.field : null;
  return {
    code,
    messageId: errorMessageId(code, field),
    message: code === ErrorCode.invalidInput && first?.message ? first.message : null,
  };
}
