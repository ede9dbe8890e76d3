import { describe, expect, it } from 'vitest';
import { cleanPayload } from './payload';

describe('cleanPayload', () => {
  it('turns empty strings into null, at any depth', () => {
    expect(cleanPayload({ a: '', b: 'x', c: { d: '' } })).toEqual({ a: null, b: 'x', c: { d: null } });
  });
  it('removes technical fields', () => {
    expect(cleanPayload({ __typename: 'User', _key: 'k1', id: '3', name: 'A' })).toEqual({ id: '3', name: 'A' });
  });
  it('drops objects that end up empty', () => {
    expect(cleanPayload({ address: {}, meta: { __typename: 'X' }, name: 'A' })).toEqual({ name: 'A' });
  });
  it('keeps arrays, zeros, false and null', () => {
    expect(cleanPayload({ list: [], n: 0, f: false, z: null, items: [{ a: '', __typename: 'I' }] })).toEqual({
      list: [],
      n: 0,
      f: false,
      z: null,
      items: [{ a: null }],
    });
  });
  it('leaves non-plain values untouched', () => {
    const date = new Date('2026-01-01');
    expect(cleanPayload({ date }).date).toBe(date);
  });
});
