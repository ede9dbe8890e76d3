/**
 * A believable inbox for the demo's client, freelancer and team member: 12 to 20 notifications of
 * the last days about the demo's own missions, matches, deals and invoices (real urls), the newest
 * unseen, so that the bell shows a count and the centre scrolls to a second page. Runs last;
 * idempotent (a user who already has notifications is left alone). Seeded notifications are not mailed.
 */

import { wasSigned } from '@orbite/domain/deal-status';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { corporates } from '../../modules/companies/companies.tables';
import { deals } from '../../modules/deals/deals.tables';
import { freelances } from '../../modules/freelancers/freelancers.tables';
import { invoices } from '../../modules/invoices/invoices.tables';
import { matches } from '../../modules/matches/matches.tables';
import { missions } from '../../modules/missions/missions.tables';
import {
  type NotificationAudience,
  notificationCategoryOf,
  notificationWording,
} from '../../modules/notifications/notification-wording';
import { meetingTimeText } from '../../modules/notifications/notifications.producer';
import { countNotifications, insertNotifications } from '../../modules/notifications/notifications.repository';
import { findUserByEmail } from '../../modules/users/users.repository';
import { users } from '../../modules/users/users.tables';
import type { DbOrTx } from '../client';
import {
  clientWorkLogNews,
  datedByTheirEvents,
  documentVerdicts,
  freelancerWorkLogNews,
  type InboxEntry,
  meetingsOfMatches,
  recentDealNews,
} from './demo-notification-sources';

type Entry = InboxEntry;

const HOUR = 3_600_000;
/** An invoice's issue day (the demo backdates it), in the morning: when its notification went out. */
const issuedOn = (invoice: { issueDate: string | null }) =>
  invoice.issueDate ? new Date(`${invoice.issueDate}T08:00:00Z`) : null;
const UNSEEN = 6;

async function insertInbox(tx: DbOrTx, userId: number, audience: NotificationAudience, entries: Entry[]) {
  if (entries.length === 0 || (await countNotifications(tx, userId)) > 0) return;
  const now = Date.now();
  const rows = entries.flatMap((entry, i) => {
    const wording = notificationWording(entry.type, audience, entry.facts);
    const category = notificationCategoryOf(entry.type);
    if (!wording || !category) return [];
    // Dated when it happened where the rows say (an October invoice is not « il y a 2 j »), else a few hours apart.
    const at = entry.at && entry.at.getTime() < now ? entry.at : null;
    const createdAt = at ?? new Date(now - (i * 7 + 0.3) * HOUR);
    return [
      {
        userId,
        category,
        type: entry.type,
        description: wording.html,
        plainTextDescription: wording.text,
        url: entry.url,
        createdAt,
      },
    ];
  });
  // The newest ones are unseen; oldest first, so that ids grow with time like real ones.
  rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  await insertNotifications(
    tx,
    rows.map((row, i) => ({ ...row, unseen: i < UNSEEN, seenAt: i < UNSEEN ? null : row.createdAt })).reverse(),
  );
}

export async function seedDemoNotifications(tx: DbOrTx): Promise<void> {
  const [client, freelancer, team] = await Promise.all(
    ['client@demo.fr', 'freelance@demo.fr', 'equipe@demo.fr'].map((email) => findUserByEmail(tx, email)),
  );
  if (!client || !freelancer || !team) return;
  const [corporate] = await tx.select().from(corporates).where(eq(corporates.userId, client.id));
  const [freelance] = await tx.select().from(freelances).where(eq(freelances.userId, freelancer.id));
  if (!corporate || !freelance) return;

  const lumen = await tx
    .select()
    .from(missions)
    .where(eq(missions.companyId, corporate.companyId))
    .orderBy(missions.id);
  const lumenMatches = lumen.length
    ? await tx
        .select({
          id: matches.id,
          missionId: matches.missionId,
          freelanceId: matches.freelanceId,
          status: matches.status,
        })
        .from(matches)
        .where(
          inArray(
            matches.missionId,
            lumen.map((m) => m.id),
          ),
        )
        .orderBy(desc(matches.id))
    : [];
  const names = new Map(
    (
      await tx
        .select({ id: freelances.id, firstName: users.firstName, lastName: users.lastName })
        .from(freelances)
        .innerJoin(users, eq(users.id, freelances.userId))
        .where(inArray(freelances.id, [0, ...lumenMatches.map((m) => m.freelanceId)]))
    ).map((r) => [r.id, `${r.firstName} ${r.lastName}`]),
  );
  const titleOf = new Map(lumen.map((m) => [m.id, m.title]));
  const allTitles = new Map(
    (await tx.select({ id: missions.id, title: missions.title }).from(missions)).map((m) => [m.id, m.title]),
  );
  const julienMatches = await tx
    .select()
    .from(matches)
    .where(eq(matches.freelanceId, freelance.id))
    .orderBy(desc(matches.id));
  // The Connect missions open that Julien has not answered: each was announced to him when it opened.
  const answered = new Set(julienMatches.map((m) => m.missionId));
  const connectOpen = (
    await tx
      .select({ id: missions.id })
      .from(missions)
      .where(and(eq(missions.offer, 'connect'), eq(missions.status, 'seeking')))
  ).filter((m) => !answered.has(m.id));
  const lumenDeals = await tx
    .select()
    .from(deals)
    .where(eq(deals.companyId, corporate.companyId))
    .orderBy(desc(deals.id));
  const julienDeals = await tx.select().from(deals).where(eq(deals.freelanceId, freelance.id)).orderBy(desc(deals.id));
  const lumenInvoices = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.companyId, corporate.companyId), eq(invoices.flow, 'platformToCorporate')))
    .orderBy(desc(invoices.id))
    .limit(3);
  // The invoices the freelancer reads (his own and the platform's to him), not the client's of his missions.
  const julienInvoices = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.freelanceId, freelance.id), ne(invoices.flow, 'platformToCorporate')))
    .orderBy(desc(invoices.id))
    .limit(2);
  const toValidate = await tx.select().from(missions).where(eq(missions.status, 'toValidate')).limit(3);
  const missionOfDeal = new Map([...lumenDeals, ...julienDeals].map((d) => [d.id, d.missionId]));
  const invoiceFacts = (inv: { number: string | null; dealId: number | null }) => ({
    invoiceNumber: inv.number,
    missionTitle: allTitles.get(missionOfDeal.get(inv.dealId ?? 0) ?? 0) ?? null,
  });
  const mission = (id: number) => ({ missionTitle: allTitles.get(id) ?? null });
  const profile = (m: { missionId: number; freelanceId: number }) => ({
    ...mission(m.missionId),
    freelanceName: names.get(m.freelanceId) ?? null,
  });

  // The client: profiles proposed, meetings, contracts, work logs and invoices of Lumen.
  const presented = lumenMatches.filter((m) => m.status === 'corporateValidation');
  const dealsIn = (list: typeof lumenDeals, statuses: string[]) => list.filter((d) => statuses.includes(d.status));
  // A contract's steps, told while they are news: a signature of months ago is not.
  const dealNews = (list: typeof lumenDeals, statuses: string[]) =>
    dealsIn(list, statuses).filter((d) => recentDealNews(d));
  const worked = (list: typeof lumenDeals, m: { missionId: number; freelanceId: number }) =>
    list.some((d) => wasSigned(d.status) && d.missionId === m.missionId && d.freelanceId === m.freelanceId);
  const meetingOf = await meetingsOfMatches(
    tx,
    [...lumenMatches, ...julienMatches].map((m) => m.id),
  );
  const booked = (m: { id: number }) => {
    const meeting = meetingOf.get(m.id);
    return meeting?.status === 'booked' && meeting.at ? meetingTimeText(meeting.at) : null;
  };
  const dealType = (d: { status: string }) =>
    d.status === 'signing' ? 'deal_signing_started' : d.status === 'signed' ? 'deal_signed' : 'deal_terms_sent';
  const dealOf = (d: (typeof lumenDeals)[number]) => ({
    ...mission(d.missionId),
    freelanceName: names.get(d.freelanceId) ?? null,
  });
  const clientEntries: Entry[] = [
    ...presented.slice(0, 4).map((m) => ({
      type: 'match_presented',
      subject: { entity: 'match' as const, id: m.id },
      facts: profile(m),
      url: `/enterprise/mission/${m.missionId}/freelancer/${m.freelanceId}`,
    })),
    ...presented
      .filter((m) => booked(m))
      .slice(0, 2)
      .map((m) => ({
        type: 'meeting_booked',
        subject: { entity: 'match' as const, id: m.id },
        facts: { ...profile(m), at: booked(m) },
        url: `/enterprise/mission/${m.missionId}/freelancer/${m.freelanceId}`,
      })),
    ...dealNews(lumenDeals, ['signing', 'termsProposed', 'signed'])
      .slice(0, 2)
      .map((d) => ({
        type: dealType(d),
        facts: dealOf(d),
        url: `/enterprise/missions/${d.missionId}/deal`,
        at: d.signedAt,
      })),
    ...(await clientWorkLogNews(
      tx,
      lumenDeals.map((d) => ({ id: d.id, missionId: d.missionId, ...dealOf(d) })),
    )),
    ...lumenInvoices.map((inv) => ({
      type: 'invoice_issued',
      facts: invoiceFacts(inv),
      url: '/enterprise/administration',
      at: issuedOn(inv),
    })),
    ...lumen
      .filter((m) => ['seeking', 'refused'].includes(m.status))
      .slice(0, 4)
      .map((m) => ({
        type: m.status === 'refused' ? 'mission_refused' : 'mission_validated',
        subject: { entity: 'mission' as const, id: m.id },
        facts: { missionTitle: titleOf.get(m.id) ?? null },
        url: `/enterprise/missions/${m.id}`,
      })),
    ...dealsIn(lumenDeals, ['signed'])
      .slice(0, 1)
      .map((d) => ({ type: 'deal_renewal_asked', facts: dealOf(d), url: `/enterprise/missions/${d.missionId}/deal` })),
  ];

  // The freelancer: proposals, meetings, contracts, work logs, invoices and documents.
  const byStatus = (statuses: string[]) => julienMatches.filter((m) => statuses.includes(m.status));
  const freelancerEntries: Entry[] = [
    ...byStatus(['freelanceProposal'])
      .slice(0, 2)
      .map((m) => ({
        type: 'match_proposed',
        subject: { entity: 'match' as const, id: m.id },
        facts: mission(m.missionId),
        url: `/freelancer/explore/match/${m.id}`,
      })),
    ...connectOpen.slice(0, 2).map((m) => ({
      type: 'mission_validated',
      facts: mission(m.id),
      url: `/freelancer/explore/mission/${m.id}`,
    })),
    ...byStatus(['corporateValidation'])
      .slice(0, 2)
      .map((m) => ({
        type: 'match_presented',
        subject: { entity: 'match' as const, id: m.id },
        facts: mission(m.missionId),
        url: `/freelancer/missions/${m.missionId}`,
      })),
    ...byStatus(['corporateValidation'])
      .filter((m) => meetingOf.has(m.id))
      .slice(0, 2)
      .map((m) => ({
        type: booked(m) ? 'meeting_booked' : 'meeting_slots_proposed',
        subject: { entity: 'match' as const, id: m.id },
        facts: { ...mission(m.missionId), at: booked(m) },
        url: `/freelancer/missions/${m.missionId}/meeting`,
      })),
    // A confirmation is news until the contract is signed; a mission worked since is not.
    ...byStatus(['corporateConfirmed'])
      .filter((m) => !worked(julienDeals, m))
      .slice(0, 2)
      .map((m) => ({
        type: 'match_confirmed',
        subject: { entity: 'match' as const, id: m.id },
        facts: mission(m.missionId),
        url: `/freelancer/missions/${m.missionId}`,
      })),
    ...dealNews(julienDeals, ['termsProposed', 'signing', 'signed'])
      .slice(0, 3)
      .map((d) => ({
        type: dealType(d),
        facts: mission(d.missionId),
        url: `/freelancer/missions/${d.missionId}`,
        at: d.signedAt,
      })),
    ...(await freelancerWorkLogNews(
      tx,
      julienDeals.map((d) => ({ id: d.id, missionId: d.missionId, ...mission(d.missionId), freelanceName: null })),
    )),
    ...julienInvoices.map((inv) => ({
      type: 'invoice_issued',
      facts: invoiceFacts(inv),
      url: '/freelancer/company',
      at: issuedOn(inv),
    })),
    ...(await documentVerdicts(tx, freelance.id)),
    ...byStatus(['corporateDeclined', 'teamMemberValidationDeclined'])
      .slice(0, 1)
      .map((m) => ({
        type: 'match_declined_by_corporate',
        subject: { entity: 'match' as const, id: m.id },
        facts: mission(m.missionId),
        url: `/freelancer/missions/${m.missionId}`,
      })),
    ...dealsIn(julienDeals, ['signed'])
      .slice(0, 1)
      .map((d) => ({
        type: 'deal_renewal_asked',
        facts: mission(d.missionId),
        url: `/freelancer/missions/${d.missionId}`,
      })),
  ];

  // The team: what needs the account manager on the marketplace.
  const teamEntries: Entry[] = [
    ...toValidate.map((m) => ({
      type: 'mission_created',
      subject: { entity: 'mission' as const, id: m.id },
      facts: mission(m.id),
      url: `/backoffice/missions/${m.id}`,
    })),
    ...dealNews(lumenDeals, ['signed'])
      .slice(0, 2)
      .map((d) => ({
        type: 'deal_signed',
        facts: dealOf(d),
        url: `/backoffice/deal/${d.missionId}/${d.id}`,
        at: d.signedAt,
      })),
    ...lumenMatches
      .filter((m) => ['freelanceApplication', 'teamMemberValidation'].includes(m.status))
      .slice(0, 5)
      .map((m) => ({
        type: m.status === 'freelanceApplication' ? 'match_applied' : 'match_proposal_accepted',
        subject: { entity: 'match' as const, id: m.id },
        facts: profile(m),
        url: `/backoffice/match/${m.missionId}/${m.freelanceId}`,
      })),
    ...lumenMatches
      .filter((m) => m.status === 'corporateConfirmed' && !worked(lumenDeals, m))
      .slice(0, 3)
      .map((m) => ({
        type: 'match_confirmed',
        subject: { entity: 'match' as const, id: m.id },
        facts: profile(m),
        url: `/backoffice/match/${m.missionId}/${m.freelanceId}`,
      })),
    ...presented
      .filter((m) => meetingOf.has(m.id))
      .slice(0, 2)
      .map((m) => ({
        type: 'meeting_reschedule_requested',
        subject: { entity: 'match' as const, id: m.id },
        facts: profile(m),
        url: `/backoffice/match/${m.missionId}/${m.freelanceId}`,
      })),
    ...dealsIn(lumenDeals, ['signed', 'draft', 'termsProposed'])
      .slice(0, 3)
      .map((d) => ({
        type: d.status === 'signed' ? 'deal_renewal_wanted' : 'deal_terms_change_requested',
        facts: dealOf(d),
        url: `/backoffice/deal/${d.missionId}/${d.id}`,
      })),
  ];

  // Each dated by the event it tells of where no row dates it: the inbox reads in the order things happened.
  await insertInbox(tx, client.id, 'corporate', await datedByTheirEvents(tx, clientEntries));
  await insertInbox(tx, freelancer.id, 'freelance', await datedByTheirEvents(tx, freelancerEntries));
  await insertInbox(tx, team.id, 'team', await datedByTheirEvents(tx, teamEntries));
}
