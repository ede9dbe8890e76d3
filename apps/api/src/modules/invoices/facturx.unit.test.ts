import { VAT_EXEMPTION_MENTION } from '@orbite/domain/invoicing';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { facturxPdf, facturxXml } from './facturx';
import { validateFacturx } from './facturx.testing';
import { embeddedFacturxXml } from './invoice-documents';
import { renderInvoicePdf } from './invoice-pdf';
import { sampleInvoice } from './invoice-pdf.fixtures';

describe('Factur-X', () => {
  it('writes EN 16931 XML that validates against the Factur-X 1.07.3 schema', async () => {
    for (const exempt of [true, false]) {
      const { invoice, lines } = sampleInvoice(exempt);
      const result = await validateFacturx(facturxXml(invoice, lines));
      expect(result.errors).toEqual([]);
      expect(result.valid).toBe(true);
    }
    const credit = sampleInvoice(false, 'creditNote');
    const xml = facturxXml(credit.invoice, credit.lines, 'F-2026-000001');
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect((await validateFacturx(xml)).valid).toBe(true);
  });

  it('embeds the XML in the PDF with the Factur-X metadata', async () => {
    const { invoice, lines } = sampleInvoice(true);
    const xml = facturxXml(invoice, lines);
    const bytes = await facturxPdf(await renderInvoicePdf({ invoice, lines }), xml, 'F-2026-000001');
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    expect(await embeddedFacturxXml(bytes)).toBe(xml);
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(raw).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(raw).toContain('/AFRelationship /Alternative');
    expect(raw).toContain('/OutputIntents');
  });

  it('prints the mandatory mentions on the PDF', async () => {
    const { invoice, lines } = sampleInvoice(true);
    const { text } = await extractText(new Uint8Array(await renderInvoicePdf({ invoice, lines })), {
      mergePages: true,
    });
    for (const expected of [
      'FACTURE',
      'F-2026-000001',
      'SIRET 81234567800015',
      'SIREN 812345678',
      'TVA intracommunautaire FR74912345678',
      'du 01/03/2026 au 31/03/2026',
      "Date d'échéance : 01/05/2026",
      '4 987,50 €',
      'IBAN FR7630006000011234567890189',
      VAT_EXEMPTION_MENTION,
      'pénalités au taux BCE + 10 points',
      'indemnité forfaitaire pour frais de recouvrement de 40 €',
      'Pas d’escompte pour paiement anticipé',
    ])
      expect(text.replace(/[\s\u202f]+/g, ' ')).toContain(expected);
  });
});
