import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import type { Font, Fontkit, GlyphRun } from 'pdf-lib/cjs/types/fontkit';

/*
 * The fonts of Orbite's PDFs (contracts, invoices, timesheets) and the measure of their texts.
 * pdf-lib parses a font anew for every document and shapes every text it draws or measures with
 * fontkit, about a millisecond a line; wrapping a paragraph measured each growing line again, and
 * a contract spent most of its half second there. Here each font is parsed once per process, a
 * text drawn again is shaped once, and a text's width is summed from its words' (a text's width
 * is the sum of its glyphs' advances), each word shaped once.
 */

const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
let dejaVuBytes: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;

/** DejaVu Sans (accents, the euro sign, French quotes), read once per process. */
function dejaVu() {
  dejaVuBytes ??= Promise.all([
    fs.readFile(path.join(fontDir, 'DejaVuSans.ttf')),
    fs.readFile(path.join(fontDir, 'DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return dejaVuBytes;
}

/** Texts shaped and kept per font: a document's labels and legal text, many times over. */
const MAX_RUNS = 5_000;
const parsed = new WeakMap<Uint8Array, Font>();

/** fontkit, parsing each font's bytes once and keeping the shapes of the texts laid out without features. */
const sharedFontkit: Fontkit = {
  create(bytes) {
    let font = parsed.get(bytes);
    if (!font) {
      const created = fontkit.create(bytes);
      const layout = created.layout.bind(created);
      const runs = new Map<string, GlyphRun>();
      created.layout = (text, features) => {
        if (features && (!Array.isArray(features) || features.length > 0)) return layout(text, features);
        let run = runs.get(text);
        if (!run) {
          run = layout(text);
          if (runs.size >= MAX_RUNS) runs.clear();
          runs.set(text, run);
        }
        return run;
      };
      font = created;
      parsed.set(bytes, font);
    }
    return font;
  },
};

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Embeds DejaVu Sans and its bold (subset: only the glyphs drawn) into a document. */
export async function embedDejaVu(pdf: PDFDocument): Promise<Fonts> {
  pdf.registerFontkit(sharedFontkit);
  const bytes = await dejaVu();
  return {
    regular: await pdf.embedFont(bytes.regular, { subset: true }),
    bold: await pdf.embedFont(bytes.bold, { subset: true }),
  };
}

/** Words kept per font: the legal texts' vocabulary fits many times over; names and amounts come and go. */
const MAX_WORDS = 20_000;
const widths = new Map<string, Map<string, number>>();

/** The width of a text in points, at a font size: as `font.widthOfTextAtSize`, each word measured once. */
export function textWidth(font: PDFFont, text: string, size: number): number {
  let known = widths.get(font.name);
  if (!known) {
    known = new Map();
    widths.set(font.name, known);
  }
  let total = 0;
  for (const part of text.split(/( +)/)) {
    if (!part) continue;
    let width = known.get(part);
    if (width === undefined) {
      width = font.widthOfTextAtSize(part, 1000);
      if (known.size >= MAX_WORDS) known.clear();
      known.set(part, width);
    }
    total += width;
  }
  return (total * size) / 1000;
}
