import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { type DbOrTx, migrationsFolder, openEmbeddedDatabase, selectRows } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts';
import type { GraphQLContext } from '../graphql/context';
import { createGraphQLServer } from '../graphql/yoga';
import { hashPassword } from '../modules/auth/auth.crypto';
import { signedInAs } from '../modules/auth/auth.service';
import { userIdentities } from '../modules/auth/auth.tables';
import { resolveSession } from '../modules/auth/auth.viewer';
import { addCorporate } from '../modules/companies/companies.service';
import { type DealInsert, findDeal, insertDeal } from '../modules/deals/deals.repository';
import { generateDealDocuments } from '../modules/deals/signatures.service';
import { receiveUpload } from '../modules/documents/uploads.service';
import { createFreelance } from '../modules/freelancers/freelancers.service';
import { previewFreelanceImport } from '../modules/freelancers/imports.service';
import { candidateInterviews } from '../modules/freelancers/interviews.tables';
import { freelanceEducations } from '../modules/freelancers/profile.tables';
import { profileImports } from '../modules/freelancers/profile-imports.tables';
import { invoices } from '../modules/invoices/invoices.tables';
import { matches, meetings } from '../modules/matches/matches.tables';
import { missions } from '../modules/missions/missions.tables';
import { freelanceSearches } from '../modules/telescope/telescope.tables';
import { insertUser } from '../modules/users/users.repository';
import { openWorkLogsOfDeal } from '../modules/work-logs/work-logs.service';
import { timesheets, workLogs } from '../modules/work-logs/work-logs.tables';
import { SESSION_COOKIE, sessionTokenOf } from '../platform/http';
import { createServer } from '../server';
import { createTestApp, type GraphQLResponse, type TestApp } from './test-app';

/**
 * Who calls in the security tests. "A" is the side that owns the fixture objects (a company,
 * its admin and manager, a freelancer under contract with it); "B" is another company and
 * another freelancer, who own none of them.
 */
export const actors = ['out', 'freeA', 'freeB', 'managerA', 'adminA', 'managerB', 'adminB', 'team'] as const;
export type Actor = (typeof actors)[number];

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

export interface FixtureWorld {
  app: TestApp;
  ids: FixtureIds;
  emails: Record<Exclude<Actor, 'out'>, string>;
  /** A GraphQL call in process (no socket), as the given actor. */
  gql(actor: Actor, query: string, variables?: Record<string, unknown>): Promise<CallResult>;
  /** The session cookie of a signed-in actor (for the REST routes). */
  cookie(actor: Actor): string | undefined;
  /** Signs the actor in again (after a call that ended their session). */
  refresh(actor: Actor): Promise<void>;
  stop(): Promise<void>;
}

export interface CallResult {
  status: number;
  body: GraphQLResponse;
}

const one = async <T>(app: TestApp, statement: ReturnType<typeof sql>): Promise<T> => {
  const rows = await selectRows<T>(app.server.deps.db, statement);
  if (!rows[0]) throw new Error(`fixture world: nothing for ${JSON.stringify(statement)}`);
  return rows[0];
};
const maybe = async (app: TestApp, statement: ReturnType<typeof sql>): Promise<number | null> =>
  ((await selectRows<{ id: number }>(app.server.deps.db, statement))[0]?.id ?? null) as number | null;

/**
 * What the seeded image depends on: the API's sources (the seed calls the services), its
 * migrations, and the day (the demo's dates are relative to today). Test files do not count.
 */
async function imageKey(): Promise<string> {
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
  const sources = new URL('../', import.meta.url).pathname;
  for (const folder of [sources, migrationsFolder]) {
    for (const name of (await fs.readdir(folder, { recursive: true })).sort()) {
      if (name.endsWith('.test.ts')) continue;
      const file = path.join(folder, name);
      if ((await fs.stat(file)).isFile()) hash.update(name).update(await fs.readFile(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A folder holding a demo-seeded embedded database (`pg/`) and its data folder (files, data key),
 * built once and shared by the test files of a run: the seed takes far longer than a copy.
 */
async function seededImage(): Promise<string> {
  const image = path.join(os.tmpdir(), `orbite-world-${await imageKey()}`);
  if (await fs.stat(path.join(image, 'ready')).catch(() => null)) return image;
  const building = await fs.mkdtemp(`${image}.building-`);
  const database = await openEmbeddedDatabase(path.join(building, 'pg'));
  const config = loadConfig(
    { NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: building },
    { demo: false, seedDemo: true, trustProxy: true },
  );
  const server = await createServer(config, { database });
  await server.stop();
  await database.close();
  await fs.writeFile(path.join(building, 'ready'), '');
  // Two files building at once: the first rename wins, the other's copy is dropped.
  await fs.rename(building, image).catch(() => fs.rm(building, { recursive: true, force: true }));
  return image;
}

/** The demo world on its own database: a copy of the seeded image (or a seeded server database under DATABASE_URL). */
async function demoApp(): Promise<TestApp> {
  if (process.env.DATABASE_URL) return createTestApp({ seedDemo: true });
  const image = await seededImage();
  const copy = await fs.mkdtemp(path.join(os.tmpdir(), 'orbite-world-copy-'));
  await fs.cp(image, copy, { recursive: true });
  const database = await openEmbeddedDatabase(path.join(copy, 'pg'));
  return createTestApp({}, { database, dataDir: copy });
}

/**
 * Copies of a deal in the states the deal mutations start from, as later versions of its match
 * (same mission, freelancer and company, so the same actors own them); the last one is the latest
 * version, as createNextDealVersion needs. Each mutation's valid call (matrix-inputs.ts) moves its
 * own copy, so the fields that run before it leave it as it is.
 */
async function dealCopies(db: DbOrTx, dealId: number, teamUserId: number) {
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
async function documentToSign(deps: TestApp['server']['deps'], dealId: number, teamUserId: number) {
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
async function workLogCopies(db: DbOrTx, dealId: number) {
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
async function issuedInvoices(db: DbOrTx, dealId: number) {
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
async function presentedMatches(db: DbOrTx, missionId: number, freelanceId: number, freelanceB: number) {
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

/** A 1×1 PNG: an image the upload checks accept (re-encoded by sharp). */
const pixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A one-page PDF without active content. */
const onePagePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A freelancer list for the team's import, with people nobody has an account for. */
const importCsv = (n: number) =>
  Buffer.from(
    `prenom;nom;email\nAlice;Import${n};alice.import${n}@test.fr\nBruno;Import${n};bruno.import${n}@test.fr\n`,
  );

/**
 * Objects of side A that one mutation each consumes (a language the profile lacks, a second pending
 * interview, uploads not attached yet, a session besides the signed-in one...), so that its valid
 * call (matrix-inputs.ts) succeeds for the allowed caller; side B passes the same ids and is refused.
 */
async function ownObjects(
  app: TestApp,
  people: { freelance: number; freelanceUser: number; teamUser: number; deal: number },
) {
  const db = app.server.deps.db;
  const deps = app.server.deps;
  const { freelance, freelanceUser, teamUser } = people;
  const [education] = await db
    .insert(freelanceEducations)
    .values({ freelanceId: freelance, schoolName: 'INSA Lyon' })
    .returning();
  const [interview] = await db
    .select()
    .from(candidateInterviews)
    .where(sql`${candidateInterviews.qualifStatus} = 'pending'`)
    .orderBy(candidateInterviews.id)
    .limit(1);
  if (!education || !interview) throw new Error('fixture world: no education or interview');
  const { id: _i, createdAt: _c, ...interviewFields } = interview;
  const [interviewToCancel] = await db.insert(candidateInterviews).values(interviewFields).returning();
  // A month before the deal's first timesheet, validated by the team and not invoiced yet.
  const [source] = await db
    .select()
    .from(timesheets)
    .where(sql`${timesheets.dealId} = ${people.deal}`)
    .orderBy(timesheets.month)
    .limit(1);
  if (!source || !interviewToCancel) throw new Error('fixture world: no timesheet');
  const before = new Date(`${source.month}-01T00:00:00Z`);
  before.setUTCMonth(before.getUTCMonth() - 1);
  const { id: _t, createdAt: _tc, updatedAt: _tu, ...timesheetFields } = source;
  const [timesheetToInvoice] = await db
    .insert(timesheets)
    .values({ ...timesheetFields, month: before.toISOString().slice(0, 7), status: 'validated', invoicedAt: null })
    .returning();
  const [search] = await db
    .insert(freelanceSearches)
    .values({ ownerUserId: teamUser, name: 'Data engineers à Lyon', filters: {} })
    .returning();
  if (!search) throw new Error('fixture world: no search');
  await db
    .insert(userIdentities)
    .values({ userId: freelanceUser, provider: 'google', subject: 'matrix-julien', email: 'freelance@demo.fr' });
  await signedInAs(db, freelanceUser, { ip: '127.0.0.1', userAgent: 'another device' });
  const [done] = await db
    .select()
    .from(profileImports)
    .where(sql`${profileImports.freelanceId} = ${freelance} and ${profileImports.status} = 'done'`)
    .limit(1);
  if (!done || !timesheetToInvoice) throw new Error('fixture world: no profile import');
  const { id: _p, createdAt: _pc, ...importFields } = done;
  const proposalCopy = async () => {
    const [row] = await db
      .insert(profileImports)
      .values({ ...importFields, appliedAt: null })
      .returning();
    if (!row) throw new Error('fixture world: no profile import copy');
    return row.id;
  };
  const upload = async (userId: number, bytes: Buffer, fileName: string) =>
    (await receiveUpload(deps, userId, { bytes, declaredType: null, fileName })).id;
  const previewed = await previewFreelanceImport(
    deps,
    { actor: { userId: teamUser, impersonatorUserId: null }, role: 'teamMember' },
    await upload(teamUser, importCsv(1), 'freelances.csv'),
  );
  const q = <T>(statement: ReturnType<typeof sql>) => one<T>(app, statement);
  return {
    freelanceSearchToDelete: search.id,
    languageToAdd: (
      await q<{ id: number }>(
        sql`select id from languages where id not in (select language_id from freelance_languages where freelance_id = ${freelance}) order by id limit 1`,
      )
    ).id,
    jobTitle: (await q<{ id: number }>(sql`select id from job_titles order by id limit 1`)).id,
    education: education.id,
    interviewToCancel: interviewToCancel.id,
    chatMessage: (
      await q<{ id: number }>(
        sql`select id from chat_messages where author_user_id = ${freelanceUser} order by id limit 1`,
      )
    ).id,
    novaConversationPublicId: (
      await q<{ publicId: string }>(
        sql`select public_id as "publicId" from nova_conversations where user_id = ${teamUser} order by id limit 1`,
      )
    ).publicId,
    documentToDelete: (
      await q<{ id: number }>(
        sql`select id from freelance_documents where freelance_id = ${freelance} and status = 'pendingOrbiteReview' order by id limit 1`,
      )
    ).id,
    timesheetToInvoice: timesheetToInvoice.id,
    sessionToRevoke: (
      await q<{ id: number }>(sql`select id from sessions where user_id = ${freelanceUser} order by id desc limit 1`)
    ).id,
    identityProvider: 'google',
    pictureUpload: await upload(freelanceUser, pixelPng, 'photo.png'),
    documentUpload: await upload(freelanceUser, onePagePdf, 'rib.pdf'),
    cvUpload: await upload(freelanceUser, onePagePdf, 'cv.pdf'),
    importUpload: await upload(teamUser, importCsv(2), 'freelances.csv'),
    freelanceImportToRun: previewed.id,
    profileImportToApply: await proposalCopy(),
    profileImportToDiscard: await proposalCopy(),
  };
}

/**
 * The demo world (every entity in several states, four companies, freelancers under contract)
 * plus a manager for company B, with a signed-in session per actor and an in-process GraphQL
 * endpoint. Side A: Lumen Analytics (client@ admin, manager@ manager) and freelance@demo.fr
 * (Julien, whose ended deal has invoices and work logs); side B: Pivot Finance (its admin and a
 * manager added here) and another freelancer under contract with Lumen (karim).
 */
export async function createFixtureWorld(): Promise<FixtureWorld> {
  const app = await demoApp();
  const db = app.server.deps.db;
  const deal = await one<{ id: number; mission: number; match: number; company: number; freelance: number }>(
    app,
    sql`select d.id, d.mission_id as mission, d.match_id as match, d.company_id as company, d.freelance_id as freelance
        from deals d join freelances f on f.id = d.freelance_id join users u on u.id = f.user_id
        where u.email = 'freelance@demo.fr' order by d.id limit 1`,
  );
  const companyB = await one<{ id: number }>(app, sql`select id from companies where name = 'Pivot Finance'`);
  const managerB = await insertUser(db, {
    email: 'manager.pivot@test.fr',
    firstName: 'Marc',
    lastName: 'Pivot',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    termsValidatedAt: new Date(),
  });
  await addCorporate(db, { userId: managerB.id, companyId: companyB.id, role: 'manager' });
  // People nobody signs in as, for the mutations that remove someone (the actors stay).
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const leaving = await insertUser(db, {
    email: 'leaving.lumen@test.fr',
    firstName: 'Léa',
    lastName: 'Départ',
    passwordHash,
  });
  const crewMemberRemovable = await addCorporate(db, { userId: leaving.id, companyId: deal.company, role: 'manager' });
  const newcomer = await insertUser(db, {
    email: 'newcomer@test.fr',
    firstName: 'Noé',
    lastName: 'Nouveau',
    passwordHash,
  });
  const freelanceDeletable = await createFreelance(db, {
    userId: newcomer.id,
    firstName: newcomer.firstName,
    status: 'new',
  });
  const emails = {
    freeA: 'freelance@demo.fr',
    freeB: 'karim.benali@demo.fr',
    managerA: 'manager@demo.fr',
    adminA: 'client@demo.fr',
    managerB: 'manager.pivot@test.fr',
    adminB: 'romain.garnier@demo.fr',
    team: 'equipe@demo.fr',
  } as const;
  const userOf = (email: string) => one<{ id: number }>(app, sql`select id from users where email = ${email}`);
  const julien = await userOf(emails.freeA);
  const conversation = await one<{ id: number; publicId: string }>(
    app,
    sql`select c.id, c.public_id as "publicId" from chat_conversations c join chat_participants p on p.conversation_id = c.id
        where p.user_id = ${julien.id} and c.kind = 'match' order by c.id limit 1`,
  );
  const mission = await one<{ hash: string }>(app, sql`select hash from missions where id = ${deal.mission}`);
  const freelance = await one<{ publicId: string }>(
    app,
    sql`select public_id as "publicId" from freelances where id = ${deal.freelance}`,
  );
  const teamMemberUser = await userOf(emails.team);
  // The freelancer's legal identity complete (the demo leaves it to fill in): a deal may be validated and signed.
  await db.execute(
    sql`update freelances set birth_date = '1988-04-12', nationality_iso = 'FR' where id = ${deal.freelance}`,
  );
  await db.execute(
    sql`update freelance_companies set activity_type = 'Conseil en données' where freelance_id = ${deal.freelance}`,
  );
  // His qualification cleared by the team (the demo qualified him; never flagged nor interviewed): he may ask for one.
  await db.execute(
    sql`update freelances set qualification = null, qualified_at = null, qualified_by_user_id = null where id = ${deal.freelance}`,
  );
  const { dealSigning, ...dealsInStates } = await dealCopies(db, deal.id, teamMemberUser.id);
  const workLogsInStates = await workLogCopies(db, dealsInStates.dealInRenewal);
  // Its other months opened now, as the lists would open them (list-agreement.test.ts reads them before).
  const running = await findDeal(db, dealsInStates.dealInRenewal);
  if (running) await openWorkLogsOfDeal(db, running);
  // The deal's match gets a meeting booked yesterday, to be marked done.
  await db
    .insert(meetings)
    .values({ matchId: deal.match, status: 'booked', bookedAt: new Date(Date.now() - 86_400_000) });
  const invoicesIssued = await issuedInvoices(db, deal.id);
  const freelanceB = await one<{ id: number }>(
    app,
    sql`select f.id from freelances f join users u on u.id = f.user_id where u.email = ${emails.freeB}`,
  );
  const missionIn = async (status: string) =>
    (
      await one<{ id: number }>(
        app,
        sql`select id from missions where company_id = ${deal.company} and status = ${status} order by id limit 1`,
      )
    ).id;
  const missionDraft = await missionIn('notFinalized');
  // The demo's draft lacks what a submission needs (a daily rate, ...): filled in, still a draft.
  await db.execute(
    sql`update missions set retribution = 650, project_type = 'new', renewable = 'possible' where id = ${missionDraft}`,
  );
  const matchSeeking = await one<{ id: number; mission: number }>(
    app,
    sql`select m.id, m.mission_id as mission from matches m join missions mi on mi.id = m.mission_id
        where m.freelance_id = ${deal.freelance} and mi.company_id = ${deal.company}
          and mi.status = 'seeking' and m.status = 'corporateValidation' order by m.id limit 1`,
  );
  const ids: FixtureIds = {
    company: deal.company,
    companyB: companyB.id,
    mission: deal.mission,
    match: deal.match,
    deal: deal.id,
    invoice: (
      await one<{ id: number }>(app, sql`select id from invoices where deal_id = ${deal.id} order by id limit 1`)
    ).id,
    workLog: (
      await one<{ id: number }>(app, sql`select id from work_logs where deal_id = ${deal.id} order by id limit 1`)
    ).id,
    conversation: conversation.id,
    conversationPublicId: conversation.publicId,
    freelance: deal.freelance,
    freelanceB: freelanceB.id,
    corporate: (
      await one<{ id: number }>(
        app,
        sql`select c.id from corporates c join users u on u.id = c.user_id where u.email = ${emails.managerA}`,
      )
    ).id,
    user: julien.id,
    skill: (await one<{ id: number }>(app, sql`select id from skills order by id limit 1`)).id,
    team: (await one<{ id: number }>(app, sql`select id from teams order by id limit 1`)).id,
    teamMember: (await one<{ id: number }>(app, sql`select id from team_members where user_id = ${teamMemberUser.id}`))
      .id,
    missionHash: mission.hash,
    freelancePublicId: freelance.publicId,
    invitation: await maybe(app, sql`select id from corporate_invitations where company_id = ${deal.company} limit 1`),
    notification: await maybe(app, sql`select id from user_notifications where user_id = ${julien.id} limit 1`),
    freelanceSearch: await maybe(app, sql`select id from freelance_searches order by id limit 1`),
    profileImport: await maybe(
      app,
      sql`select id from profile_imports where created_by_user_id = ${julien.id} limit 1`,
    ),
    freelanceImport: await maybe(app, sql`select id from freelance_imports order by id limit 1`),
    novaConversation: await maybe(app, sql`select id from nova_conversations order by id limit 1`),
    // The last ones: the fields that delete an entry run first, on the id the generator gives them.
    experience: (
      await one<{ id: number }>(
        app,
        sql`select id from freelance_experiences where freelance_id = ${deal.freelance} order by id desc limit 1`,
      )
    ).id,
    language: (
      await one<{ id: number }>(
        app,
        sql`select id from freelance_languages where freelance_id = ${deal.freelance} order by id desc limit 1`,
      )
    ).id,
    freelanceSkill: (
      await one<{ id: number }>(
        app,
        sql`select skill_id as id from freelance_skills where freelance_id = ${deal.freelance} order by skill_id limit 1`,
      )
    ).id,
    instructor: (
      await one<{ id: number }>(
        app,
        sql`select id from freelances where is_instructor and id <> ${deal.freelance} order by id limit 1`,
      )
    ).id,
    pendingInterview: (
      await one<{ id: number }>(app, sql`select id from candidate_interviews where qualif_status = 'pending' limit 1`)
    ).id,
    ...dealsInStates,
    documentToSign: await documentToSign(app.server.deps, dealSigning, teamMemberUser.id),
    ...workLogsInStates,
    matchSeeking: matchSeeking.id,
    timeSlot: (
      await one<{ id: number }>(
        app,
        sql`select t.id from time_slots t join meetings mt on mt.id = t.meeting_id
            where mt.match_id = ${matchSeeking.id} and mt.status = 'proposed' and t.date_time > now() order by t.id limit 1`,
      )
    ).id,
    missionDraft,
    missionToValidate: await missionIn('toValidate'),
    missionDeclined: await missionIn('approvalDeclined'),
    ...invoicesIssued,
    missionSeeking: (
      await one<{ id: number }>(
        app,
        sql`select id from missions where company_id = ${deal.company} and status = 'seeking'
            and id not in (select mission_id from matches where freelance_id = ${deal.freelance}) order by id limit 1`,
      )
    ).id,
    ...(await presentedMatches(db, matchSeeking.mission, deal.freelance, freelanceB.id)),
    otherTeam: (await one<{ id: number }>(app, sql`select id from teams order by id offset 1 limit 1`)).id,
    crewMemberRemovable: crewMemberRemovable.id,
    freelanceDeletable: freelanceDeletable.id,
    timesheet: (
      await one<{ id: number }>(
        app,
        sql`select id from timesheets where deal_id = ${deal.id} and status = 'craValidated' order by id limit 1`,
      )
    ).id,
    // Last: the generic ids above (freelanceSearch, profileImport...) keep designating what they did.
    ...(await ownObjects(app, {
      freelance: deal.freelance,
      freelanceUser: julien.id,
      teamUser: teamMemberUser.id,
      deal: deal.id,
    })),
  };

  const deps = app.server.deps;
  const yoga = createGraphQLServer(deps, async (request, server) => {
    const state = await resolveSession(deps.db, sessionTokenOf(request.headers.get('cookie')));
    return {
      deps,
      state,
      viewer: state?.viewer ?? null,
      meta: { ip: '127.0.0.1', userAgent: 'fixture-world' },
      requestId: String(server.requestId ?? 'fixture-world'),
    } satisfies GraphQLContext;
  });
  const cookies = new Map<Actor, string>();
  async function refresh(actor: Actor) {
    if (actor === 'out') return;
    // A session as sign-in opens it, without the password check (argon2) and its rate limit.
    const user = await one<{ id: number }>(app, sql`select id from users where email = ${emails[actor]}`);
    const { token } = await signedInAs(db, user.id, { ip: '127.0.0.1', userAgent: 'fixture-world' });
    cookies.set(actor, `${SESSION_COOKIE}=${token}`);
  }
  for (const actor of actors) await refresh(actor);

  return {
    app,
    ids,
    emails,
    refresh,
    cookie: (actor) => cookies.get(actor),
    async gql(actor, query, variables) {
      const cookie = cookies.get(actor);
      const response = await yoga.fetch('http://fixture.world/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const text = await response.text();
      let body: GraphQLResponse;
      try {
        body = JSON.parse(text);
      } catch {
        body = { errors: [{ message: `not JSON: ${text.slice(0, 200)}` }] };
      }
      return { status: response.status, body };
    },
    stop: () => app.stop(),
  };
}
