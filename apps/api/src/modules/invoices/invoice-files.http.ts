/**
 * Downloads: GET /invoice-files/{id}.pdf (the PDF), GET /invoice-files/{id}?format=facturx (the
 * Factur-X PDF/A-3) for whoever may read the invoice (the team, the freelancer concerned, the
 * client's users); GET /invoices/export.csv?from&to, the accounting export, for the team only.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isCalendarDay } from '@orbite/domain/calendar-day';
import { ErrorCode, httpStatusOf } from '@orbite/domain/errors';
import type { GraphQLContext } from '../../graphql/context';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { sendJson, sessionTokenOf } from '../../platform/http';
import { fileHeaders } from '../../platform/storage';
import { resolveSession } from '../auth/auth.viewer';
import { auditImpersonatedRequest } from '../auth/impersonation-audit';
import { type MarketCaller, marketCallerOf } from '../missions/missions.caller';
import { accountingExport } from './accounting-export';
import { canManageInvoices } from './invoices.policy';
import { readableInvoice } from './invoices.service';

async function callerOf(deps: AppDeps, req: IncomingMessage): Promise<MarketCaller> {
  const state = await resolveSession(deps.db, sessionTokenOf(req.headers.cookie));
  if (!state) throw new AppError(ErrorCode.unauthorized);
  await auditImpersonatedRequest(deps, state, req);
  return marketCallerOf({ deps, state, viewer: state.viewer } as unknown as GraphQLContext);
}

async function serveInvoiceFile(deps: AppDeps, req: IncomingMessage, res: ServerResponse, url: URL) {
  const match = url.pathname.match(/^\/invoice-files\/(\d{1,10})(\.pdf)?$/);
  if (!match) throw new AppError(ErrorCode.notFound);
  const caller = await callerOf(deps, req);
  const invoice = await readableInvoice(deps.db, caller, Number(match[1]));
  const facturx = url.searchParams.get('format') === 'facturx';
  const key = facturx ? invoice.facturxStorageKey : invoice.pdfStorageKey;
  const file = key ? await deps.storage.get(key) : null;
  if (!file) throw new AppError(ErrorCode.notFound);
  const prefix = invoice.kind === 'creditNote' ? 'avoir' : 'facture';
  const filename = `${prefix}-${invoice.number ?? invoice.id}${facturx ? '-facturx' : ''}.pdf`;
  const disposition = url.searchParams.get('disposition') === 'inline' ? 'inline' : 'attachment';
  res.writeHead(200, fileHeaders({ contentType: 'application/pdf', size: file.size }, disposition, filename));
  file.body.pipe(res);
}

async function serveExport(deps: AppDeps, req: IncomingMessage, res: ServerResponse, url: URL) {
  const caller = await callerOf(deps, req);
  if (!canManageInvoices(caller)) throw new AppError(ErrorCode.forbidden);
  const from = url.searchParams.get('from');
  const to = url.searchParams.get('to');
  if (!isCalendarDay(from) || !isCalendarDay(to) || from > to)
    throw new AppError(ErrorCode.invalidInput, 'Indiquez une période valide (du … au …).', 'from');
  const csv = Buffer.from(await accountingExport(deps.db, from, to), 'utf8');
  const file = { contentType: 'text/csv; charset=utf-8', size: csv.length };
  res.writeHead(200, fileHeaders(file, 'attachment', `ecritures-${from}-${to}.csv`));
  res.end(csv);
}

/** Answers the invoice routes; false when the URL is not one of them. */
export async function handleInvoiceFileRequest(
  deps: AppDeps,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const isFile = url.pathname.startsWith('/invoice-files/');
  const isExport = url.pathname === '/invoices/export.csv';
  if (!isFile && !isExport) return false;
  try {
    if (req.method !== 'GET') throw new AppError(ErrorCode.notFound);
    if (isFile) await serveInvoiceFile(deps, req, res, url);
    else await serveExport(deps, req, res, url);
  } catch (error) {
    if (!(error instanceof AppError)) deps.logger.error({ err: error }, 'invoice download failed');
    const appError = error instanceof AppError ? error : new AppError(ErrorCode.unknown);
    if (!res.headersSent)
      sendJson(res, httpStatusOf(appError.code), { errors: [{ code: appError.code, message: appError.message }] });
    else res.end();
  }
  return true;
}
