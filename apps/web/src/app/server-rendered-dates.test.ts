import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../test-sources';

/**
 * A page the API rendered hydrates only if the browser writes the same text. A date written in the runtime's own
 * time zone is not the same text: the server runs in UTC, the browser in its user's zone (Paris), so between 23:00
 * and midnight UTC a company created that evening showed the 29th on the server and the 30th in the browser, and
 * the page did not hydrate. Dates go through react-intl (its provider names the product's time zone) or name one.
 */
describe('dates written by the web app', () => {
  const root = join(import.meta.dirname, '..');

  it('name their time zone: no toLocaleDateString or toLocaleTimeString without one', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(root))
      for (const match of readFileSync(file, 'utf8').matchAll(/\.toLocale(?:Date|Time)String\(([^)]*)\)/g))
        if (!match[1]?.includes('timeZone')) offenders.push(`${relative(root, file)}: ${match[0]}`);
    expect(offenders).toEqual([]);
  });
});
