import { ErrorCode, toErrorCode } from '@orbite/domain/errors';
import { GraphQLError } from 'graphql';
import { isUnavailableError, UNAVAILABLE_MESSAGE } from '../platform/availability';
import { AppError } from '../platform/errors';
import type { Logger } from '../platform/logger';

const unexpectedMessage = 'Une erreur inattendue est survenue.';

/**
 * The one place where errors become what clients see: an AppError keeps its code and French message;
 * a GraphQL error that already carries a catalogue code keeps it; anything else is masked as -1.
 * Team members also get the technical details (message and stack) for their toasts.
 */
export function toClientError(error: GraphQLError, options: { staff: boolean; logger: Logger; requestId: string }) {
  const original = error.originalError;
  if (original instanceof AppError) {
    return new GraphQLError(original.message, {
      path: error.path,
      extensions: {
        code: original.code,
        ...(original.field ? { field: original.field } : {}),
        ...(original.reason ? { reason: original.reason } : {}),
      },
    });
  }
  if (!original || original instanceof GraphQLError) {
    // Parse, validation and variable errors describe the request, not the server: safe to show.
    const code = toErrorCode(error.extensions?.code);
    return new GraphQLError(error.message, {
      path: error.path,
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      extensions: { code: code === ErrorCode.unknown ? ErrorCode.unknown : code },
    });
  }
  if (isDataException(original)) {
    // The database refused a value of the request (an id past the integer range, a NUL character,
    // an impossible date): the input is at fault, not the server, and nothing was written.
    return new GraphQLError('Une valeur de la requête est invalide.', {
      path: error.path,
      extensions: { code: ErrorCode.invalidInput },
    });
  }
  if (isUnavailableError(original)) {
    // The database went away mid-request (a restart, a failover): say to retry rather than "unexpected".
    options.logger.warn({ err: original, path: error.path, requestId: options.requestId }, 'database unavailable');
    return new GraphQLError(UNAVAILABLE_MESSAGE, { path: error.path, extensions: { code: ErrorCode.internal } });
  }
  options.logger.error({ err: original, path: error.path, requestId: options.requestId }, 'unexpected error');
  return new GraphQLError(unexpectedMessage, {
    path: error.path,
    extensions: {
      code: ErrorCode.unknown,
      ...(options.staff ? { details: { message: original.message, stack: original.stack ?? null } } : {}),
    },
  });
}

/** PostgreSQL's class 22 (data exception), on the error or its cause (drizzle wraps the driver's error). */
function isDataException(error: Error): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
