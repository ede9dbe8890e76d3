import { invoiceMentions, invoiceTotals } from '@orbite/domain/invoicing';
import { platformParty } from './invoice-parties';
import type { InvoiceLineRow, InvoiceRow } from './invoices.tables';

/** An issued invoice (or credit note) of a freelancer to the platform, with its lines: the unit tests' and the documents bench's. */
export function sampleInvoice(vatExempt: boolean, kind: 'invoice' | 'creditNote' = 'invoice') {
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
