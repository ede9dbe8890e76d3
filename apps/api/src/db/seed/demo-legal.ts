import { createHash } from 'node:crypto';
import { addDays, addMonths, todayInParis } from '@orbite/domain/calendar-day';
import type { KycDocumentType } from '@orbite/domain/enums';
import { frenchVatNumberOf } from '@orbite/domain/vat';
import { insertDocument, insertUpload } from '../../modules/documents/documents.repository';
import { insertFlag } from '../../modules/freelancers/flags.repository';
import { findFreelanceOfUser } from '../../modules/freelancers/freelancers.service';
import {
  findBankDetails,
  findCompany,
  upsertBankDetails,
  upsertCompany,
} from '../../modules/freelancers/legal.repository';
import { findUserByEmail } from '../../modules/users/users.repository';
import type { DataCipher } from '../../platform/data-cipher';
import { newStorageKey, type Storage } from '../../platform/storage';
import type { DbOrTx } from '../client';
import { demoPdf } from './demo-pdf';

export interface DemoSeedTools {
  cipher?: DataCipher;
  storage?: Storage;
}

/** Julien's company, bank details and documents in every review state, once. */
export async function seedDemoLegal(tx: DbOrTx, tools: DemoSeedTools) {
  const user = await findUserByEmail(tx, 'freelance@demo.fr');
  const freelance = user ? await findFreelanceOfUser(tx, user.id) : null;
  if (!user || !freelance || (await findCompany(tx, freelance.id))) return;
  const siret = '85234127600017';
  const headOffice = {
    street: '12 Rue de la République',
    zipCode: '69002',
    city: 'Lyon',
    state: null,
    countryIso: 'FR',
    point: { latitude: 45.763421, longitude: 4.835659 },
  };
  await upsertCompany(tx, freelance.id, {
    name: 'Bernard Data',
    legalForm: 'sasu',
    isUmbrella: false,
    siret,
    isVatSubject: true,
    vatNumber: frenchVatNumberOf(siret.slice(0, 9)),
    socialCapital: '1000.00',
    activity: 'liberal',
    commercialCourt: 'Lyon',
    headOfficeAddress: headOffice,
    billingAddress: headOffice,
  });
  if (tools.cipher && !(await findBankDetails(tx, freelance.id))) {
    const iban = 'FR7630006000011234567890189';
    await upsertBankDetails(tx, freelance.id, {
      bankName: 'Bernard Data — Crédit Agricole',
      bic: 'AGRIFRPP',
      ibanSealed: tools.cipher.encrypt(iban),
      ibanCountry: 'FR',
      ibanLast4: iban.slice(-4),
    });
  }
  await insertFlag(tx, {
    freelanceId: freelance.id,
    type: 'priority',
    level: 'normal',
    payload: { note: 'Excellent retour de Lumen Analytics sur sa dernière mission : à proposer en priorité en data.' },
  });
  if (!tools.storage) return;
  const today = todayInParis();
  const documents: {
    type: KycDocumentType;
    title: string;
    status: 'orbiteAccepted' | 'pendingOrbiteReview' | 'orbiteRefused';
    expiresAt?: string;
  }[] = [
    { type: 'id', title: "Carte nationale d'identité", status: 'orbiteAccepted', expiresAt: addMonths(today, 72) },
    { type: 'kbis', title: 'Extrait Kbis — Bernard Data', status: 'pendingOrbiteReview' },
    {
      type: 'urssaf',
      title: 'Attestation de vigilance URSSAF',
      status: 'orbiteRefused',
      expiresAt: addDays(today, -10),
    },
  ];
  for (const document of documents) {
    const bytes = demoPdf([document.title, 'Document de démonstration Orbite', 'Julien Bernard — Bernard Data (SASU)']);
    const storageKey = newStorageKey('uploads');
    await tools.storage.put(storageKey, bytes, 'application/pdf');
    const upload = await insertUpload(tx, {
      ownerUserId: user.id,
      storageKey,
      originalName: `${document.type}-julien-bernard.pdf`,
      contentType: 'application/pdf',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    const refused = document.status === 'orbiteRefused';
    await insertDocument(tx, {
      freelanceId: freelance.id,
      type: document.type,
      status: document.status,
      uploadId: upload.id,
      uploadedByUserId: user.id,
      expiresAt: document.expiresAt ?? null,
      refusalReason: refused ? 'expired' : null,
      refusalComment: refused ? 'Attestation de plus de 6 mois : merci d’en déposer une récente.' : null,
      reviewedAt: document.status === 'pendingOrbiteReview' ? null : new Date(),
    });
  }
}
