/**
 * The demo inbox's notifications about documents and work logs, read from the demo's own rows so that
 * each one says what the page it links to shows: a document's verdict as it stands, a work log's real
 * month and state (demo-notifications.ts).
 */

import { frenchMonthLabel, type Month } from '@orbite/domain/work-log-days';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { freelanceDocuments } from '../../modules/documents/documents.tables';
import { meetings, timeSlots } from '../../modules/matches/matches.tables';
import { documentLabelOf, type WordingFacts } from '../../modules/notifications/notification-wording';
import { workLogsOfDeals } from '../../modules/work-logs/work-logs.repository';
import { type DbOrTx, selectRows } from '../client';

export interface InboxEntry {
  type: string;
  facts: WordingFacts;
  url: string;
  /** When it happened, where the rows say (an invoice issued, a month validated): the notification is dated then. */
  at?: Date | null;
  /** What it is about, for the date of its event of the same type when `at` is not given (`datedByTheirEvents`). */
  subject?: { entity: 'match' | 'mission'; id: number };
}

/**
 * Entries dated by the activity event they tell of (the last one of their type on their match or mission), where
 * no row gave them a date: the inbox then reads in the order things happened.
 */
export async function datedByTheirEvents(tx: DbOrTx, entries: InboxEntry[]): Promise<InboxEntry[]> {
  // A request that only an event records (the freelancer asking for other slots): without its event, it never was.
  const onlyIfRecorded = new Set(['meeting_reschedule_requested']);
  const wanted = entries.flatMap((entry) => (!entry.at && entry.subject ? [entry] : []));
  if (wanted.length === 0) return entries;
  const keys = sql.join(
    wanted.map((entry) => sql`(${entry.subject!.entity}, ${String(entry.subject!.id)}, ${entry.type})`),
    sql`, `,
  );
  const rows = await selectRows<{ entity_type: string; entity_id: string; type: string; at: Date | string }>(
    tx,
    sql`select entity_type, entity_id, type, max(created_at) as at from activity_events
      where (entity_type, entity_id, type) in (${keys}) group by 1, 2, 3`,
  );
  const keyOf = (row: { entity_type: string; entity_id: string; type: string }): string =>
    `${row.entity_type}:${row.entity_id}:${row.type}`;
  // An event of the seed's own minute was not dated by the demo's story: it tells nothing of the order.
  const story = Date.now() - 10 * 60_000;
  const at = new Map<string, Date>(
    rows.flatMap((row) => {
      const when = new Date(row.at);
      return when.getTime() < story ? [[keyOf(row), when] as const] : [];
    }),
  );
  const recorded = new Set(rows.map(keyOf));
  return entries.flatMap((entry) => {
    if (entry.at || !entry.subject) return [entry];
    const key = `${entry.subject.entity}:${entry.subject.id}:${entry.type}`;
    if (onlyIfRecorded.has(entry.type) && !recorded.has(key)) return [];
    return [{ ...entry, at: at.get(key) ?? null }];
  });
}

/** The team's verdicts on the freelancer's current documents: validated or refused, as their page shows them. */
export async function documentVerdicts(tx: DbOrTx, freelanceId: number): Promise<InboxEntry[]> {
  const current = await tx
    .select({
      type: freelanceDocuments.type,
      status: freelanceDocuments.status,
      reviewedAt: freelanceDocuments.reviewedAt,
    })
    .from(freelanceDocuments)
    .where(
      and(
        eq(freelanceDocuments.freelanceId, freelanceId),
        isNull(freelanceDocuments.replacedAt),
        isNull(freelanceDocuments.deletedAt),
      ),
    )
    .orderBy(freelanceDocuments.id);
  return current.flatMap((document) => {
    const type =
      document.status === 'orbiteAccepted'
        ? 'freelance_document_validated'
        : document.status === 'orbiteRefused'
          ? 'freelance_document_refused'
          : null;
    return type
      ? [
          {
            type,
            facts: { documentLabel: documentLabelOf(document.type) },
            url: '/freelancer/company',
            at: document.reviewedAt,
          },
        ]
      : [];
  });
}

interface DealOf {
  id: number;
  missionId: number;
  missionTitle: string | null;
  freelanceName: string | null;
}

const month = (log: { month: string }) => frenchMonthLabel(log.month as Month);
const newestFirst = <T extends { month: string }>(logs: T[]) =>
  [...logs].sort((a, b) => b.month.localeCompare(a.month));

/**
 * The freelancer's latest validated month and the months the client contested (back to draft with the client's
 * words), each of its real deal and month.
 */
export async function freelancerWorkLogNews(tx: DbOrTx, deals: readonly DealOf[]): Promise<InboxEntry[]> {
  const byId = new Map(deals.map((deal) => [deal.id, deal]));
  const logs = newestFirst(await workLogsOfDeals(tx, [...byId.keys()]));
  const validated = logs.find((log) => ['validated', 'locked', 'paid'].includes(log.status));
  const contested = logs.filter((log) => log.status === 'draft' && log.statusComment);
  return [
    ...(validated ? [{ log: validated, type: 'work_log_cra_validated' }] : []),
    ...contested.slice(0, 1).map((log) => ({ log, type: 'work_log_contested' })),
  ].flatMap(({ log, type }) => {
    const deal = byId.get(log.dealId);
    if (!deal) return [];
    return [
      {
        type,
        facts: { missionTitle: deal.missionTitle, month: month(log), comment: log.statusComment },
        url: `/freelancer/missions/${deal.missionId}/worklogs`,
        at: type === 'work_log_cra_validated' ? log.validatedAt : log.updatedAt,
      },
    ];
  });
}

/** The months the client's deals submitted and waiting for the client's validation. */
export async function clientWorkLogNews(tx: DbOrTx, deals: readonly DealOf[]): Promise<InboxEntry[]> {
  const byId = new Map(deals.map((deal) => [deal.id, deal]));
  const waiting = newestFirst(await workLogsOfDeals(tx, [...byId.keys()], ['submitted']));
  return waiting.slice(0, 2).flatMap((log) => {
    const deal = byId.get(log.dealId);
    if (!deal) return [];
    return [
      {
        type: 'work_log_submitted',
        facts: { missionTitle: deal.missionTitle, freelanceName: deal.freelanceName, month: month(log) },
        url: `/enterprise/missions/${deal.missionId}/worklogs`,
        at: log.submittedAt,
      },
    ];
  });
}

/** The meetings of matches as they stand: slots proposed, or the slot booked and its time. */
export async function meetingsOfMatches(
  tx: DbOrTx,
  matchIds: readonly number[],
): Promise<Map<number, { status: 'proposed' | 'booked'; at: Date | null }>> {
  if (matchIds.length === 0) return new Map();
  const rows = await tx
    .select({ matchId: meetings.matchId, status: meetings.status, at: timeSlots.dateTime })
    .from(meetings)
    .leftJoin(timeSlots, and(eq(timeSlots.meetingId, meetings.id), eq(timeSlots.booked, true)))
    .where(and(inArray(meetings.matchId, [...matchIds]), inArray(meetings.status, ['proposed', 'booked'])))
    .orderBy(meetings.id);
  return new Map(rows.map((row) => [row.matchId, { status: row.status as 'proposed' | 'booked', at: row.at ?? null }]));
}

/** A deal's signature is news for ten days; before it is signed, its steps are news as long as they last. */
export const recentDealNews = (deal: { status: string; signedAt: Date | null }, now = Date.now()) =>
  deal.status !== 'signed' || (deal.signedAt !== null && now - deal.signedAt.getTime() < 10 * 24 * 3_600_000);
