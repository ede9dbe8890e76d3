import type { DealSignatory } from '@orbite/domain/deal-parties';
import { type StampedSignature, sha256Hex, stampSignaturePage } from './signature-page';

/** A document put out for signature. */
export interface EnvelopeDocument {
  documentId: number;
  name: string;
  /** The deal's reference, printed on the signature page. */
  reference: string;
  sha256: string;
  signatories: readonly DealSignatory[];
}

/** Who signs for a side, as far as the product knows before they sign. */
export interface EnvelopeSigner {
  signatory: DealSignatory;
  /** Null when any member of the side may sign (the platform without a designated signatory). */
  fullName: string | null;
  email: string | null;
}

export type EnvelopeStatus = 'pending' | 'completed';

/**
 * What the deals module asks of an e-signature service. The internal provider signs inside the
 * product (each signatory reviews the PDF and signs with a typed name and a secured button); an
 * external service (Yousign, Docusign...) would implement the same four calls, its signers signing
 * on its pages and its webhooks calling `recordSignature`.
 */
export interface SignatureProvider {
  readonly name: string;
  /** Opens the envelope: each document's reference at the provider, by document id. */
  createEnvelope(
    documents: readonly EnvelopeDocument[],
    signers: readonly EnvelopeSigner[],
  ): Promise<Map<number, string>>;
  /** Records one signature of one document (the audit trail is also kept in deal_signatures). */
  recordSignature(reference: string, signature: StampedSignature): Promise<void>;
  /** Whether every signatory of the document has signed. */
  status(document: EnvelopeDocument, signatures: readonly StampedSignature[]): Promise<EnvelopeStatus>;
  /** The frozen signed file of a completed document. */
  finalize(
    document: EnvelopeDocument,
    original: Uint8Array,
    signatures: readonly StampedSignature[],
  ): Promise<{ bytes: Uint8Array; sha256: string }>;
}

/** Signs inside the product: the database holds the signatures; the signed file gets our signature page. */
export function createInternalSignatureProvider(now: () => Date = () => new Date()): SignatureProvider {
  return {
    name: 'internal',
    async createEnvelope(documents) {
      return new Map(documents.map((document) => [document.documentId, `internal-${document.documentId}`]));
    },
    async recordSignature() {
      // Our own audit trail is the deal_signatures row written in the same transaction.
    },
    async status(document, signatures) {
      const signed = new Set(signatures.map((signature) => signature.signatory));
      return document.signatories.every((signatory) => signed.has(signatory)) ? 'completed' : 'pending';
    },
    async finalize(document, original, signatures) {
      const order = (signatory: DealSignatory) => document.signatories.indexOf(signatory);
      const bytes = await stampSignaturePage(original, {
        documentName: document.name,
        reference: document.reference,
        originalSha256: document.sha256,
        signatures: [...signatures].sort((a, b) => order(a.signatory) - order(b.signatory)),
        sealedAt: now(),
        provider: 'Orbite (signature interne)',
      });
      return { bytes, sha256: sha256Hex(bytes) };
    },
  };
}

/** The provider the configuration names (SIGNATURE_PROVIDER, `internal` by default). */
export function signatureProviderFor(name: string | undefined = process.env.SIGNATURE_PROVIDER): SignatureProvider {
  const chosen = name?.trim() || 'internal';
  if (chosen === 'internal') return createInternalSignatureProvider();
  throw new Error(`Unknown SIGNATURE_PROVIDER: ${chosen} (supported: internal)`);
}
