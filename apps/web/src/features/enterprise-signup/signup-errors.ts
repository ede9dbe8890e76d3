import { ErrorCode } from '@orbite/domain/errors';
import { errorMessageId } from '../../i18n/errors';
import { AuthError } from '../auth/auth-api';

/** The message id of a sign-up error, with the wording of this wizard where the generic one says too little. */
export function signupErrorMessageId(error: unknown): { id: string; code: number; field?: string } {
  if (!(error instanceof AuthError)) return { id: 'error.generic', code: ErrorCode.unknown };
  if (error.network) return { id: 'error.network', code: error.code };
  const { code, field } = error;
  if (code === ErrorCode.registrationFailure && field === 'companyName')
    return { id: 'enterpriseSignup.error.companyTaken', code, field };
  if (code === ErrorCode.registrationFailure && field === 'termsAccepted')
    return { id: 'enterpriseSignup.terms.required', code, field };
  if (code === ErrorCode.registrationFailure && field === 'acquisitionSource')
    return { id: 'form.required', code, field };
  if (code === ErrorCode.invalidToken) return { id: 'enterpriseSignup.error.invalidLink', code, field };
  if (code === ErrorCode.expiredToken) return { id: 'enterpriseSignup.error.expiredLink', code, field };
  return { id: errorMessageId(code, field), code, field };
}
