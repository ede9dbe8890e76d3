import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorCode, toErrorCode } from '@orbite/domain/errors';
import { errorMessageId } from '../../i18n/errors';
import { addToast } from '../../shell/toasts';

export interface ServerFieldError {
  field: string;
  /** The server's French message (400), or the catalogue's message id for a known code (639). */
  message: string;
  messageId?: string;
}

/** A mutation's errors: those naming a field (400 with `extensions.field`, 639 on linkedInUrl), and the others. */
export function splitMutationErrors(error: unknown): { fields: ServerFieldError[]; others: number[] } {
  if (!error) return { fields: [], others: [] };
  if (!CombinedGraphQLErrors.is(error)) return { fields: [], others: [ErrorCode.unknown] };
  const fields: ServerFieldError[] = [];
  const others: number[] = [];
  for (const item of error.errors) {
    const code = toErrorCode(item.extensions?.code);
    const field = typeof item.extensions?.field === 'string' ? item.extensions.field : null;
    if (code === ErrorCode.invalidLinkedInUrl)
      fields.push({ field: field ?? 'linkedInUrl', message: item.message, messageId: errorMessageId(code) });
    else if (code === ErrorCode.invalidInput && field) fields.push({ field, message: item.message });
    else others.push(code);
  }
  return { fields, others };
}

/**
 * Shows a mutation's errors: each field error goes to `onField` (which returns false when the form
 * has no such field), the rest become toasts with the catalogue's message. Returns true when there were errors.
 */
export function reportMutationErrors(
  error: unknown,
  onField?: (field: string, message: string, messageId?: string) => boolean,
): boolean {
  if (!error) return false;
  const network = !CombinedGraphQLErrors.is(error);
  const { fields, others } = splitMutationErrors(error);
  for (const item of fields) {
    if (!onField?.(item.field, item.message, item.messageId))
      addToast({
        type: 'error',
        messageId: item.messageId ?? 'profile.invalidField',
        values: { message: item.message },
      });
  }
  for (const code of others) addToast({ type: 'error', messageId: network ? 'error.network' : errorMessageId(code) });
  return true;
}
