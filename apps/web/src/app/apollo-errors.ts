import { ErrorCode, toErrorCode } from '@orbite/domain/errors';
import type { ToastDetails } from '../shell/toasts';

/** One GraphQL error as the shell reacts to it. */
export interface ResponseError {
  code: number;
  message: string;
  details: ToastDetails;
}

interface RawError {
  message?: string;
  extensions?: { code?: unknown; details?: { message?: unknown; stack?: unknown } } | null;
}

export function toResponseErrors(errors: readonly RawError[] | undefined | null): ResponseError[] {
  return (errors ?? []).map((error) => {
    const code = toErrorCode(error.extensions?.code);
    const details = error.extensions?.details;
    return {
      code,
      message: error.message ?? '',
      details: {
        code,
        message: typeof details?.message === 'string' ? details.message : (error.message ?? null),
        stack: typeof details?.stack === 'string' ? details.stack : null,
      },
    };
  });
}

export type ErrorReaction =
  | { type: 'outdated' }
  | { type: 'revoke' }
  | { type: 'notFound' }
  | { type: 'toast'; errors: ResponseError[] }
  | { type: 'none' };

/**
 * The shell's reaction to the errors of one response, in the spec's priority: outdated version stops
 * everything, unauthorized revokes the session, not found on a query shows /404 (unless the caller
 * asked for silence: it then shows the page's own message), forbidden is nothing special, anything
 * else is a toast (unless the caller asked for silence).
 */
export function reactionTo(
  errors: ResponseError[],
  operation: { type: 'query' | 'mutation' | 'subscription'; silent: boolean },
): ErrorReaction {
  const codes = new Set(errors.map((error) => error.code));
  if (codes.has(ErrorCode.outdatedVersion)) return { type: 'outdated' };
  if (codes.has(ErrorCode.unauthorized)) return { type: 'revoke' };
  if (operation.type === 'query' && !operation.silent && codes.has(ErrorCode.notFound)) return { type: 'notFound' };
  const shown = errors.filter((error) => error.code !== ErrorCode.forbidden);
  if (operation.silent || shown.length === 0) return { type: 'none' };
  return { type: 'toast', errors: shown };
}
