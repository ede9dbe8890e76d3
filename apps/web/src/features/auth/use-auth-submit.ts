import { ErrorCode } from '@orbite/domain/errors';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { forgetCachedData } from '../../app/apollo-loader';
import { afterSigninPath } from '../../app/guards';
import { errorMessageId } from '../../i18n/errors';
import { useT } from '../../ui/use-t';
import { AuthError, type AuthSuccess } from './auth-api';

/**
 * Runs an auth call: a field error lands on its field, any other error above the form (message by code).
 * Returns the form-level message id, if any.
 */
export function useAuthSubmit<F extends FieldValues>(setError: UseFormSetError<F>, fields: readonly Path<F>[]) {
  const t = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    setFormError(null);
    try {
      await action();
    } catch (error) {
      const code = error instanceof AuthError ? error.code : ErrorCode.unknown;
      const field = error instanceof AuthError ? (error.field as Path<F> | undefined) : undefined;
      const messageId = error instanceof AuthError && error.network ? 'error.network' : errorMessageId(code, field);
      if (field && fields.includes(field))
        setError(field, { type: 'server', message: t(messageId) }, { shouldFocus: true });
      else setFormError(messageId);
    }
  };
  return { run, formError };
}

/** After a successful sign-in or sign-up: forget the signed-out cache, then go to `to` or the role's home. */
export function useSignedIn() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return async (result: AuthSuccess) => {
    // Reset, not clear: the page's active queries (the signed-out `me` of a sign-up page) are fetched
    // again with the new session before the guards of the next page read them. A light page (sign-in)
    // loaded no Apollo: nothing cached to forget.
    await forgetCachedData('reset');
    navigate(afterSigninPath(searchParams.get('to'), result.user.role, result.redirect || '/'), { replace: true });
  };
}
