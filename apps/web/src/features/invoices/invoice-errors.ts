import { CombinedGraphQLErrors } from '@apollo/client';
import { ErrorCode, toErrorCode } from '@orbite/domain/errors';
import { errorMessageId } from '../../i18n/errors';

const ownCodes: number[] = [ErrorCode.forbidden, ErrorCode.notFound, ErrorCode.invalidMissionState];

/** The message id of a failed invoice call: invoicing's own wording first, then the catalogue's. */
export function invoiceErrorMessageId(error: unknown): string | null {
  if (!error) return null;
  if (!CombinedGraphQLErrors.is(error)) return 'error.network';
  const extensions = error.errors[0]?.extensions ?? {};
  const code = toErrorCode(extensions.code);
  const field = typeof extensions.field === 'string' ? extensions.field : null;
  if (code === ErrorCode.invalidInput && field && ['amount', 'paidAt', 'reason'].includes(field))
    return `invoices.error.${field}`;
  if (ownCodes.includes(code)) return `invoices.error.${code}`;
  return errorMessageId(code, field);
}
