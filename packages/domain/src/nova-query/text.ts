/*
 * The text of a need as the readers of nova-query see it: folded (lower case, no accent) one
 * character for one character of the source, so that a match in the folded text points at the same
 * words in the source; each criterion read is blanked so that a number is read once.
 */

/** Folds one character: lower case, no accent, typographic apostrophe → '. Keeps the length. */
function foldChar(char: string): string {
  if (char === '’' || char === 'ʼ' || char === '‘') return "'";
  if (char === '\u00a0' || char === '\u202f') return ' ';
  const base = char.toLowerCase().normalize('NFD')[0] ?? char;
  return base.length === 1 ? base : char;
}

/** The folded text, one character for one character of the source (so indices line up). */
export function fold(text: string): string {
  let out = '';
  for (const char of text) out += char.length === 1 ? foldChar(char) : ' '.repeat(char.length);
  return out;
}

const wordNumbers: Record<string, number> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  quinze: 15,
  vingt: 20,
};
/** A number in digits ("3", "1,5") or in words ("trois"), as a regular expression group. */
export const NUM = `(\\d+(?:[.,]\\d+)?|${Object.keys(wordNumbers).join('|')})`;

export function toNumber(raw: string): number {
  return wordNumbers[raw] ?? Number(raw.replace(',', '.'));
}

/** True when the character at `index` starts the text or a sentence. */
export function isSentenceStart(text: string, index: number): boolean {
  const before = text.slice(0, index).trimEnd();
  return before === '' || /[.!?:]$/.test(before);
}

/** A need being read: `work` is folded and blanked as criteria are taken; `original` lines up with it. */
export class NeedText {
  work: string;
  readonly original: string;
  /** The folded text before anything was blanked. */
  readonly folded: string;

  constructor(source: string) {
    this.work = ` ${fold(source)} `;
    this.original = ` ${source} `;
    this.folded = this.work;
  }

  blank(start: number, length: number) {
    this.work = this.work.slice(0, start) + ' '.repeat(length) + this.work.slice(start + length);
  }

  /** Runs `onMatch` on each match (`g(i)` is group i, '' when absent) and blanks it unless it returns false. */
  take(pattern: RegExp, onMatch: (g: (i: number) => string) => unknown) {
    const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    for (const m of [...this.work.matchAll(global)]) {
      if (onMatch((i) => m[i] ?? '') !== false) this.blank(m.index ?? 0, m[0].length);
    }
  }
}
