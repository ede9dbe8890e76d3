/**
 * Overdue client invoices: reminders 3, 15 and 30 days after the due date (mail and event), and
 * after the second reminder the late-payment penalties (ECB + 10 points) and the 40 EUR indemnity
 * computed and put on the invoice for the team to see. Nothing about penalties is sent to the
 * client without the team's action (sendInvoiceReminder).
 */
import { type CalendarDay, todayInParis } from '@orbite/domain/calendar-day';
import { ErrorCode } from '@orbite/domain/errors';
import { formatEuros, latePenalty, reminderDue } from '@orbite/domain/invoicing';
import type { DbOrTx, Tx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { registerDailyJob } from '../../platform/jobs';
import { type Actor, recordActivity } from '../activity/activity.service';
import { companySettingsOf } from '../companies/companies.repository';
import type { MarketCaller } from '../missions/missions.caller';
import { systemCaller, timesheetForInvoicing } from '../work-logs/timesheets.service';
import { validatedTimesheetIdsOutsideSafeMode } from '../work-logs/work-logs.repository';
import { generateTimesheetInvoices } from './invoice-issuing';
import { notFound } from './invoices.errors';
import { canManageInvoices, canRemind } from './invoices.policy';
import * as repository from './invoices.repository';
import { readableInvoice } from './invoices.service';
import type { InvoiceRow } from './invoices.tables';

const systemActor: Actor = { userId: null, impersonatorUserId: null };
const frDate = (day: string | null) => (day ? day.split('-').reverse().join('/') : '');

/** The penalties an overdue invoice has accrued on a day (nothing before its due date). */
export function penaltiesOf(invoice: InvoiceRow, today: CalendarDay) {
  if (!invoice.dueDate || invoice.status !== 'issued') return latePenalty(invoice.totalInclVatCents, today, today);
  return latePenalty(invoice.totalInclVatCents, invoice.dueDate, today);
}

export async function putPenalties(tx: DbOrTx, actor: Actor, invoice: InvoiceRow, today: CalendarDay) {
  const penalty = penaltiesOf(invoice, today);
  const updated = await repository.updateInvoice(tx, invoice.id, {
    latePenaltyCents: penalty.penaltyCents,
    recoveryIndemnityCents: penalty.indemnityCents,
    penaltiesComputedOn: today,
  });
  await recordActivity(tx, actor, {
    category: 'invoice',
    type: 'invoice_penalties_computed',
    entityType: 'invoice',
    entityId: invoice.id,
    payload: { number: invoice.number, ...penalty },
  });
  return updated;
}

async function mailReminder(deps: AppDeps, db: DbOrTx, invoice: InvoiceRow, rank: number, withPenalties: boolean) {
  const settings = invoice.companyId ? await companySettingsOf(db, invoice.companyId) : null;
  const recipients = settings?.invoiceEmails?.length
    ? settings.invoiceEmails
    : invoice.recipient.email
      ? [invoice.recipient.email]
      : [];
  const penalties =
    withPenalties && invoice.latePenaltyCents != null
      ? `\nPénalités de retard à ce jour : ${formatEuros(invoice.latePenaltyCents)} ; indemnité forfaitaire pour frais de recouvrement : ${formatEuros(invoice.recoveryIndemnityCents ?? 0)}.`
      : '';
  for (const to of recipients)
    await deps.mailer.send({
      to,
      subject: `Relance ${rank} : facture ${invoice.number} échue le ${frDate(invoice.dueDate)}`,
      text: `Bonjour,\n\nSauf erreur de notre part, la facture ${invoice.number} d’un montant de ${formatEuros(
        invoice.totalInclVatCents,
      )} TTC, échue le ${frDate(invoice.dueDate)}, reste impayée. Nous vous remercions de bien vouloir procéder à son règlement.${penalties}\n\nL’équipe Orbite`,
    });
  return recipients.length;
}

async function recordReminder(tx: DbOrTx, actor: Actor, invoice: InvoiceRow, rank: number, today: string, by: string) {
  const updated = await repository.updateInvoice(tx, invoice.id, { remindersSent: rank, lastReminderOn: today });
  await recordActivity(tx, actor, {
    category: 'invoice',
    type: 'invoice_reminder_sent',
    entityType: 'invoice',
    entityId: invoice.id,
    payload: { number: invoice.number, rank, by },
  });
  return updated;
}

/** The daily reminders: returns how many invoices were reminded or got their penalties computed. */
export async function remindOverdueInvoices(deps: AppDeps, tx: Tx, today: CalendarDay): Promise<number> {
  let done = 0;
  for (const invoice of await repository.overdueClientInvoices(tx, today)) {
    if (invoice.lastReminderOn === today) continue;
    const rank = reminderDue(invoice.dueDate as string, today, invoice.remindersSent);
    let current = invoice;
    if (rank) {
      await mailReminder(deps, tx, current, rank, false);
      current = await recordReminder(tx, systemActor, current, rank, today, 'system');
      done += 1;
    }
    if (current.remindersSent >= 2 && current.penaltiesComputedOn !== today && current.penaltiesSentAt == null) {
      await putPenalties(tx, systemActor, current, today);
      if (!rank) done += 1;
    }
  }
  return done;
}

/** The team computes the penalties of an overdue invoice to see them before any reminder is sent. */
export async function computeInvoicePenalties(deps: AppDeps, caller: MarketCaller, id: number) {
  if (!canManageInvoices(caller)) throw notFound();
  return deps.db.transaction(async (tx) => {
    const invoice = await readableInvoice(tx, caller, id, true);
    if (!canRemind(caller, invoice))
      throw new AppError(ErrorCode.invalidMissionState, 'Seule une facture client émise a des pénalités.');
    return putPenalties(tx, caller.actor, invoice, todayInParis());
  });
}

/** The team sends a reminder now (with the computed penalties when there are some). */
export async function sendInvoiceReminder(deps: AppDeps, caller: MarketCaller, id: number) {
  if (!canManageInvoices(caller)) throw notFound();
  return deps.db.transaction(async (tx) => {
    const invoice = await readableInvoice(tx, caller, id, true);
    if (!canRemind(caller, invoice))
      throw new AppError(ErrorCode.invalidMissionState, 'Seule une facture client émise peut être relancée.');
    const today = todayInParis();
    const withPenalties =
      invoice.latePenaltyCents != null && (invoice.latePenaltyCents > 0 || (invoice.recoveryIndemnityCents ?? 0) > 0);
    await mailReminder(deps, tx, invoice, invoice.remindersSent + 1, withPenalties);
    const updated = await recordReminder(tx, caller.actor, invoice, invoice.remindersSent + 1, today, 'teamMember');
    return withPenalties ? repository.updateInvoice(tx, id, { penaltiesSentAt: new Date() }) : updated;
  });
}

/** Validated timesheets left without invoices (outside safe mode) get theirs, each on its own savepoint. */
export async function invoiceMissingTimesheets(deps: AppDeps, tx: Tx, today: CalendarDay): Promise<number> {
  let done = 0;
  for (const id of await validatedTimesheetIdsOutsideSafeMode(tx)) {
    if ((await repository.invoicesOfTimesheet(tx, id)).length > 0) continue;
    if (!((await timesheetForInvoicing(tx, id))?.workedDays ?? 0)) continue;
    try {
      await tx.transaction((savepoint) => generateTimesheetInvoices(deps, savepoint, id, systemCaller, today));
      done += 1;
    } catch (error) {
      deps.logger.error({ err: error, timesheetId: id }, 'invoice generation failed');
    }
  }
  return done;
}

registerDailyJob({
  name: 'invoices',
  async run(deps, tx, today) {
    return (await invoiceMissingTimesheets(deps, tx, today)) + (await remindOverdueInvoices(deps, tx, today));
  },
});
