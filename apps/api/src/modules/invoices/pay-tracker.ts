/**
 * The freelancer's pay-date tracker: for each month of each deal, work log validated -> invoice
 * issued -> client due date -> paid, with the dates and the day the platform expects to pay.
 */
import { ErrorCode } from '@orbite/domain/errors';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { dealsOfFreelance } from '../deals/deals.repository';
import type { MarketCaller } from '../missions/missions.caller';
import { missionById } from '../missions/missions.service';
import { timesheetsOfDeals } from '../work-logs/timesheets.service';
import { workLogsOfDeals } from '../work-logs/work-logs.repository';
import { canReadInvoice } from './invoices.policy';
import { invoicesOfDeals } from './invoices.repository';

export type PayStep = 'workLog' | 'validated' | 'invoiced' | 'clientPaid' | 'paid';

export interface PayTrackerMonth {
  dealId: number;
  missionId: number;
  missionTitle: string;
  month: string;
  workedDays: number;
  workLogValidatedOn: string | null;
  invoiceId: number | null;
  invoiceNumber: string | null;
  invoiceIssuedOn: string | null;
  /** The amount the freelancer is paid, including VAT (euros cents). */
  amountCents: number | null;
  clientDueOn: string | null;
  clientPaidOn: string | null;
  expectedPaymentOn: string | null;
  paidOn: string | null;
  step: PayStep;
}

const dayOf = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

export async function payTracker(
  db: DbOrTx,
  caller: MarketCaller,
  missionId?: number | null,
): Promise<PayTrackerMonth[]> {
  if (caller.role !== 'freelancer' || !caller.freelanceId) throw new AppError(ErrorCode.notFound);
  const deals = (await dealsOfFreelance(db, caller.freelanceId)).filter(
    (deal) => !missionId || deal.missionId === missionId,
  );
  const dealIds = deals.map((deal) => deal.id);
  const [timesheets, invoices] = [await timesheetsOfDeals(db, dealIds), await invoicesOfDeals(db, dealIds)];
  // Until the month is validated its timesheet counts no day: the tracker shows the days the work log declares.
  const declared = new Map(
    (await workLogsOfDeals(db, dealIds)).map((log) => [`${log.dealId}:${log.month}`, Number(log.totalDays)]),
  );
  const titles = new Map<number, string>();
  for (const missionOf of new Set(deals.map((deal) => deal.missionId)))
    titles.set(missionOf, (await missionById(db, missionOf))?.title ?? '');
  const visible = invoices.filter(
    (invoice) => canReadInvoice(caller, invoice) || invoice.flow === 'platformToCorporate',
  );
  const months = timesheets.map((timesheet): PayTrackerMonth => {
    const deal = deals.find((d) => d.id === timesheet.dealId)!;
    const ofMonth = visible.filter(
      (i) => i.timesheetId === timesheet.id && i.kind === 'invoice' && i.status !== 'cancelled',
    );
    const own = ofMonth.find((i) => i.flow === 'freelanceToPlatform') ?? null;
    const client = ofMonth.find((i) => i.flow === 'platformToCorporate') ?? null;
    const validatedOn = dayOf(timesheet.validatedAt);
    const paidOn = own?.status === 'paid' ? dayOf(own.paidAt) : null;
    const clientPaidOn = client?.status === 'paid' ? dayOf(client.paidAt) : null;
    const step: PayStep = paidOn
      ? 'paid'
      : clientPaidOn
        ? 'clientPaid'
        : own
          ? 'invoiced'
          : validatedOn
            ? 'validated'
            : 'workLog';
    return {
      dealId: deal.id,
      missionId: deal.missionId,
      missionTitle: titles.get(deal.missionId) ?? '',
      month: timesheet.month,
      workedDays: validatedOn
        ? Number(timesheet.workedDays)
        : (declared.get(`${timesheet.dealId}:${timesheet.month}`) ?? Number(timesheet.workedDays)),
      workLogValidatedOn: validatedOn,
      invoiceId: own?.id ?? null,
      invoiceNumber: own?.number ?? null,
      invoiceIssuedOn: own?.issueDate ?? null,
      amountCents: own?.totalInclVatCents ?? null,
      // The client's due date is shown, never the client's amounts (the margin stays private).
      clientDueOn: client?.dueDate ?? null,
      clientPaidOn,
      expectedPaymentOn: own?.dueDate ?? null,
      paidOn,
      step,
    };
  });
  return months.sort((a, b) => (a.month === b.month ? a.dealId - b.dealId : b.month.localeCompare(a.month)));
}
