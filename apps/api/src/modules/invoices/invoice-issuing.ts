/**
 * Issuing invoices (docs/decisions.md, "Invoicing"): the platform buys the freelancer's days and resells
 * them to the client. From a validated timesheet, in one transaction: the freelancer's invoice to
 * the platform (auto-billing, in the freelancer's own sequence), the platform's invoice to the
 * client, and when the deal has a freelancer flat fee the platform's invoice of it to the
 * freelancer; each numbered without gaps, its parties frozen, rendered as PDF and Factur-X.
 */
import { createHash } from 'node:crypto';
import { todayInParis } from '@orbite/domain/calendar-day';
import { ErrorCode } from '@orbite/domain/errors';
import {
  dueDateOf,
  type InvoiceFlow,
  type InvoiceKind,
  invoiceMentions,
  invoiceTotals,
  type LineInput,
  monthPeriod,
  STANDARD_VAT_RATE,
} from '@orbite/domain/invoicing';
import { toCents } from '@orbite/domain/money';
import { canGenerateInvoices } from '@orbite/domain/work-log';
import { frenchMonthLabel } from '@orbite/domain/work-log-days';
import type { DbOrTx, Tx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity/activity.service';
import { findDeal } from '../deals/deals.repository';
import type { DealRow } from '../deals/deals.tables';
import type { MarketCaller } from '../missions/missions.caller';
import { missionById } from '../missions/missions.service';
import { markTimesheetInvoiced, timesheetForInvoicing } from '../work-logs/work-logs.service';
import { facturxPdf, facturxXml } from './facturx';
import { nextInvoiceNumber } from './invoice-numbering';
import { clientParty, freelanceParty, platformParty } from './invoice-parties';
import { renderInvoicePdf } from './invoice-pdf';
import { invalidState, notFound } from './invoices.errors';
import { canManageInvoices } from './invoices.policy';
import * as repository from './invoices.repository';
import type { InvoicePartySnapshot, InvoiceRow } from './invoices.tables';

/** The platform pays the freelancer's invoice 30 days after it is issued (docs/decisions.md). */
export const FREELANCE_PAYMENT_DELAY = 30;

/** What an invoice is before it gets its number. */
export interface InvoiceDraft {
  kind: InvoiceKind;
  flow: InvoiceFlow;
  issuerKey: string;
  issuer: InvoicePartySnapshot;
  recipient: InvoicePartySnapshot;
  lines: LineInput[];
  mentions: string[];
  issueDate: string;
  dueDate: string | null;
  paymentDelay: number | null;
  paymentConditions: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  timesheetId: number | null;
  dealId: number | null;
  companyId: number | null;
  freelanceId: number | null;
  creditedInvoiceId?: number | null;
  /** A credit note carries its original's lines negated. */
  negate?: boolean;
}

/** Numbers, freezes, renders and stores one invoice in the caller's transaction. */
export async function issueDraft(
  deps: AppDeps,
  tx: Tx,
  caller: MarketCaller,
  draft: InvoiceDraft,
  creditedNumber?: string | null,
) {
  const totals = invoiceTotals(draft.lines);
  const sign = draft.negate ? -1 : 1;
  const { number, sequence } = await nextInvoiceNumber(tx, draft.issuerKey, draft.kind, draft.issueDate);
  const inserted = await repository.insertInvoice(
    tx,
    {
      kind: draft.kind,
      flow: draft.flow,
      status: 'issued',
      issuerKey: draft.issuerKey,
      number,
      sequence,
      timesheetId: draft.timesheetId,
      dealId: draft.dealId,
      companyId: draft.companyId,
      freelanceId: draft.freelanceId,
      creditedInvoiceId: draft.creditedInvoiceId ?? null,
      issuer: draft.issuer,
      recipient: draft.recipient,
      periodStart: draft.periodStart,
      periodEnd: draft.periodEnd,
      issueDate: draft.issueDate,
      dueDate: draft.dueDate,
      paymentDelay: draft.paymentDelay,
      paymentConditions: draft.paymentConditions,
      totalExclVatCents: sign * totals.totalExclVatCents,
      vatCents: sign * totals.vatCents,
      totalInclVatCents: sign * totals.totalInclVatCents,
      mentions: draft.mentions,
      issuedAt: new Date(),
    },
    totals.lines.map((line, index) => ({
      position: index + 1,
      label: line.label,
      quantity: sign * line.quantity,
      unit: line.unit,
      unitPriceCents: line.unitPriceCents,
      vatRate: line.vatRate,
      totalExclVatCents: sign * line.totalExclVatCents,
      vatCents: sign * line.vatCents,
    })),
  );
  const lines = await repository.linesOfInvoices(tx, [inserted.id]);
  const pdf = await renderInvoicePdf({ invoice: inserted, lines, creditedNumber });
  const facturx = await facturxPdf(pdf, facturxXml(inserted, lines, creditedNumber), `${number}`);
  const pdfKey = `invoices/${inserted.id}/pdf`;
  const facturxKey = `invoices/${inserted.id}/facturx`;
  await deps.storage.put(pdfKey, pdf, 'application/pdf');
  await deps.storage.put(facturxKey, facturx, 'application/pdf');
  const invoice = await repository.updateInvoice(tx, inserted.id, {
    pdfStorageKey: pdfKey,
    facturxStorageKey: facturxKey,
    sha256: createHash('sha256').update(facturx).digest('hex'),
  });
  await recordActivity(tx, caller.actor, {
    category: 'invoice',
    type: draft.kind === 'creditNote' ? 'credit_note_issued' : 'invoice_issued',
    entityType: 'invoice',
    entityId: invoice.id,
    payload: { number, flow: draft.flow, totalInclVatCents: invoice.totalInclVatCents, dealId: draft.dealId },
  });
  return invoice;
}

/** The drafts of a deal's month: amounts reconcile with the deal's prices (docs/decisions.md). */
export async function draftsOfTimesheet(
  deps: AppDeps,
  db: DbOrTx,
  deal: DealRow,
  timesheet: { id: number; month: string; workedDays: number },
  issueDate: string,
): Promise<InvoiceDraft[]> {
  const mission = await missionById(db, deal.missionId);
  const freelance = await freelanceParty(deps, db, deal.freelanceId);
  const client = await clientParty(db, deal.companyId);
  const platform = platformParty();
  const month = monthPeriod(timesheet.month);
  const periodStart = deal.startDate > month.start ? deal.startDate : month.start;
  const periodEnd = deal.endDate < month.end ? deal.endDate : month.end;
  const label = `Prestation « ${mission?.title ?? `mission ${deal.missionId}`} », ${frenchMonthLabel(timesheet.month)}`;
  const days = Number(timesheet.workedDays);
  const common = {
    issueDate,
    periodStart,
    periodEnd,
    timesheetId: timesheet.id,
    dealId: deal.id,
    companyId: deal.companyId,
    freelanceId: deal.freelanceId,
  };
  const vatExempt = freelance.party.vatExempt === true;
  const drafts: InvoiceDraft[] = [
    {
      ...common,
      kind: 'invoice',
      flow: 'freelanceToPlatform',
      issuerKey: freelance.issuerKey,
      issuer: freelance.party,
      recipient: { ...platform, iban: null, bic: null },
      lines: [
        {
          label,
          quantity: days,
          unit: 'day',
          unitPriceCents: toCents(Number(deal.freelanceDailyNet)),
          vatRate: vatExempt ? 0 : STANDARD_VAT_RATE,
        },
      ],
      mentions: invoiceMentions({ vatExempt, selfBilled: true }),
      dueDate: dueDateOf(issueDate, FREELANCE_PAYMENT_DELAY, 'uponReceipt'),
      paymentDelay: FREELANCE_PAYMENT_DELAY,
      paymentConditions: 'uponReceipt',
    },
    {
      ...common,
      kind: 'invoice',
      flow: 'platformToCorporate',
      issuerKey: 'platform',
      issuer: platform,
      recipient: client.party,
      lines: [
        {
          label,
          quantity: days,
          unit: 'day',
          unitPriceCents: toCents(Number(deal.clientDailyPrice)),
          vatRate: STANDARD_VAT_RATE,
        },
        ...(Number(deal.corporateFlatFee) > 0
          ? [
              {
                label: 'Frais de service forfaitaires',
                quantity: 1,
                unit: 'unit' as const,
                unitPriceCents: toCents(Number(deal.corporateFlatFee)),
                vatRate: STANDARD_VAT_RATE,
              },
            ]
          : []),
      ],
      mentions: [
        ...(client.specificMentions ? [client.specificMentions] : []),
        ...invoiceMentions({ vatExempt: false, selfBilled: false }),
      ],
      dueDate: dueDateOf(issueDate, client.paymentDelay, client.paymentConditions),
      paymentDelay: client.paymentDelay,
      paymentConditions: client.paymentConditions,
    },
  ];
  if (Number(deal.freelanceFlatFee) > 0)
    drafts.push({
      ...common,
      kind: 'invoice',
      flow: 'platformToFreelance',
      issuerKey: 'platform',
      issuer: platform,
      recipient: { ...freelance.party, iban: null, bic: null },
      lines: [
        {
          label: `Frais de service forfaitaires, ${frenchMonthLabel(timesheet.month)}`,
          quantity: 1,
          unit: 'unit',
          unitPriceCents: toCents(Number(deal.freelanceFlatFee)),
          vatRate: STANDARD_VAT_RATE,
        },
      ],
      mentions: invoiceMentions({ vatExempt: false, selfBilled: false }),
      dueDate: dueDateOf(issueDate, FREELANCE_PAYMENT_DELAY, 'uponReceipt'),
      paymentDelay: FREELANCE_PAYMENT_DELAY,
      paymentConditions: 'uponReceipt',
    });
  return drafts;
}

/**
 * Issues the invoices of a validated timesheet (docs/decisions.md, invoicing model), in the
 * caller's transaction: 605 unless the timesheet may be invoiced, never twice for one timesheet.
 */
export async function generateTimesheetInvoices(
  deps: AppDeps,
  tx: Tx,
  timesheetId: number,
  caller: MarketCaller,
  issueDate = todayInParis(),
): Promise<InvoiceRow[]> {
  const timesheet = await timesheetForInvoicing(tx, timesheetId);
  if (!timesheet) throw new AppError(ErrorCode.notFound, 'Relevé introuvable.');
  if (!canGenerateInvoices(timesheet.status)) throw invalidState('Seul un relevé validé peut être facturé.');
  if ((await repository.invoicesOfTimesheet(tx, timesheetId)).length > 0)
    throw invalidState('Ce relevé est déjà facturé.');
  const deal = await findDeal(tx, timesheet.dealId);
  if (!deal) throw notFound();
  // A month without a worked day has nothing to invoice: the client's validation must not fail for it.
  if (!(timesheet.workedDays > 0)) return [];
  const issued: InvoiceRow[] = [];
  for (const draft of await draftsOfTimesheet(deps, tx, deal, timesheet, issueDate))
    issued.push(await issueDraft(deps, tx, caller, draft));
  await markTimesheetInvoiced(tx, timesheetId, caller);
  return issued;
}

/** The team's mutation: its own transaction around the generation. */
export async function generateTimesheetInvoicesAsTeam(deps: AppDeps, caller: MarketCaller, timesheetId: number) {
  if (!canManageInvoices(caller)) throw notFound();
  return deps.db.transaction(async (tx) => {
    const timesheet = await timesheetForInvoicing(tx, timesheetId);
    if (timesheet && !(timesheet.workedDays > 0)) throw invalidState('Aucun jour à facturer sur ce relevé.');
    return generateTimesheetInvoices(deps, tx, timesheetId, caller);
  });
}
