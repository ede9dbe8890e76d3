/**
 * Invoices once issued (docs/decisions.md, "Invoicing"): who reads which, the lists, payments and credit
 * notes. Issuing them from a validated timesheet is invoice-issuing.ts.
 */
import { todayInParis } from '@orbite/domain/calendar-day';
import type { InvoiceFlow, LineInput } from '@orbite/domain/invoicing';
import type { DbOrTx, Tx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { recordActivity } from '../activity/activity.service';
import { dealsOfMission } from '../deals/deals.repository';
import type { MarketCaller } from '../missions/missions.caller';
import { missionById } from '../missions/missions.service';
import { issueDraft } from './invoice-issuing';
import { invalid, invalidState, notFound } from './invoices.errors';
import { canCredit, canManageInvoices, canMarkPaid, canReadInvoice } from './invoices.policy';
import * as repository from './invoices.repository';
import type { InvoiceLineRow, InvoiceRow } from './invoices.tables';

/** An invoice the caller may see (404 otherwise: another company's invoice does not exist for them). */
export async function readableInvoice(db: DbOrTx, caller: MarketCaller, id: number, lock = false) {
  const invoice = await repository.findInvoice(db, id, lock);
  if (!invoice || !canReadInvoice(caller, invoice)) throw notFound();
  return invoice;
}

export const linesOfInvoices = repository.linesOfInvoices;

export interface InvoicePage {
  rows: InvoiceRow[];
  total: number;
  counts: Record<string, number>;
}

/** The team's list (back office), or a caller's own list with its tenant scope forced. */
export async function listInvoices(
  db: DbOrTx,
  caller: MarketCaller,
  filter: repository.InvoiceListFilter,
  page: { offset: number; limit: number },
  today = todayInParis(),
): Promise<InvoicePage> {
  const scoped: repository.InvoiceListFilter = { ...filter };
  if (caller.role === 'corporate')
    Object.assign(scoped, { companyId: caller.companyId ?? -1, flow: 'platformToCorporate' });
  else if (caller.role === 'freelancer')
    Object.assign(scoped, { freelanceId: caller.freelanceId ?? -1, flowNot: 'platformToCorporate' });
  else if (caller.role !== 'teamMember') throw notFound();
  const { rows, total } = await repository.listInvoices(db, scoped, today, page);
  const visible = rows.filter((row) => canReadInvoice(caller, row));
  const counts = await repository.countInvoicesByStatus(db, scoped, today);
  return { rows: visible, total, counts };
}

/** The invoices of a mission's deals the caller may see (the mission page's section). */
export async function invoicesOfMission(db: DbOrTx, caller: MarketCaller, missionId: number) {
  const mission = await missionById(db, missionId);
  if (!mission || (caller.role !== 'teamMember' && mission.companyId !== caller.companyId)) throw notFound();
  const deals = await dealsOfMission(db, missionId);
  const rows = await repository.invoicesOfDeals(
    db,
    deals.map((deal) => deal.id),
  );
  return rows.filter((row) => canReadInvoice(caller, row));
}

export async function invoicesOfDeal(db: DbOrTx, caller: MarketCaller, dealId: number) {
  const rows = await repository.invoicesOfDeals(db, [dealId]);
  return rows.filter((row) => canReadInvoice(caller, row));
}

/** The team records a payment: the invoice becomes paid (a final status). */
export async function markInvoicePaid(
  deps: AppDeps,
  caller: MarketCaller,
  id: number,
  paidOn: string,
  amountCents: number,
) {
  if (!canManageInvoices(caller)) throw notFound();
  return deps.db.transaction(async (tx) => {
    const invoice = await readableInvoice(tx, caller, id, true);
    if (!canMarkPaid(caller, invoice)) throw invalidState('Seule une facture émise peut être marquée payée.');
    if (!(amountCents > 0) || amountCents > invoice.totalInclVatCents)
      throw invalid('amount', 'Le montant payé doit être positif et au plus égal au total TTC.');
    if (invoice.issueDate && paidOn < invoice.issueDate)
      throw invalid('paidAt', 'La date de paiement précède la date d’émission.');
    if (paidOn > todayInParis()) throw invalid('paidAt', 'La date de paiement ne peut pas être dans le futur.');
    const paid = await repository.updateInvoice(tx, id, {
      status: 'paid',
      paidAt: new Date(`${paidOn}T12:00:00Z`),
      paidAmountCents: amountCents,
      markedPaidByUserId: caller.userId,
    });
    await recordActivity(tx, caller.actor, {
      category: 'invoice',
      type: 'invoice_paid',
      entityType: 'invoice',
      entityId: id,
      payload: { from: 'issued', to: 'paid', number: invoice.number, paidOn, amountCents },
    });
    return paid;
  });
}

/** A credit note cancelling an invoice: negative totals, the next number of the same issuer. */
export async function createCreditNote(deps: AppDeps, caller: MarketCaller, id: number, reason: string) {
  if (!canManageInvoices(caller)) throw notFound();
  const why = reason.trim();
  if (why.length < 3) throw invalid('reason', 'Indiquez le motif de l’avoir.');
  return deps.db.transaction(async (tx) => {
    const invoice = await readableInvoice(tx, caller, id, true);
    if (!canCredit(caller, invoice))
      throw invalidState('Seule une facture émise ou payée peut être annulée par un avoir.');
    return creditInvoice(deps, tx, caller, invoice, why, todayInParis());
  });
}

/** Issues the credit note of an invoice and cancels it, in the caller's transaction (checks done). */
export async function creditInvoice(
  deps: AppDeps,
  tx: Tx,
  caller: MarketCaller,
  invoice: InvoiceRow,
  why: string,
  issueDate: string,
) {
  const lines = await repository.linesOfInvoices(tx, [invoice.id]);
  const credit = await issueDraft(
    deps,
    tx,
    caller,
    {
      kind: 'creditNote',
      flow: invoice.flow as InvoiceFlow,
      issuerKey: invoice.issuerKey,
      issuer: invoice.issuer,
      recipient: invoice.recipient,
      lines: lines.map(lineInputOf),
      mentions: [
        `Avoir annulant la facture ${invoice.number} : ${why}`,
        ...invoice.mentions.filter((m) => !m.startsWith('En cas de retard')),
      ],
      issueDate,
      dueDate: null,
      paymentDelay: null,
      paymentConditions: null,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      timesheetId: null,
      dealId: invoice.dealId,
      companyId: invoice.companyId,
      freelanceId: invoice.freelanceId,
      creditedInvoiceId: invoice.id,
      negate: true,
    },
    invoice.number,
  );
  await repository.updateInvoice(tx, invoice.id, { status: 'cancelled' });
  await recordActivity(tx, caller.actor, {
    category: 'invoice',
    type: 'invoice_cancelled',
    entityType: 'invoice',
    entityId: invoice.id,
    payload: { from: invoice.status, to: 'cancelled', number: invoice.number, creditNote: credit.number, reason: why },
  });
  return credit;
}

const lineInputOf = (line: InvoiceLineRow): LineInput => ({
  label: line.label,
  quantity: Math.abs(Number(line.quantity)),
  unit: line.unit === 'day' ? 'day' : 'unit',
  unitPriceCents: line.unitPriceCents,
  vatRate: Number(line.vatRate),
});
