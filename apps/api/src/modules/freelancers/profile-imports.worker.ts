/**
 * The background worker of profile imports. Every process polls every 2 s (main.ts); rows are claimed
 * with FOR UPDATE SKIP LOCKED, so one process handles each. A file is read within a time bound; a
 * LinkedIn import is applied at once, a CV import keeps its proposal for the freelancer's review.
 * Failures end the import `failed` with a French message. Tests call `runProfileImportPass`.
 */
import type { Readable } from 'node:stream';
import { ErrorCode } from '@orbite/domain/errors';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity/activity.service';
import { findUploadById } from '../documents/documents.repository';
import { findFreelanceById } from './freelancers.repository';
import type { ProfileCaller } from './profile.service';
import {
  ImportParseError,
  isEmptyProposal,
  isLinkedInKind,
  type ProfileImportProposal,
  parseLinkedInExport,
  parseProfileText,
} from './profile-imports.parse';
import * as repository from './profile-imports.repository';
import { applyItems, matchCatalogue } from './profile-imports.service';
import type { ProfileImportRow } from './profile-imports.tables';

export const POLL_INTERVAL_MS = 2_000;
/** How long one file may take to read before the import fails. */
export const PARSE_TIMEOUT_MS = 30_000;
/** A claimed row whose process died is taken again after this long, up to MAX_ATTEMPTS times. */
const STALE_MS = 5 * 60_000;
const MAX_ATTEMPTS = 3;

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await extractText(pdf, { mergePages: false });
    return (Array.isArray(text) ? text : [text]).join('\n');
  } catch {
    throw new ImportParseError(
      'PDF illisible : envoyez un PDF non protégé, produit par LinkedIn ou votre traitement de texte.',
    );
  }
}

async function docxText(bytes: Buffer): Promise<string> {
  const mammoth = await import('mammoth');
  try {
    const { value } = await mammoth.extractRawText({ buffer: bytes });
    return value;
  } catch {
    throw new ImportParseError('Document Word illisible : enregistrez-le à nouveau au format DOCX.');
  }
}

/** What the file holds, matched to the catalogue. */
async function proposalOf(deps: AppDeps, row: ProfileImportRow): Promise<ProfileImportProposal> {
  const upload = row.uploadId ? await findUploadById(deps.db, row.uploadId) : null;
  const stored = upload ? await deps.storage.get(upload.storageKey) : null;
  if (!stored) throw new ImportParseError('Fichier introuvable : envoyez-le à nouveau.');
  const bytes = await bytesOf(stored.body);
  let proposal: ProfileImportProposal;
  if (row.kind === 'linkedinExport') proposal = parseLinkedInExport(bytes);
  else if (row.kind === 'cvDocx') proposal = parseProfileText(await docxText(bytes));
  else proposal = parseProfileText(await pdfText(bytes));
  if (isEmptyProposal(proposal))
    throw new ImportParseError(
      row.kind === 'linkedinPdf'
        ? 'Ce PDF ne ressemble pas à un profil LinkedIn : aucune expérience, formation, compétence ni langue trouvée.'
        : row.kind === 'linkedinExport'
          ? 'Cet export LinkedIn est vide : aucune expérience, formation, compétence ni langue trouvée.'
          : 'CV vide ou illisible : aucune expérience, formation, compétence ni langue trouvée.',
    );
  return matchCatalogue(deps.db, proposal);
}

function withinTime<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ImportParseError('La lecture du fichier a pris trop de temps : essayez un fichier plus léger.')),
      PARSE_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The worker acts for whoever started the import, with the team's right to edit the profile. */
const workerCaller = (row: ProfileImportRow): ProfileCaller => ({
  actor: { userId: row.createdByUserId, impersonatorUserId: null },
  profile: { role: 'teamMember', freelanceId: null },
});

async function finish(deps: AppDeps, row: ProfileImportRow, patch: Partial<ProfileImportRow>) {
  await deps.db.transaction(async (tx) => {
    const current = await repository.lockImport(tx, row.id);
    if (current?.status !== 'doing') return; // discarded meanwhile, or done by another pass
    await repository.updateImport(tx, row.id, { ...patch, finishedAt: new Date() });
  });
}

/** Reads one claimed import and ends it done or failed. */
async function processImport(deps: AppDeps, row: ProfileImportRow): Promise<void> {
  try {
    const proposal = await withinTime(proposalOf(deps, row));
    if (!isLinkedInKind(row.kind)) {
      await finish(deps, row, {
        status: 'done',
        error: null,
        proposal: proposal as unknown as Record<string, unknown>,
      });
      return;
    }
    await deps.db.transaction(async (tx) => {
      const current = await repository.lockImport(tx, row.id);
      if (current?.status !== 'doing') return;
      const freelance = await findFreelanceById(tx, row.freelanceId);
      if (!freelance) throw new AppError(ErrorCode.notFound, 'Profil introuvable.');
      const caller = workerCaller(row);
      await applyItems(deps, tx, caller, freelance, {
        experiences: proposal.experiences,
        education: proposal.education,
        skills: proposal.skills,
        languages: proposal.languages,
        linkedInUrlValue: proposal.linkedInUrl,
      });
      const now = new Date();
      await repository.updateImport(tx, row.id, {
        status: 'done',
        error: null,
        proposal: proposal as unknown as Record<string, unknown>,
        finishedAt: now,
        appliedAt: now,
      });
      await recordActivity(tx, caller.actor, {
        category: 'freelance',
        type: 'freelance_profile_import_applied',
        entityType: 'freelancer',
        entityId: freelance.id,
        payload: { importId: row.id, kind: row.kind },
      });
    });
  } catch (error) {
    const known = error instanceof ImportParseError || error instanceof AppError;
    if (!known) deps.logger.error({ err: error, importId: row.id }, 'profile import failed');
    await finish(deps, row, {
      status: 'failed',
      error: known ? (error as Error).message : 'L’import a échoué : réessayez ou complétez votre profil à la main.',
    });
  }
}

/** One pass: claims the waiting imports and handles them one after the other. Answers how many. */
export async function runProfileImportPass(deps: AppDeps): Promise<number> {
  const claimed = await deps.db.transaction((tx) => repository.claimDoing(tx, new Date(Date.now() - STALE_MS), 5));
  for (const row of claimed) {
    if (row.attempts > MAX_ATTEMPTS)
      await finish(deps, row, {
        status: 'failed',
        error: 'L’import a échoué plusieurs fois : envoyez le fichier à nouveau.',
      });
    else await processImport(deps, row);
  }
  return claimed.length;
}

/** Polls every 2 s in the product's process; answers the stop function. */
export function startProfileImportWorker(deps: AppDeps): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await runProfileImportPass(deps);
    } catch (error) {
      deps.logger.error({ err: error }, 'profile import pass failed');
    } finally {
      running = false;
    }
  }, POLL_INTERVAL_MS);
  timer.unref?.();
  return () => clearInterval(timer);
}
