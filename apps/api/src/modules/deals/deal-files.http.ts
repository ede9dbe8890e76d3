import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { ErrorCode, httpStatusOf } from '@orbite/domain/errors';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { sendJson, sessionTokenOf } from '../../platform/http';
import { fileHeaders } from '../../platform/storage';
import { resolveSession } from '../auth/auth.viewer';
import { auditImpersonatedRequest } from '../auth/impersonation-audit';
import { marketCallerOf } from '../missions/missions.caller';
import { readableDocument } from './signatures.service';

/** "Bon de commande D-4-v1 (exemplaire client)" -> "Bon de commande D-4-v1 (exemplaire client) - signé.pdf". */
function fileNameOf(name: string, signed: boolean): string {
  const clean =
    name
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Document';
  return `${clean}${signed ? ' - signé' : ''}.pdf`;
}

/**
 * GET /deal-files/{documentId}[?signed=1][&inline=1]: a deal document's PDF (or its frozen signed
 * file) for the deal's freelancer, the client company's users who see missions, and the team; 404
 * for anyone else, as for a document that does not exist.
 */
export async function handleDealFileRequest(deps: AppDeps, req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new AppError(ErrorCode.notFound);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = /^\/deal-files\/(\d{1,10})$/.exec(url.pathname);
    if (!match) throw new AppError(ErrorCode.notFound);
    const state = await resolveSession(deps.db, sessionTokenOf(req.headers.cookie));
    if (!state) throw new AppError(ErrorCode.unauthorized);
    await auditImpersonatedRequest(deps, state, req);
    const viewer = state.viewer;
    if (viewer.role === 'corporate' && !viewer.permissions.showMissions) throw new AppError(ErrorCode.notFound);
    const caller = marketCallerOf({ deps, state, viewer, meta: { ip: '', userAgent: null }, requestId: '' });
    const { document } = await readableDocument(deps.db, caller, Number(match[1]));
    const signed = url.searchParams.get('signed') === '1';
    const key = signed ? document.signedStorageKey : document.storageKey;
    if (!key) throw new AppError(ErrorCode.notFound);
    const file = await deps.storage.get(key);
    if (!file) throw new AppError(ErrorCode.notFound);
    const disposition = url.searchParams.get('inline') === '1' ? 'inline' : 'attachment';
    const pdf = { contentType: 'application/pdf', size: file.size };
    res.writeHead(200, fileHeaders(pdf, disposition, fileNameOf(document.name, signed)));
    if (req.method === 'HEAD') {
      file.body.destroy();
      res.end();
      return;
    }
    await pipeline(file.body, res);
  } catch (error) {
    if (!(error instanceof AppError)) deps.logger.error({ err: error }, 'deal file download failed');
    const appError = error instanceof AppError ? error : new AppError(ErrorCode.unknown);
    if (res.headersSent) return void res.end();
    sendJson(res, httpStatusOf(appError.code), { errors: [{ code: appError.code, message: appError.message }] });
  }
}
