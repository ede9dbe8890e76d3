import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signFilePath } from '../../platform/storage';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type GraphQLResponse, type TestApp, type TestClient } from '../../testing/test-app';
import { activityEvents } from '../activity/activity.tables';
import { updateDocument } from './documents.repository';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const nextYear = `${new Date().getFullYear() + 1}-12-31`;

async function send(client: TestClient | null, bytes: Buffer, name: string, type: string) {
  const response = await fetch(`${app.url}/uploads`, {
    method: 'POST',
    headers: {
      'content-type': type,
      'x-file-name': encodeURIComponent(name),
      ...(client?.cookie ? { cookie: client.cookie } : {}),
    },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, json: await response.json() };
}

const DOCUMENT = 'id type status expiresAt refusalReason refusalComment fileName contentType size downloadUrl viewUrl';
const LIST = `query ($id: ID!) { freelanceDocuments(freelanceId: $id) {
  type status document { ${DOCUMENT} } history { id status replacedAt deletedAt fileName downloadUrl }
  viewerCan { upload delete download validate refuse } } }`;
const UPLOAD = `mutation ($f: ID!, $t: KycDocumentType!, $u: ID!, $e: Date) {
  uploadFreelanceDocument(freelanceId: $f, type: $t, uploadId: $u, expiresAt: $e) { ${DOCUMENT} } }`;
const VALIDATE = `mutation ($id: ID!, $e: Date) { validateFreelanceDocument(id: $id, expiresAt: $e) { ${DOCUMENT} } }`;
const REFUSE = `mutation ($id: ID!, $r: KycRefusalReason!, $c: String) {
  refuseFreelanceDocument(id: $id, reason: $r, comment: $c) { ${DOCUMENT} } }`;
const DELETE = 'mutation ($id: ID!) { deleteFreelanceDocument(id: $id) }';

async function freelancerWithDocument(type = 'id', expiresAt: string | null = nextYear) {
  const { user, freelance } = await makeFreelancer(app);
  const client = await signedIn(app, user.email);
  const sent = await send(client, pdf, 'Carte d’identité.pdf', 'application/pdf');
  const attached = await client.gql(UPLOAD, { f: freelance.id, t: type, u: sent.json.uploadId, e: expiresAt });
  expect(attached.errors).toBeUndefined();
  return { user, freelance, client, document: attached.data!.uploadFreelanceDocument };
}

interface Version {
  id: string;
  status: string;
  fileName: string;
  downloadUrl: string;
  viewUrl: string;
  replacedAt: string | null;
  deletedAt: string | null;
}
interface Slot {
  type: string;
  status: string;
  document: Version | null;
  history: Version[];
  viewerCan: Record<string, boolean>;
}

const listOf = (client: TestClient, freelanceId: number | string) =>
  client.gql<{ freelanceDocuments: Slot[] }>(LIST, { id: freelanceId });

const slotOf = (response: GraphQLResponse<{ freelanceDocuments: Slot[] }>, type: string): Slot => {
  const slot = response.data?.freelanceDocuments.find((candidate) => candidate.type === type);
  if (!slot) throw new Error(`no ${type} slot: ${JSON.stringify(response.errors)}`);
  return slot;
};

describe('upload and list', () => {
  it('stores a real PDF and a PNG, lists every spec type, and sends the bytes back through a signed link', async () => {
    const { freelance, client, document } = await freelancerWithDocument();
    expect(document).toMatchObject({
      type: 'id',
      status: 'pendingOrbiteReview',
      expiresAt: nextYear,
      fileName: 'Carte d’identité.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
    });
    const image = await send(client, png, 'justificatif.png', 'image/png');
    expect(image.status).toBe(201);
    // The size is that of the re-encoded image.
    expect(image.json).toMatchObject({ contentType: 'image/png', fileName: 'justificatif.png' });
    expect(image.json.size).toBeGreaterThan(0);
    await client.gql(UPLOAD, { f: freelance.id, t: 'proofOfAddress', u: image.json.uploadId });

    const list = await listOf(client, freelance.id);
    expect(list.data?.freelanceDocuments.map((slot) => slot.type)).toEqual([
      'id',
      'idSecondary',
      'kbis',
      'bankAccountDetails',
      'proofOfAddress',
      'insee',
      'urssaf',
      'rcPro',
      'statuses',
      'ownersList',
    ]);
    expect(slotOf(list, 'kbis')).toMatchObject({ status: 'notUploaded', document: null });
    expect(slotOf(list, 'kbis').viewerCan).toEqual({
      upload: true,
      delete: false,
      download: false,
      validate: false,
      refuse: false,
    });
    expect(slotOf(list, 'proofOfAddress')).toMatchObject({ status: 'pendingOrbiteReview' });

    const download = await fetch(`${app.url}${document.downloadUrl}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    expect(download.headers.get('content-disposition')).toContain(
      "filename*=UTF-8''Carte%20d%E2%80%99identit%C3%A9.pdf",
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    const view = await fetch(`${app.url}${slotOf(list, 'proofOfAddress').document?.viewUrl}`);
    expect(view.headers.get('content-disposition')).toMatch(/^inline;/);
    // Images are re-encoded on receipt (hostile-uploads.test.ts): the same picture, not the same bytes.
    const viewed = await sharp(Buffer.from(await view.arrayBuffer())).metadata();
    expect(viewed).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('refuses a tampered or expired link with 403', async () => {
    const { document } = await freelancerWithDocument();
    const tampered = await fetch(`${app.url}${document.downloadUrl.replace('expires=', 'expires=9')}`);
    expect(tampered.status).toBe(403);
    const key = new URL(document.downloadUrl, app.url).pathname.slice('/files/'.length);
    const storage = app.server.deps.config.storage;
    if (storage.kind !== 'disk') throw new Error('disk storage expected');
    const old = signFilePath(storage.secret, key, { filename: 'x.pdf' }, Date.now() - 3601_000);
    expect((await fetch(`${app.url}${old}`)).status).toBe(403);
  });
});

describe('upload refusals', () => {
  it('refuses a file over 10 MB with HTTP 413 and code 400 on the file field', async () => {
    const { user } = await makeFreelancer(app);
    const client = await signedIn(app, user.email);
    const big = Buffer.concat([pdf, Buffer.alloc(11 * 1024 * 1024)]);
    const response = await send(client, big, 'gros.pdf', 'application/pdf');
    expect(response.status).toBe(413);
    expect(response.json.errors[0]).toMatchObject({ code: 400, field: 'file', message: 'Le fichier dépasse 10 Mo.' });
  });

  it('refuses a streamed body without a length once it passes 10 MB, and the client gets the answer', async () => {
    const { user } = await makeFreelancer(app);
    const client = await signedIn(app, user.email);
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 12) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${app.url}/uploads`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf', 'x-file-name': 'flux.pdf', cookie: client.cookie ?? '' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).errors[0]).toMatchObject({ code: 400, field: 'file' });
  });

  it('checks the bytes, not the name: a PNG sent as PDF, a text file or an executable get 410 on the file field', async () => {
    const { user } = await makeFreelancer(app);
    const client = await signedIn(app, user.email);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(64)]);
    for (const [bytes, name, type] of [
      [png, 'faux.pdf', 'application/pdf'],
      [png, 'faux.pdf', 'application/octet-stream'],
      [Buffer.from('Bonjour, ceci est un texte.'), 'note.pdf', 'application/pdf'],
      [elf, 'programme.pdf', 'application/pdf'],
      [Buffer.alloc(0), 'vide.pdf', 'application/pdf'],
    ] as const) {
      const response = await send(client, bytes, name, type);
      expect(response.status, name).toBe(400);
      expect(response.json.errors[0]).toMatchObject({ code: 410, field: 'file' });
    }
  });

  it('answers 401 to a signed-out caller, on the route and in GraphQL', async () => {
    const { freelance } = await makeFreelancer(app);
    const response = await send(null, pdf, 'a.pdf', 'application/pdf');
    expect(response.status).toBe(401);
    expect(response.json.errors[0].code).toBe(401);
    expect(errorCode(await app.client().gql(LIST, { id: freelance.id }))).toBe(401);
  });
});

describe('who reaches what', () => {
  it("hides another freelancer's documents (404) and refuses their upload ids", async () => {
    const { freelance, document } = await freelancerWithDocument();
    const { user: otherUser, freelance: other } = await makeFreelancer(app);
    const intruder = await signedIn(app, otherUser.email);
    expect(errorCode(await listOf(intruder, freelance.id))).toBe(404);
    expect(errorCode(await intruder.gql(DELETE, { id: document.id }))).toBe(404);
    const sent = await send(intruder, pdf, 'a.pdf', 'application/pdf');
    expect(errorCode(await intruder.gql(UPLOAD, { f: freelance.id, t: 'kbis', u: sent.json.uploadId }))).toBe(404);
    // The owner of a freelance cannot attach someone else's upload either.
    const { client: owner } = await freelancerWithDocument();
    const stolen = await owner.gql(UPLOAD, { f: other.id, t: 'kbis', u: sent.json.uploadId });
    expect(errorCode(stolen)).toBe(404);
    const own = await owner.gql('{ me { freelance { id } } }');
    const reuse = await owner.gql(UPLOAD, { f: own.data?.me.freelance.id, t: 'kbis', u: sent.json.uploadId });
    expect(reuse.errors?.[0]?.extensions).toMatchObject({ code: 404, field: 'uploadId' });
  });

  it('refuses corporates (403) and freelancers who try to review (403)', async () => {
    const { freelance, client, document } = await freelancerWithDocument();
    const { user: corp } = await makeCorporate(app);
    const corporate = await signedIn(app, corp.email);
    expect(errorCode(await listOf(corporate, freelance.id))).toBe(403);
    expect(errorCode(await corporate.gql(DELETE, { id: document.id }))).toBe(403);
    expect(errorCode(await client.gql(VALIDATE, { id: document.id }))).toBe(403);
    expect(errorCode(await client.gql(REFUSE, { id: document.id, r: 'unreadable' }))).toBe(403);
  });
});

describe('team review', () => {
  it('validates and refuses with a reason; an accepted document is locked for the freelancer', async () => {
    const { freelance, client, document } = await freelancerWithDocument();
    const { user: tm } = await makeTeamMember(app);
    const team = await signedIn(app, tm.email);
    const list = await listOf(team, freelance.id);
    expect(slotOf(list, 'id').viewerCan).toMatchObject({ upload: false, validate: true, refuse: true });

    const validated = await team.gql(VALIDATE, { id: document.id, e: '2099-01-31' });
    expect(validated.data?.validateFreelanceDocument).toMatchObject({
      status: 'orbiteAccepted',
      expiresAt: '2099-01-31',
    });
    expect(slotOf(await listOf(client, freelance.id), 'id').viewerCan).toMatchObject({
      upload: false,
      delete: false,
      download: true,
    });
    expect(errorCode(await client.gql(DELETE, { id: document.id }))).toBe(403);
    const again = await send(client, pdf, 'b.pdf', 'application/pdf');
    expect(errorCode(await client.gql(UPLOAD, { f: freelance.id, t: 'id', u: again.json.uploadId }))).toBe(403);

    const noComment = await team.gql(REFUSE, { id: document.id, r: 'other' });
    expect(noComment.errors?.[0]?.extensions).toMatchObject({ code: 400, field: 'comment' });
    const refused = await team.gql(REFUSE, { id: document.id, r: 'unsigned', c: 'Signature manquante.' });
    expect(refused.data?.refuseFreelanceDocument).toMatchObject({
      status: 'orbiteRefused',
      refusalReason: 'unsigned',
      refusalComment: 'Signature manquante.',
    });
    const events = await app.server.deps.db
      .select()
      .from(activityEvents)
      .where(
        and(eq(activityEvents.entityType, 'freelance_document'), eq(activityEvents.entityId, String(document.id))),
      );
    expect(events.map((e) => e.type).sort()).toEqual([
      'freelance_document_refused',
      'freelance_document_uploaded',
      'freelance_document_validated',
    ]);
    expect(events.find((e) => e.type === 'freelance_document_refused')?.payload).toMatchObject({
      from: 'orbiteAccepted',
      to: 'orbiteRefused',
      reason: 'unsigned',
    });
  });

  it('reads a document as expired once its day has passed, and lets the freelancer replace it', async () => {
    const { freelance, client, document } = await freelancerWithDocument('rcPro');
    await updateDocument(app.server.deps.db, Number(document.id), {
      status: 'orbiteAccepted',
      expiresAt: '2020-01-01',
    });
    const slot = slotOf(await listOf(client, freelance.id), 'rcPro');
    expect(slot.status).toBe('expired');
    expect(slot.document?.status).toBe('expired');
    expect(slot.viewerCan.upload).toBe(true);
    const renewed = await send(client, pdf, 'rc-pro-2026.pdf', 'application/pdf');
    const past = await client.gql(UPLOAD, { f: freelance.id, t: 'rcPro', u: renewed.json.uploadId, e: '2020-01-01' });
    expect(past.errors?.[0]?.extensions).toMatchObject({ code: 400, field: 'expiresAt' });
    const replaced = await client.gql(UPLOAD, { f: freelance.id, t: 'rcPro', u: renewed.json.uploadId, e: nextYear });
    expect(replaced.data?.uploadFreelanceDocument.status).toBe('pendingOrbiteReview');
  });
});

describe('replace and delete', () => {
  it('keeps the replaced and deleted versions, with their files, as history', async () => {
    const { freelance, client, document } = await freelancerWithDocument('kbis');
    const next = await send(client, png, 'kbis-2025.png', 'image/png');
    const replaced = await client.gql(UPLOAD, { f: freelance.id, t: 'kbis', u: next.json.uploadId });
    expect(replaced.data?.uploadFreelanceDocument).toMatchObject({
      status: 'pendingOrbiteReview',
      fileName: 'kbis-2025.png',
    });
    let slot = slotOf(await listOf(client, freelance.id), 'kbis');
    expect(slot.document?.fileName).toBe('kbis-2025.png');
    expect(slot.history).toHaveLength(1);
    expect(slot.history[0]).toMatchObject({ id: document.id, fileName: 'Carte d’identité.pdf' });
    expect(slot.history[0]?.replacedAt).not.toBeNull();
    const oldFile = await fetch(`${app.url}${slot.history[0]?.downloadUrl}`);
    expect(Buffer.from(await oldFile.arrayBuffer()).equals(pdf)).toBe(true);
    // The replaced version can no longer be acted on.
    expect(errorCode(await client.gql(DELETE, { id: document.id }))).toBe(404);

    expect(
      (await client.gql(DELETE, { id: replaced.data?.uploadFreelanceDocument.id })).data?.deleteFreelanceDocument,
    ).toBe(true);
    slot = slotOf(await listOf(client, freelance.id), 'kbis');
    expect(slot).toMatchObject({ status: 'notUploaded', document: null });
    expect(slot.history.map((v) => Boolean(v.deletedAt))).toEqual([true, false]);
  });
});
