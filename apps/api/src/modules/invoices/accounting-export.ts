/**
 * The accounting export: one line per entry of the platform's books (French CSV: semicolon,
 * decimal comma, UTF-8 BOM). Sales (journal VT): client 411 debit, services 706 and output VAT
 * 44571 credit. Purchases from freelancers (journal HA): services bought 604 and deductible VAT
 * 44566 debit, supplier 401 credit. A credit note's negative amounts swap the sides.
 */
import { decimalComma } from '@orbite/domain/invoicing';
import type { DbOrTx } from '../../db/client';
import { invoicesIssuedBetween } from './invoices.repository';
import type { InvoiceRow } from './invoices.tables';

export interface AccountingEntry {
  journal: 'VT' | 'HA';
  date: string;
  account: string;
  label: string;
  debitCents: number;
  creditCents: number;
  invoiceNumber: string;
}

const side = (cents: number, debit: boolean) =>
  cents >= 0 === debit
    ? { debitCents: Math.abs(cents), creditCents: 0 }
    : { debitCents: 0, creditCents: Math.abs(cents) };

export function accountingEntries(invoice: InvoiceRow): AccountingEntry[] {
  const purchase = invoice.flow === 'freelanceToPlatform';
  const party = purchase ? invoice.issuer : invoice.recipient;
  const base = {
    journal: purchase ? ('HA' as const) : ('VT' as const),
    date: invoice.issueDate ?? '',
    invoiceNumber: invoice.number ?? '',
  };
  const label = `${invoice.kind === 'creditNote' ? 'Avoir' : 'Facture'} ${invoice.number} ${party.name}`;
  const entries: AccountingEntry[] = purchase
    ? [
        { ...base, account: '604000', label, ...side(invoice.totalExclVatCents, true) },
        { ...base, account: '445660', label, ...side(invoice.vatCents, true) },
        { ...base, account: '401000', label, ...side(invoice.totalInclVatCents, false) },
      ]
    : [
        { ...base, account: '411000', label, ...side(invoice.totalInclVatCents, true) },
        { ...base, account: '706000', label, ...side(invoice.totalExclVatCents, false) },
        { ...base, account: '445710', label, ...side(invoice.vatCents, false) },
      ];
  return entries.filter((entry) => entry.debitCents !== 0 || entry.creditCents !== 0);
}

const cell = (value: string) => (/[;"\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const frDate = (day: string) => day.split('-').reverse().join('/');

export function accountingCsv(invoices: readonly InvoiceRow[]): string {
  const header = ['Journal', 'Date', 'Compte', 'Libellé', 'Débit', 'Crédit', 'N° de facture'];
  const rows = invoices
    .flatMap(accountingEntries)
    .map((e) =>
      [
        e.journal,
        frDate(e.date),
        e.account,
        e.label,
        decimalComma(e.debitCents),
        decimalComma(e.creditCents),
        e.invoiceNumber,
      ]
        .map(cell)
        .join(';'),
    );
  return `\uFEFF${[header.join(';'), ...rows].join('\r\n')}\r\n`;
}

export async function accountingExport(db: DbOrTx, from: string, to: string): Promise<string> {
  return accountingCsv(await invoicesIssuedBetween(db, from, to));
}
