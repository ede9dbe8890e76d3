import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Written by the web build next to index.html; it holds nothing the JavaScript bundles do not already hold. */
export const MANIFEST_FILE = '.persisted-operations.json';

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** sha256 of each document's text → text, as the web build wrote it; null when the build wrote none. */
export function loadPersistedOperations(webDist: string): Map<string, string> | null {
  const file = path.join(webDist, MANIFEST_FILE);
  if (!fs.existsSync(file)) return null;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  for (const [hash, text] of Object.entries(manifest)) {
    if (sha256Hex(text) !== hash) throw new Error(`${file}: the entry ${hash} does not hash to its key`);
  }
  return new Map(Object.entries(manifest));
}
