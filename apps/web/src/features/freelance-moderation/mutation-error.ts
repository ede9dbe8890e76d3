import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorCode, toErrorCode } from '@orbite/domain/errors';
import { errorMessageId } from '../../i18n/errors';

/**
 * The message to show for a failed silent mutation: the server's French message for a field error
 * (400 names the field), else the catalogue's message by code.
 */
export function mutationErrorMessage(error: unknown, t: (id: string) => string): string | null {
  if (!error) return null;
  if (!CombinedGraphQLErrors.is(error)) return t('error.network');
  const first = error.errors[0];
  const code = toErrorCode(first?.extensions?.code);
  if (code === ErrorCode.invalidInput && first?.message) return first.message;
  return t(errorMessageId(code));
}

/** The code of a failed mutation's first error (-1 when unknown or a network failure). */
export function mutationErrorCode(error: unknown): number {
  if (!error || !CombinedGraphQLErrors.is(error)) return ErrorCode.unknown;
  return toErrorCode(error.errors[0]?.extensions?.code);
}
