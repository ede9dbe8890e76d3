import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { argonParamsOf, hashPassword, needsRehash, newToken, verifyPassword } from './auth.crypto';

describe('password hashing', () => {
  it('hashes with argon2id at OWASP’s minimum or above (19 MiB, t=2)', async () => {
    const stored = await hashPassword('Lune-orbite-42');
    const params = argonParamsOf(stored)!;
    expect(params.algorithm).toBe('argon2id');
    expect(params.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(params.timeCost).toBeGreaterThanOrEqual(2);
    expect(needsRehash(stored)).toBe(false);
    expect(await verifyPassword(stored, 'Lune-orbite-42')).toBe(true);
  });

  it('marks weaker or other hashes for rehashing', async () => {
    const weak = await hash('x', { algorithm: 2, memoryCost: 4096, timeCost: 3, parallelism: 1 });
    const argon2i = await hash('x', { algorithm: 1, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(argon2i)).toBe(true);
    expect(needsRehash('$2b$10$abcdefghijklmnopqrstuv')).toBe(true);
  });

  it('makes tokens of 256 random bits', () => {
    const tokens = new Set(Array.from({ length: 100 }, newToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });
});
