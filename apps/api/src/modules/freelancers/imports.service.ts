import { ErrorCode } from '@orbite/domain/errors';
import { normalizeEmail, parseNumber, toInternationalPhone } from '@orbite/domain/validators';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { type Actor, recordActivity } from '../activity/activity.service';
import { findAttachableUpload } from '../documents/uploads.service';
import { catalogueIndex, normalizeSearch } from '../skills/skills.service';
import { insertUser } from '../users/users.repository';
import { createFreelance } from './freelancers.service';
import { linkedInKey, MAX_IMPORT_ROWS, type ParsedRow, parseImportFile, skillsOf, sourceOf } from './imports.parse';
import * as repository from './imports.repository';
import type { FreelanceImportDbRow, FreelanceImportRow } from './imports.tables';

/** Progress is published every this many imported rows. */
export const PROGRESS_EVERY = 25;

export interface ImportCaller {
  actor: Actor;
  role: string | null;
}

const teamOnly = (caller: ImportCaller) => {
  if (caller.role !== 'teamMember' || caller.actor.userId === null) throw new AppError(ErrorCode.forbidden);
  return caller.actor.userId;
};

async function readUpload(deps: AppDeps, uploadId: string, userId: number) {
  const upload = await findAttachableUpload(deps.db, uploadId, userId);
  const stored = await deps.storage.get(upload.storageKey);
  if (!stored) throw new AppError(ErrorCode.notFound, 'Fichier introuvable : envoyez-le à nouveau.', 'uploadId');
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body as AsyncIterable<Buffer | string>)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return { upload, bytes: Buffer.concat(chunks) };
}

const importable = (row: FreelanceImportRow) => row.errors.length === 0 && !row.duplicateOf;

/** Marks the rows that repeat an earlier row of the file or an existing account / profile. */
async function markDuplicates(db: DbOrTx, parsed: ParsedRow[]): Promise<FreelanceImportRow[]> {
  const valid = parsed.filter((row) => row.errors.length === 0);
  const emails = await repository.existingEmails(
    db,
    valid.map((row) => normalizeEmail(row.values.email ?? '')),
  );
  const keys = valid.map((row) => linkedInKey(row.values.linkedInUrl)).filter((k): k is string => k !== null);
  const profiles = await repository.existingLinkedInKeys(db, keys);
  const seenEmails = new Map<string, number>();
  const seenKeys = new Map<string, number>();
  return parsed.map((row) => {
    const result: FreelanceImportRow = { line: row.line, values: row.values, errors: row.errors, duplicateOf: null };
    if (row.errors.length > 0) return result;
    const email = normalizeEmail(row.values.email ?? '');
    const key = linkedInKey(row.values.linkedInUrl);
    const earlier = seenEmails.get(email) ?? (key ? seenKeys.get(key) : undefined);
    if (earlier !== undefined) result.duplicateOf = `ligne ${earlier}`;
    else if (emails.has(email)) result.duplicateOf = `compte existant (${email})`;
    else if (key && profiles.has(key)) result.duplicateOf = `profil LinkedIn existant (${key})`;
    if (!result.duplicateOf) {
      seenEmails.set(email, row.line);
      if (key) seenKeys.set(key, row.line);
    }
    return result;
  });
}

const countsOf = (rows: FreelanceImportRow[]) => ({
  totalRows: rows.length,
  validRows: rows.filter(importable).length,
  errorRows: rows.filter((row) => row.errors.length > 0).length,
  duplicateRows: rows.filter((row) => row.errors.length === 0 && row.duplicateOf).length,
});

/** Parses an uploaded CSV or XLSX file, marks errors and duplicates, and keeps the preview. */
export async function previewFreelanceImport(deps: AppDeps, caller: ImportCaller, uploadId: string) {
  const userId = teamOnly(caller);
  const { upload, bytes } = await readUpload(deps, uploadId, userId);
  if (!['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'].includes(upload.contentType))
    throw new AppError(ErrorCode.invalidFileType, 'Importez un fichier CSV ou XLSX.', 'uploadId');
  const parsed = await parseImportFile(bytes, upload.contentType);
  if (parsed.fileError) throw new AppError(ErrorCode.invalidInput, parsed.fileError, 'uploadId');
  const rows = await markDuplicates(deps.db, parsed.rows);
  return repository.insertImport(deps.db, {
    createdByUserId: userId,
    fileName: upload.originalName,
    status: 'previewed',
    rows,
    ...countsOf(rows),
  });
}

export async function findFreelanceImport(deps: AppDeps, caller: ImportCaller, id: number) {
  teamOnly(caller);
  const row = Number.isInteger(id) ? await repository.findImportById(deps.db, id) : null;
  if (!row) throw new AppError(ErrorCode.notFound);
  return row;
}

/** Refused in the transaction when an account or profile appeared since the preview. */
async function assertStillNew(tx: DbOrTx, rows: FreelanceImportRow[]) {
  const emails = await repository.existingEmails(
    tx,
    rows.map((row) => normalizeEmail(row.values.email ?? '')),
  );
  const taken = rows.find((row) => emails.has(normalizeEmail(row.values.email ?? '')));
  if (taken)
    throw new AppError(
      ErrorCode.emailAlreadyUsed,
      `Ligne ${taken.line} : l’e-mail ${taken.values.email} est utilisé par un compte créé depuis l’aperçu.`,
    );
  const keys = rows.map((row) => linkedInKey(row.values.linkedInUrl)).filter((k): k is string => k !== null);
  const profiles = await repository.existingLinkedInKeys(tx, keys);
  const used = rows.find((row) => profiles.has(linkedInKey(row.values.linkedInUrl) ?? ''));
  if (used)
    throw new AppError(
      ErrorCode.linkedInAlreadyUsed,
      `Ligne ${used.line} : le profil LinkedIn ${used.values.linkedInUrl} est déjà utilisé depuis l’aperçu.`,
    );
}

async function importRow(tx: DbOrTx, row: FreelanceImportRow, skillIds: Map<string, number>) {
  const v = row.values;
  const user = await insertUser(tx, {
    email: (v.email ?? '').trim(),
    firstName: (v.firstName ?? '').trim(),
    lastName: (v.lastName ?? '').trim(),
    phoneNumber: v.phone ? toInternationalPhone(v.phone) : null,
    jobTitle: v.jobTitle?.trim() || null,
    passwordHash: null,
    pendingActivation: true,
  });
  const freelance = await createFreelance(tx, { userId: user.id, firstName: user.firstName, status: 'new' });
  const city = v.city?.trim();
  await repository.setPreUserFields(tx, freelance.id, {
    linkedInUrl: v.linkedInUrl?.trim() || null,
    retribution: v.tjm ? Math.round(parseNumber(v.tjm) ?? 0) || null : null,
    location: city ? { street: null, zipCode: null, city, state: null, countryIso: null, point: null } : null,
    acquisitionSource: (v.source ? sourceOf(v.source) : null) ?? 'other',
  });
  const ids = skillsOf(v.skills)
    .map((name) => skillIds.get(normalizeSearch(name)))
    .filter((id): id is number => id !== undefined);
  await repository.insertFreelanceSkills(tx, freelance.id, [...new Set(ids)]);
  return freelance.id;
}

/**
 * Imports the valid, non-duplicate rows as pre-users in one transaction: all of them or none.
 * A failure rolls everything back and marks the import failed with its reason.
 */
export async function runFreelanceImport(deps: AppDeps, caller: ImportCaller, id: number) {
  teamOnly(caller);
  const publish = (processed: number, total: number) =>
    deps.pubsub.publish('team:freelanceImport', id, { processed, total });
  try {
    return await deps.db.transaction(async (tx) => {
      const current = Number.isInteger(id) ? await repository.findImportForUpdate(tx, id) : null;
      if (!current) throw new AppError(ErrorCode.notFound);
      if (current.status !== 'previewed')
        throw new AppError(ErrorCode.invalidInput, 'Cet import a déjà été exécuté : faites un nouvel aperçu.', 'id');
      const toImport = current.rows.filter(importable);
      await assertStillNew(tx, toImport);
      const catalogue = await catalogueIndex(tx);
      const skillIds = new Map([...catalogue.skills].map(([name, skillId]) => [normalizeSearch(name), skillId]));
      const created = new Map<number, number>();
      for (const [index, row] of toImport.entries()) {
        created.set(row.line, await importRow(tx, row, skillIds));
        if ((index + 1) % PROGRESS_EVERY === 0) publish(index + 1, toImport.length);
      }
      const rows = current.rows.map((row) => ({ ...row, freelanceId: created.get(row.line) ?? null }));
      const sources = toImport.map((row) => (row.values.source ? sourceOf(row.values.source) : null) ?? 'other');
      await recordActivity(tx, caller.actor, {
        category: 'freelance',
        type: 'freelances_imported',
        entityType: 'freelanceImport',
        entityId: id,
        payload: {
          importedCount: created.size,
          skippedCount: current.rows.length - created.size,
          errorRows: current.errorRows,
          duplicateRows: current.duplicateRows,
          sources: Object.fromEntries([...new Set(sources)].map((s) => [s, sources.filter((x) => x === s).length])),
        },
      });
      publish(toImport.length, toImport.length);
      return repository.updateImport(tx, id, {
        status: 'imported',
        rows,
        importedCount: created.size,
        importedAt: new Date(),
      });
    });
  } catch (error) {
    if (
      error instanceof AppError &&
      error.code !== ErrorCode.emailAlreadyUsed &&
      error.code !== ErrorCode.linkedInAlreadyUsed
    )
      throw error;
    const reason =
      error instanceof AppError
        ? error.message
        : 'Erreur inattendue pendant l’import : aucun pré-inscrit n’a été créé.';
    if (!(error instanceof AppError)) deps.logger.error({ err: error, importId: id }, 'freelance import failed');
    return repository.updateImport(deps.db, id, { status: 'failed', failureReason: reason, importedCount: 0 });
  }
}

export const pageOfRows = (row: FreelanceImportDbRow, offset: number, limit: number) =>
  row.rows.slice(Math.max(0, offset), Math.max(0, offset) + Math.min(Math.max(limit, 0), MAX_IMPORT_ROWS));
