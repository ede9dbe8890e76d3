import { type DealDocumentType, type DealSignatory, documentsToSign } from '@orbite/domain/deal-parties';
import type { DealVersionKind } from '@orbite/domain/deal-renewal';
import type { DealStatus } from '@orbite/domain/deal-status';
import { ErrorCode } from '@orbite/domain/errors';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { newStorageKey } from '../../platform/storage';
import { recordActivity } from '../activity/activity.service';
import type { RequestMeta } from '../auth/auth.service';
import type { MarketCaller } from '../missions/missions.caller';
import { findUserById, findUsersByIds } from '../users/users.repository';
import {
  contractFactsOf,
  dealReference,
  documentNameOf,
  editionsOf,
  platformSignatoryOf,
  signatoriesOf,
} from './contract-data';
import { typedNameMatches } from './contract-text';
import { type GeneratedContractType, renderContractPdf } from './contracts.pdf';
import { moveDeal } from './deal-moves';
import { canReadDeal } from './deals.policy';
import { findDeal } from './deals.repository';
import { dealReadiness } from './deals.service';
import type { DealDocumentRow, DealRow, DealSignatureRow, dealDocuments } from './deals.tables';
import type { StampedSignature } from './signature-page';
import { sha256Hex } from './signature-page';
import { type EnvelopeDocument, type SignatureProvider, signatureProviderFor } from './signature-provider';
import * as repository from './signatures.repository';

const notFound = () => new AppError(ErrorCode.notFound, 'Élément introuvable.');
const refused = (message: string) => new AppError(ErrorCode.invalidMissionState, message);

let provider: SignatureProvider | null = null;
/** The configured provider (SIGNATURE_PROVIDER), built once. */
export const signatureProvider = () => {
  provider ??= signatureProviderFor();
  return provider;
};

/** The side a caller signs for: freelancers for the freelancer, clients for the client, the team for the platform. */
export function signatoryOf(caller: Pick<MarketCaller, 'role'>): DealSignatory | null {
  if (caller.role === 'freelancer') return 'freelance';
  if (caller.role === 'corporate') return 'corporate';
  if (caller.role === 'teamMember') return 'platform';
  return null;
}

/** Whether a caller may see a document: the deal's parties, each only its own side's editions. */
export function canReadDocument(caller: MarketCaller, deal: DealRow, document: DealDocumentRow): boolean {
  if (!canReadDeal(caller, deal)) return false;
  const side = signatoryOf(caller);
  return side === 'platform' || (side !== null && document.signatories.includes(side));
}

/** A deal the caller may read; 404 otherwise. */
export async function readableDeal(db: DbOrTx, caller: MarketCaller, dealId: number, lock = false) {
  const deal = await findDeal(db, dealId, lock);
  if (!deal || !canReadDeal(caller, deal)) throw notFound();
  return deal;
}

/** A document with the deal it belongs to, when the caller may see it; 404 otherwise. */
export async function readableDocument(db: DbOrTx, caller: MarketCaller, documentId: number, lock = false) {
  const document = await repository.findDocument(db, documentId, lock);
  const deal = document ? await findDeal(db, document.dealId, lock) : null;
  if (!document || !deal || !canReadDocument(caller, deal, document)) throw notFound();
  return { document, deal };
}

export async function documentsOfDeal(db: DbOrTx, caller: MarketCaller, dealId: number) {
  const deal = await readableDeal(db, caller, dealId);
  const documents = await repository.documentsOfDeal(db, deal.id);
  // A signature stopped by another path (invalidation, cancellation) leaves nothing to sign.
  const live = (document: DealDocumentRow) =>
    document.status === 'signing' && deal.status !== 'signing' ? { ...document, status: 'void' } : document;
  return documents.filter((document) => canReadDocument(caller, deal, document)).map(live);
}

export const signaturesOfDocuments = repository.signaturesOfDocuments;

/** Voids the documents still out for signature: a stopped, bypassed or restarted signature. */
export async function voidDealDocuments(db: DbOrTx, dealId: number): Promise<void> {
  await repository.voidOpenDocuments(db, dealId);
}

/** Generates, stores and records the documents a deal signs, out for signature with the provider. */
export async function generateDealDocuments(
  tx: DbOrTx,
  storage: Storage,
  deal: DealRow,
  userId: number | null,
  issuedOn?: string,
) {
  const previous = deal.previousDealId ? await findDeal(tx, deal.previousDealId) : null;
  const facts = await contractFactsOf(tx, deal, previous?.endDate ?? null, issuedOn);
  const hasFramework = await repository.hasSignedFrameworkContract(tx, deal.freelanceId, deal.companyId);
  const types = documentsToSign(deal.kind as DealVersionKind, hasFramework) as GeneratedContractType[];
  const rows: (typeof dealDocuments.$inferInsert)[] = [];
  for (const type of types) {
    for (const edition of editionsOf(type)) {
      const bytes = await renderContractPdf({ ...facts, type, edition });
      const storageKey = newStorageKey('deal-documents');
      await storage.put(storageKey, bytes, 'application/pdf');
      rows.push({
        dealId: deal.id,
        type: type satisfies DealDocumentType,
        status: 'signing',
        name: documentNameOf(type, edition, facts.reference),
        signatories: [...signatoriesOf(edition)],
        storageKey,
        sha256: sha256Hex(bytes),
        size: bytes.byteLength,
        provider: signatureProvider().name,
        createdByUserId: userId,
      });
    }
  }
  const documents = await repository.insertDocuments(tx, rows);
  const references = await signatureProvider().createEnvelope(
    documents.map((document) => envelopeDocumentOf(deal, document)),
    [],
  );
  for (const document of documents) {
    const reference = references.get(document.id);
    if (reference) await repository.updateDocument(tx, document.id, { providerReference: reference });
  }
  return documents;
}

const envelopeDocumentOf = (deal: DealRow, document: DealDocumentRow): EnvelopeDocument => ({
  documentId: document.id,
  name: document.name,
  reference: dealReference(deal),
  sha256: document.sha256,
  signatories: document.signatories as DealSignatory[],
});

const dealCallerOf = (caller: MarketCaller) => ({
  actor: 'teamMember' as const,
  userId: caller.actor.userId,
  impersonatorUserId: caller.actor.impersonatorUserId,
});

/** The team sends a validated deal out for signature: validated -> signing, documents generated. */
export async function startDealSigning(deps: AppDeps, caller: MarketCaller, dealId: number): Promise<DealRow> {
  if (caller.role !== 'teamMember') throw new AppError(ErrorCode.forbidden);
  return deps.db.transaction(async (tx) => {
    const deal = await readableDeal(tx, caller, dealId, true);
    // The documents are written from the parties' legal identities: they must still be complete.
    const { blockers } = await dealReadiness(tx, deal);
    if (deal.status === 'validated' && blockers.length > 0)
      throw refused('Des informations manquent encore pour générer les contrats : consultez la liste de contrôle.');
    const moved = await moveDeal(tx, deal, 'signing', dealCallerOf(caller));
    await repository.voidOpenDocuments(tx, deal.id);
    await generateDealDocuments(tx, deps.storage, moved, caller.userId);
    return moved;
  });
}

/** The team stops a signature in progress (signing -> termsAccepted): its documents are void. */
export async function stopDealSigning(deps: AppDeps, caller: MarketCaller, dealId: number, reason: string) {
  if (caller.role !== 'teamMember') throw new AppError(ErrorCode.forbidden);
  return deps.db.transaction(async (tx) => {
    const deal = await readableDeal(tx, caller, dealId, true);
    if (deal.status !== 'signing') throw refused('Aucune signature n’est en cours pour ce contrat.');
    const moved = await moveDeal(tx, deal, 'termsAccepted', dealCallerOf(caller), { reason });
    await repository.voidOpenDocuments(tx, deal.id);
    return moved;
  });
}

/** The team records a signature made elsewhere (paper, the client's own tool): -> signed, reason required. */
export async function bypassDealSignature(deps: AppDeps, caller: MarketCaller, dealId: number, reason: string) {
  if (caller.role !== 'teamMember' || !caller.userId) throw new AppError(ErrorCode.forbidden);
  return deps.db.transaction(async (tx) => {
    const deal = await readableDeal(tx, caller, dealId, true);
    const bypass = { byUserId: caller.userId!, at: new Date().toISOString(), reason: reason.trim() };
    const moved = await moveDeal(tx, deal, 'signed', dealCallerOf(caller), {
      reason,
      patch: { signatureBypass: bypass },
    });
    await repository.voidOpenDocuments(tx, deal.id);
    return moved;
  });
}

/** Whether a team member may sign for the platform: the designated signatory, or anyone when none is. */
export async function maySignForPlatform(db: DbOrTx, caller: MarketCaller, deal: DealRow): Promise<boolean> {
  if (caller.role !== 'teamMember' || !caller.userId) return false;
  const designated = await platformSignatoryOf(db, deal);
  return !designated || designated.id === caller.userId;
}

export interface SignInput {
  documentId: number;
  typedName: string;
  /** The side the caller claims to sign for; defaults to their own. */
  signatory?: DealSignatory | null;
  /** The SHA-256 of the file the signer was shown: the document must not have changed since. */
  documentSha256?: string | null;
}

export async function stampedSignaturesOf(
  db: DbOrTx,
  signatures: readonly DealSignatureRow[],
): Promise<StampedSignature[]> {
  const users = new Map(
    (await findUsersByIds(db, [...new Set(signatures.map((s) => s.userId))])).map((u) => [u.id, u]),
  );
  return signatures.map((signature) => {
    const user = users.get(signature.userId);
    return {
      signatory: signature.signatory as DealSignatory,
      fullName: user ? `${user.firstName} ${user.lastName}` : signature.typedName,
      typedName: signature.typedName,
      signedAt: signature.signedAt,
      ipAddress: signature.ipAddress,
      userAgent: signature.userAgent,
      documentSha256: signature.documentSha256,
    };
  });
}

async function readBytes(storage: Storage, key: string): Promise<Uint8Array> {
  const file = await storage.get(key);
  if (!file) throw new AppError(ErrorCode.internal, 'Le document est introuvable dans le stockage.');
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * When every signatory signed every document out for signature: freezes each signed file with its
 * signature page and moves the deal signing -> signed as the platform (the mission goes on going).
 */
async function closeSignatureIfComplete(tx: DbOrTx, storage: Storage, deal: DealRow): Promise<DealRow> {
  const documents = (await repository.documentsOfDeal(tx, deal.id)).filter((d) => d.status === 'signing');
  if (documents.length === 0) return deal;
  const signatures = await repository.signaturesOfDocuments(
    tx,
    documents.map((d) => d.id),
  );
  const completed: { document: DealDocumentRow; stamped: StampedSignature[] }[] = [];
  for (const document of documents) {
    const stamped = await stampedSignaturesOf(
      tx,
      signatures.filter((s) => s.dealDocumentId === document.id),
    );
    if ((await signatureProvider().status(envelopeDocumentOf(deal, document), stamped)) !== 'completed') return deal;
    completed.push({ document, stamped });
  }
  await freezeSignedDocuments(tx, storage, deal, completed, signatureProvider(), new Date());
  return moveDeal(tx, deal, 'signed', { actor: 'system', userId: null });
}

/** Stores each completed document's signed file (with its signature page) and marks it signed. */
export async function freezeSignedDocuments(
  tx: DbOrTx,
  storage: Storage,
  deal: DealRow,
  completed: readonly { document: DealDocumentRow; stamped: StampedSignature[] }[],
  signer: SignatureProvider,
  signedAt: Date,
) {
  for (const { document, stamped } of completed) {
    const original = await readBytes(storage, document.storageKey);
    const signed = await signer.finalize(envelopeDocumentOf(deal, document), original, stamped);
    const signedStorageKey = newStorageKey('deal-documents');
    await storage.put(signedStorageKey, signed.bytes, 'application/pdf');
    await repository.updateDocument(tx, document.id, {
      status: 'signed',
      signedStorageKey,
      signedSha256: signed.sha256,
      signedAt,
    });
  }
}

/**
 * A signatory signs a document for their own side: the typed name must be theirs, the document out
 * for signature and unchanged, their side not yet signed; nobody signs while impersonating. Records
 * the audit trail, and closes the signature when it was the last one missing.
 */
export async function signDealDocument(deps: AppDeps, caller: MarketCaller, meta: RequestMeta, input: SignInput) {
  if (caller.actor.impersonatorUserId) {
    // Refused, and kept in the trail: who tried to sign for whom.
    await recordActivity(deps.db, caller.actor, {
      category: 'deal',
      type: 'deal_signature_refused',
      entityType: 'deal_document',
      entityId: input.documentId,
      payload: { reason: 'impersonation' },
    });
    throw new AppError(ErrorCode.forbidden, 'Vous ne pouvez pas signer à la place de la personne que vous incarnez.');
  }
  const side = signatoryOf(caller);
  if (!side || !caller.userId) throw new AppError(ErrorCode.forbidden);
  if (input.signatory && input.signatory !== side)
    throw new AppError(ErrorCode.forbidden, 'Vous ne pouvez signer que pour votre propre partie.');
  return deps.db.transaction(async (tx) => {
    const { document, deal } = await readableDocument(tx, caller, input.documentId, true);
    if (!document.signatories.includes(side)) throw notFound();
    if (document.status !== 'signing' || (deal.status as DealStatus) !== 'signing')
      throw refused('Ce document n’est plus à signer.');
    if (side === 'platform' && !(await maySignForPlatform(tx, caller, deal)))
      throw new AppError(ErrorCode.forbidden, 'Seul le signataire désigné peut signer pour la plateforme.');
    if (input.documentSha256 && input.documentSha256 !== document.sha256)
      throw new AppError(ErrorCode.missionHasChanged, 'Le document a changé depuis son affichage : rechargez la page.');
    const user = await findUserById(tx, caller.userId!);
    const typedName = input.typedName.trim().replace(/\s+/g, ' ');
    if (!user || !typedNameMatches(typedName, user.firstName, user.lastName))
      throw new AppError(
        ErrorCode.invalidInput,
        `Saisissez votre nom tel qu’il figure sur votre compte : ${user?.firstName ?? ''} ${user?.lastName ?? ''}.`,
        'typedName',
      );
    const signedAt = new Date();
    const row = await repository.insertSignature(tx, {
      dealDocumentId: document.id,
      dealId: deal.id,
      signatory: side,
      userId: user.id,
      typedName: typedName.slice(0, 200),
      documentSha256: document.sha256,
      ipAddress: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      signedAt,
    });
    if (!row) throw refused('Ce document est déjà signé pour votre partie.');
    const [stamped] = await stampedSignaturesOf(tx, [row]);
    await signatureProvider().recordSignature(document.providerReference ?? String(document.id), stamped!);
    await recordActivity(tx, caller.actor, {
      category: 'deal',
      type: 'deal_document_signed',
      entityType: 'deal',
      entityId: deal.id,
      payload: { documentId: document.id, type: document.type, signatory: side, sha256: document.sha256 },
    });
    await closeSignatureIfComplete(tx, deps.storage, deal);
    return (await repository.findDocument(tx, document.id))!;
  });
}
