import { invoiceMentions, invoiceTotals, VAT_EXEMPTION_MENTION } from '@orbite/domain/invoicing';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { facturxPdf, facturxXml } from './facturx';
import { validateFacturx } from './facturx.testing';
import { embeddedFacturxXml } from './invoice-documents';
import { platformParty } from './invoice-parties';
import { renderInvoicePdf } from './invoice-pdf';
import type { InvoiceLineRow, InvoiceRow } from './invoices.tables';

function invoiceOf(vatExempt: boolean, kind: 'invoice' | 'creditNote' = 'invoice') {
  const totals = invoiceTotals([
    {
      label: 'Prestation « Refonte du site », mars 2026',
      quantity: 10.5,
      unit: 'day',
      unitPriceCents: 47500,
      vatRate: vatExempt ? 0 : 20,
    },
  ]);
  const sign = kind === 'creditNote' ? -1 : 1;
  const invoice = {
    id: 1,
    kind,
    flow: 'freelanceToPlatform',
    status: 'issued',
    issuerKey: 'freelance-company:1',
    number: kind === 'creditNote' ? 'AV-2026-000002' : 'F-2026-000001',
    sequence: 1,
    issuer: {
      name: 'Alex Martin EI',
      legalName: 'Alex Martin EI',
      legalForm: 'ae',
      siret: '81234567800015',
      siren: '812345678',
      vatNumber: vatExempt ? null : 'FR12812345678',
      address: { street: '5 rue Neuve', zipCode: '69001', city: 'Lyon', state: null, countryIso: 'FR', point: null },
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP',
      vatExempt,
    },
    recipient: { ...platformParty(), iban: null },
    periodStart: '2026-03-01',
    periodEnd: '2026-03-31',
    issueDate: '2026-04-01',
    dueDate: '2026-05-01',
    currency: 'EUR',
    totalExclVatCents: sign * totals.totalExclVatCents,
    vatCents: sign * totals.vatCents,
    totalInclVatCents: sign * totals.totalInclVatCents,
    mentions: invoiceMentions({ vatExempt, selfBilled: true }),
  } as unknown as InvoiceRow;
  const lines = totals.lines.map((line, index) => ({
    id: index + 1,
    invoiceId: 1,
    position: index + 1,
    label: line.label,
    quantity: sign * line.quantity,
    unit: line.unit,
    unitPriceCents: line.unitPriceCents,
    vatRate: line.vatRate,
    totalExclVatCents: sign * line.totalExclVatCents,
    vatCents: sign * line.vatCents,
  })) as InvoiceLineRow[];
  return { invoice, lines };
}

describe('Factur-X', () => {
  it('writes EN 16931 XML that validates against the Factur-X 1.07.3 schema', async () => {
    for (const exempt of [true, false]) {
      const { invoice, lines } = invoiceOf(exempt);
      const result = await validateFacturx(facturxXml(invoice, lines));
      expect(result.errors).toEqual([]);
      expect(result.valid).toBe(true);
    }
    const credit = invoiceOf(false, 'creditNote');
    const xml = facturxXml(credit.invoice, credit.lines, 'F-2026-000001');
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect((await validateFacturx(xml)).valid).toBe(true);
  });

  it('embeds the XML in the PDF with the Factur-X metadata', async () => {
    const { invoice, lines } = invoiceOf(true);
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
    const { invoice, lines } = invoiceOf(true);
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
