import { createHash } from 'node:crypto';
import path from 'node:path';
import { ErrorCode } from '@orbite/domain/errors';
import { fileTypeFromBuffer } from 'file-type';
import type { DbOrTx } from '../../db/client';
import { isActiveMarkup } from '../../graphql/hostile-input';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newStorageKey } from '../../platform/storage';
import * as repository from './documents.repository';
import { normalizeContentType, uploadTypes } from './documents.rules';
import type { UploadRow } from './documents.tables';
import { harmlessContent } from './upload-content';

export interface ReceivedFile {
  bytes: Buffer;
  /** Content-Type the client declared. */
  declaredType: string | null;
  fileName: string;
}

const invalidType = () =>
  new AppError(
    ErrorCode.invalidFileType,
    'Type de fichier non accepté : PDF, JPEG, PNG, CSV, XLSX, ZIP ou DOCX uniquement.',
    'file',
  );

/**
 * A file name safe to keep: no folders, no control or invisible formatting characters (a right-to-left
 * override makes `cv\u202Efdp.exe` read as `cvexe.pdf`), no trailing dots or spaces, at most 200 characters.
 */
export function cleanFileName(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? '';
  // A name that is markup (`<img onerror=...>.pdf`) keeps only its extension: it is shown in pages and mails.
  const base = isActiveMarkup(last) ? `document${path.extname(last.replace(/[<>"'`]/g, ''))}` : last;
  const cleaned = base
    .replace(/[<>"`]/g, '')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .trim()
    .replace(/[.\s]+$/u, '')
    .slice(-200);
  return cleaned || 'document';
}

/** The name kept for a file of a verified type: it always ends with one of that type's extensions. */
export function storedFileName(name: string, contentType: string): string {
  const cleaned = cleanFileName(name);
  const extensions = uploadTypes[contentType] ?? [];
  const extension = path.extname(cleaned).slice(1).toLowerCase();
  if (extensions.length === 0 || extensions.includes(extension)) return cleaned;
  return `${cleaned.slice(0, 195)}.${extensions[0]}`;
}

const csvDeclaredTypes = ['', 'text/csv', 'text/plain', 'application/vnd.ms-excel', 'application/octet-stream'];

/** Text has no magic bytes: a `.csv` name, a text-like declared type and UTF-8 text without NUL make a CSV. */
function csvTypeOf(file: ReceivedFile): { mime: string } | undefined {
  if (path.extname(cleanFileName(file.fileName)).toLowerCase() !== '.csv') return undefined;
  if (!csvDeclaredTypes.includes(normalizeContentType(file.declaredType))) return undefined;
  if (file.bytes.includes(0)) return undefined;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(file.bytes);
  } catch {
    return undefined;
  }
  return { mime: 'text/csv' };
}

/**
 * The type the bytes really have (magic bytes), refused with 410 on the file field when it is not
 * accepted or when the declared type or the name's extension says something else.
 */
export async function detectContentType(file: ReceivedFile): Promise<string> {
  const detected = (await fileTypeFromBuffer(file.bytes)) ?? csvTypeOf(file);
  const extensions = detected ? uploadTypes[detected.mime] : undefined;
  if (!detected || !extensions) throw invalidType();
  const declared = normalizeContentType(file.declaredType);
  if (declared && declared !== 'application/octet-stream' && declared !== detected.mime && detected.mime !== 'text/csv')
    throw invalidType();
  const extension = path.extname(cleanFileName(file.fileName)).slice(1).toLowerCase();
  if (extension && !extensions.includes(extension)) throw invalidType();
  return detected.mime;
}

/**
 * Checks a received file (magic bytes, then its content: see upload-content.ts), stores what is
 * harmless of it (re-encoded images) under a generated key and records who sent it; the name given
 * is kept only as metadata, for Content-Disposition.
 */
export async function receiveUpload(deps: AppDeps, ownerUserId: number, file: ReceivedFile): Promise<UploadRow> {
  if (file.bytes.length === 0) throw new AppError(ErrorCode.invalidFileType, 'Le fichier est vide.', 'file');
  const contentType = await detectContentType(file);
  const bytes = await harmlessContent(file.bytes, contentType);
  const storageKey = newStorageKey('uploads');
  await deps.storage.put(storageKey, bytes, contentType);
  try {
    return await repository.insertUpload(deps.db, {
      ownerUserId,
      storageKey,
      originalName: storedFileName(file.fileName, contentType),
      contentType,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  } catch (error) {
    await deps.storage.delete(storageKey).catch(() => {});
    throw error;
  }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An upload its owner may attach: someone else's, an unknown one or one already attached is
 * "not found" on the uploadId field (send the file again).
 */
export async function findAttachableUpload(db: DbOrTx, uploadId: string, ownerUserId: number): Promise<UploadRow> {
  const upload = uuidPattern.test(uploadId) ? await repository.findUploadById(db, uploadId) : null;
  if (!upload || upload.ownerUserId !== ownerUserId || (await repository.isUploadAttached(db, upload.id)))
    throw new AppError(ErrorCode.notFound, 'Fichier introuvable : envoyez-le à nouveau.', 'uploadId');
  return upload;
}
