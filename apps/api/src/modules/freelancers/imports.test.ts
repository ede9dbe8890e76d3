import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { eventually, subscribeLive } from '../../testing/live';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { activityEvents } from '../activity/activity.tables';
import { insertUser } from '../users/users.repository';
import { users } from '../users/users.tables';
import { freelances } from './freelancers.tables';

let app: TestApp;
let team: TestClient;
beforeAll(async () => {
  app = await createTestApp();
  const { user } = await makeTeamMember(app);
  team = await signedIn(app, user.email);
});
afterAll(() => app?.stop());

async function upload(client: TestClient, bytes: Buffer, name: string, type: string) {
  const response = await fetch(`${app.url}/uploads`, {
    method: 'POST',
    headers: { 'content-type': type, 'x-file-name': encodeURIComponent(name), cookie: client.cookie ?? '' },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, json: await response.json() };
}

const IMPORT = `id fileName status totalRows validRows errorRows duplicateRows importedCount failureReason importedAt
  rows(offset: 0, limit: 200) { line firstName lastName email linkedInUrl errors duplicateOf freelanceId }`;
const PREVIEW = `mutation ($u: ID!) { previewFreelanceImport(uploadId: $u) { ${IMPORT} } }`;
const RUN = `mutation ($id: ID!) { runFreelanceImport(id: $id) { ${IMPORT} } }`;

/** 50 rows: 45 good, 3 bad (lines 10, 20, 30), a repeat of line 2 (line 40) and an existing account (line 50). */
function fiftyRows(tag: string, existingEmail: string) {
  const lines = ['Prénom;Nom;E-mail;Téléphone;LinkedIn;TJM;Compétences;Source'];
  for (let i = 2; i <= 51; i++) {
    const email = `pre.${tag}.${i}@exemple.fr`;
    let row = `Prénom${i};Nom${i};${email};06 12 34 56 ${String(i).padStart(2, '0')};https://www.linkedin.com/in/${tag}-${i};${400 + i};React, TypeScript;LinkedIn`;
    if (i === 10) row = `Sans;E-mail;;;;;;`;
    if (i === 20) row = `Mauvais;Lien;bad.${tag}@exemple.fr;;https://linkedin.com/company/acme;;;`;
    if (i === 30) row = `Trop;Cher;cher.${tag}@exemple.fr;;;9000;;`;
    if (i === 40) row = `Double;Ligne;PRE.${tag}.2@exemple.fr;;;;;`;
    if (i === 50) row = `Déjà;Inscrit;${existingEmail.toUpperCase()};;;;;`;
    lines.push(row);
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

async function preview(client: TestClient, bytes: Buffer, name = 'candidats.csv', type = 'text/csv') {
  const sent = await upload(client, bytes, name, type);
  expect(sent.status, JSON.stringify(sent.json)).toBe(201);
  return client.gql(PREVIEW, { u: sent.json.uploadId });
}

describe('pre-freelancer bulk import', () => {
  it('previews 50 rows, imports exactly the 45 good ones as pre-users, reports the rest, refuses a second run', async () => {
    const { user: existing } = await makeFreelancer(app);
    const previewed = await preview(team, fiftyRows('a', existing.email));
    expect(previewed.errors).toBeUndefined();
    const imp = previewed.data!.previewFreelanceImport;
    expect(imp).toMatchObject({ status: 'previewed', totalRows: 50, validRows: 45, errorRows: 3, duplicateRows: 2 });
    type Row = { line: number; errors: string[]; duplicateOf: string | null };
    const byLine = new Map<number, Row>(imp.rows.map((r: Row) => [r.line, r]));
    expect(byLine.get(10)!.errors).toEqual(['E-mail manquant.']);
    expect(byLine.get(20)!.errors[0]).toMatch(/LinkedIn invalide/);
    expect(byLine.get(30)!.errors[0]).toMatch(/TJM invalide/);
    expect(byLine.get(40)!.duplicateOf).toBe('ligne 2');
    expect(byLine.get(50)!.duplicateOf).toBe(`compte existant (${existing.email.toLowerCase()})`);

    const run = await team.gql(RUN, { id: imp.id });
    expect(run.errors).toBeUndefined();
    const done = run.data!.runFreelanceImport;
    expect(done).toMatchObject({ status: 'imported', importedCount: 45, failureReason: null });
    const created = done.rows.filter((r: { freelanceId: string | null }) => r.freelanceId);
    expect(created).toHaveLength(45);
    expect(
      done.rows.filter((r: { freelanceId: string | null }) => !r.freelanceId).map((r: { line: number }) => r.line),
    ).toEqual([10, 20, 30, 40, 50]);

    const db = app.server.deps.db;
    const people = await db
      .select({ user: users, freelance: freelances })
      .from(users)
      .innerJoin(freelances, eq(freelances.userId, users.id))
      .where(
        inArray(
          freelances.id,
          created.map((r: { freelanceId: string }) => Number(r.freelanceId)),
        ),
      );
    expect(people).toHaveLength(45);
    for (const { user, freelance } of people) {
      expect(user).toMatchObject({ pendingActivation: true, passwordHash: null });
      expect(freelance).toMatchObject({ preUser: true, status: 'new' });
    }
    const lea = people.find((p) => p.user.email === 'pre.a.2@exemple.fr')!;
    expect(lea.user.phoneNumber).toBe('+33612345602');
    expect(lea.freelance).toMatchObject({
      retribution: 402,
      linkedInUrl: 'https://www.linkedin.com/in/a-2',
      acquisitionSource: 'linkedInContact',
    });

    const events = await db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.type, 'freelances_imported'), eq(activityEvents.entityId, String(imp.id))));
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({ importedCount: 45, skippedCount: 5, sources: { linkedInContact: 45 } });

    const again = await team.gql(RUN, { id: imp.id });
    expect(errorCode(again)).toBe(400);
    expect(again.errors![0]!.message).toMatch(/déjà été exécuté/);
  });

  it('publishes the progress of a run to the team, live', async () => {
    const imp = (await preview(team, fiftyRows('c', 'nobody.c@exemple.fr'))).data!.previewFreelanceImport;
    const query = 'subscription ($id: ID!) { freelanceImportProgress(id: $id) { importId processed total } }';
    const live = subscribeLive<{ processed: number; total: number }>(
      app.url,
      team.cookie,
      { query, variables: { id: imp.id } },
      'freelanceImportProgress',
    );
    const { user } = await makeFreelancer(app);
    const outsider = subscribeLive(
      app.url,
      (await signedIn(app, user.email)).cookie,
      { query, variables: { id: imp.id } },
      'freelanceImportProgress',
    );
    await live.ready;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await team.gql(RUN, { id: imp.id })).data!.runFreelanceImport.importedCount).toBe(46);
    expect(await eventually(() => live.received.length >= 2)).toBe(true);
    expect(live.received).toEqual([
      { importId: String(imp.id), processed: 25, total: 46 },
      { importId: String(imp.id), processed: 46, total: 46 },
    ]);
    await outsider.done;
    expect(outsider.errors[0]?.extensions?.code).toBe(403);
    await live.close();
    await outsider.close();
  });

  it('marks as duplicates the LinkedIn profiles already on the platform, whatever their form', async () => {
    const bytes = Buffer.from('first name,last name,email,linkedin\nA,B,li.1@x.fr,https://fr.linkedin.com/in/A-2/\n');
    const imp = (await preview(team, bytes)).data!.previewFreelanceImport;
    expect(imp).toMatchObject({ validRows: 0, duplicateRows: 1 });
    expect(imp.rows[0].duplicateOf).toBe('profil LinkedIn existant (a-2)');
  });

  it('imports nothing when an account appeared between preview and run, and says why', async () => {
    const imp = (await preview(team, fiftyRows('b', 'nobody.b@exemple.fr'))).data!.previewFreelanceImport;
    expect(imp.validRows).toBe(46);
    await insertUser(app.server.deps.db, { email: 'pre.b.33@exemple.fr', firstName: 'Vite', lastName: 'Inscrit' });
    const run = await team.gql(RUN, { id: imp.id });
    expect(run.errors).toBeUndefined();
    expect(run.data!.runFreelanceImport).toMatchObject({ status: 'failed', importedCount: 0 });
    expect(run.data!.runFreelanceImport.failureReason).toMatch(/Ligne 33 : l’e-mail pre\.b\.33@exemple\.fr/);
    const made = await app.server.deps.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, ['pre.b.2@exemple.fr', 'pre.b.51@exemple.fr']));
    expect(made).toEqual([]);
    expect(errorCode(await team.gql(RUN, { id: imp.id }))).toBe(400);
  });

  it('reads an XLSX workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Feuille 1');
    sheet.addRow(['Prénom', 'Nom', 'E-mail', 'Ville']);
    sheet.addRow(['Zoé', 'Durand', 'zoe.xlsx@exemple.fr', 'Lyon']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const imp = (await preview(team, bytes, 'candidats.xlsx', type)).data!.previewFreelanceImport;
    expect(imp).toMatchObject({ fileName: 'candidats.xlsx', totalRows: 1, validRows: 1 });
  });

  it('says clearly when a file cannot be imported (no header, not a spreadsheet)', async () => {
    const noHeader = await preview(team, Buffer.from('a;b\n1;2\n'));
    expect(errorCode(noHeader)).toBe(400);
    expect(noHeader.errors![0]!.message).toMatch(/Prénom, Nom et E-mail/);
    const pdf = await upload(team, Buffer.from('%PDF-1.4\n%%EOF\n'), 'a.pdf', 'application/pdf');
    expect(errorCode(await team.gql(PREVIEW, { u: pdf.json.uploadId }))).toBe(410);
    const binary = await upload(team, Buffer.from([0x41, 0x00, 0x42, 0x0a]), 'faux.csv', 'text/csv');
    expect(binary.status).toBe(400);
    expect(binary.json.errors[0]).toMatchObject({ code: 410, field: 'file' });
  });

  it('refuses corporates and freelancers (403), even with their own upload', async () => {
    const { user: corporate } = await makeCorporate(app);
    const { user: freelancer } = await makeFreelancer(app);
    const teamImport = (await preview(team, Buffer.from('prenom;nom;email\nA;B;x.403@exemple.fr\n'))).data!
      .previewFreelanceImport;
    for (const email of [corporate.email, freelancer.email]) {
      const client = await signedIn(app, email);
      const sent = await upload(client, Buffer.from('prenom;nom;email\nA;B;y@exemple.fr\n'), 'c.csv', 'text/csv');
      expect(errorCode(await client.gql(PREVIEW, { u: sent.json.uploadId }))).toBe(403);
      expect(errorCode(await client.gql(RUN, { id: teamImport.id }))).toBe(403);
    }
    const stillPreviewed = await team.gql('query ($id: ID!) { freelanceImport(id: $id) { status } }', {
      id: teamImport.id,
    });
    expect(stillPreviewed.data!.freelanceImport.status).toBe('previewed');
  });
});
