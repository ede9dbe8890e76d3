import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDataCipher, loadDataKey } from './data-cipher';

describe('data cipher', () => {
  const cipher = createDataCipher(randomBytes(32));

  it('gives back the value, never stores it in clear, and differs at each encryption', () => {
    const sealed = cipher.encrypt('FR7630006000011234567890189');
    expect(sealed).not.toContain('30006');
    expect(cipher.decrypt(sealed)).toBe('FR7630006000011234567890189');
    expect(cipher.encrypt('FR7630006000011234567890189')).not.toBe(sealed);
  });

  it('refuses a tampered value and another key', () => {
    const sealed = cipher.encrypt('secret');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => cipher.decrypt(parts.join('.'))).toThrow();
    expect(() => createDataCipher(randomBytes(32)).decrypt(sealed)).toThrow();
  });

  it('creates the key file once and reads it back', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbite-key-'));
    const first = loadDataKey(null, dir);
    expect(first.length).toBe(32);
    expect(loadDataKey(null, dir).equals(first)).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
