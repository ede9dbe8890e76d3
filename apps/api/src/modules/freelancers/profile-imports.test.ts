import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { freelances } from './freelancers.tables';
import * as profileRepository from './profile.repository';
import { cvDocx, cvPdf, garbagePdf, linkedInExportZip, linkedInProfilePdf } from './profile-imports.fixtures';
import { profileImports } from './profile-imports.tables';
import { runProfileImportPass } from './profile-imports.worker';

let app: TestApp;
let team: TestClient;
beforeAll(async () => {
  app = await createTestApp();
  const { user } = await makeTeamMember(app);
  team = await signedIn(app, user.email);
});
afterAll(() => app?.stop());

const ZIP = 'application/zip';
const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function upload(client: TestClient, bytes: Buffer, name: string, type: string): Promise<string> {
  const response = await fetch(`${app.url}/uploads`, {
    method: 'POST',
    headers: { 'content-type': type, 'x-file-name': encodeURIComponent(name), cookie: client.cookie ?? '' },
    body: new Uint8Array(bytes),
  });
  const json = await response.json();
  expect(response.status, JSON.stringify(json)).toBe(201);
  return json.uploadId;
}

const IMPORT = `id kind status error fileName finishedAt appliedAt proposal {
  identity { firstName lastName headline summary } linkedInUrl
  experiences { key title company location startDate endDate description }
  education { key school degree startDate endDate }
  skills { key name skillId skillName } languages { key name languageIso level } }`;
const START = `mutation ($f: ID!, $k: ProfileImportKind!, $u: ID!) { startProfileImport(freelanceId: $f, kind: $k, uploadId: $u) { ${IMPORT} } }`;
const LAST = `query ($id: ID!) { freelance(id: $id) { linkedInImportStatus lastProfileImport { ${IMPORT} } } }`;
const APPLY = `mutation ($id: ID!, $a: ProfileImportAcceptInput!) { applyProfileImport(importId: $id, accepted: $a) { ${IMPORT} } }`;

/** A proposed skill as the review sends it back: without the catalogue's name, which is shown only. */
const withoutCatalogueName = ({ skillName: _, ...skill }: { skillName?: string | null }) => skill;

async function start(client: TestClient, freelanceId: number, kind: string, bytes: Buffer, name: string, type: string) {
  const uploadId = await upload(client, bytes, name, type);
  return client.gql(START, { f: freelanceId, k: kind, u: uploadId });
}

async function importThrough(
  client: TestClient,
  freelanceId: number,
  kind: string,
  bytes: Buffer,
  name: string,
  type: string,
) {
  const started = await start(client, freelanceId, kind, bytes, name, type);
  expect(started.errors).toBeUndefined();
  expect(started.data!.startProfileImport.status).toBe('doing');
  await runProfileImportPass(app.server.deps);
  const last = await client.gql(LAST, { id: freelanceId });
  expect(last.errors).toBeUndefined();
  return last.data!.freelance;
}

describe('profile import', () => {
  it('imports a LinkedIn export: experiences, education, skills through aliases, languages, LinkedIn URL; no duplicates', async () => {
    const { user, freelance } = await makeFreelancer(app);
    const me = await signedIn(app, user.email);
    expect((await me.gql(LAST, { id: freelance.id })).data!.freelance.linkedInImportStatus).toBe('none');
    const url = `https://www.linkedin.com/in/lea-martin-${freelance.id}`;
    const result = await importThrough(
      me,
      freelance.id,
      'linkedinExport',
      linkedInExportZip({ url }),
      'Basic_LinkedInDataExport.zip',
      ZIP,
    );
    expect(result.linkedInImportStatus).toBe('done');
    const imp = result.lastProfileImport;
    expect(imp).toMatchObject({ kind: 'linkedinExport', status: 'done', error: null });
    expect(imp.appliedAt).not.toBeNull();
    expect(imp.proposal.identity).toMatchObject({
      firstName: 'Léa',
      lastName: 'Martin',
      headline: 'Développeuse React senior',
    });
    expect(imp.proposal.experiences[0]).toMatchObject({
      title: 'Développeuse React',
      company: 'Lumen Analytics',
      startDate: '2020-01-01',
      endDate: null,
    });
    expect(imp.proposal.linkedInUrl).toBe(url);
    // Skills are matched to the catalogue through its aliases ("ReactJS", "postgres"); an unknown one stays unmatched.
    const proposed = Object.fromEntries(
      imp.proposal.skills.map((s: { name: string; skillId: string | null }) => [s.name, s.skillId]),
    );
    expect(Object.keys(proposed)).toEqual(['ReactJS', 'postgres', 'Gestion de la relation poney']);
    expect(proposed.ReactJS).not.toBeNull();
    expect(proposed.postgres).not.toBeNull();
    expect(proposed['Gestion de la relation poney']).toBeNull();
    // The name the profile will show is the catalogue's.
    const shown = Object.fromEntries(
      imp.proposal.skills.map((s: { name: string; skillName: string | null }) => [s.name, s.skillName]),
    );
    expect(shown).toEqual({ ReactJS: 'React', postgres: 'PostgreSQL', 'Gestion de la relation poney': null });
    expect(imp.proposal.languages).toEqual([
      { key: 'lang:english', name: 'English', languageIso: 'en', level: 'pro' },
      { key: 'lang:french', name: 'French', languageIso: 'fr', level: 'native' },
    ]);
    const db = app.server.deps.db;
    const experiences = await profileRepository.listExperiences(db, freelance.id);
    expect(
      experiences
        .map((e) => ({ title: e.title, company: e.companyName, start: e.startDate, end: e.endDate }))
        .sort((a, b) => a.company.localeCompare(b.company)),
    ).toEqual([
      { title: 'Développeuse front-end', company: 'Banque Rhône', start: '2016-03-01', end: '2019-12-01' },
      { title: 'Développeuse React', company: 'Lumen Analytics', start: '2020-01-01', end: null },
    ]);
    expect(await profileRepository.listEducations(db, freelance.id)).toEqual([
      expect.objectContaining({
        schoolName: 'INSA Lyon',
        degree: 'Diplôme d’ingénieur',
        startedIn: 2011,
        graduatedIn: 2016,
      }),
    ]);
    const skills = await profileRepository.listSkills(db, freelance.id);
    expect(skills.map((s) => s.name).sort()).toEqual(['PostgreSQL', 'React']);
    expect(skills.map((s) => String(s.skillId)).sort()).toEqual([proposed.postgres, proposed.ReactJS].sort());
    const languages = await profileRepository.listLanguages(db, freelance.id);
    expect(languages.map((l) => l.level).sort()).toEqual(['native', 'pro']);
    const [row] = await db.select().from(freelances).where(eq(freelances.id, freelance.id));
    expect(row!.linkedInUrl).toBe(url);

    // The same export again, with one more position: only that one is added.
    await importThrough(
      me,
      freelance.id,
      'linkedinExport',
      linkedInExportZip({ url, extraPosition: true }),
      'export.zip',
      ZIP,
    );
    expect(await profileRepository.listExperiences(db, freelance.id)).toHaveLength(3);
    expect(await profileRepository.listSkills(db, freelance.id)).toHaveLength(2);
  });

  it('fails a LinkedIn PDF whose profile URL another freelancer already has (558 message), applying nothing', async () => {
    const { freelance: other } = await makeFreelancer(app);
    const url = `https://www.linkedin.com/in/hugo-bernard-${other.id}`;
    await app.server.deps.db.update(freelances).set({ linkedInUrl: url }).where(eq(freelances.id, other.id));
    const { freelance } = await makeFreelancer(app);
    const result = await importThrough(
      team,
      freelance.id,
      'linkedinPdf',
      await linkedInProfilePdf(url),
      'Profile.pdf',
      PDF,
    );
    expect(result.linkedInImportStatus).toBe('failed');
    expect(result.lastProfileImport.error).toBe('Ce profil LinkedIn est déjà celui d’un autre freelance.');
    expect(await profileRepository.listExperiences(app.server.deps.db, freelance.id)).toHaveLength(0);
  });

  it('imports a LinkedIn profile PDF with French section titles', async () => {
    const { freelance } = await makeFreelancer(app);
    const url = `https://www.linkedin.com/in/hugo-b-${freelance.id}`;
    const result = await importThrough(
      team,
      freelance.id,
      'linkedinPdf',
      await linkedInProfilePdf(url),
      'Profile.pdf',
      PDF,
    );
    expect(result.lastProfileImport.error).toBeNull();
    const p = result.lastProfileImport.proposal;
    expect(p.experiences[0]).toMatchObject({
      title: 'Architecte cloud',
      company: 'Nuage Conseil',
      startDate: '2021-01-01',
    });
    expect(p.education[0]).toMatchObject({ school: 'École Centrale de Lyon' });
    expect(p.skills.map((s: { name: string }) => s.name)).toEqual(['React', 'PostgreSQL']);
    expect(p.languages[0]).toMatchObject({ languageIso: 'en', level: 'pro' });
    expect(p.linkedInUrl).toBe(url);
  });

  it('proposes a CV (PDF) for review, then applies an accepted subset with an edited item, once', async () => {
    const { user, freelance } = await makeFreelancer(app);
    const me = await signedIn(app, user.email);
    const result = await importThrough(me, freelance.id, 'cvPdf', await cvPdf(), 'CV Claire Dubois.pdf', PDF);
    const imp = result.lastProfileImport;
    expect(imp).toMatchObject({ status: 'done', appliedAt: null });
    expect(result.linkedInImportStatus).toBe('none');
    const p = imp.proposal;
    expect(p.experiences).toHaveLength(2);
    expect(p.experiences[0]).toMatchObject({
      title: 'Cheffe de projet',
      company: 'Agence Lumière',
      startDate: '2019-03-01',
      endDate: null,
    });
    expect(p.experiences[1]).toMatchObject({
      company: 'Studio Rivage',
      startDate: '2016-01-01',
      endDate: '2019-01-01',
    });
    expect(p.education[0]).toMatchObject({ school: 'Master Management de projet, IAE Lyon' });
    expect(p.skills.find((s: { name: string }) => s.name === 'postgres').skillId).not.toBeNull();
    expect(p.languages.map((l: { languageIso: string }) => l.languageIso)).toEqual(['en', 'es']);
    // Nothing applied before the review.
    expect(await profileRepository.listExperiences(app.server.deps.db, freelance.id)).toHaveLength(0);

    const edited = { ...p.experiences[0], title: 'Cheffe de projet digital' };
    const accepted = {
      experiences: [edited],
      // As the web sends them: the catalogue's name is shown, not sent back.
      skills: p.skills.filter((s: { name: string }) => s.name === 'React').map(withoutCatalogueName),
      languages: [p.languages[0]],
    };
    const applied = await me.gql(APPLY, { id: imp.id, a: accepted });
    expect(applied.errors).toBeUndefined();
    expect(applied.data!.applyProfileImport.appliedAt).not.toBeNull();
    const db = app.server.deps.db;
    const experiences = await profileRepository.listExperiences(db, freelance.id);
    expect(experiences.map((e) => e.title)).toEqual(['Cheffe de projet digital']);
    expect((await profileRepository.listSkills(db, freelance.id)).map((s) => s.name)).toEqual(['React']);
    expect(await profileRepository.listLanguages(db, freelance.id)).toHaveLength(1);
    expect(await profileRepository.listEducations(db, freelance.id)).toHaveLength(0);
    expect(errorCode(await me.gql(APPLY, { id: imp.id, a: accepted }))).toBe(400);
  });

  it('reads a CV in Word (DOCX) the same way', async () => {
    const { freelance } = await makeFreelancer(app);
    const result = await importThrough(team, freelance.id, 'cvDocx', await cvDocx(), 'cv.docx', DOCX);
    const p = result.lastProfileImport.proposal;
    expect(result.lastProfileImport.error).toBeNull();
    expect(p.experiences.map((e: { company: string }) => e.company)).toEqual(['Agence Lumière', 'Studio Rivage']);
    expect(p.languages).toHaveLength(2);
    const DISCARD = `mutation ($id: ID!) { discardProfileImport(importId: $id) { id status discarded appliedAt } }`;
    const discarded = await team.gql(DISCARD, { id: result.lastProfileImport.id });
    expect(discarded.data!.discardProfileImport).toMatchObject({ status: 'done', discarded: true, appliedAt: null });
    expect(
      errorCode(
        await team.gql(APPLY, { id: result.lastProfileImport.id, a: { skills: p.skills.map(withoutCatalogueName) } }),
      ),
    ).toBe(400);
  });

  it('fails an unreadable PDF with a French error', async () => {
    const { freelance } = await makeFreelancer(app);
    const result = await importThrough(team, freelance.id, 'cvPdf', garbagePdf(), 'cv.pdf', PDF);
    expect(result.lastProfileImport.status).toBe('failed');
    expect(result.lastProfileImport.error).toMatch(/PDF illisible/);
  });

  it('refuses others’ profiles (404), corporates (403), a file of another kind (410), a second running import (400)', async () => {
    const { freelance } = await makeFreelancer(app);
    const { user: otherUser } = await makeFreelancer(app);
    const other = await signedIn(app, otherUser.email);
    const zip = linkedInExportZip();
    expect(errorCode(await start(other, freelance.id, 'linkedinExport', zip, 'e.zip', ZIP))).toBe(404);
    const { user: client } = await makeCorporate(app);
    const corporate = await signedIn(app, client.email);
    expect(errorCode(await start(corporate, freelance.id, 'linkedinExport', zip, 'e.zip', ZIP))).toBe(403);
    expect(errorCode(await start(team, freelance.id, 'cvPdf', zip, 'e.zip', ZIP))).toBe(410);
    expect((await start(team, freelance.id, 'linkedinExport', zip, 'e.zip', ZIP)).errors).toBeUndefined();
    expect(errorCode(await start(team, freelance.id, 'cvDocx', await cvDocx(), 'cv.docx', DOCX))).toBe(400);
    await runProfileImportPass(app.server.deps);
  });

  it('gives a polling client its stop conditions: none, then doing until done, or failed with the last error', async () => {
    // The fields the web page polls every 5 s (ProfileImportStatus); it keeps polling only while `doing`.
    const POLL = `query ($id: ID!) { freelance(id: $id) { id linkedInImportStatus lastProfileImport { id kind status error } } }`;
    const { user, freelance } = await makeFreelancer(app);
    const me = await signedIn(app, user.email);
    const read = async () => {
      const response = await me.gql(POLL, { id: freelance.id });
      expect(response.errors).toBeUndefined();
      const f = response.data!.freelance;
      return {
        linkedIn: f.linkedInImportStatus,
        last: f.lastProfileImport,
        keepPolling: f.lastProfileImport?.status === 'doing',
      };
    };

    // none: nothing to watch, no polling.
    expect(await read()).toEqual({ linkedIn: 'none', last: null, keepPolling: false });

    // doing → done: the status stays doing across polls until the worker has read the file.
    const url = `https://www.linkedin.com/in/polling-${freelance.id}`;
    const started = await start(me, freelance.id, 'linkedinExport', linkedInExportZip({ url }), 'export.zip', ZIP);
    const firstId = started.data!.startProfileImport.id;
    for (let poll = 0; poll < 2; poll++)
      expect(await read()).toEqual({
        linkedIn: 'doing',
        last: { id: firstId, kind: 'linkedinExport', status: 'doing', error: null },
        keepPolling: true,
      });
    await runProfileImportPass(app.server.deps);
    expect(await read()).toEqual({
      linkedIn: 'done',
      last: { id: firstId, kind: 'linkedinExport', status: 'done', error: null },
      keepPolling: false,
    });

    // doing → failed: a ZIP that is not a LinkedIn export; the error says why, in French.
    const notExport = Buffer.from(zipSync({ 'notes.txt': strToU8('rien à voir') }));
    const second = (await start(me, freelance.id, 'linkedinExport', notExport, 'photos.zip', ZIP)).data!
      .startProfileImport.id;
    expect(await read()).toMatchObject({ linkedIn: 'doing', last: { id: second, status: 'doing' }, keepPolling: true });
    await runProfileImportPass(app.server.deps);
    expect(await read()).toEqual({
      linkedIn: 'failed',
      last: {
        id: second,
        kind: 'linkedinExport',
        status: 'failed',
        error: 'Ce fichier n’est pas un export LinkedIn : Profile.csv et Positions.csv sont introuvables.',
      },
      keepPolling: false,
    });

    // An import stopped while running also ends the polling, failed with its reason.
    const third = (await start(me, freelance.id, 'linkedinExport', linkedInExportZip({ url }), 'e.zip', ZIP)).data!
      .startProfileImport.id;
    const DISCARD = `mutation ($id: ID!) { discardProfileImport(importId: $id) { id status } }`;
    expect((await me.gql(DISCARD, { id: third })).data!.discardProfileImport.status).toBe('failed');
    expect(await runProfileImportPass(app.server.deps)).toBe(0);
    expect(await read()).toMatchObject({
      linkedIn: 'failed',
      last: { id: third, status: 'failed', error: 'Import annulé.' },
      keepPolling: false,
    });
  });

  it('refuses an edited LinkedIn URL that is no profile (639) or another freelancer’s (558), applying nothing', async () => {
    const { user, freelance } = await makeFreelancer(app);
    const me = await signedIn(app, user.email);
    const imp = (await importThrough(me, freelance.id, 'cvDocx', await cvDocx(), 'cv.docx', DOCX)).lastProfileImport;
    const accepted = { experiences: imp.proposal.experiences, linkedInUrl: true };
    const db = app.server.deps.db;
    for (const bad of [
      'https://www.linkedin.com/company/agence-lumiere',
      'https://www.linkedin.com/in/',
      'claire-dubois',
    ]) {
      const refused = await me.gql(APPLY, { id: imp.id, a: { ...accepted, linkedInUrlValue: bad } });
      expect(errorCode(refused), bad).toBe(639);
      expect(refused.errors![0]!.extensions!.field).toBe('linkedInUrl');
    }
    expect(await profileRepository.listExperiences(db, freelance.id)).toHaveLength(0);

    const { freelance: other } = await makeFreelancer(app);
    const taken = `https://www.linkedin.com/in/claire-dubois-${other.id}`;
    await db.update(freelances).set({ linkedInUrl: taken }).where(eq(freelances.id, other.id));
    expect(errorCode(await me.gql(APPLY, { id: imp.id, a: { ...accepted, linkedInUrlValue: taken } }))).toBe(558);
    expect(await profileRepository.listExperiences(db, freelance.id)).toHaveLength(0);

    const mine = `https://fr.linkedin.com/in/claire-dubois-${freelance.id}`;
    const applied = await me.gql(APPLY, { id: imp.id, a: { ...accepted, linkedInUrlValue: ` ${mine} ` } });
    expect(applied.errors).toBeUndefined();
    const [row] = await db.select().from(freelances).where(eq(freelances.id, freelance.id));
    expect(row!.linkedInUrl).toBe(mine);
    expect(await profileRepository.listExperiences(db, freelance.id)).toHaveLength(2);
  });

  it('limits imports to 5 in 24 hours per freelancer (645)', async () => {
    const { freelance } = await makeFreelancer(app);
    const zip = linkedInExportZip();
    for (let i = 0; i < 5; i++) {
      expect((await start(team, freelance.id, 'linkedinExport', zip, 'e.zip', ZIP)).errors).toBeUndefined();
      await runProfileImportPass(app.server.deps);
    }
    const sixth = await start(team, freelance.id, 'linkedinExport', zip, 'e.zip', ZIP);
    expect(errorCode(sixth)).toBe(645);
    expect(sixth.errors![0]!.message).toMatch(/5 imports/);
    // The freelancer themself meets the same limit, whatever the kind; another freelancer does not.
    const { user, freelance: mine } = await makeFreelancer(app);
    const me = await signedIn(app, user.email);
    const db = app.server.deps.db;
    await db.update(profileImports).set({ freelanceId: mine.id }).where(eq(profileImports.freelanceId, freelance.id));
    expect(errorCode(await start(me, mine.id, 'cvPdf', await cvPdf(), 'cv.pdf', PDF))).toBe(645);
    expect((await start(team, freelance.id, 'linkedinExport', zip, 'e.zip', ZIP)).errors).toBeUndefined();
    await runProfileImportPass(app.server.deps);
    // Imports older than 24 hours no longer count.
    await db
      .update(profileImports)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(profileImports.freelanceId, mine.id));
    expect((await start(me, mine.id, 'cvPdf', await cvPdf(), 'cv.pdf', PDF)).errors).toBeUndefined();
    await runProfileImportPass(app.server.deps);
  });
});
