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
import { updateFreelance } from '../../modules/freelancers/profile.repository';
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
    /** When Julien sent it and when the team looked at it (hours ago): his identity long ago, the Kbis lately. */
    uploadedHoursAgo: number;
    reviewedHoursAgo?: number;
  }[] = [
    {
      type: 'id',
      title: "Carte nationale d'identité",
      status: 'orbiteAccepted',
      expiresAt: addMonths(today, 72),
      uploadedHoursAgo: 190 * 24,
      reviewedHoursAgo: 189 * 24,
    },
    { type: 'kbis', title: 'Extrait Kbis — Bernard Data', status: 'pendingOrbiteReview', uploadedHoursAgo: 30 },
    {
      type: 'urssaf',
      title: 'Attestation de vigilance URSSAF',
      status: 'orbiteRefused',
      expiresAt: addDays(today, -10),
      uploadedHoursAgo: 40 * 24,
      // A few minutes before Camille's message about it (demo-chat.ts, 26 hours ago).
      reviewedHoursAgo: 26.2,
    },
  ];
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
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
      createdAt: hoursAgo(document.uploadedHoursAgo),
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
      reviewedAt: document.reviewedHoursAgo === undefined ? null : hoursAgo(document.reviewedHoursAgo),
      createdAt: hoursAgo(document.uploadedHoursAgo),
    });
  }
}

/** The legal identities of the freelancers the demo's deals bind (besides Julien's, seeded above). */
const contractParties: Record<
  string,
  {
    company: string;
    legalForm: 'sasu' | 'eurl' | 'ae';
    siret: string;
    city: 'paris' | 'lyon' | 'nantes';
    birthDate: string;
  }
> = {
  'karim.benali@demo.fr': {
    company: 'KB Cloud Conseil',
    legalForm: 'sasu',
    siret: '84931257400015',
    city: 'paris',
    birthDate: '1986-03-14',
  },
  'elodie.chevalier@demo.fr': {
    company: 'Chevalier Data Lab',
    legalForm: 'eurl',
    siret: '81374620300013',
    city: 'lyon',
    birthDate: '1991-07-02',
  },
  // An auto-entrepreneur: her invoices carry the VAT exemption of article 293 B.
  'amelie.roussel@demo.fr': {
    company: 'Amélie Roussel',
    legalForm: 'ae',
    siret: '88012459900015',
    city: 'nantes',
    birthDate: '1994-11-08',
  },
};

const partyAddresses = {
  paris: { street: '48 Rue de la Chaussée d’Antin', zipCode: '75009', city: 'Paris' },
  lyon: { street: '7 Quai Jules Courmont', zipCode: '69002', city: 'Lyon' },
  nantes: { street: '3 Rue Crébillon', zipCode: '44000', city: 'Nantes' },
} as const;

/**
 * Every freelancer of a confirmed demo match gets what a contract and an invoice need before the
 * deals are seeded: a company (SIRET, VAT, addresses), a birth date and a nationality, masked bank
 * details, and accepted KYC documents, so that the demo's contracts name real parties and their
 * deals pass the signing checks honestly.
 */
export async function seedDemoContractParties(tx: DbOrTx, tools: DemoSeedTools) {
  for (const [email, known] of Object.entries(contractParties)) {
    const user = await findUserByEmail(tx, email);
    const freelance = user ? await findFreelanceOfUser(tx, user.id) : null;
    if (!user || !freelance || (await findCompany(tx, freelance.id))) continue;
    const { siret } = known;
    const place = partyAddresses[known.city];
    const address = { ...place, state: null, countryIso: 'FR', point: null };
    const { legalForm } = known;
    await upsertCompany(tx, freelance.id, {
      name: known.company,
      legalForm,
      isUmbrella: false,
      siret,
      isVatSubject: legalForm !== 'ae',
      vatNumber: legalForm === 'ae' ? null : frenchVatNumberOf(siret.slice(0, 9)),
      socialCapital: legalForm === 'ae' ? null : '1000.00',
      activity: 'liberal',
      activityType: 'Conseil en systèmes et logiciels informatiques (6202A)',
      commercialCourt: legalForm === 'ae' ? null : place.city,
      headOfficeAddress: address,
      billingAddress: address,
    });
    await updateFreelance(tx, freelance.id, { birthDate: known.birthDate, nationalityIso: 'FR' });
    if (tools.cipher && !(await findBankDetails(tx, freelance.id))) {
      const iban = 'FR7630004000031234567890143';
      await upsertBankDetails(tx, freelance.id, {
        bankName: 'BNP Paribas',
        bic: 'BNPAFRPP',
        ibanSealed: tools.cipher.encrypt(iban),
        ibanCountry: 'FR',
        ibanLast4: iban.slice(-4),
      });
    }
    if (!tools.storage) continue;
    const fullName = `${user.firstName} ${user.lastName}`;
    const kyc: [KycDocumentType, string][] = [
      ['id', 'Carte nationale d’identité'],
      ['kbis', 'Extrait Kbis'],
      ['urssaf', 'Attestation de vigilance URSSAF'],
      ['bankAccountDetails', 'Relevé d’identité bancaire'],
    ];
    const today = todayInParis();
    for (const [type, title] of kyc) {
      const bytes = demoPdf([title, 'Document de démonstration Orbite', fullName]);
      const storageKey = newStorageKey('uploads');
      await tools.storage.put(storageKey, bytes, 'application/pdf');
      const upload = await insertUpload(tx, {
        ownerUserId: user.id,
        storageKey,
        originalName: `${type}-${email.split('@')[0]}.pdf`,
        contentType: 'application/pdf',
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      });
      await insertDocument(tx, {
        freelanceId: freelance.id,
        type,
        status: 'orbiteAccepted',
        uploadId: upload.id,
        uploadedByUserId: user.id,
        expiresAt: type === 'id' ? addMonths(today, 60) : type === 'urssaf' ? addMonths(today, 5) : null,
        reviewedAt: new Date(),
      });
    }
  }
}
