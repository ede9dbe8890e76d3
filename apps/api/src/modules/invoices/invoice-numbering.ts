import { type InvoiceKind, invoiceNumber } from '@orbite/domain/invoicing';
import type { DbOrTx } from '../../db/client';
import { takeNextSequence } from './invoices.repository';

/**
 * The next number of an issuer, in the issuing transaction: one gap-free sequence per issuer and
 * year shared by its invoices and credit notes (F-2026-000123, AV-2026-000124).
 */
export async function nextInvoiceNumber(tx: DbOrTx, issuerKey: string, kind: InvoiceKind, issueDate: string) {
  const year = Number(issueDate.slice(0, 4));
  const sequence = await takeNextSequence(tx, issuerKey, year);
  return { sequence, number: invoiceNumber(kind, year, sequence) };
}
