/*
 * How a search text is compared with names, e-mails and titles that are stored as typed (with
 * their accents and capitals): the text is folded (lower case, no accents) and each word becomes a
 * case-insensitive regular expression in which a letter also matches its accented forms. PostgreSQL
 * runs such expressions through the trigram indexes (`~*` is a pg_trgm operator), so no folded copy
 * of the columns is needed.
 */

/** Accented forms of the letters, lower case (upper case is added where needed). */
const accentedForms: Record<string, string> = {
  a: 'àáâãäåāăą',
  c: 'çćč',
  d: 'ďđ',
  e: 'èéêëēėęě',
  i: 'ìíîïīį',
  l: 'ł',
  n: 'ñńň',
  o: 'òóôõöøōő',
  r: 'ŕř',
  s: 'śš',
  u: 'ùúûüūůűų',
  y: 'ýÿ',
  z: 'žźż',
};

/** The `from` and `to` strings of SQL `translate()` folding every accented form, either case. */
export const translateAccents = (() => {
  let from = '';
  let to = '';
  for (const [letter, forms] of Object.entries(accentedForms)) {
    const both = forms + forms.toUpperCase();
    from += both;
    to += letter.repeat(both.length);
  }
  return { from, to };
})();

/** Lower case, no accents (œ and æ spelled out), single spaces. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/đ/g, 'd')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A PostgreSQL regular expression (for `~*`) matching a folded word anywhere, whatever the
 * accents: `helene` -> `h[eè...]l[eè...]n[eè...]`. Every character that is not a letter or a digit
 * is escaped, so nothing the user types acts as an operator.
 */
export function accentRegex(word: string): string {
  return [...word]
    .map((char) => {
      const forms = accentedForms[char];
      if (forms) return `[${char}${forms}${forms.toUpperCase()}]`;
      return /[\p{L}\p{N}]/u.test(char) ? char : `\\${char}`;
    })
    .join('');
}

/** LIKE pattern text with its wildcards escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** What a search compares: the folded text, and one regular expression per word (at most 5 words). */
export interface SearchTerms {
  folded: string;
  patterns: string[];
}

export function searchTermsOf(text: string): SearchTerms {
  const folded = foldText(text);
  const words = folded.split(' ').filter(Boolean).slice(0, 5);
  return { folded, patterns: words.map(accentRegex) };
}
