/**
 * Demo invoices, after the work logs: the invoices of every validated timesheet, issued the day
 * after its validation (numbers follow the dates). Client invoices past due are paid two days
 * before their due date, except the latest one, left overdue with two reminders and its penalties
 * computed for the team; freelancer invoices past due are paid on their due date. The oldest client
 * invoice is cancelled by a credit note and issued again (a wrong day count), once.
 */
import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import { reminderDue } from '@orbite/domain/invoicing';
import { findDeal } from '../../modules/deals/deals.repository';
import { draftsOfTimesheet, generateTimesheetInvoices, issueDraft } from '../../modules/invoices/invoice-issuing';
import { putPenalties } from '../../modules/invoices/invoice-reminders';
import * as repository from '../../modules/invoices/invoices.repository';
import { creditInvoice } from '../../modules/invoices/invoices.service';
import type { InvoiceRow } from '../../modules/invoices/invoices.tables';
import { systemCaller, timesheetForInvoicing } from '../../modules/work-logs/timesheets.service';
import { findTimesheet, validatedTimesheetIdsOutsideSafeMode } from '../../modules/work-logs/work-logs.repository';
import type { AppDeps } from '../../platform/deps';
import type { Tx } from '../client';
import type { DemoSeedTools } from './demo-legal';

const dayOf = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

export async function seedDemoInvoices(tx: Tx, tools: DemoSeedTools): Promise<void> {
  if (!tools.storage || !tools.cipher) return;
  const deps = {
    db: tx,
    storage: tools.storage,
    cipher: tools.cipher,
    mailer: { send: async () => {} },
    logger: console,
  } as unknown as AppDeps;
  const today = todayInParis();
  const sheets = [];
  for (const id of await validatedTimesheetIdsOutsideSafeMode(tx, 1000)) {
    const sheet = await findTimesheet(tx, id);
    if (sheet && (await repository.invoicesOfTimesheet(tx, id)).length === 0) sheets.push(sheet);
  }
  if (sheets.length === 0) return;
  sheets.sort((a, b) => (a.validatedAt?.getTime() ?? 0) - (b.validatedAt?.getTime() ?? 0) || a.id - b.id);
  const issued: InvoiceRow[] = [];
  for (const [index, sheet] of sheets.entries()) {
    const validatedOn = sheet.validatedAt ? dayOf(sheet.validatedAt) : today;
    const issueDate = validatedOn < today ? addDays(validatedOn, 1) : today;
    const invoices = await generateTimesheetInvoices(deps, tx, sheet.id, systemCaller, issueDate);
    issued.push(...invoices);
    // The first client invoice: cancelled by a credit note two days later, then issued again
    // (before the next month's invoices, so that numbers follow the dates).
    const first = index === 0 ? invoices.find((i) => i.flow === 'platformToCorporate') : undefined;
    if (first) issued.push(...(await creditAndReissue(deps, tx, first, sheet.id, issueDate, today)));
  }

  // Payments: past-due client invoices paid, but the latest; freelancer invoices paid when due.
  const live = (
    await repository.findInvoices(
      tx,
      issued.map((i) => i.id),
    )
  ).filter((i) => i.status === 'issued' && i.kind === 'invoice' && i.dueDate && i.dueDate < today);
  const overdue = live
    .filter((i) => i.flow === 'platformToCorporate')
    .sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? ''))
    .at(-1);
  for (const invoice of live) {
    if (invoice.id === overdue?.id) continue;
    const paidOn = invoice.flow === 'platformToCorporate' ? addDays(invoice.dueDate!, -2) : invoice.dueDate!;
    await repository.updateInvoice(tx, invoice.id, {
      status: 'paid',
      paidAt: new Date(`${paidOn}T12:00:00Z`),
      paidAmountCents: invoice.totalInclVatCents,
    });
  }
  if (overdue?.dueDate) {
    let reminders = 0;
    while (reminderDue(overdue.dueDate, today, reminders)) reminders += 1;
    const reminded = await repository.updateInvoice(tx, overdue.id, {
      remindersSent: Math.max(2, Math.min(reminders, 3)),
      lastReminderOn: addDays(overdue.dueDate, reminders >= 3 ? 30 : 15),
    });
    await putPenalties(tx, systemCaller.actor, reminded, today);
  }
}

async function creditAndReissue(
  deps: AppDeps,
  tx: Tx,
  first: InvoiceRow,
  sheetId: number,
  issueDate: string,
  today: string,
) {
  const fixedOn = addDays(issueDate, 2) < today ? addDays(issueDate, 2) : today;
  await creditInvoice(deps, tx, systemCaller, first, 'Nombre de jours erroné, facture réémise', fixedOn);
  const sheet = await timesheetForInvoicing(tx, sheetId);
  const deal = sheet ? await findDeal(tx, sheet.dealId) : null;
  if (!sheet || !deal) return [];
  const draft = (await draftsOfTimesheet(deps, tx, deal, sheet, fixedOn)).find((d) => d.flow === 'platformToCorporate');
  return draft ? [await issueDraft(deps, tx, systemCaller, draft)] : [];
}
