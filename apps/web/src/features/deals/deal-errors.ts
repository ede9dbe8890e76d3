import { CombinedGraphQLErrors } from '@apollo/client';
import { ErrorCode, toErrorCode } from '@orbite/domain/errors';
import { errorMessageId } from '../../i18n/errors';

const ownCodes: number[] = [
  ErrorCode.forbidden,
  ErrorCode.notFound,
  ErrorCode.invalidMissionState,
  ErrorCode.missionHasChanged,
];
const fields = [
  'dailyRate',
  'startDate',
  'endDate',
  'daysPerWeek',
  'reason',
  'corporateCommissionRate',
  'freelanceCommissionRate',
];

/** What a failed deal call says: the blockers it lists, the deal's own wording, then the catalogue's. */
export function dealError(error: unknown): { id: string; blockers: string[] } | null {
  if (!error) return null;
  if (!CombinedGraphQLErrors.is(error)) return { id: 'error.network', blockers: [] };
  const extensions = error.errors[0]?.extensions ?? {};
  const code = toErrorCode(extensions.code);
  const reason = typeof extensions.reason === 'string' ? extensions.reason : '';
  const field = typeof extensions.field === 'string' ? extensions.field : null;
  if (code === ErrorCode.invalidMissionState && reason.startsWith('signingBlocked:'))
    return { id: 'deals.error.blocked', blockers: reason.slice('signingBlocked:'.length).split(',').filter(Boolean) };
  if (code === ErrorCode.invalidInput && field && fields.includes(field))
    return { id: `deals.error.field.${field}`, blockers: [] };
  if (ownCodes.includes(code)) return { id: `deals.error.${code}`, blockers: [] };
  return { id: errorMessageId(code, field), blockers: [] };
}
