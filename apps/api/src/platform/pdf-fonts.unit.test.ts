import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { embedDejaVu, textWidth } from './pdf-fonts';

let regular: PDFFont;
let bold: PDFFont;

beforeAll(async () => {
  ({ regular, bold } = await embedDejaVu(await PDFDocument.create()));
});

const samples = [
  'Le Prestataire s’engage à réaliser la mission « Data engineer » du 1er décembre 2026 au 28 février 2027.',
  'Total HT : 12 450,00 €   TVA (20 %) : 2 490,00 €',
  'AVOIR n° F-2026-000123 — Pénalités de retard : trois fois le taux d’intérêt légal',
  '  espaces  en tête et   au milieu ',
  '',
];

describe('textWidth', () => {
  it('measures what pdf-lib measures, word by word', () => {
    for (const font of [regular, bold])
      for (const text of samples)
        for (const size of [7.5, 9, 14])
          expect(textWidth(font, text, size)).toBeCloseTo(font.widthOfTextAtSize(text, size), 6);
  });

  it('keeps each font apart and shapes a word once', () => {
    expect(textWidth(bold, 'Facture', 10)).toBeGreaterThan(textWidth(regular, 'Facture', 10));
    const shape = vi.spyOn(regular, 'widthOfTextAtSize');
    textWidth(regular, 'rapprochement bancaire quotidien', 9);
    const first = shape.mock.calls.length;
    textWidth(regular, 'quotidien rapprochement bancaire', 12);
    expect(first).toBeGreaterThan(0);
    expect(shape.mock.calls.length).toBe(first);
    shape.mockRestore();
  });
});

describe('embedDejaVu', () => {
  it('parses the fonts once, and each document embeds and reads back its own text', async () => {
    const parse = vi.spyOn(fontkit, 'create');
    const documents = await Promise.all(
      ['Facture F-2026-000001 : 1 250,00 € — Maison Carrel', 'Contrat de prestation — Pivot Finance « Sentier »'].map(
        async (line) => {
          const pdf = await PDFDocument.create();
          const fonts = await embedDejaVu(pdf);
          const page = pdf.addPage([595.28, 841.89]);
          page.drawText(line, { x: 40, y: 800, size: 10, font: fonts.regular });
          page.drawText(line, { x: 40, y: 780, size: 10, font: fonts.bold });
          const proxy = await getDocumentProxy(await pdf.save());
          return (await extractText(proxy, { mergePages: true })).text;
        },
      ),
    );
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
    expect(documents[0]).toContain('Facture F-2026-000001 : 1 250,00 € — Maison Carrel');
    expect(documents[1]).toContain('Contrat de prestation — Pivot Finance « Sentier »');
    expect(documents[1]).not.toContain('Facture');
  });
});
