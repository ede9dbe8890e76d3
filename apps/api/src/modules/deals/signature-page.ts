import { createHash } from 'node:crypto';
import type { DealSignatory } from '@orbite/domain/deal-parties';
import { PDFDocument } from 'pdf-lib';
import { embedDejaVu } from '../../platform/pdf-fonts';
import { formatParisTime } from './contract-text';
import { PdfWriter } from './pdf-writer';

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export const signatoryLabels: Record<DealSignatory, string> = {
  freelance: 'Prestataire',
  corporate: 'Client',
  platform: 'Plateforme',
};

export interface StampedSignature {
  signatory: DealSignatory;
  /** The signer's name as the product knows it. */
  fullName: string;
  typedName: string;
  signedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  /** The SHA-256 of the file the signer was shown. */
  documentSha256: string;
}

export interface SignaturePageInput {
  documentName: string;
  reference: string;
  originalSha256: string;
  signatures: readonly StampedSignature[];
  sealedAt: Date;
  provider: string;
}

/**
 * Appends the signature page to a document: who signed for which side and when (Paris time), from
 * which address, the SHA-256 of the original document and of the file each signer was shown, and
 * a summary of the audit trail. The result is the frozen signed file.
 */
export async function stampSignaturePage(original: Uint8Array, input: SignaturePageInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(original);
  const w = new PdfWriter(pdf, await embedDejaVu(pdf));
  w.title('Page de signature électronique');
  w.text(
    input.documentName.includes(input.reference)
      ? input.documentName
      : `${input.documentName} · référence ${input.reference}`,
    { muted: true },
  );
  w.rule();
  w.heading('Document signé');
  w.field('Empreinte SHA-256 du document original', '');
  w.text(input.originalSha256, { indent: 20, size: 9 });
  w.field('Nombre de pages du document original', String(pdf.getPageCount() - w.pages.length));
  w.heading('Signataires');
  for (const signature of input.signatures) {
    w.text(`${signatoryLabels[signature.signatory]} : ${signature.fullName}`, { bold: true, indent: 10 });
    w.field('Nom saisi', signature.typedName);
    w.field('Signé le', formatParisTime(signature.signedAt));
    w.field('Adresse IP', signature.ipAddress ?? 'inconnue');
    if (signature.userAgent) w.field('Navigateur', signature.userAgent.slice(0, 160));
    w.field(
      'Empreinte du fichier présenté',
      signature.documentSha256 === input.originalSha256 ? 'identique au document original' : signature.documentSha256,
    );
    w.space(6);
  }
  w.heading('Piste d’audit');
  w.text(
    `Chaque signataire s’est authentifié dans la Plateforme, a relu le document, a saisi son nom, a reconnu l’avoir lu et l’a signé en confirmant son geste. Les signatures sont horodatées par le serveur et conservées avec l’adresse IP et le navigateur de chaque signataire. Le document a été scellé le ${formatParisTime(input.sealedAt)} par le prestataire de signature « ${input.provider} » ; toute modification ultérieure changerait son empreinte.`,
  );
  w.finish(`Page de signature · ${input.reference}`);
  return pdf.save();
}
