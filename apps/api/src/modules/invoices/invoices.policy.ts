import type { MarketCaller } from '../missions/missions.caller';
import type { InvoiceRow } from './invoices.tables';

type InvoiceScope = Pick<InvoiceRow, 'flow' | 'companyId' | 'freelanceId'>;

/**
 * Who sees an invoice: the team all; a client's users the platform's invoices to their company
 * (never the freelancer's invoice to the platform, which shows the margin); a freelancer the
 * invoices issued in their name or to them.
 */
export function canReadInvoice(caller: MarketCaller, invoice: InvoiceScope): boolean {
  if (caller.role === 'teamMember') return true;
  if (caller.role === 'corporate')
    return caller.companyId != null && invoice.companyId === caller.companyId && invoice.flow === 'platformToCorporate';
  if (caller.role === 'freelancer')
    return (
      caller.freelanceId != null && invoice.freelanceId === caller.freelanceId && invoice.flow !== 'platformToCorporate'
    );
  return false;
}

/** Issuing, marking paid, crediting, reminders and penalties: the team's work only. */
export function canManageInvoices(caller: MarketCaller): boolean {
  return caller.role === 'teamMember';
}

/** A paid or cancelled invoice is final; only an issued one is paid or credited. */
export function canMarkPaid(caller: MarketCaller, invoice: Pick<InvoiceRow, 'status' | 'kind'>): boolean {
  return canManageInvoices(caller) && invoice.status === 'issued' && invoice.kind === 'invoice';
}

export function canCredit(caller: MarketCaller, invoice: Pick<InvoiceRow, 'status' | 'kind'>): boolean {
  return (
    canManageInvoices(caller) &&
    invoice.kind === 'invoice' &&
    (invoice.status === 'issued' || invoice.status === 'paid')
  );
}

/** Reminders and penalties concern the client's invoices only. */
export function canRemind(caller: MarketCaller, invoice: Pick<InvoiceRow, 'status' | 'kind' | 'flow'>): boolean {
  return (
    canManageInvoices(caller) &&
    invoice.status === 'issued' &&
    invoice.kind === 'invoice' &&
    invoice.flow === 'platformToCorporate'
  );
}
