/**
 * A hostile set of files sent to POST /uploads: each one is refused with the right code, or stored
 * harmless (re-encoded, renamed, under a generated key) and served with safe headers. The files are
 * built here, small: the bombs are a few hundred kilobytes that would unpack to hundreds of megabytes.
 */
import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Disposition, signFilePath } from '../../platform/storage';
import { makeFreelancer, signedIn } from '../../testing/factories';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { findUploadById } from './documents.repository';
import { MAX_UNPACKED_BYTES } from './documents.rules';

let app: TestApp;
let client: TestClient;
beforeAll(async () => {
  app = await createTestApp();
  const { user } = await makeFreelancer(app);
  client = await signedIn(app, user.email);
});
afterAll(() => app?.stop());

const MB = 1024 * 1024;
const latin1 = (text: string) => Buffer.from(text, 'latin1');

async function send(bytes: Buffer, name: string, type: string) {
  const response = await fetch(`${app.url}/uploads`, {
    method: 'POST',
    headers: { 'content-type': type, 'x-file-name': encodeURIComponent(name), cookie: client.cookie ?? '' },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, json: await response.json() };
}

async function expectRefused(bytes: Buffer, name: string, type: string, code: number, status = 400) {
  const response = await send(bytes, name, type);
  expect(response.status, name).toBe(status);
  expect(response.json.errors[0], name).toMatchObject({ code, field: 'file' });
  return response.json.errors[0].message as string;
}

/** Sends a file that must be accepted; returns its row, the stored bytes and how it is served. */
async function accepted(bytes: Buffer, name: string, type: string, disposition: Disposition = 'attachment') {
  const response = await send(bytes, name, type);
  expect(response.status, `${name}: ${JSON.stringify(response.json)}`).toBe(201);
  const row = (await findUploadById(app.server.deps.db, response.json.uploadId))!;
  expect(row.storageKey).toMatch(/^uploads\/[0-9a-f-]{36}$/);
  const storage = app.server.deps.config.storage;
  if (storage.kind !== 'disk') throw new Error('disk storage expected');
  const served = await fetch(
    `${app.url}${signFilePath(storage.secret, row.storageKey, { filename: row.originalName, disposition })}`,
  );
  expect(served.status).toBe(200);
  expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  expect(served.headers.get('content-type')).toBe(row.contentType);
  return { row, stored: Buffer.from(await served.arrayBuffer()), headers: served.headers };
}

// ---- Builders ------------------------------------------------------------------------------------

const image = (format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: '#3366cc' } })
    [format]()
    .toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(Buffer.concat([latin1(type), data])), 8 + data.length);
  return chunk;
}

/** A real decompression bomb: 20000 x 20000 black-and-white pixels (400 MP) in about 50 kB. */
function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header[8] = 1; // 1 bit per pixel, greyscale
  const rows = deflateSync(Buffer.alloc(20_000 * 2_501), { level: 1 });
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Raw deflate of `megabytes` MB of zeros, about 1 kB per MB: the same flushed block repeated. */
function deflatedZeros(megabytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(MB), { finishFlush: constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array.from({ length: megabytes }, () => block), Buffer.from([0x03, 0x00])]);
}

interface ZipEntry {
  name: string;
  data?: Buffer;
  /** Already deflated bytes (a bomb), with the size the entry announces. */
  deflated?: Buffer;
  size?: number;
  stored?: boolean;
  /** Written as a local entry but left out of the central directory. */
  hidden?: boolean;
}

function zipOf(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = entry.data ?? Buffer.alloc(0);
    const method = entry.stored ? 0 : 8;
    const body = entry.deflated ?? (method === 8 ? deflateRawSync(data) : data);
    const size = entry.size ?? data.length;
    const crc = entry.deflated ? 0 : crc32(data);
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, body);
    if (!entry.hidden) directory.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const end = Buffer.alloc(22);
  const listed = entries.filter((e) => !e.hidden).length;
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(listed, 8);
  end.writeUInt16LE(listed, 10);
  end.writeUInt32LE(Buffer.concat(directory).length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...directory, end]);
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const contentTypes = latin1(
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    `<Override PartName="/word/document.xml" ContentType="${DOCX}.main+xml"/></Types>`,
);
const documentXml = latin1('<w:document><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>');
const docxWith = (extra: ZipEntry[]) =>
  zipOf([
    { name: '[Content_Types].xml', data: contentTypes },
    { name: 'word/document.xml', data: documentXml },
    ...extra,
  ]);

const pdf = latin1('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const pdfWithJavaScript = latin1(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /OpenAction 2 0 R >>\nendobj\n' +
    '2 0 obj\n<< /S /JavaScript /JS (app.alert\\(document.cookie\\)) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const exe = Buffer.concat([latin1('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff'), Buffer.alloc(128)]);
const svgWithScript = latin1(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>',
);

// ---- The hostile set -----------------------------------------------------------------------------

describe('hostile uploads: refused with the right code', () => {
  it('refuses what is not what its name says (410 on the file field)', async () => {
    const png = await image('png');
    const cases: Array<[Buffer, string, string]> = [
      [latin1('<!doctype html><script>alert(1)</script>'), 'page.pdf', 'application/pdf'], // HTML renamed .pdf
      [svgWithScript, 'logo.svg', 'image/svg+xml'], // SVG with a script
      [svgWithScript, 'logo.png', 'image/png'], // SVG renamed .png
      [exe, 'photo.jpg', 'image/jpeg'], // Windows executable renamed .jpg
      [latin1('GIF89a/*\x00\x00*/=1;alert(document.cookie)//'), 'anim.gif', 'image/gif'], // GIF/JavaScript polyglot
      [latin1('GIF89a/*\x00\x00*/=1;alert(document.cookie)//'), 'anim.jpg', 'image/jpeg'], // the same, renamed .jpg
      [await image('webp'), 'photo.webp', 'image/webp'], // images other than JPEG and PNG
      [Buffer.alloc(0), 'vide.pdf', 'application/pdf'], // empty file
      [latin1('%'), 'un-octet.pdf', 'application/pdf'], // one byte
      [pdf, 'cv.pdf.exe', 'application/pdf'], // double extension
      [pdf, 'cv\u202Efdp.exe', 'application/pdf'], // right-to-left override: reads "cvexe.pdf"
      [pdf, 'cv.pdf', 'image/png'], // the multipart/declared type lies
      [png, 'photo.png', 'application/pdf'], // the declared type lies the other way
    ];
    for (const [bytes, name, type] of cases) await expectRefused(bytes, name, type, 410);
  });

  it('refuses PDF polyglots: a PDF that is also a ZIP, a PDF that starts as a web page', async () => {
    const zip = zipOf([{ name: 'x.html', data: latin1('<script>alert(1)</script>') }]);
    expect(await expectRefused(Buffer.concat([pdf, zip]), 'cv.pdf', 'application/pdf', 410)).toContain('ZIP');
    const htmlPdf = latin1('%PDF-1.4\n%<html><body><script>alert(1)</script></body></html>\n%%EOF\n');
    expect(await expectRefused(htmlPdf, 'cv.pdf', 'application/pdf', 410)).toContain('page web');
  });

  it('refuses a PNG declaring 20000 x 20000 pixels (400 MP, 50 kB compressed) with 400 before decoding it', async () => {
    const message = await expectRefused(pngBomb(), 'bombe.png', 'image/png', 400);
    expect(message).toContain('40 mégapixels');
  });

  it('refuses a file just over 10 MB with HTTP 413 and code 400', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(10 * MB + 1 - pdf.length)]);
    await expectRefused(big, 'gros.pdf', 'application/pdf', 400, 413);
  });

  it('refuses zip bombs: honest, lying about their sizes, many small files, renamed .docx, nested in a DOCX', async () => {
    const overBudget = MAX_UNPACKED_BYTES / MB + 50;
    // One entry announcing 250 MB: refused from the directory alone.
    const honest = zipOf([{ name: 'zeros.bin', deflated: deflatedZeros(overBudget), size: overBudget * MB }]);
    expect(honest.length).toBeLessThan(MB);
    expect(await expectRefused(honest, 'export.zip', 'application/zip', 400)).toContain('décompressée');
    // The same bytes announcing 1 kB: unpacking stops after 1 kB.
    const lying = zipOf([{ name: 'zeros.bin', deflated: deflatedZeros(overBudget), size: 1024 }]);
    expect(await expectRefused(lying, 'export.zip', 'application/zip', 410)).toContain('taille annoncée');
    // A LinkedIn-like export of CSV files each under 5 MB, together over the bound.
    const many = zipOf(
      Array.from({ length: Math.ceil(overBudget / 4) }, (_, i) => ({
        name: `Positions${i}.csv`,
        deflated: deflatedZeros(4),
        size: 4 * MB,
      })),
    );
    await expectRefused(many, 'export.zip', 'application/zip', 400);
    // A ZIP bomb renamed .docx is a ZIP, not a DOCX.
    await expectRefused(honest, 'cv.docx', DOCX, 410);
    // A real DOCX carrying a bomb as an embedded archive.
    const nested = docxWith([{ name: 'word/embeddings/oleObject1.zip', data: honest, stored: true }]);
    await expectRefused(nested, 'cv.docx', DOCX, 400);
  });

  it('refuses an archive hiding an entry that only a reader of local headers would see (410)', async () => {
    const hidden = docxWith([{ name: 'word/hidden.xml', data: latin1('<x/>'), hidden: true }]);
    expect(await expectRefused(hidden, 'cv.docx', DOCX, 410)).toContain('caché');
    const trailing = Buffer.concat([docxWith([]), latin1('<script>alert(1)</script>')]);
    await expectRefused(trailing, 'cv.docx', DOCX, 410);
  });
});

describe('hostile uploads: stored harmless and served with safe headers', () => {
  it('re-encodes a PNG carrying a ZIP after its end: the ZIP is gone', async () => {
    const payload = zipOf([{ name: 'shell.php', data: latin1('<?php system($_GET["c"]); ?>') }]);
    const polyglot = Buffer.concat([await image('png'), payload]);
    const { stored, row, headers } = await accepted(polyglot, 'avatar.png', 'image/png', 'inline');
    expect(row.contentType).toBe('image/png');
    expect(stored.includes(latin1('PK\x03\x04'))).toBe(false);
    expect(stored.includes(latin1('<?php'))).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 8, height: 6 });
    expect(row.size).toBe(stored.length);
    expect(headers.get('content-disposition')).toMatch(/^inline; filename="avatar.png"/);
    expect(headers.get('content-security-policy')).toContain('sandbox');
  });

  it('re-encodes a JPEG with PHP and HTML after its end-of-image marker', async () => {
    const payload = latin1('<?php system($_GET["c"]); ?><html><script>alert(1)</script></html>');
    const { stored } = await accepted(Buffer.concat([await image('jpeg'), payload]), 'photo.jpeg', 'image/jpeg');
    expect(stored.includes(latin1('<?php'))).toBe(false);
    expect(stored.includes(latin1('<script'))).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
  });

  it('re-encodes a JPEG with EXIF GPS coordinates: the EXIF is gone', async () => {
    const located = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'TelephoneEspion' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } })
      .toBuffer();
    expect((await sharp(located).metadata()).exif).toBeDefined();
    const { stored } = await accepted(located, 'vacances.jpg', 'image/jpeg');
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(latin1('TelephoneEspion'))).toBe(false);
  });

  it('keeps a PDF with JavaScript but only serves it as application/pdf, nosniff, sandboxed as a download', async () => {
    const download = await accepted(pdfWithJavaScript, 'contrat.pdf', 'application/pdf');
    expect(download.stored.equals(pdfWithJavaScript)).toBe(true);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(download.headers.get('content-security-policy')).toContain('sandbox');
    expect(download.headers.get('x-frame-options')).toBe('DENY');
    // Shown in place (the document viewer frames it), the browser's PDF viewer runs it, framed by us only.
    const view = await accepted(pdfWithJavaScript, 'contrat.pdf', 'application/pdf', 'inline');
    expect(view.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(view.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(view.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('keeps only the last part of a path-traversal name, under a generated key', async () => {
    const { row, headers } = await accepted(pdf, '../../etc/passwd.pdf', 'application/pdf');
    expect(row.originalName).toBe('passwd.pdf');
    expect(row.storageKey).not.toContain('passwd');
    expect(headers.get('content-disposition')).toBe(`attachment; filename="passwd.pdf"; filename*=UTF-8''passwd.pdf`);
  });

  it('drops CR, LF and invisible characters from names: no header injection, no reversed name', async () => {
    const injected = await accepted(pdf, 'cv.pdf\r\nSet-Cookie: session=volee\r\nX: y.pdf', 'application/pdf');
    expect(injected.row.originalName).toBe('cv.pdfSet-Cookie: session=voleeX: y.pdf');
    expect(injected.headers.get('set-cookie')).toBeNull();
    expect(injected.headers.get('x')).toBeNull();
    const reversed = await accepted(pdf, 'facture\u202Eexe.pdf', 'application/pdf');
    expect(reversed.row.originalName).toBe('factureexe.pdf');
    expect(reversed.headers.get('content-disposition')).not.toContain('%E2%80%AE');
  });

  it('gives a name without extension the extension of its real type', async () => {
    const { row, headers } = await accepted(pdf, 'scan', 'application/octet-stream');
    expect(row.originalName).toBe('scan.pdf');
    expect(headers.get('content-disposition')).toContain('filename="scan.pdf"');
  });

  it('serves a CSV holding a script as a sandboxed download, even when asked inline', async () => {
    const csv = Buffer.from('nom;email\n<script>alert(1)</script>;a@b.fr\n', 'utf8');
    const { row, headers } = await accepted(csv, 'liste.csv', 'text/csv', 'inline');
    expect(row.contentType).toBe('text/csv');
    expect(headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(headers.get('content-security-policy')).toContain('sandbox');
  });

  it('accepts a DOCX with an embedded spreadsheet (a nested archive within bounds)', async () => {
    const sheet = zipOf([{ name: 'xl/workbook.xml', data: latin1('<workbook/>') }]);
    const docx = docxWith([{ name: 'word/embeddings/Feuille1.xlsx', data: sheet }]);
    const { row, headers } = await accepted(docx, 'cv.docx', DOCX, 'inline');
    expect(row.contentType).toBe(DOCX);
    expect(headers.get('content-disposition')).toMatch(/^attachment;/);
  });
});
