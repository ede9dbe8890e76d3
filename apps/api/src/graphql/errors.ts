import { ErrorCode, toErrorCode } from '@orbite/domain/errors';
import { GraphQLError } from 'graphql';
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
  options.logger.error({ err: original, path: error.path, requestId: options.requestId }, 'unexpected error');
  return new GraphQLError(unexpectedMessage, {
    path: error.path,
    extensions: {
      code: ErrorCode.unknown,
      ...(options.staff ? { details: { message: original.message, stack: original.stack ?? null } } : {}),
    },
  });
}
