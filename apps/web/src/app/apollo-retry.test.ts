import { ServerError } from '@apollo/client/errors';
import { RETRY } from '@orbite/domain/constants';
import { describe, expect, it } from 'vitest';
import { shouldRetry } from './apollo';

const operation = (operationType: 'query' | 'mutation', maxAttempts?: number) => ({
  operationType,
  getContext: () => ({ maxAttempts }),
});
const networkFailure = new TypeError('Failed to fetch');
const status = (statusCode: number) =>
  new ServerError('bad gateway', { response: new Response('', { status: statusCode }), bodyText: '' });

describe('the retry policy of GraphQL operations', () => {
  it('sends a query again after a network failure (a process died mid-request), a few times', () => {
    expect(shouldRetry(1, operation('query'), networkFailure)).toBe(true);
    expect(shouldRetry(RETRY.attempts, operation('query'), networkFailure)).toBe(false);
  });

  it('never sends a mutation again after a network failure: it may have been applied', () => {
    expect(shouldRetry(1, operation('mutation'), networkFailure)).toBe(false);
  });

  it('retries both on 502/503/504 (nothing was done), not on other statuses', () => {
    expect(shouldRetry(1, operation('mutation'), status(503))).toBe(true);
    expect(shouldRetry(1, operation('query'), status(502))).toBe(true);
    expect(shouldRetry(1, operation('query'), status(500))).toBe(false);
    expect(shouldRetry(2, operation('query', 2), status(503))).toBe(false);
  });
});
