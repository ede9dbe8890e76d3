/**
 * The legal identities frozen into an invoice: the platform, the freelancer's company (with the
 * IBAN it is paid on, unsealed only here) and the client company (with its payment terms).
 */
import { type PaymentCondition, paymentConditions, sirenOf } from '@orbite/domain/invoicing';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { companySettingsOf } from '../companies/companies.repository';
import { findCompany } from '../companies/companies.service';
import { PLATFORM_IDENTITY } from '../deals/platform-identity';
import { findFreelance } from '../freelancers/freelancers.service';
import { findBankDetails, findCompany as findFreelanceCompany } from '../freelancers/legal.repository';
import { findUserById } from '../users/users.repository';
import type { InvoicePartySnapshot } from './invoices.tables';

/** The platform's bank account, printed on its invoices to clients. */
export const PLATFORM_BANK = { iban: 'FR76 3000 4000 0312 3456 7890 143', bic: 'BNPAFRPPXXX' };

export function platformParty(): InvoicePartySnapshot {
  const p = PLATFORM_IDENTITY;
  return {
    name: p.name,
    legalName: p.legalName,
    legalForm: p.legalForm,
    siret: p.siret,
    siren: sirenOf(p.siret),
    vatNumber: p.vatNumber,
    socialCapital: p.socialCapital,
    commercialCourt: p.commercialCourt,
    address: p.address,
    email: p.email,
    iban: PLATFORM_BANK.iban,
    bic: PLATFORM_BANK.bic,
    vatExempt: false,
  };
}

export interface FreelanceParty {
  party: InvoicePartySnapshot;
  /** The sequence key of the freelancer's own numbering (auto-billing). */
  issuerKey: string;
}

export async function freelanceParty(deps: AppDeps, db: DbOrTx, freelanceId: number): Promise<FreelanceParty> {
  const [company, bank, freelance] = [
    await findFreelanceCompany(db, freelanceId),
    await findBankDetails(db, freelanceId),
    await findFreelance(db, freelanceId),
  ];
  const user = freelance ? await findUserById(db, freelance.userId) : null;
  const fullName = user ? `${user.firstName} ${user.lastName}`.trim() : `Freelance ${freelanceId}`;
  let iban: string | null = null;
  if (bank?.ibanSealed) {
    try {
      iban = deps.cipher.decrypt(bank.ibanSealed);
    } catch {
      iban = null;
    }
  }
  return {
    issuerKey: company ? `freelance-company:${company.id}` : `freelance:${freelanceId}`,
    party: {
      name: company?.name || fullName,
      legalName: company?.name || fullName,
      legalForm: company?.legalForm ?? null,
      siret: company?.siret ?? null,
      siren: sirenOf(company?.siret),
      vatNumber: company?.isVatSubject ? (company?.vatNumber ?? null) : null,
      socialCapital: company?.socialCapital ? Number(company.socialCapital) : null,
      commercialCourt: company?.commercialCourt ?? null,
      address: company?.billingAddress ?? company?.headOfficeAddress ?? null,
      email: user?.email ?? null,
      iban,
      bic: bank?.bic ?? null,
      vatExempt: !company?.isVatSubject,
    },
  };
}

export interface ClientParty {
  party: InvoicePartySnapshot;
  paymentDelay: number;
  paymentConditions: PaymentCondition;
  invoiceEmails: string[];
  specificMentions: string | null;
}

/** The client company; payment terms default to 30 days upon receipt when never set. */
export async function clientParty(db: DbOrTx, companyId: number): Promise<ClientParty> {
  const company = await findCompany(db, companyId);
  const settings = await companySettingsOf(db, companyId);
  const conditions = (settings?.paymentConditions ?? 'uponReceipt') as PaymentCondition;
  return {
    party: {
      name: company?.name ?? settings?.legalName ?? `Client ${companyId}`,
      legalName: settings?.legalName ?? company?.name ?? null,
      legalForm: settings?.legalForm ?? null,
      siret: settings?.siret ?? null,
      siren: sirenOf(settings?.siret),
      vatNumber: settings?.vatNumber ?? null,
      socialCapital: settings?.socialCapital ?? null,
      commercialCourt: settings?.commercialCourt ?? null,
      address: settings?.billingAddress ?? settings?.headOfficeAddress ?? null,
      email: settings?.invoiceEmails?.[0] ?? null,
    },
    paymentDelay: settings?.paymentDelay ?? 30,
    paymentConditions: paymentConditions.includes(conditions) ? conditions : 'uponReceipt',
    invoiceEmails: settings?.invoiceEmails ?? [],
    specificMentions: settings?.specificMentions ?? null,
  };
}
