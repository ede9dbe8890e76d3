import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config';

/** Default validity of a download link (spec: storage links are signed, valid 3600 s). */
export const SIGNED_URL_SECONDS = 3600;

export type Disposition = 'attachment' | 'inline';

export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number;
}

export interface SignedUrlOptions {
  /** The name the browser saves the file under (the uploader's original name). */
  filename: string;
  expiresInSeconds?: number;
  /** attachment downloads; inline lets the document viewer show it. */
  disposition?: Disposition;
}

/** Where files live: a folder on disk by default, an S3-compatible bucket in production. */
export interface Storage {
  kind: 'disk' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** A temporary link: relative to our origin (disk) or absolute (S3). */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;
  /** Answers `GET /files/{key}?…` for a storage that serves its own links (disk); null for S3. */
  serve: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | null;
}

/** Segments of lowercase letters and digits joined by '/' or '-': no dot, so no '..', no absolute path. */
const keyPattern = /^[a-z0-9]+(?:[/-][a-z0-9]+)*$/;

export function isStorageKey(key: string): boolean {
  return key.length <= 200 && keyPattern.test(key);
}

function assertKey(key: string) {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

/** A fresh key: generated, never derived from what a user typed. */
export function newStorageKey(prefix = 'uploads'): string {
  return `${prefix}/${randomUUID()}`;
}

/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): an ASCII fallback where anything but
 * printable ASCII, quotes, backslashes and percent signs becomes `_`, and the UTF-8 name encoded.
 * Control and invisible formatting characters (CR, LF, right-to-left override…) are dropped first:
 * no header injection, no name that reads otherwise than it is.
 */
export function contentDisposition(disposition: Disposition, filename: string): string {
  const visible = filename.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '').trim() || 'document';
  const fallback = visible.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(visible).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Types a browser may show in place (the document viewer); anything else is always downloaded. */
const viewableTypes = new Set(['application/pdf', 'image/jpeg', 'image/png']);

/**
 * The headers of every file we serve (uploads, generated PDFs, exports): the type we stored (found in
 * the bytes or produced by us, never the one a client declared), nosniff, a Content-Disposition, no
 * caching, and a Content-Security-Policy that sandboxes whatever the browser would render: only a PDF
 * shown in place keeps its viewer (Chromium blocks its PDF viewer in a sandboxed document), framed
 * by our own pages at most.
 */
export function fileHeaders(
  file: { contentType: string; size: number },
  requested: Disposition,
  filename: string,
): Record<string, string> {
  const disposition = viewableTypes.has(file.contentType) ? requested : 'attachment';
  const pdfInPlace = disposition === 'inline' && file.contentType === 'application/pdf';
  return {
    'content-type': file.contentType,
    'content-length': String(file.size),
    'content-disposition': contentDisposition(disposition, filename),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
    'x-frame-options': disposition === 'inline' ? 'SAMEORIGIN' : 'DENY',
    'content-security-policy': pdfInPlace
      ? "frame-ancestors 'self'"
      : `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors ${disposition === 'inline' ? "'self'" : "'none'"}`,
    'cross-origin-resource-policy': 'same-origin',
  };
}

// ---- Signed links of the disk storage -------------------------------------------------------

function signature(secret: string, key: string, expires: number, disposition: Disposition, filename: string) {
  // The key has no newline and the file name comes last: the message is unambiguous.
  return createHmac('sha256', secret).update(`${key}\n${expires}\n${disposition}\n${filename}`).digest('base64url');
}

export function signFilePath(secret: string, key: string, options: SignedUrlOptions, now = Date.now()): string {
  assertKey(key);
  const expires = Math.floor(now / 1000) + (options.expiresInSeconds ?? SIGNED_URL_SECONDS);
  const disposition = options.disposition ?? 'attachment';
  const params = new URLSearchParams({
    expires: String(expires),
    disposition,
    filename: options.filename,
    signature: signature(secret, key, expires, disposition, options.filename),
  });
  return `/files/${key}?${params}`;
}

export interface VerifiedFileLink {
  key: string;
  filename: string;
  disposition: Disposition;
}

/** The link's key and name when its signature is ours and it has not expired; otherwise null. */
export function verifyFilePath(secret: string, pathWithQuery: string, now = Date.now()): VerifiedFileLink | null {
  const url = new URL(pathWithQuery, 'http://localhost');
  if (!url.pathname.startsWith('/files/')) return null;
  const key = url.pathname.slice('/files/'.length);
  const expires = Number(url.searchParams.get('expires'));
  const disposition = url.searchParams.get('disposition');
  const filename = url.searchParams.get('filename') ?? '';
  const given = Buffer.from(url.searchParams.get('signature') ?? '');
  if (!isStorageKey(key) || !Number.isInteger(expires) || expires * 1000 < now) return null;
  if (disposition !== 'attachment' && disposition !== 'inline') return null;
  const expected = Buffer.from(signature(secret, key, expires, disposition, filename));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { key, filename, disposition };
}

// ---- Disk ---------------------------------------------------------------------------------------

export function createDiskStorage(options: { dir: string; secret: string }): Storage {
  const root = path.resolve(options.dir);
  const fileOf = (key: string) => {
    assertKey(key);
    const file = path.resolve(root, key);
    if (!file.startsWith(`${root}${path.sep}`)) throw new Error('storage key outside the storage folder');
    return file;
  };
  // The content type lives next to the bytes; keys have no dot, so `.meta.json` never collides.
  const metaOf = (file: string) => `${file}.meta.json`;

  const storage: Storage = {
    kind: 'disk',
    async put(key, bytes, contentType) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      await fsp.writeFile(temporary, bytes, { flag: 'wx' });
      await fsp.writeFile(metaOf(file), JSON.stringify({ contentType, size: bytes.byteLength }));
      await fsp.rename(temporary, file);
    },
    async get(key) {
      const file = fileOf(key);
      const meta = await fsp.readFile(metaOf(file), 'utf8').catch(() => null);
      const stat = await fsp.stat(file).catch(() => null);
      if (!meta || !stat) return null;
      const { contentType } = JSON.parse(meta) as { contentType: string };
      return { body: fs.createReadStream(file), contentType, size: stat.size };
    },
    async delete(key) {
      const file = fileOf(key);
      await fsp.rm(file, { force: true });
      await fsp.rm(metaOf(file), { force: true });
    },
    async signedUrl(key, signedOptions) {
      return signFilePath(options.secret, key, signedOptions);
    },
    serve: (req, res) => serveSignedFile(storage, options.secret, req, res),
  };
  return storage;
}

function refuse(res: ServerResponse, status: number, code: number, message: string) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ errors: [{ code, message }] }));
}

/** GET /files/{key}?expires&disposition&filename&signature: 403 when expired or tampered. */
async function serveSignedFile(storage: Storage, secret: string, req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, 403, 'Méthode non autorisée.');
  const link = verifyFilePath(secret, req.url ?? '/');
  if (!link) return refuse(res, 403, 403, 'Ce lien de téléchargement a expiré ou n’est pas valide.');
  const file = await storage.get(link.key);
  if (!file) return refuse(res, 404, 404, 'Fichier introuvable.');
  res.writeHead(200, fileHeaders(file, link.disposition, link.filename));
  if (req.method === 'HEAD') {
    file.body.destroy();
    res.end();
    return;
  }
  await pipeline(file.body, res);
}

// ---- S3 -----------------------------------------------------------------------------------------

/** An S3-compatible bucket (AWS, MinIO, Scaleway…): credentials from the SDK's usual chain. */
export async function createS3Storage(options: {
  bucket: string;
  region: string;
  endpoint: string | null;
}): Promise<Storage> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand } = await import('@aws-sdk/client-s3');
  const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
  });
  const Bucket = options.bucket;
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      assertKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async get(key) {
      assertKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength ?? 0,
        };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async signedUrl(key, signedOptions) {
      assertKey(key);
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        // A presigned GET can only override these headers: nosniff and the CSP of fileHeaders are for
        // the bucket's CDN to add (the bucket is another origin than ours). The type is the one put.
        ResponseContentDisposition: contentDisposition(
          signedOptions.disposition ?? 'attachment',
          signedOptions.filename,
        ),
        ResponseCacheControl: 'private, no-store',
      });
      return getSignedUrl(client, command, { expiresIn: signedOptions.expiresInSeconds ?? SIGNED_URL_SECONDS });
    },
    serve: null,
  };
}

/** The storage the configuration asks for. */
export function createStorage(config: Config['storage']): Promise<Storage> {
  if (config.kind === 's3') return createS3Storage(config);
  return Promise.resolve(createDiskStorage(config));
}
