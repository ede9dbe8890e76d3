import { type CalendarDay, todayInParis } from '@orbite/domain/calendar-day';
import { type KycDocumentType, type KycRefusalReason, type KycStatus, kycDocumentTypes } from '@orbite/domain/enums';
import { ErrorCode } from '@orbite/domain/errors';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { type Actor, recordActivity } from '../activity/activity.service';
import type { Viewer } from '../auth/auth.viewer';
import { findFreelance } from '../freelancers/freelancers.service';
import {
  canActOnDocument,
  canReachFreelanceDocuments,
  type DocumentAction,
  type DocumentActor,
  documentActorOf,
} from './documents.policy';
import * as repository from './documents.repository';
import { effectiveStatus, kycContentTypes, MAX_REFUSAL_COMMENT_LENGTH } from './documents.rules';
import type { FreelanceDocumentRecord } from './documents.tables';
import { findAttachableUpload } from './uploads.service';

/** A document version as readers see it: with its file and its effective status. */
export type FreelanceDocumentView = FreelanceDocumentRecord & { effectiveStatus: KycStatus };

/** One line of a freelance's KYC list: a type with its current document, or notUploaded. */
export interface FreelanceDocumentSlot {
  freelanceId: number;
  type: KycDocumentType;
  status: KycStatus;
  document: FreelanceDocumentView | null;
  /** Replaced and deleted versions, newest first. */
  history: FreelanceDocumentView[];
}

/** Who calls: the effective viewer, and the actor recorded on activity events. */
export interface DocumentCaller {
  viewer: Viewer;
  actor: Actor;
}

const view = (record: FreelanceDocumentRecord, today: CalendarDay): FreelanceDocumentView => ({
  ...record,
  effectiveStatus: effectiveStatus(record.status, record.expiresAt, today),
});

export async function listFreelanceDocuments(
  deps: AppDeps,
  viewer: Viewer,
  freelanceId: number,
): Promise<FreelanceDocumentSlot[]> {
  if (!canReachFreelanceDocuments(documentActorOf(viewer), freelanceId)) throw notFound();
  if (!(await findFreelance(deps.db, freelanceId))) throw notFound();
  const today = todayInParis();
  const versions = (await repository.listDocumentsOfFreelance(deps.db, freelanceId)).map((row) => view(row, today));
  return kycDocumentTypes.map((type) => {
    const ofType = versions.filter((version) => version.type === type);
    const document = ofType.find((version) => !version.replacedAt && !version.deletedAt) ?? null;
    const history = ofType.filter((version) => version !== document);
    return { freelanceId, type, status: document?.effectiveStatus ?? 'notUploaded', document, history };
  });
}

function assertNotPast(expiresAt: CalendarDay | null, today: CalendarDay) {
  if (expiresAt && expiresAt < today)
    throw new AppError(ErrorCode.invalidInput, 'La date d’expiration est déjà passée.', 'expiresAt');
}

/** The current document with this id, locked, once the caller may do `action` on it. */
async function currentDocumentFor(tx: DbOrTx, actor: DocumentActor, id: number, action: DocumentAction) {
  const document = await repository.findCurrentDocumentForUpdate(tx, id);
  if (!document || !canReachFreelanceDocuments(actor, document.freelanceId)) throw notFound();
  const status = effectiveStatus(document.status, document.expiresAt, todayInParis());
  if (!canActOnDocument(actor, action, { freelanceId: document.freelanceId, status })) throw forbidden();
  return { document, status };
}

async function reread(tx: DbOrTx, id: number): Promise<FreelanceDocumentView> {
  return view((await repository.findDocumentById(tx, id))!, todayInParis());
}

const event = (type: string, document: { id: number; freelanceId: number; type: KycDocumentType }) => ({
  category: 'kyc',
  type,
  entityType: 'freelance_document',
  entityId: document.id,
});

export interface UploadFreelanceDocumentInput {
  freelanceId: number;
  type: KycDocumentType;
  uploadId: string;
  expiresAt: CalendarDay | null;
}

/** Attaches an upload of the caller as the document of a type; a current one is replaced (kept as history). */
export async function uploadFreelanceDocument(
  deps: AppDeps,
  caller: DocumentCaller,
  input: UploadFreelanceDocumentInput,
) {
  const actor = documentActorOf(caller.viewer);
  if (!canReachFreelanceDocuments(actor, input.freelanceId)) throw notFound();
  if (!(await findFreelance(deps.db, input.freelanceId))) throw notFound();
  const today = todayInParis();
  assertNotPast(input.expiresAt, today);
  return deps.db.transaction(async (tx) => {
    const previous = await repository.findCurrentOfTypeForUpdate(tx, input.freelanceId, input.type);
    const from = previous ? effectiveStatus(previous.status, previous.expiresAt, today) : null;
    if (!canActOnDocument(actor, 'upload', { freelanceId: input.freelanceId, status: from })) throw forbidden();
    const upload = await findAttachableUpload(tx, input.uploadId, caller.viewer.user.id);
    if (!kycContentTypes.includes(upload.contentType))
      throw new AppError(ErrorCode.invalidFileType, 'Document attendu en PDF, JPEG ou PNG.', 'file');
    if (previous) await repository.updateDocument(tx, previous.id, { replacedAt: new Date() });
    const created = await repository.insertDocument(tx, {
      freelanceId: input.freelanceId,
      type: input.type,
      status: 'pendingOrbiteReview',
      uploadId: upload.id,
      uploadedByUserId: caller.viewer.user.id,
      expiresAt: input.expiresAt,
    });
    await recordActivity(tx, caller.actor, {
      ...event(previous ? 'freelance_document_replaced' : 'freelance_document_uploaded', created),
      payload: {
        freelanceId: created.freelanceId,
        documentType: created.type,
        from: from ?? 'notUploaded',
        to: created.status,
        ...(previous ? { replacedDocumentId: previous.id } : {}),
      },
    });
    return reread(tx, created.id);
  });
}

/** Deletes the current document of a type: the slot reads notUploaded again, the version stays as history. */
export async function deleteFreelanceDocument(deps: AppDeps, caller: DocumentCaller, id: number): Promise<boolean> {
  const actor = documentActorOf(caller.viewer);
  return deps.db.transaction(async (tx) => {
    const { document, status } = await currentDocumentFor(tx, actor, id, 'delete');
    await repository.updateDocument(tx, document.id, { deletedAt: new Date() });
    await recordActivity(tx, caller.actor, {
      ...event('freelance_document_deleted', document),
      payload: { freelanceId: document.freelanceId, documentType: document.type, from: status, to: 'notUploaded' },
    });
    return true;
  });
}

/** A team member accepts a document, with the expiry day read on it (omitted: the one given at upload stays). */
export async function validateFreelanceDocument(
  deps: AppDeps,
  caller: DocumentCaller,
  input: { id: number; expiresAt: CalendarDay | null },
) {
  const actor = documentActorOf(caller.viewer);
  return deps.db.transaction(async (tx) => {
    const { document, status } = await currentDocumentFor(tx, actor, input.id, 'validate');
    const expiresAt = input.expiresAt ?? document.expiresAt;
    assertNotPast(expiresAt, todayInParis());
    await repository.updateDocument(tx, document.id, {
      status: 'orbiteAccepted',
      expiresAt,
      refusalReason: null,
      refusalComment: null,
      reviewedByUserId: caller.viewer.user.id,
      reviewedAt: new Date(),
    });
    await recordActivity(tx, caller.actor, {
      ...event('freelance_document_validated', document),
      payload: { freelanceId: document.freelanceId, documentType: document.type, from: status, to: 'orbiteAccepted' },
    });
    return reread(tx, document.id);
  });
}

/** A team member refuses a document with one of the spec's reasons; "other" needs a comment. */
export async function refuseFreelanceDocument(
  deps: AppDeps,
  caller: DocumentCaller,
  input: { id: number; reason: KycRefusalReason; comment: string | null },
) {
  const comment = input.comment?.trim() || null;
  if (input.reason === 'other' && !comment)
    throw new AppError(ErrorCode.invalidInput, 'Précisez le motif du refus.', 'comment');
  if (comment && comment.length > MAX_REFUSAL_COMMENT_LENGTH)
    throw new AppError(
      ErrorCode.invalidInput,
      `Commentaire limité à ${MAX_REFUSAL_COMMENT_LENGTH} caractères.`,
      'comment',
    );
  const actor = documentActorOf(caller.viewer);
  return deps.db.transaction(async (tx) => {
    const { document, status } = await currentDocumentFor(tx, actor, input.id, 'refuse');
    await repository.updateDocument(tx, document.id, {
      status: 'orbiteRefused',
      refusalReason: input.reason,
      refusalComment: comment,
      reviewedByUserId: caller.viewer.user.id,
      reviewedAt: new Date(),
    });
    await recordActivity(tx, caller.actor, {
      ...event('freelance_document_refused', document),
      payload: {
        freelanceId: document.freelanceId,
        documentType: document.type,
        from: status,
        to: 'orbiteRefused',
        reason: input.reason,
      },
    });
    return reread(tx, document.id);
  });
}

/** The KYC types whose current document the team accepted and that has not expired (a deal's KYC check). */
export async function acceptedKycTypes(db: DbOrTx, freelanceId: number): Promise<Set<KycDocumentType>> {
  const today = todayInParis();
  const versions = await repository.listDocumentsOfFreelance(db, freelanceId);
  return new Set(
    versions
      .filter(
        (v) => !v.replacedAt && !v.deletedAt && effectiveStatus(v.status, v.expiresAt, today) === 'orbiteAccepted',
      )
      .map((v) => v.type as KycDocumentType),
  );
}
