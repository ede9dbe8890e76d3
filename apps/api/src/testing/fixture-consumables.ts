import { sql } from 'drizzle-orm';
import { signedInAs } from '../modules/auth/auth.service';
import { userIdentities } from '../modules/auth/auth.tables';
import { receiveUpload } from '../modules/documents/uploads.service';
import { previewFreelanceImport } from '../modules/freelancers/imports.service';
import { candidateInterviews } from '../modules/freelancers/interviews.tables';
import { freelanceEducations } from '../modules/freelancers/profile.tables';
import { profileImports } from '../modules/freelancers/profile-imports.tables';
import { freelanceSearches } from '../modules/telescope/telescope.tables';
import { timesheets } from '../modules/work-logs/work-logs.tables';
import { one } from './fixture-objects';
import type { TestApp } from './test-app';

// What one mutation each consumes in the security tests (a language the profile lacks, uploads not attached yet, a
// session besides the signed-in one...), made for side A.

/** A 1×1 PNG: an image the upload checks accept (re-encoded by sharp). */
export const pixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A one-page PDF without active content. */
export const onePagePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A freelancer list for the team's import, with people nobody has an account for. */
export const importCsv = (n: number) =>
  Buffer.from(
    `prenom;nom;email\nAlice;Import${n};alice.import${n}@test.fr\nBruno;Import${n};bruno.import${n}@test.fr\n`,
  );

/**
 * Objects of side A that one mutation each consumes (a language the profile lacks, a second pending
 * interview, uploads not attached yet, a session besides the signed-in one...), so that its valid
 * call (matrix-inputs.ts) succeeds for the allowed caller; side B passes the same ids and is refused.
 */
export async function ownObjects(
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
