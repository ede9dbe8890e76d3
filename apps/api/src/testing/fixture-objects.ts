import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../db/client';
import { type DealInsert, findDeal, insertDeal } from '../modules/deals/deals.repository';
import { generateDealDocuments } from '../modules/deals/signatures.service';
import { invoices } from '../modules/invoices/invoices.tables';
import { matches } from '../modules/matches/matches.tables';
import { missions } from '../modules/missions/missions.tables';
import { workLogs } from '../modules/work-logs/work-logs.tables';
import type { TestApp } from './test-app';

// The objects of the fixture world beyond the demo's: copies of its deal, work logs and invoices in the states the
// mutations start from, and what one mutation each consumes.

/** The objects of side A the tests address, by the name of the entity. */
export interface FixtureIds {
  company: number;
  companyB: number;
  mission: number;
  match: number;
  deal: number;
  invoice: number;
  workLog: number;
  conversation: number;
  conversationPublicId: string;
  freelance: number;
  freelanceB: number;
  corporate: number;
  user: number;
  skill: number;
  team: number;
  teamMember: number;
  missionHash: string;
  freelancePublicId: string;
  invitation: number | null;
  notification: number | null;
  freelanceSearch: number | null;
  profileImport: number | null;
  freelanceImport: number | null;
  novaConversation: number | null;
  /** Objects in the state a mutation needs, for the valid arguments of matrix-inputs.ts. */
  experience: number;
  language: number;
  freelanceSkill: number;
  instructor: number;
  pendingInterview: number;
  /** Side A's deal in other states (see dealCopies). */
  dealToAccept: number;
  dealToChange: number;
  dealToEdit: number;
  dealToCancel: number;
  dealToInvalidate: number;
  dealToSign: number;
  dealInRenewal: number;
  dealToBypass: number;
  /** The freelancer's edition of the documents of a copy out for signature (see documentToSign). */
  documentToSign: number;
  /** Work logs of dealInRenewal in the states the work log mutations start from (see workLogCopies). */
  workLogSubmitted: number;
  workLogToWithdraw: number;
  workLogValidated: number;
  workLogSkipped: number;
  workLogDraft: number;
  workLogToSubmit: number;
  workLogToEdit: number;
  workLogToEditMonth: string;
  /** A timesheet the client's work logs validated, waiting for the team. */
  timesheet: number;
  /** A recommendation the deal's freelancer asked for, still waiting (the demo's). */
  endorsementToRemove: number;
  /** The freelancer's profile presented on a mission of side A still seeking, with slots proposed. */
  matchSeeking: number;
  /** A slot still ahead of that match's meeting. */
  timeSlot: number;
  /** Missions of side A: a draft, one waiting for the team, one whose approval was declined. */
  missionDraft: number;
  missionToValidate: number;
  missionDeclined: number;
  /** Invoices of side A's deal to its client, issued and not paid yet (see issuedInvoices). */
  invoiceIssued: number;
  invoiceToPay: number;
  /** A mission of side A still seeking, where the freelancer has no match yet. */
  missionSeeking: number;
  /** Another team than `team` (which deleteTeam removes). */
  otherTeam: number;
  /** A manager of side A who created nothing, and a freelancer never presented: both may be removed. */
  crewMemberRemovable: number;
  freelanceDeletable: number;
  /** The freelancer's profile presented on copies of that mission (see presentedMatches), and a copy without it. */
  matchToDecline: number;
  matchToMove: number;
  matchToDuplicate: number;
  missionToDuplicateTo: number;
  /** The freelancer confirmed by the client on a copy in contracting, its deal not opened yet. */
  matchConfirmed: number;
  /** A finished copy of that mission, the freelancer confirmed on it, not reviewed yet. */
  missionToRate: number;
  /** Copies of that mission still seeking, side B's freelancer applied to each, side A's not on them. */
  missionToApply: number;
  missionToPass: number;
  /** Objects of their own for single mutations (see ownObjects). */
  freelanceSearchToDelete: number;
  languageToAdd: number;
  jobTitle: number;
  education: number;
  interviewToCancel: number;
  chatMessage: number;
  novaConversationPublicId: string;
  documentToDelete: number;
  timesheetToInvoice: number;
  sessionToRevoke: number;
  identityProvider: string;
  pictureUpload: string;
  documentUpload: string;
  cvUpload: string;
  importUpload: string;
  freelanceImportToRun: number;
  profileImportToApply: number;
  profileImportToDiscard: number;
}

export const one = async <T>(app: TestApp, statement: ReturnType<typeof sql>): Promise<T> => {
  const rows = await selectRows<T>(app.server.deps.db, statement);
  if (!rows[0]) throw new Error(`fixture world: nothing for ${JSON.stringify(statement)}`);
  return rows[0];
};
export const maybe = async (app: TestApp, statement: ReturnType<typeof sql>): Promise<number | null> =>
  ((await selectRows<{ id: number }>(app.server.deps.db, statement))[0]?.id ?? null) as number | null;

/**
 * Copies of a deal in the states the deal mutations start from, as later versions of its match
 * (same mission, freelancer and company, so the same actors own them); the last one is the latest
 * version, as createNextDealVersion needs. Each mutation's valid call (matrix-inputs.ts) moves its
 * own copy, so the fields that run before it leave it as it is.
 */
export async function dealCopies(db: DbOrTx, dealId: number, teamUserId: number) {
  const source = await findDeal(db, dealId);
  if (!source) throw new Error(`fixture world: no deal ${dealId}`);
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...terms } = source;
  let version = source.version;
  const copy = async (status: string, patch: Partial<DealInsert> = {}) => {
    version += 1;
    const row = await insertDeal(db, { ...terms, version, status, revision: 1, endedAt: null, ...patch });
    return row.id;
  };
  const today = new Date().toISOString().slice(0, 10);
  const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  return {
    dealToAccept: await copy('termsProposed'),
    dealToChange: await copy('termsProposed'),
    dealToEdit: await copy('draft'),
    dealToCancel: await copy('draft'),
    dealToInvalidate: await copy('validated'),
    // The freelancer's KYC is not complete in the demo: lifted by the team, as bypassDealCheck does.
    dealToSign: await copy('validated', {
      kycBypass: { byUserId: teamUserId, at: new Date().toISOString(), reason: 'Pièces reçues par e-mail' },
    }),
    // Signed a year ago, ending in a month: the renewal question is open, its past months have work logs.
    dealInRenewal: await copy('signed', { startDate: yearAgo, endDate: inAMonth, renewalAskedOn: today }),
    // Out for signature: its documents are generated by documentToSign.
    dealSigning: await copy('signing', {
      kycBypass: { byUserId: teamUserId, at: new Date().toISOString(), reason: 'Pièces reçues par e-mail' },
    }),
    dealToBypass: await copy('validated'),
  };
}

/**
 * The documents of a deal copy out for signature, generated as startDealSigning generates them, and
 * of them the freelancer's edition (the freelancer and the platform sign it, the client never sees
 * it): signed by the freelancer with their own name.
 */
export async function documentToSign(deps: TestApp['server']['deps'], dealId: number, teamUserId: number) {
  const deal = await findDeal(deps.db, dealId);
  if (!deal) throw new Error(`fixture world: no deal ${dealId}`);
  const documents = await generateDealDocuments(deps.db, deps.storage, deal, teamUserId);
  const edition = documents.find((d) => d.signatories.includes('freelance') && !d.signatories.includes('corporate'));
  if (!edition) throw new Error(`fixture world: no freelancer's edition for deal ${dealId}`);
  return edition.id;
}

/**
 * Work logs of a running deal in the states the work log mutations start from, one past month
 * each, so that each mutation's valid call (matrix-inputs.ts) moves its own.
 */
export async function workLogCopies(db: DbOrTx, dealId: number) {
  let monthsAgo = 0;
  const copy = async (status: string) => {
    monthsAgo += 1;
    const day = new Date();
    day.setUTCDate(1);
    day.setUTCMonth(day.getUTCMonth() - monthsAgo);
    const month = day.toISOString().slice(0, 7);
    const [row] = await db.insert(workLogs).values({ dealId, month, status }).returning();
    if (!row) throw new Error('fixture world: no work log');
    return row;
  };
  const toEdit = await copy('draft');
  return {
    workLogToEdit: toEdit.id,
    workLogToEditMonth: toEdit.month,
    workLogSubmitted: (await copy('submitted')).id,
    workLogToWithdraw: (await copy('submitted')).id,
    workLogValidated: (await copy('validated')).id,
    workLogSkipped: (await copy('skipped')).id,
    workLogDraft: (await copy('draft')).id,
    // Submitted by the freelancer, then validated by the client.
    workLogToSubmit: (await copy('draft')).id,
  };
}

/**
 * Two copies of a paid invoice of the platform to the client, issued and not paid yet: one for the
 * penalties and the reminder, one to be marked paid. Their own numbers keep the issuer's sequence unique.
 */
export async function issuedInvoices(db: DbOrTx, dealId: number) {
  const [source] = await db
    .select()
    .from(invoices)
    .where(
      sql`${invoices.dealId} = ${dealId} and ${invoices.flow} = 'platformToCorporate' and ${invoices.status} = 'paid'`,
    )
    .orderBy(invoices.id)
    .limit(1);
  if (!source) throw new Error(`fixture world: no paid invoice of deal ${dealId}`);
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = source;
  const copy = async (number: string) => {
    const values = {
      ...fields,
      number,
      status: 'issued',
      paidAt: null,
      paidAmountCents: null,
      markedPaidByUserId: null,
    };
    const [row] = await db.insert(invoices).values(values).returning();
    if (!row) throw new Error('fixture world: no invoice');
    return row.id;
  };
  return { invoiceIssued: await copy('F-MATRIX-000001'), invoiceToPay: await copy('F-MATRIX-000002') };
}

/**
 * Copies of a mission still seeking, each with the freelancer's profile presented on it (one match
 * per mission and freelancer), so that declining, moving and duplicating the profile each have
 * their own; one copy without a match, to duplicate it to; one in contracting, the freelancer
 * confirmed, for the team to open the deal; two still seeking that only the other freelancer applied to.
 */
export async function presentedMatches(db: DbOrTx, missionId: number, freelanceId: number, freelanceB: number) {
  const [source] = await db.select().from(missions).where(sql`${missions.id} = ${missionId}`);
  if (!source) throw new Error(`fixture world: no mission ${missionId}`);
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = source;
  let n = 0;
  const missionCopy = async (status = source.status) => {
    n += 1;
    const [row] = await db
      .insert(missions)
      .values({ ...fields, status, hash: `${source.hash}-matrix-${n}` })
      .returning();
    if (!row) throw new Error('fixture world: no mission');
    return row.id;
  };
  const presented = async (status = 'corporateValidation', missionStatus = source.status) => {
    const [row] = await db
      .insert(matches)
      .values({ missionId: await missionCopy(missionStatus), freelanceId, status, presentedAt: new Date() })
      .returning();
    if (!row) throw new Error('fixture world: no match');
    return row.id;
  };
  // Seeking copies that side B's freelancer already applied to (a seeking mission is open to every
  // freelancer, so only their own match stops them), side A's freelancer not on them: one to apply
  // to, one to pass on.
  const appliedByB = async () => {
    const [row] = await db
      .insert(matches)
      .values({ missionId: await missionCopy(), freelanceId: freelanceB, status: 'freelanceApplication' })
      .returning();
    if (!row) throw new Error('fixture world: no application');
    return row.missionId;
  };
  // A finished copy, the freelancer confirmed on it and no review yet: rated by the freelancer.
  const rated = await presented('corporateConfirmed', 'finished');
  const [missionToRate] = await db.select({ id: matches.missionId }).from(matches).where(sql`${matches.id} = ${rated}`);
  if (!missionToRate) throw new Error('fixture world: no mission to rate');
  return {
    missionToRate: missionToRate.id,
    matchToDecline: await presented(),
    matchToMove: await presented(),
    matchToDuplicate: await presented(),
    missionToDuplicateTo: await missionCopy(),
    matchConfirmed: await presented('corporateConfirmed', 'quotation'),
    missionToApply: await appliedByB(),
    missionToPass: await appliedByB(),
  };
}
