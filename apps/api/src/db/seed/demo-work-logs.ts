/**
 * Demo work logs and timesheets, after the deals and their signatures: every month of every signed
 * or ended deal up to the current one. Past months are validated (and locked with their timesheet),
 * with holidays off, a few half days and days off. A running deal also has, from the latest month
 * back: the current month as a draft partly filled, one month submitted and waiting for the
 * client's validation, and one contested with the client's comment. A deal ended in the last month
 * has its last month waiting for the team in safe mode; older ones were checked and invoiced long ago.
 * Invoices are the invoicing seed's (it reads the validated timesheets).
 */
import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import { dealWorkingDaysInMonth, monthOf, workLogTotal } from '@orbite/domain/work-log-days';
import { corporatesOfCompany } from '../../modules/companies/companies.repository';
import { signedOrEndedDeals } from '../../modules/deals/deals.repository';
import type { DealRow } from '../../modules/deals/deals.tables';
import { findFreelance } from '../../modules/freelancers/freelancers.service';
import * as repository from '../../modules/work-logs/work-logs.repository';
import { openWorkLogsOfDeal, periodOf } from '../../modules/work-logs/work-logs.service';
import type { WorkLogRow } from '../../modules/work-logs/work-logs.tables';
import type { DbOrTx } from '../client';

/** A stable pseudo-random number 0..99 for a deal and a day: the same demo on every seed. */
function dice(dealId: number, day: string): number {
  let hash = 2166136261 ^ dealId;
  for (const char of day) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0x5bd1e995);
  hash ^= hash >>> 15;
  return (hash >>> 0) % 100;
}

/** A believable month: every working day of the deal, now and then a day off or a half day. */
function believableEntries(deal: DealRow, month: string, until?: string) {
  return dealWorkingDaysInMonth(month, periodOf(deal))
    .filter((day) => !until || day <= until)
    .flatMap((day) => {
      const roll = dice(deal.id, day);
      if (roll < 6) return [];
      return [{ day, days: roll < 12 ? 0.5 : 1 }];
    });
}

/** A working day shortly after a month's end (or `today` when that is later than now). */
const afterMonth = (month: string, days: number, today: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
  const day = addDays(next, days);
  return day > today ? today : day;
};
const at = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);

export async function seedDemoWorkLogs(tx: DbOrTx): Promise<void> {
  const today = todayInParis();
  for (const deal of await signedOrEndedDeals(tx)) {
    await openWorkLogsOfDeal(tx, deal, today);
    const logs = (await repository.workLogsOfDeals(tx, [deal.id])).filter((log) => log.month <= monthOf(today));
    // Already seeded: a work log moved past its first revision.
    if (logs.length === 0 || logs.some((log) => log.revision > 1)) continue;
    const freelance = await findFreelance(tx, deal.freelanceId);
    const corporates = await corporatesOfCompany(tx, deal.companyId);
    const clientUserId = (corporates.find((c) => c.role === 'admin') ?? corporates[0])?.userId ?? null;
    const running = deal.status === 'signed';
    // The team still has to check the last month of a deal that ended in the last 30 days.
    const checking = !running && deal.endDate >= addDays(today, -30);
    const last = logs.length - 1;
    for (const [index, log] of logs.entries()) {
      const fromEnd = last - index;
      if (running && fromEnd === 0) await draft(tx, deal, log, today, null);
      else if (running && fromEnd === 1) await submitted(tx, deal, log, today, freelance?.userId ?? null);
      else if (running && fromEnd === 2)
        await draft(
          tx,
          deal,
          log,
          today,
          'Une journée de congé semble manquer en fin de mois, et l’atelier de cadrage ne durait qu’une demi-journée : merci de corriger avant de renvoyer.',
        );
      else
        await validated(tx, deal, log, today, {
          freelanceUserId: freelance?.userId ?? null,
          clientUserId,
          lock: running || fromEnd > 0 || !checking,
        });
    }
  }
}

async function draft(tx: DbOrTx, deal: DealRow, log: WorkLogRow, today: string, contest: string | null) {
  // The current month up to yesterday; a contested month in full, to correct.
  const entries = believableEntries(deal, log.month, contest ? undefined : addDays(today, -1));
  await repository.updateWorkLog(tx, log.id, {
    entries,
    totalDays: workLogTotal(entries),
    statusComment: contest,
    comment: contest ? 'Atelier de cadrage compté en journée complète.' : null,
    submittedAt: contest ? at(afterMonth(log.month, 1, today), '09:30') : null,
  });
}

async function submitted(tx: DbOrTx, deal: DealRow, log: WorkLogRow, today: string, freelanceUserId: number | null) {
  const entries = believableEntries(deal, log.month);
  await repository.updateWorkLog(tx, log.id, {
    status: 'submitted',
    entries,
    totalDays: workLogTotal(entries),
    comment: 'Mise en production de la nouvelle chaîne de déploiement en fin de mois.',
    submittedAt: at(afterMonth(log.month, 1, today), '18:10'),
    submittedByUserId: freelanceUserId,
  });
  const timesheet = await repository.timesheetOf(tx, deal.id, log.month);
  if (timesheet) await repository.updateTimesheet(tx, timesheet.id, { status: 'submitted' });
}

async function validated(
  tx: DbOrTx,
  deal: DealRow,
  log: WorkLogRow,
  today: string,
  who: { freelanceUserId: number | null; clientUserId: number | null; lock: boolean },
) {
  const entries = believableEntries(deal, log.month);
  const totalDays = workLogTotal(entries);
  const submittedOn = afterMonth(log.month, 0, today);
  const validatedOn = afterMonth(log.month, 2, today);
  await repository.updateWorkLog(tx, log.id, {
    status: who.lock ? 'locked' : 'validated',
    entries,
    totalDays,
    submittedAt: at(submittedOn, '17:45'),
    submittedByUserId: who.freelanceUserId,
    validatedAt: at(validatedOn, '10:20'),
    validatedByUserId: who.clientUserId,
    lockedAt: who.lock ? at(validatedOn, '10:20') : null,
  });
  const timesheet = await repository.timesheetOf(tx, deal.id, log.month);
  if (!timesheet) return;
  await repository.updateTimesheet(
    tx,
    timesheet.id,
    who.lock
      ? { status: 'validated', workedDays: totalDays, validatedAt: at(validatedOn, '10:20') }
      : // The ended deal's last month waits for the team's check in safe mode.
        { status: 'craValidated', workedDays: totalDays, safeMode: true },
  );
}
