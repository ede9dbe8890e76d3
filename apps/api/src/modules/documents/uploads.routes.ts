import type { IncomingMessage, ServerResponse } from 'node:http';
import { ErrorCode, httpStatusOf } from '@orbite/domain/errors';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { sendJson, sessionTokenOf } from '../../platform/http';
import { resolveSession } from '../auth/auth.viewer';
import { auditImpersonatedRequest } from '../auth/impersonation-audit';
import { MAX_UPLOAD_BYTES } from './documents.rules';
import { receiveUpload } from './uploads.service';

/**
 * Over 10 MB: HTTP 413 with the catalogue's "invalid input" code on the file field (410 means a
 * wrong type, not a wrong size). Nothing past 10 MB is kept: the rest of the body is read and
 * discarded (bounded by the server's request timeout) so that the client does receive the answer;
 * closing the socket under a client still sending makes it see a reset instead.
 */
function sendTooLarge(res: ServerResponse) {
  const error = { code: ErrorCode.invalidInput, field: 'file', message: 'Le fichier dépasse 10 Mo.' };
  sendJson(res, 413, { errors: [error] });
}

/** The body, or null as soon as it grows past `max` bytes (what follows is discarded, not kept). */
function readBodyUpTo(req: IncomingMessage, max: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        req.off('data', onData);
        req.resume();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function fileNameOf(req: IncomingMessage): string {
  const header = req.headers['x-file-name'];
  if (typeof header !== 'string' || !header.trim())
    throw new AppError(ErrorCode.invalidInput, 'Nom de fichier manquant (en-tête X-File-Name).', 'file');
  try {
    return decodeURIComponent(header);
  } catch {
    return header;
  }
}

/**
 * POST /uploads: the raw file as the body, its type as Content-Type and its name, URI-encoded,
 * in X-File-Name (a custom header: a cross-site form cannot send it without a CORS preflight).
 * Answers 201 { uploadId, fileName, contentType, size } for a GraphQL mutation to attach.
 */
export async function handleUploadRequest(deps: AppDeps, req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    const state = await resolveSession(deps.db, sessionTokenOf(req.headers.cookie));
    if (!state) throw new AppError(ErrorCode.unauthorized);
    await auditImpersonatedRequest(deps, state, req);
    if (!state.viewer.role) throw new AppError(ErrorCode.forbidden);
    const fileName = fileNameOf(req);
    if (Number(req.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES) return sendTooLarge(res);
    const bytes = await readBodyUpTo(req, MAX_UPLOAD_BYTES);
    if (!bytes) return sendTooLarge(res);
    const upload = await receiveUpload(deps, state.viewer.user.id, {
      bytes,
      declaredType: req.headers['content-type'] ?? null,
      fileName,
    });
    sendJson(res, 201, {
      uploadId: upload.id,
      fileName: upload.originalName,
      contentType: upload.contentType,
      size: upload.size,
    });
  } catch (error) {
    if (!(error instanceof AppError)) deps.logger.error({ err: error }, 'upload failed');
    const appError = error instanceof AppError ? error : new AppError(ErrorCode.unknown);
    const field = appError.field ? { field: appError.field } : {};
    sendJson(res, httpStatusOf(appError.code), {
      errors: [{ code: appError.code, message: appError.message, ...field }],
    });
  }
}
