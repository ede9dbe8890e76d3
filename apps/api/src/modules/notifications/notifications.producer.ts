/**
 * Turns recorded domain events into notifications for the people they concern, inside the
 * transaction that recorded them (registered once with `onActivityRecorded` in server.ts). Each
 * audience gets its own wording and a url inside its own environment; the actor is never told.
 */
import type { NotificationCategory } from '@orbite/domain/enums';
import { formatFrenchDate } from '@orbite/domain/french-date';
import { frenchMonthLabel } from '@orbite/domain/work-log-days';
import type { DbOrTx } from '../../db/client';
import { currentDeps } from '../../platform/unit-of-work';
import type { ActivityEventRow } from '../activity/activity.tables';
import { corporatesOfCompany } from '../companies/companies.repository';
import { findDeal } from '../deals/deals.repository';
import { findInvoice } from '../invoices/invoices.repository';
import { findMatchById } from '../matches/matches.repository';
import { freelanceNamesOf } from '../matches/matches.service';
import { connectAnnouncementUserIds } from '../matches/matching.service';
import { missionById } from '../missions/missions.service';
import {
  documentLabelOf,
  hasWording,
  type NotificationAudience,
  notificationCategoryOf,
  notificationWording,
  type WordingFacts,
} from './notification-wording';
import { accountManagerUserIds } from './notifications.repository';
import { notifyUsers } from './notifications.service';

interface Target {
  audience: NotificationAudience;
  userIds: number[];
  url: string;
}

interface Production {
  facts: WordingFacts;
  targets: Target[];
}

type Payload = Record<string, unknown>;
const num = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));
const str = (value: unknown) => (typeof value === 'string' ? value : null);

/** The people around a mission: its client users, the client's admins, its account manager(s). */
async function missionPeople(db: DbOrTx, missionId: number) {
  const mission = await missionById(db, missionId);
  if (!mission) return null;
  const corporates = await corporatesOfCompany(db, mission.companyId);
  const clients = corporates.filter((c) => c.permissions.showMissions !== false).map((c) => c.userId);
  const admins = corporates
    .filter((c) => c.role === 'admin' || c.permissions.showAdministration === true)
    .map((c) => c.userId);
  const team = mission.accountManagerUserId ? [mission.accountManagerUserId] : await accountManagerUserIds(db);
  return { mission, clients, admins, team };
}

async function freelancePerson(db: DbOrTx, freelanceId: number) {
  const name = (await freelanceNamesOf(db, [freelanceId])).get(freelanceId);
  return name ? { userId: name.userId, name: `${name.firstName} ${name.lastName}`.trim() } : null;
}

const urls = {
  clientMission: (m: number, section?: string) => `/enterprise/missions/${m}${section ? `/${section}` : ''}`,
  clientProfile: (m: number, f: number) => `/enterprise/mission/${m}/freelancer/${f}`,
  freelanceMission: (m: number, section?: string) => `/freelancer/missions/${m}${section ? `/${section}` : ''}`,
  teamMission: (m: number) => `/backoffice/missions/${m}`,
  teamMatch: (m: number, f: number) => `/backoffice/match/${m}/${f}`,
  teamDeal: (m: number, d: number) => `/backoffice/deal/${m}/${d}`,
};

const meetingFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

/** A meeting's time as the notifications write it: « lundi 1er juin à 10:00 », in Paris. */
export const meetingTimeText = (instant: Date) => formatFrenchDate(meetingFormat, instant);

const meetingDate = (iso: string | null) => (iso ? meetingTimeText(new Date(iso)) : null);

async function ofMission(db: DbOrTx, event: ActivityEventRow): Promise<Production | null> {
  const people = await missionPeople(db, Number(event.entityId));
  if (!people) return null;
  const m = people.mission.id;
  // A Connect mission that opens is announced to the qualified freelancers who fit it best.
  const announced =
    event.type === 'mission_validated' && people.mission.offer === 'connect'
      ? await connectAnnouncementUserIds(db, m)
      : [];
  return {
    facts: { missionTitle: people.mission.title },
    targets: [
      {
        audience: 'corporate',
        userIds: event.type === 'mission_draft_finalized' ? people.admins : people.clients,
        url: urls.clientMission(m),
      },
      { audience: 'freelance', userIds: announced, url: `/freelancer/explore/mission/${m}` },
      { audience: 'team', userIds: people.team, url: urls.teamMission(m) },
    ],
  };
}

/** Matches and meetings (both recorded on the match). */
async function ofMatch(db: DbOrTx, event: ActivityEventRow): Promise<Production | null> {
  const match = await findMatchById(db, Number(event.entityId));
  if (!match) return null;
  const [people, freelance] = await Promise.all([
    missionPeople(db, match.missionId),
    freelancePerson(db, match.freelanceId),
  ]);
  if (!people || !freelance) return null;
  const m = match.missionId;
  const f = match.freelanceId;
  const payload = event.payload as Payload;
  const meeting = event.type.startsWith('meeting_');
  return {
    facts: { missionTitle: people.mission.title, freelanceName: freelance.name, at: meetingDate(str(payload.at)) },
    targets: [
      { audience: 'corporate', userIds: people.clients, url: urls.clientProfile(m, f) },
      {
        audience: 'freelance',
        userIds: [freelance.userId],
        url:
          event.type === 'match_proposed'
            ? `/freelancer/explore/match/${match.id}`
            : urls.freelanceMission(m, meeting ? 'meeting' : undefined),
      },
      { audience: 'team', userIds: people.team, url: urls.teamMatch(m, f) },
    ],
  };
}

async function ofDeal(db: DbOrTx, event: ActivityEventRow): Promise<Production | null> {
  const deal = await findDeal(db, Number(event.entityId));
  if (!deal) return null;
  const [people, freelance] = await Promise.all([
    missionPeople(db, deal.missionId),
    freelancePerson(db, deal.freelanceId),
  ]);
  if (!people || !freelance) return null;
  const m = deal.missionId;
  // Signing and renewals concern who commits the company: its admins.
  const corporates = ['deal_signing_started', 'deal_renewal_asked'].includes(event.type)
    ? people.admins
    : people.clients;
  return {
    facts: {
      missionTitle: people.mission.title,
      freelanceName: freelance.name,
      comment: str((event.payload as Payload).comment),
    },
    targets: [
      { audience: 'corporate', userIds: corporates, url: urls.clientMission(m, 'deal') },
      { audience: 'freelance', userIds: [freelance.userId], url: urls.freelanceMission(m) },
      { audience: 'team', userIds: people.team, url: urls.teamDeal(m, deal.id) },
    ],
  };
}

async function ofWorkLog(db: DbOrTx, event: ActivityEventRow): Promise<Production | null> {
  const payload = event.payload as Payload;
  const dealId = num(payload.dealId);
  const deal = dealId ? await findDeal(db, dealId) : null;
  if (!deal) return null;
  const [people, freelance] = await Promise.all([
    missionPeople(db, deal.missionId),
    freelancePerson(db, deal.freelanceId),
  ]);
  if (!people || !freelance) return null;
  const month = str(payload.month);
  return {
    facts: {
      missionTitle: people.mission.title,
      freelanceName: freelance.name,
      month: month ? frenchMonthLabel(month as never) : null,
      comment: str(payload.comment),
    },
    targets: [
      { audience: 'corporate', userIds: people.clients, url: urls.clientMission(deal.missionId, 'worklogs') },
      { audience: 'freelance', userIds: [freelance.userId], url: urls.freelanceMission(deal.missionId, 'worklogs') },
    ],
  };
}

async function ofInvoice(db: DbOrTx, event: ActivityEventRow): Promise<Production | null> {
  const invoice = await findInvoice(db, Number(event.entityId));
  if (!invoice) return null;
  const deal = invoice.dealId ? await findDeal(db, invoice.dealId) : null;
  const mission = deal ? await missionById(db, deal.missionId) : null;
  const facts = { missionTitle: mission?.title ?? null, invoiceNumber: invoice.number };
  if (invoice.flow === 'platformToCorporate') {
    if (!invoice.companyId) return null;
    const corporates = await corporatesOfCompany(db, invoice.companyId);
    const admins = corporates.filter((c) => c.role === 'admin' || c.permissions.showAdministration === true);
    return {
      facts,
      targets: [{ audience: 'corporate', userIds: admins.map((c) => c.userId), url: '/enterprise/administration' }],
    };
  }
  const freelance = invoice.freelanceId ? await freelancePerson(db, invoice.freelanceId) : null;
  if (!freelance) return null;
  return { facts, targets: [{ audience: 'freelance', userIds: [freelance.userId], url: '/freelancer/company' }] };
}

async function ofDocument(db: DbOrTx, event: ActivityEventRow): Promise<Production | null> {
  const payload = event.payload as Payload;
  const freelanceId = num(payload.freelanceId);
  const freelance = freelanceId ? await freelancePerson(db, freelanceId) : null;
  if (!freelance) return null;
  return {
    facts: { documentLabel: documentLabelOf(str(payload.documentType)) },
    targets: [{ audience: 'freelance', userIds: [freelance.userId], url: '/freelancer/company' }],
  };
}

async function ofEndorsement(db: DbOrTx, event: ActivityEventRow): Promise<Production | null> {
  const payload = event.payload as Payload;
  const freelanceId = num(payload.freelanceId);
  const freelance = freelanceId ? await freelancePerson(db, freelanceId) : null;
  if (!freelance) return null;
  return {
    facts: { referentName: str(payload.referentName), experienceTitle: str(payload.experienceTitle) },
    targets: [{ audience: 'freelance', userIds: [freelance.userId], url: '/freelancer/profile' }],
  };
}

const producers: Record<string, (db: DbOrTx, event: ActivityEventRow) => Promise<Production | null>> = {
  mission: ofMission,
  match: ofMatch,
  deal: ofDeal,
  work_log: ofWorkLog,
  invoice: ofInvoice,
  freelance_document: ofDocument,
  freelance_endorsement: ofEndorsement,
};

/**
 * The activity listener: one notification per audience the event's wording speaks to. It runs in a
 * savepoint: a notification that cannot be made is logged and never undoes the action it announces.
 */
export async function produceNotifications(db: DbOrTx, event: ActivityEventRow): Promise<void> {
  const category = notificationCategoryOf(event.type);
  const produce = event.entityType ? producers[event.entityType] : undefined;
  if (!category || !produce || category === 'messages') return;
  // Only events someone is told about go further (no lookups for the others).
  if (!(['corporate', 'freelance', 'team'] as const).some((a) => hasWording(event.type, a))) return;
  try {
    await db.transaction((savepoint) => notifyOf(savepoint, event, category, produce));
  } catch (error) {
    currentDeps()?.logger.error({ err: error, eventId: event.id, type: event.type }, 'notification not produced');
  }
}

async function notifyOf(
  db: DbOrTx,
  event: ActivityEventRow,
  category: NotificationCategory,
  produce: (db: DbOrTx, event: ActivityEventRow) => Promise<Production | null>,
) {
  const production = await produce(db, event);
  if (!production) return;
  for (const target of production.targets) {
    const wording = notificationWording(event.type, target.audience, production.facts);
    // A team member acting as someone else is not told of it either.
    const userIds = target.userIds.filter((id) => id !== event.impersonatorUserId);
    if (!wording || userIds.length === 0) continue;
    await notifyUsers(db, {
      userIds,
      category,
      type: event.type,
      description: wording.html,
      plainTextDescription: wording.text,
      url: target.url,
      actorUserId: event.actorUserId,
      activityEventId: event.id,
      entity: event.entityType && event.entityId ? { type: event.entityType, id: event.entityId } : null,
    });
  }
}
