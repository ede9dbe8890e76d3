import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { type Fonts, textWidth } from '../../platform/pdf-fonts';

/** A4 in points, with 2 cm margins. */
const PAGE = { width: 595.28, height: 841.89, margin: 56.7 };
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.4, 0.43, 0.48);

/** Splits a text into lines no wider than `width` (words kept whole unless longer than a line). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(font, candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (textWidth(font, line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && textWidth(font, line.slice(0, cut), size) > width) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Writes flowing text top to bottom, opening a new page when one is full; every page carries the
 * footer given (document reference and page number, drawn at the end by `finish`).
 */
export class PdfWriter {
  private page: PDFPage;
  private y: number;
  readonly pages: PDFPage[] = [];

  constructor(
    readonly pdf: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = this.newPage();
    this.y = PAGE.height - PAGE.margin;
  }

  private newPage(): PDFPage {
    const page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.pages.push(page);
    this.y = PAGE.height - PAGE.margin;
    return page;
  }

  get contentWidth() {
    return PAGE.width - 2 * PAGE.margin;
  }

  private ensure(height: number) {
    if (this.y - height < PAGE.margin + 20) this.page = this.newPage();
  }

  space(height = 8) {
    this.y -= height;
  }

  text(content: string, options: { size?: number; bold?: boolean; muted?: boolean; indent?: number } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const indent = options.indent ?? 0;
    const leading = size * 1.4;
    for (const line of wrapText(content, font, size, this.contentWidth - indent)) {
      this.ensure(leading);
      this.y -= leading;
      this.page.drawText(line, {
        x: PAGE.margin + indent,
        y: this.y,
        size,
        font,
        color: options.muted ? MUTED : INK,
      });
    }
  }

  title(content: string) {
    this.text(content, { size: 16, bold: true });
    this.space(6);
  }

  heading(content: string) {
    this.ensure(40);
    this.space(10);
    this.text(content, { size: 11.5, bold: true });
    this.space(2);
  }

  /** A label and its value on one line (wrapped under the label when long). */
  field(label: string, value: string) {
    this.text(`${label} : ${value}`, { indent: 10 });
  }

  rule() {
    this.ensure(12);
    this.y -= 6;
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.5,
      color: MUTED,
    });
    this.y -= 6;
  }

  /** Numbers the pages and writes the footer on each. */
  finish(footer: string) {
    const total = this.pages.length;
    this.pages.forEach((page, index) => {
      page.drawText(`${footer} · page ${index + 1}/${total}`, {
        x: PAGE.margin,
        y: PAGE.margin / 2,
        size: 8,
        font: this.fonts.regular,
        color: MUTED,
      });
    });
  }
}
