import {
  type ContractPartyKind,
  type LegalChecklistItem,
  type LegalIdentityValues,
  legalChecklist,
} from '@orbite/domain/deal-parties';
import { type DealBlocker, type DealBypass, dealSigningBlockers } from '@orbite/domain/deal-status';
import type { DbOrTx } from '../../db/client';
import type { AddressValue } from '../addresses/addresses.schema';
import { companySettingsOf } from '../companies/companies.repository';
import { findCompany } from '../companies/companies.service';
import { acceptedKycTypes } from '../documents/documents.service';
import { findFreelance } from '../freelancers/freelancers.service';
import { findBankDetails, findCompany as findFreelanceCompany } from '../freelancers/legal.repository';
import { findUserById } from '../users/users.repository';
import { kycCompleteFor } from './deals.policy';
import type { DealRow } from './deals.tables';

/** An address counts as given once it has a street, a zip code or a city. */
const addressGiven = (address: AddressValue | null | undefined) =>
  address && (address.street || address.city || address.zipCode) ? 'set' : null;

export interface DealReadinessView {
  checklist: LegalChecklistItem[];
  kycComplete: boolean;
  specificMentionsPending: boolean;
  blockers: DealBlocker[];
}

/** The legal values of the three parties of a deal, read through their modules. */
export async function partiesOf(
  db: DbOrTx,
  deal: Pick<DealRow, 'freelanceId' | 'companyId'>,
): Promise<{ kind: ContractPartyKind; values: LegalIdentityValues }[]> {
  const freelance = await findFreelance(db, deal.freelanceId);
  const user = freelance ? await findUserById(db, freelance.userId) : null;
  const company = await findFreelanceCompany(db, deal.freelanceId);
  const bank = await findBankDetails(db, deal.freelanceId);
  const client = await findCompany(db, deal.companyId);
  const settings = await companySettingsOf(db, deal.companyId);
  const person: LegalIdentityValues = {
    name: user ? `${user.firstName} ${user.lastName}`.trim() : null,
    birthDate: freelance?.birthDate ?? null,
    nationalityIso: freelance?.nationalityIso ?? null,
  };
  // A freelancer's company has one name: its legal name. Billing goes to the head office unless told otherwise.
  const freelanceCompany: LegalIdentityValues = {
    name: company?.name ?? null,
    legalName: company?.name ?? null,
    legalForm: company?.legalForm ?? null,
    siret: company?.siret ?? null,
    vatNumber: company?.vatNumber ?? null,
    socialCapital: company?.socialCapital ?? null,
    activity: company?.activity ?? null,
    activityType: company?.activityType ?? null,
    commercialCourt: company?.commercialCourt ?? null,
    headOfficeAddressId: addressGiven(company?.headOfficeAddress),
    billingAddressId: addressGiven(company?.billingAddress ?? company?.headOfficeAddress),
    iban: bank?.ibanLast4 ?? null,
    isVatSubject: company?.isVatSubject ?? false,
  };
  const corporateCompany: LegalIdentityValues = {
    name: client?.name ?? null,
    legalName: settings?.legalName ?? null,
    legalForm: settings?.legalForm ?? null,
    siret: settings?.siret ?? null,
    vatNumber: settings?.vatNumber ?? null,
    socialCapital: settings?.socialCapital ?? null,
    commercialCourt: settings?.commercialCourt ?? null,
    headOfficeAddressId: addressGiven(settings?.headOfficeAddress),
    billingAddressId: addressGiven(settings?.billingAddress ?? settings?.headOfficeAddress),
    iban: settings?.ibanLast4 ?? null,
    paymentMode: settings?.paymentMode ?? null,
  };
  return [
    { kind: 'freelanceCompany', values: freelanceCompany },
    { kind: 'person', values: person },
    { kind: 'corporateCompany', values: corporateCompany },
  ];
}

/** The bypasses the team recorded on a deal. */
export function bypassesOf(deal: DealRow): DealBypass[] {
  const list: DealBypass[] = [];
  if (deal.kycBypass) list.push('kyc');
  if (deal.specificMentionsBypass) list.push('specificMentions');
  if (deal.signatureBypass) list.push('signature');
  return list;
}

/**
 * What the deal still lacks before it can be validated and signed: the parties' missing legal
 * fields (the checklist), the KYC file, the client's specific mentions (asked for in its settings,
 * not yet written on the deal), and the blockers they make once the bypasses are counted.
 */
export async function readinessOf(db: DbOrTx, deal: DealRow): Promise<DealReadinessView> {
  const parties = await partiesOf(db, deal);
  const checklist = legalChecklist(parties);
  const kycComplete = kycCompleteFor(await acceptedKycTypes(db, deal.freelanceId));
  const settings = await companySettingsOf(db, deal.companyId);
  const specificMentionsPending = Boolean(settings?.specificMentions?.trim()) && !deal.specificMentions?.trim();
  const blockers = dealSigningBlockers({
    freelanceMissingFields: checklist.filter((i) => i.party !== 'corporateCompany').map((i) => i.field),
    corporateMissingFields: checklist.filter((i) => i.party === 'corporateCompany').map((i) => i.field),
    kycComplete,
    specificMentionsPending,
    bypassed: bypassesOf(deal),
  });
  return { checklist, kycComplete, specificMentionsPending, blockers };
}
