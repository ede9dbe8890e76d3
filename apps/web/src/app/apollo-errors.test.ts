import { describe, expect, it } from 'vitest';
import { reactionTo, toResponseErrors } from './apollo-errors';

const errors = (...codes: unknown[]) => toResponseErrors(codes.map((code) => ({ message: 'm', extensions: { code } })));
const query = { type: 'query' as const, silent: false };
const mutation = { type: 'mutation' as const, silent: false };

describe('reaction to response errors', () => {
  it('shows the outdated modal before anything else', () =>
    expect(reactionTo(errors(401, 3), query).type).toBe('outdated'));
  it('revokes the session on 401', () => expect(reactionTo(errors(401), mutation).type).toBe('revoke'));
  it('shows /404 for a query only', () => {
    expect(reactionTo(errors(404), query).type).toBe('notFound');
    expect(reactionTo(errors(404), mutation).type).toBe('toast');
  });
  it('leaves a 404 to a silent query, which shows its own message', () =>
    expect(reactionTo(errors(404), { type: 'query', silent: true }).type).toBe('none'));
  it('does nothing special for 403', () => expect(reactionTo(errors(403), query).type).toBe('none'));
  it('toasts other codes, unless silent', () => {
    expect(reactionTo(errors(551), mutation)).toMatchObject({ type: 'toast', errors: [{ code: 551 }] });
    expect(reactionTo(errors(551), { type: 'mutation', silent: true }).type).toBe('none');
  });
  it('maps unknown codes to -1 and keeps technical details', () => {
    const [error] = toResponseErrors([
      { message: 'boom', extensions: { code: 'WHAT', details: { message: 'inner', stack: 'at x' } } },
    ]);
    expect(error).toMatchObject({ code: -1, details: { code: -1, message: 'inner', stack: 'at x' } });
  });
});
