import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ErrorCode } from '@orbite/domain/errors';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../test-sources';
import { errorMessageId } from './errors';
import { catalogueFiles, en, fr } from './messages';

describe('messages', () => {
  it('has the same keys in French and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
  });

  it('defines each key in one file only', () => {
    for (const files of Object.values(catalogueFiles)) {
      const seen = new Map<string, string>();
      const twice: string[] = [];
      for (const [file, messages] of Object.entries(files)) {
        for (const key of Object.keys(messages)) {
          if (seen.has(key)) twice.push(`${key} (${seen.get(key)}, ${file})`);
          seen.set(key, file);
        }
      }
      expect(twice).toEqual([]);
    }
  });

  it('has a French message for every error code of the catalogue', () => {
    for (const code of Object.values(ErrorCode)) expect(errorMessageId(code)).toBe(`error.${code}`);
  });

  it('falls back to the generic message for an unknown code', () => {
    expect(errorMessageId(99999)).toBe('error.-1');
    expect(errorMessageId('nope')).toBe('error.-1');
  });

  it('has field-specific wordings where a code means different things', () => {
    expect(errorMessageId(553, 'oldPassword')).toBe('error.553.oldPassword');
    expect(errorMessageId(553, 'newPassword')).toBe('error.553');
  });

  it('knows every literal message id used in the code', () => {
    const root = join(import.meta.dirname, '..');
    const ids = new Set<string>();
    const pattern = /(?:\bt\(|messageId: |titleId=|title: |label: )'([a-zA-Z]+\.[a-zA-Z0-9.]+)'/g;
    for (const file of sourceFiles(root)) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) if (match[1]) ids.add(match[1]);
    }
    const missing = [...ids].filter((id) => !(id in fr));
    expect(missing).toEqual([]);
  });
});
