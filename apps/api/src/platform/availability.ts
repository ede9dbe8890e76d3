/**
 * Errors that say "the database (or another backing service) cannot be reached right now", as
 * opposed to a bug: a refused or dropped connection, a server shutting down, a connection timeout.
 * The API answers them with 503 and a clear message, so that clients and load balancers retry.
 */
import { ErrorCode } from '@orbite/domain/errors';
import { GraphQLError } from 'graphql';

const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
/** PostgreSQL: connection exceptions (class 08) and operator intervention (57P01-57P03: shutdown, restart). */
const unavailableSqlStates = /^(08|57P0[1-3])/;
const unavailableMessages =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Connection is closed|ECONNREFUSED/i;

export const UNAVAILABLE_MESSAGE = 'Le service est momentanément indisponible : réessayez dans un instant.';

export function isUnavailableError(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (networkCodes.has(code) || unavailableSqlStates.test(code))) return true;
    if (typeof message === 'string' && unavailableMessages.test(message)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** The GraphQL answer to an unavailable database: HTTP 503, code 1 (internal), a message saying to retry. */
export function unavailableGraphQLError(): GraphQLError {
  return new GraphQLError(UNAVAILABLE_MESSAGE, {
    extensions: { code: ErrorCode.internal, http: { status: 503, headers: { 'retry-after': '1' } } },
  });
}
