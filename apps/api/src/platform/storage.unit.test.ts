import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentDisposition,
  createDiskStorage,
  fileHeaders,
  isStorageKey,
  newStorageKey,
  type Storage,
  signFilePath,
  verifyFilePath,
} from './storage';

const secret = 'a-test-secret-of-at-least-thirty-two-characters';
let dir: string;
let storage: Storage;
let server: http.Server;
let base: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'orbite-storage-'));
  storage = createDiskStorage({ dir, secret });
  server = http.createServer((req, res) => void storage.serve!(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await fs.rm(dir, { recursive: true, force: true });
});

describe('disk storage', () => {
  it('puts, gets and deletes bytes with their type, under the storage folder', async () => {
    const key = newStorageKey('uploads');
    await storage.put(key, Buffer.from('bonjour'), 'application/pdf');
    const file = await storage.get(key);
    expect(file).toMatchObject({ contentType: 'application/pdf', size: 7 });
    expect(await text(file!.body)).toBe('bonjour');
    expect(await fs.readFile(path.join(dir, key), 'utf8')).toBe('bonjour');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key); // deleting twice is harmless
  });

  it('accepts only generated-looking keys: no dots, no absolute paths, no traversal', async () => {
    expect(isStorageKey(newStorageKey())).toBe(true);
    for (const key of ['../etc/passwd', '/etc/passwd', 'uploads/../../x', 'a//b', 'a/b.pdf', 'A', '', 'a\nb'])
      expect(isStorageKey(key)).toBe(false);
    await expect(storage.put('../evil', Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid storage key/);
    await expect(storage.get('uploads/..%2f..')).rejects.toThrow(/invalid storage key/);
  });
});

describe('signed links', () => {
  const key = 'uploads/0a1b2c3d-0000-4000-8000-000000000001';
  const now = Date.UTC(2025, 0, 15, 12);

  it('verifies a link until it expires (3600 s by default)', () => {
    const link = signFilePath(secret, key, { filename: 'Pièce d’identité.pdf' }, now);
    expect(verifyFilePath(secret, link, now)).toEqual({
      key,
      filename: 'Pièce d’identité.pdf',
      disposition: 'attachment',
    });
    expect(verifyFilePath(secret, link, now + 3600_000)).not.toBeNull();
    expect(verifyFilePath(secret, link, now + 3601_000)).toBeNull();
  });

  it('refuses a tampered key, name, disposition, expiry or signature, and another secret', () => {
    const link = signFilePath(secret, key, { filename: 'a.pdf' }, now);
    const other = 'uploads/0a1b2c3d-0000-4000-8000-000000000002';
    expect(verifyFilePath(secret, link.replace(key, other), now)).toBeNull();
    expect(verifyFilePath(secret, link.replace('filename=a.pdf', 'filename=b.pdf'), now)).toBeNull();
    expect(verifyFilePath(secret, link.replace('disposition=attachment', 'disposition=inline'), now)).toBeNull();
    const expires = new URL(link, 'http://x').searchParams.get('expires')!;
    expect(
      verifyFilePath(secret, link.replace(`expires=${expires}`, `expires=${Number(expires) + 60}`), now),
    ).toBeNull();
    expect(verifyFilePath(secret, link.replace(/signature=[^&]+/, 'signature=AAAA'), now)).toBeNull();
    expect(verifyFilePath(`${secret}-other`, link, now)).toBeNull();
  });

  it('writes an ASCII fallback and the UTF-8 name in Content-Disposition', () => {
    expect(contentDisposition('inline', 'Relevé "2025".pdf')).toBe(
      `inline; filename="Relev_ _2025_.pdf"; filename*=UTF-8''Relev%C3%A9%20%222025%22.pdf`,
    );
  });

  it('drops CR, LF and invisible characters from the name (no header injection, no right-to-left trick)', () => {
    expect(contentDisposition('attachment', 'a.pdf\r\nSet-Cookie: x=1')).toBe(
      `attachment; filename="a.pdfSet-Cookie: x=1"; filename*=UTF-8''a.pdfSet-Cookie%3A%20x%3D1`,
    );
    expect(contentDisposition('attachment', 'cv\u202Efdp.exe')).toBe(
      `attachment; filename="cvfdp.exe"; filename*=UTF-8''cvfdp.exe`,
    );
    expect(contentDisposition('attachment', '\u200B')).toContain('filename="document"');
  });

  it('serves only PDF, JPEG and PNG in place, every file with nosniff and a CSP; a sandbox unless a PDF is viewed', () => {
    const csv = fileHeaders({ contentType: 'text/csv', size: 3 }, 'inline', 'a.csv');
    expect(csv['content-disposition']).toMatch(/^attachment;/);
    expect(csv['content-security-policy']).toContain('sandbox');
    expect(csv['x-content-type-options']).toBe('nosniff');
    const png = fileHeaders({ contentType: 'image/png', size: 3 }, 'inline', 'a.png');
    expect(png['content-disposition']).toMatch(/^inline;/);
    expect(png['content-security-policy']).toContain('sandbox');
    const pdf = fileHeaders({ contentType: 'application/pdf', size: 3 }, 'inline', 'a.pdf');
    expect(pdf['content-security-policy']).toBe("frame-ancestors 'self'");
    const download = fileHeaders({ contentType: 'application/pdf', size: 3 }, 'attachment', 'a.pdf');
    expect(download['content-security-policy']).toContain('sandbox');
    expect(download['x-frame-options']).toBe('DENY');
  });
});

describe('GET /files/{key}', () => {
  it('serves a signed link with the original name and nosniff, and refuses it once tampered or expired', async () => {
    const key = newStorageKey('uploads');
    await storage.put(key, Buffer.from('%PDF-1.4 test'), 'application/pdf');
    const link = await storage.signedUrl(key, { filename: 'kbis.pdf' });
    const ok = await fetch(`${base}${link}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/pdf');
    expect(ok.headers.get('content-disposition')).toBe(`attachment; filename="kbis.pdf"; filename*=UTF-8''kbis.pdf`);
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await ok.text()).toBe('%PDF-1.4 test');

    const inline = await fetch(
      `${base}${await storage.signedUrl(key, { filename: 'kbis.pdf', disposition: 'inline' })}`,
    );
    expect(inline.headers.get('content-disposition')).toMatch(/^inline;/);
    await inline.body?.cancel();

    const tampered = await fetch(`${base}${link.replace('kbis.pdf', 'autre.pdf')}`);
    expect(tampered.status).toBe(403);
    expect((await tampered.json()).errors[0].code).toBe(403);
    const expired = await fetch(`${base}${signFilePath(secret, key, { filename: 'kbis.pdf' }, Date.now() - 3601_000)}`);
    expect(expired.status).toBe(403);
    await expired.body?.cancel();

    await storage.delete(key);
    const gone = await fetch(`${base}${link}`);
    expect(gone.status).toBe(404);
    await gone.body?.cancel();
  });
});
