import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from './compile-messages';
import { catalogueFiles } from './messages';

const values = { count: 3, name: 'Léa', number: 'F-2026-001', min: 8, code: 555, environment: 'staging' };
let checked = 0;

describe('messages compiled at build time', () => {
  it('format as the same messages parsed at run time, in both locales', () => {
    for (const [locale, files] of [
      ['fr-FR', catalogueFiles.fr],
      ['en', catalogueFiles.en],
    ] as const) {
      for (const catalogue of Object.values(files)) {
        const errors: unknown[] = [];
        const parsed = createIntl({ locale, messages: catalogue, onError: (error) => errors.push(error) });
        const compiled = createIntl({ locale, messages: compileCatalogue(catalogue, locale), onError: () => {} });
        for (const id of Object.keys(catalogue)) {
          errors.length = 0;
          const expected = parsed.formatMessage({ id }, values);
          // A message needing other values (a date, a rich-text tag...): its AST is checked by the parser's own tests.
          if (errors.length) continue;
          expect(compiled.formatMessage({ id }, values), id).toEqual(expected);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(3000);
  }, 60_000);

  it('turns a plain text into one literal, which react-intl returns as it is', () => {
    expect(compileCatalogue({ a: 'Bonjour' }, 'fr-FR')).toEqual({ a: [{ type: 0, value: 'Bonjour' }] });
  });

  it('fails on a message that does not parse, naming it', () => {
    expect(() => compileCatalogue({ 'x.broken': 'Bonjour {name' }, 'fr-FR')).toThrow(/x\.broken/);
  });
});
