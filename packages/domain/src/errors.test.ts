import { describe, expect, it } from 'vitest';
import { ErrorCode, httpStatusOf, toErrorCode } from './errors';

describe('toErrorCode', () => {
  it('keeps a code of the catalogue', () => {
    expect(toErrorCode(551)).toBe(ErrorCode.emailAlreadyUsed);
    expect(toErrorCode(645)).toBe(ErrorCode.tooManyLinkedInImports);
  });
  it('reads numeric strings', () => {
    expect(toErrorCode('401')).toBe(401);
    expect(toErrorCode('-1')).toBe(-1);
  });
  it('maps the INTERNAL_SERVER_ERROR string to the internal code', () => {
    expect(toErrorCode('INTERNAL_SERVER_ERROR')).toBe(ErrorCode.internal);
  });
  it('falls back to unknown for anything else', () => {
    expect(toErrorCode(999)).toBe(-1);
    expect(toErrorCode('BAD_USER_INPUT')).toBe(-1);
    expect(toErrorCode(undefined)).toBe(-1);
    expect(toErrorCode({})).toBe(-1);
  });
});

describe('httpStatusOf', () => {
  it('answers with the HTTP status a REST caller expects', () => {
    expect(httpStatusOf(401)).toBe(401);
    expect(httpStatusOf(403)).toBe(403);
    expect(httpStatusOf(429)).toBe(429);
    expect(httpStatusOf(555)).toBe(400);
    expect(httpStatusOf(1)).toBe(500);
  });
});
