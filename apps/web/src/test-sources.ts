import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The web app's source files under `dir` (TypeScript and TSX, but the `.test.ts` files): for the tests that read the code. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}
