/**
 * The PDF of an invoice or credit note: a French invoice with every mandatory mention (Code de
 * commerce L. 441-9, CGI 242 nonies A): parties with SIREN/SIRET and VAT numbers, number, dates,
 * service period, lines, VAT per rate, totals, due date, penalties and indemnity, exemption.
 */
import { formatEuros } from '@orbite/domain/invoicing';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { embedDejaVu, textWidth } from '../../platform/pdf-fonts';
import type { AddressValue } from '../addresses/addresses.schema';
import type { InvoiceLineRow, InvoicePartySnapshot, InvoiceRow } from './invoices.tables';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.42, 0.45, 0.5);
const ACCENT = rgb(0.13, 0.35, 0.75);
const RULE = rgb(0.85, 0.87, 0.9);

const frDate = (day: string | null | undefined) => (day ? day.split('-').reverse().join('/') : '—');
const frQuantity = (value: number) => String(Math.abs(value)).replace('.', ',');
const legalForms: Record<string, string> = {
  sa: 'SA',
  sas: 'SAS',
  sarl: 'SARL',
  ae: 'Entrepreneur individuel (micro-entreprise)',
  ei: 'Entrepreneur individuel',
  eirl: 'EIRL',
  eurl: 'EURL',
  sasu: 'SASU',
  sau: 'SAU',
  gie: 'GIE',
  societeDroitEtranger: 'Société de droit étranger',
};

function addressLines(address: AddressValue | null | undefined): string[] {
  if (!address) return [];
  return [address.street ?? '', `${address.zipCode ?? ''} ${address.city ?? ''}`.trim()].filter(Boolean);
}

/** The lines under a party's legal name (its block's heading): form and capital, address, identifiers. */
export function partyLines(party: InvoicePartySnapshot): string[] {
  const form = party.legalForm ? (legalForms[party.legalForm] ?? null) : null;
  const capital = party.socialCapital ? `au capital de ${formatEuros(Math.round(party.socialCapital * 100))}` : null;
  return [
    ...(form ? [[form, capital].filter(Boolean).join(' ')] : []),
    ...addressLines(party.address),
    ...(party.siret ? [`SIRET ${party.siret} · SIREN ${party.siren ?? ''}`] : []),
    ...(party.commercialCourt ? [`RCS ${party.commercialCourt} ${party.siren ?? ''}`] : []),
    ...(party.vatNumber ? [`TVA intracommunautaire ${party.vatNumber}`] : []),
  ];
}

interface Pen {
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
}

function text(
  pen: Pen,
  value: string,
  x: number,
  y: number,
  options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; right?: boolean } = {},
) {
  const font = options.bold ? pen.bold : pen.regular;
  const size = options.size ?? 9;
  const width = textWidth(font, value, size);
  pen.page.drawText(value, { x: options.right ? x - width : x, y, size, font, color: options.color ?? INK });
}

function wrap(value: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(font, next, size) > width && line) {
      out.push(line);
      line = word;
    } else line = next;
  }
  if (line) out.push(line);
  return out;
}

export interface InvoicePdfInput {
  invoice: InvoiceRow;
  lines: InvoiceLineRow[];
  /** The number of the invoice a credit note cancels. */
  creditedNumber?: string | null;
}

export async function renderInvoicePdf({ invoice, lines, creditedNumber }: InvoicePdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const pen: Pen = { page: pdf.addPage([A4.width, A4.height]), ...(await embedDejaVu(pdf)) };
  const title = invoice.kind === 'creditNote' ? 'AVOIR' : 'FACTURE';
  pdf.setTitle(`${title === 'AVOIR' ? 'Avoir' : 'Facture'} ${invoice.number ?? ''}`.trim());
  pdf.setAuthor(invoice.issuer.legalName || invoice.issuer.name);
  pdf.setLanguage('fr-FR');
  const right = A4.width - MARGIN;
  let y = A4.height - MARGIN;

  // Header: issuer on the left, title and number on the right.
  text(pen, invoice.issuer.legalName || invoice.issuer.name, MARGIN, y - 4, { size: 14, bold: true, color: ACCENT });
  text(pen, title, right, y - 4, { size: 18, bold: true, right: true });
  text(pen, `N° ${invoice.number ?? 'brouillon'}`, right, y - 22, { size: 10, bold: true, right: true });
  let issuerY = y - 22;
  for (const line of partyLines(invoice.issuer)) {
    text(pen, line, MARGIN, issuerY, { size: 8, color: MUTED });
    issuerY -= 11;
  }
  let metaY = y - 40;
  const meta: [string, string][] = [
    ["Date d'émission", frDate(invoice.issueDate)],
    ...(invoice.periodStart
      ? ([['Période de prestation', `du ${frDate(invoice.periodStart)} au ${frDate(invoice.periodEnd)}`]] as [
          string,
          string,
        ][])
      : []),
    ...(invoice.dueDate ? ([["Date d'échéance", frDate(invoice.dueDate)]] as [string, string][]) : []),
    ...(creditedNumber ? ([['Avoir sur la facture', creditedNumber]] as [string, string][]) : []),
  ];
  for (const [label, value] of meta) {
    text(pen, `${label} : ${value}`, right, metaY, { size: 9, right: true });
    metaY -= 13;
  }
  y = Math.min(issuerY, metaY) - 14;

  // Recipient block.
  const boxX = A4.width / 2;
  text(pen, 'Facturé à', boxX, y, { size: 8, bold: true, color: MUTED });
  y -= 14;
  text(pen, invoice.recipient.legalName || invoice.recipient.name, boxX, y, { size: 11, bold: true });
  y -= 13;
  for (const line of partyLines(invoice.recipient)) {
    text(pen, line, boxX, y, { size: 8.5 });
    y -= 11;
  }
  y -= 18;

  // Lines table.
  const columns = [
    { label: 'Désignation', x: MARGIN, right: false },
    { label: 'Quantité', x: 300, right: true },
    { label: 'Unité', x: 310, right: false },
    { label: 'PU HT', x: 420, right: true },
    { label: 'TVA', x: 462, right: true },
    { label: 'Total HT', x: right, right: true },
  ];
  pen.page.drawRectangle({
    x: MARGIN - 4,
    y: y - 5,
    width: right - MARGIN + 8,
    height: 17,
    color: rgb(0.94, 0.95, 0.97),
  });
  for (const column of columns) text(pen, column.label, column.x, y, { size: 8.5, bold: true, right: column.right });
  y -= 18;
  for (const line of lines) {
    const labelLines = wrap(line.label, pen.regular, 9, 190);
    labelLines.forEach((part, index) => {
      text(pen, part, MARGIN, y - index * 11);
    });
    text(pen, frQuantity(line.quantity), 300, y, { right: true });
    text(pen, line.unit === 'day' ? (Math.abs(line.quantity) > 1 ? 'jours' : 'jour') : 'forfait', 310, y);
    text(pen, formatEuros(line.unitPriceCents), 420, y, { right: true });
    text(pen, `${String(line.vatRate).replace('.', ',')} %`, 462, y, { right: true });
    text(pen, formatEuros(line.totalExclVatCents), right, y, { right: true });
    y -= Math.max(1, labelLines.length) * 11 + 6;
    pen.page.drawLine({
      start: { x: MARGIN - 4, y: y + 8 },
      end: { x: right + 4, y: y + 8 },
      thickness: 0.5,
      color: RULE,
    });
  }
  y -= 8;

  // Totals, VAT per rate.
  const rates = [...new Set(lines.map((line) => line.vatRate))];
  const totals: [string, number, boolean][] = [['Total HT', invoice.totalExclVatCents, false]];
  for (const rate of rates) {
    const base = lines.filter((l) => l.vatRate === rate).reduce((sum, l) => sum + l.totalExclVatCents, 0);
    const vat = lines.filter((l) => l.vatRate === rate).reduce((sum, l) => sum + l.vatCents, 0);
    totals.push([`TVA ${String(rate).replace('.', ',')} % sur ${formatEuros(base)}`, vat, false]);
  }
  totals.push(['Total TTC', invoice.totalInclVatCents, true]);
  for (const [label, cents, strong] of totals) {
    text(pen, label, 430, y, { size: strong ? 10.5 : 9, bold: strong, right: true });
    text(pen, formatEuros(cents), right, y, { size: strong ? 10.5 : 9, bold: strong, right: true });
    y -= strong ? 18 : 14;
  }
  if (invoice.kind === 'invoice') {
    text(pen, `Net à payer : ${formatEuros(invoice.totalInclVatCents)} avant le ${frDate(invoice.dueDate)}`, right, y, {
      size: 9.5,
      bold: true,
      right: true,
      color: ACCENT,
    });
    y -= 24;
  }

  // Payment details.
  if (invoice.kind === 'invoice' && invoice.issuer.iban) {
    text(pen, 'Règlement par virement bancaire', MARGIN, y, { size: 9, bold: true });
    y -= 12;
    text(pen, `IBAN ${invoice.issuer.iban}${invoice.issuer.bic ? ` · BIC ${invoice.issuer.bic}` : ''}`, MARGIN, y, {
      size: 9,
    });
    y -= 12;
    text(pen, `Référence à rappeler : ${invoice.number ?? ''}`, MARGIN, y, { size: 9 });
    y -= 20;
  }

  // Mentions.
  text(pen, 'Mentions', MARGIN, y, { size: 9, bold: true });
  y -= 12;
  for (const mention of invoice.mentions) {
    for (const part of wrap(mention, pen.regular, 8.5, right - MARGIN)) {
      text(pen, part, MARGIN, y, { size: 8.5, color: MUTED });
      y -= 11;
    }
  }

  // Footer.
  const footer = [
    invoice.issuer.legalName || invoice.issuer.name,
    invoice.issuer.siret ? `SIRET ${invoice.issuer.siret}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  text(pen, footer, A4.width / 2 - textWidth(pen.regular, footer, 7.5) / 2, 28, { size: 7.5, color: MUTED });
  return pdf.save();
}
