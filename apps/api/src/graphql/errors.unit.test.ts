import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AppError } from '../platform/errors';
import { createLogger } from '../platform/logger';
import { toClientError } from './errors';

const logger = createLogger('silent');
const wrap = (original: Error) => new GraphQLError(original.message, { originalError: original, path: ['me'] });

describe('toClientError', () => {
  it('keeps an AppError’s code, French message and field', () => {
    const error = toClientError(wrap(new AppError(551, undefined, 'email')), { staff: false, logger, requestId: 'r' });
    expect(error.message).toBe('Cette adresse e-mail est déjà utilisée.');
    expect(error.extensions).toEqual({ code: 551, field: 'email' });
  });

  it('masks an unexpected error as -1 without leaking it to non-staff', () => {
    const error = toClientError(wrap(new Error('relation "users" does not exist')), {
      staff: false,
      logger,
      requestId: 'r',
    });
    expect(error.message).toBe('Une erreur inattendue est survenue.');
    expect(error.extensions).toEqual({ code: -1 });
    expect(JSON.stringify(error)).not.toContain('relation');
  });

  it('answers 400 when the database refuses a value of the request (class 22), without details', () => {
    const driver = Object.assign(new Error('value "2147483648" is out of range for type integer'), { code: '22003' });
    const wrapped = Object.assign(new Error('Failed query: select ...'), { cause: driver });
    const error = toClientError(wrap(wrapped), { staff: true, logger, requestId: 'r' });
    expect(error.extensions).toEqual({ code: 400 });
    expect(JSON.stringify(error)).not.toContain('Failed query');
  });

  it('gives team members the technical details', () => {
    const error = toClientError(wrap(new Error('boom')), { staff: true, logger, requestId: 'r' });
    expect(error.extensions.code).toBe(-1);
    expect(error.extensions.details).toMatchObject({ message: 'boom' });
  });

  it('keeps a catalogue code already present on a GraphQL error', () => {
    const error = toClientError(new GraphQLError('x', { extensions: { code: 3 } }), {
      staff: false,
      logger,
      requestId: 'r',
    });
    expect(error.extensions.code).toBe(3);
  });
});
