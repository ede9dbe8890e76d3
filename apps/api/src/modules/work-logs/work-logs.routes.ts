import type { IncomingMessage, ServerResponse } from 'node:http';
import { ErrorCode, httpStatusOf } from '@orbite/domain/errors';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { sendJson, sessionTokenOf } from '../../platform/http';
import { fileHeaders } from '../../platform/storage';
import { resolveSession } from '../auth/auth.viewer';
import { auditImpersonatedRequest } from '../auth/impersonation-audit';
import { findCompany } from '../companies/companies.service';
import { freelanceNamesOf } from '../matches/matches.service';
import { type MarketCaller, marketCallerOf } from '../missions/missions.caller';
import { missionById } from '../missions/missions.service';
import { findUserById } from '../users/users.repository';
import { renderWorkLogPdf } from './work-log-pdf';
import { periodOf, readableWorkLog } from './work-logs.service';

/** The activity report of a work log as a PDF, for whoever may read the work log. */
export async function workLogPdf(deps: AppDeps, caller: MarketCaller, id: number) {
  const { workLog, deal } = await readableWorkLog(deps.db, caller, id);
  const [mission, company, names, validator] = await Promise.all([
    missionById(deps.db, deal.missionId),
    findCompany(deps.db, deal.companyId),
    freelanceNamesOf(deps.db, [deal.freelanceId]),
    workLog.validatedByUserId ? findUserById(deps.db, workLog.validatedByUserId) : null,
  ]);
  const name = names.get(deal.freelanceId);
  const freelanceName = name ? `${name.firstName} ${name.lastName}`.trim() : '';
  const bytes = await renderWorkLogPdf({
    month: workLog.month,
    status: workLog.status,
    missionTitle: mission?.title ?? '',
    freelanceName,
    companyName: company?.name ?? '',
    period: periodOf(deal),
    entries: workLog.entries,
    totalDays: Number(workLog.totalDays),
    comment: workLog.comment,
    submittedAt: workLog.submittedAt,
    validatedAt: workLog.validatedAt,
    validatedBy: validator ? `${validator.firstName} ${validator.lastName}`.trim() : null,
  });
  const slug = freelanceName
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return { bytes, fileName: `cra-${workLog.month}${slug ? `-${slug}` : ''}.pdf` };
}

/** GET /work-log-files/:id: the CRA PDF, same authorization as the work log (404 for others). */
export async function handleWorkLogFileRequest(deps: AppDeps, req: IncomingMessage, res: ServerResponse) {
  try {
    if (req.method !== 'GET') throw new AppError(ErrorCode.notFound);
    const match = /^\/work-log-files\/(\d+)(?:\?.*)?$/.exec(req.url ?? '');
    const id = Number(match?.[1]);
    if (!match || !Number.isSafeInteger(id)) throw new AppError(ErrorCode.notFound);
    const state = await resolveSession(deps.db, sessionTokenOf(req.headers.cookie));
    if (!state) throw new AppError(ErrorCode.unauthorized);
    await auditImpersonatedRequest(deps, state, req);
    const caller = marketCallerOf({
      deps,
      state,
      viewer: state.viewer,
      meta: { ip: 'unknown', userAgent: null },
      requestId: '',
    });
    if (caller.role !== 'teamMember' && !state.viewer.permissions.showMissions) throw new AppError(ErrorCode.forbidden);
    const { bytes, fileName } = await workLogPdf(deps, caller, id);
    res.writeHead(200, fileHeaders({ contentType: 'application/pdf', size: bytes.length }, 'attachment', fileName));
    res.end(Buffer.from(bytes));
  } catch (error) {
    if (!(error instanceof AppError)) deps.logger.error({ err: error }, 'work log file failed');
    const appError = error instanceof AppError ? error : new AppError(ErrorCode.unknown);
    sendJson(res, httpStatusOf(appError.code), { errors: [{ code: appError.code, message: appError.message }] });
  }
}
