import { describe, expect, it } from 'vitest';
import { isSessionEndedClose } from './apollo';

describe('a subscription socket closed by the server', () => {
  it('means signed out on 4401 (session ended), as Apollo reports the close', () => {
    expect(isSessionEndedClose(new Error('Socket closed with event 4401 Session ended'))).toBe(true);
  });

  it('is any other failure on other codes and errors', () => {
    expect(isSessionEndedClose(new Error('Socket closed with event 1006 '))).toBe(false);
    expect(isSessionEndedClose(new Error('Socket closed with event 44010'))).toBe(false);
    expect(isSessionEndedClose(new TypeError('Failed to fetch'))).toBe(false);
    expect(isSessionEndedClose('Socket closed with event 4401')).toBe(false);
  });
});
