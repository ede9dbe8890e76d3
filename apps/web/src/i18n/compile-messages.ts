import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';

/**
 * A catalogue compiled to formatjs's AST, as react-intl accepts it: the build does it
 * (vite.config.ts, `precompiledMessages`), so that the app ships no ICU parser. Parsed as
 * intl-messageformat would at run time (same defaults, the catalogue's locale); a message that does
 * not parse throws, naming its id.
 */
export function compileCatalogue(
  catalogue: Record<string, string>,
  locale: string,
): Record<string, MessageFormatElement[]> {
  const compiled: Record<string, MessageFormatElement[]> = {};
  for (const [id, message] of Object.entries(catalogue)) {
    try {
      compiled[id] = parse(message, { locale: new Intl.Locale(locale) });
    } catch (error) {
      throw new Error(`message ${id} (${locale}) does not parse: ${(error as Error).message}`);
    }
  }
  return compiled;
}
