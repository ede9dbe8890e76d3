/**
 * The daily job 'work-logs': opens the months of every signed or ended deal up to the current one,
 * then reminds whoever a report waits on (`workLogReminder`): the freelancer to fill and submit it
 * near the month's end, the client's users with the missions flag once a submitted report has
 * waited. At most one reminder a working day per work log (`lastRemindedOn`), each recorded.
 */
import type { CalendarDay } from '@orbite/domain/calendar-day';
import { toCalendarDay } from '@orbite/domain/calendar-day';
import type { WorkLogStatus } from '@orbite/domain/work-log';
import { frenchMonthLabel, workLogReminder } from '@orbite/domain/work-log-days';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { registerDailyJob } from '../../platform/jobs';
import { recordActivity } from '../activity/activity.service';
import { corporatesOfCompany } from '../companies/companies.repository';
import type { DealRow } from '../deals/deals.tables';
import { freelanceNamesOf } from '../matches/matches.service';
import { missionById } from '../missions/missions.service';
import { frenchOf } from '../notifications/notification-wording';
import { findUsersByIds } from '../users/users.repository';
import { systemActor } from './timesheets.service';
import * as repository from './work-logs.repository';
import { openWorkLogsOfDeal, periodOf, signedOrEndedDeals } from './work-logs.service';
import type { WorkLogRow } from './work-logs.tables';

export const monthLabel = frenchMonthLabel;

async function recipients(tx: Tx, deal: DealRow, who: 'freelance' | 'corporate') {
  if (who === 'freelance') {
    const name = (await freelanceNamesOf(tx, [deal.freelanceId])).get(deal.freelanceId);
    const users = name ? await findUsersByIds(tx, [name.userId]) : [];
    return users.filter((u) => !u.anonymizedAt);
  }
  const corporates = (await corporatesOfCompany(tx, deal.companyId)).filter(
    (c) => c.permissions.showMissions !== false,
  );
  return (
    await findUsersByIds(
      tx,
      corporates.map((c) => c.userId),
    )
  ).filter((u) => !u.anonymizedAt);
}

async function remind(
  deps: AppDeps,
  tx: Tx,
  today: CalendarDay,
  deal: DealRow,
  workLog: WorkLogRow,
  who: 'freelance' | 'corporate',
) {
  const mission = await missionById(tx, deal.missionId);
  const base = deps.config.publicUrl ?? '';
  const title = mission?.title ?? 'votre mission';
  const month = monthLabel(workLog.month);
  // A month the client contested (back to draft with its words) is to correct, not to fill.
  const action = workLog.statusComment ? 'corriger' : 'remplir';
  const link =
    who === 'freelance'
      ? `${base}/freelancer/missions/${deal.missionId}/worklogs`
      : `${base}/enterprise/missions/${deal.missionId}/worklogs`;
  const users = await recipients(tx, deal, who);
  for (const user of users) {
    const text =
      who === 'freelance'
        ? [
            `Bonjour ${user.firstName},`,
            '',
            `Pensez à ${action} et à envoyer votre compte rendu d’activité (CRA) ${frenchOf(month)} pour la mission « ${title} ».`,
            `Votre client le valide ensuite, et votre facture part dans la foulée : ${link}`,
            '',
            'L’équipe Orbite',
          ]
        : [
            `Bonjour ${user.firstName},`,
            '',
            `Un compte rendu d’activité ${frenchOf(month)} attend votre validation pour la mission « ${title} ».`,
            `Vous pouvez le valider ou le contester avec un commentaire : ${link}`,
            '',
            'L’équipe Orbite',
          ];
    await deps.mailer.send({
      to: user.email,
      subject:
        who === 'freelance'
          ? `Orbite : votre CRA ${frenchOf(month)} est à ${action}`
          : `Orbite : un CRA ${frenchOf(month)} attend votre validation`,
      text: text.join('\n'),
    });
  }
  await repository.markReminded(tx, workLog.id, today);
  await recordActivity(tx, systemActor, {
    category: 'work_log',
    type: 'work_log_reminder_sent',
    entityType: 'work_log',
    entityId: workLog.id,
    payload: { to: who, dealId: deal.id, month: workLog.month, recipients: users.length },
  });
}

/** The job: open the months, then the reminders. Returns work logs opened plus reminders sent. */
export async function runWorkLogJob(deps: AppDeps, tx: Tx, today: CalendarDay): Promise<number> {
  let done = 0;
  const deals = await signedOrEndedDeals(tx);
  for (const deal of deals) done += await openWorkLogsOfDeal(tx, deal, today);
  const byId = new Map(deals.map((d) => [d.id, d]));
  const waiting = await repository.workLogsOfDeals(tx, [...byId.keys()], ['draft', 'submitted']);
  for (const workLog of waiting) {
    const deal = byId.get(workLog.dealId)!;
    const who = workLogReminder({
      status: workLog.status as WorkLogStatus,
      month: workLog.month,
      period: periodOf(deal),
      today,
      submittedOn: toCalendarDay(workLog.submittedAt),
      lastRemindedOn: workLog.lastRemindedOn,
    });
    if (!who) continue;
    await remind(deps, tx, today, deal, workLog, who);
    done += 1;
  }
  return done;
}

registerDailyJob({ name: 'work-logs', run: runWorkLogJob });
