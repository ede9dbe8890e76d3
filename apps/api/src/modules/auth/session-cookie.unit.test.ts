import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { sessionTokenOf } from '../../platform/http';
import { servedOverHttps, sessionSetCookie } from './session-cookie';

const request = (headers: Record<string, string> = {}, encrypted = false) =>
  ({ headers, socket: { encrypted } }) as unknown as IncomingMessage;
const dev = { env: 'development' as const, trustProxy: false, publicUrl: null };

describe('session cookie', () => {
  it('believes X-Forwarded-Proto only behind a trusted proxy', () => {
    expect(servedOverHttps(request({ 'x-forwarded-proto': 'https' }), dev)).toBe(false);
    expect(servedOverHttps(request({ 'x-forwarded-proto': 'https' }), { ...dev, trustProxy: true })).toBe(true);
    expect(servedOverHttps(request({}, true), dev)).toBe(true);
    expect(servedOverHttps(request(), { ...dev, publicUrl: 'https://orbite.fr' })).toBe(true);
    expect(servedOverHttps(request(), dev)).toBe(false);
  });

  it('is __Host- prefixed over https and plain over http; production is Secure either way', () => {
    const [overHttps] = sessionSetCookie(request({}, true), dev, 'abc');
    expect(overHttps).toMatch(/^__Host-orbite_session=abc; Path=\/; HttpOnly; SameSite=Lax; Secure; Max-Age=\d+$/);
    expect(sessionSetCookie(request(), dev, 'abc')[0]).toMatch(
      /^orbite_session=abc; Path=\/; HttpOnly; SameSite=Lax; Max/,
    );
    expect(sessionSetCookie(request(), { ...dev, env: 'production' }, 'abc')[0]).toContain('; Secure');
    expect(sessionSetCookie(request({}, true), dev, null)).toHaveLength(2);
  });

  it('reads only the name the protocol allows', () => {
    const both = '__Host-orbite_session=secure; orbite_session=plain';
    expect(sessionTokenOf(both, true)).toBe('secure');
    expect(sessionTokenOf('orbite_session=plain', true)).toBeNull();
    expect(sessionTokenOf(both, false)).toBe('plain');
    expect(sessionTokenOf(both)).toBe('secure');
  });
});
