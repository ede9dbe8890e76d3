/**
 * The parties of a deal: the legal fields each must have before its contract can be generated and
 * signed, the documents of a deal, and who signs them.
 */

import type { DealVersionKind } from './deal-renewal';
import type { DealActor } from './deal-status';
import { companyActivities, type LegalForm } from './enums';
import { isEmpty } from './validators';

/** Documents a deal may hold. */
export const dealDocumentTypes = [
  'missionStatement',
  'frameworkContract',
  'quote',
  'purchaseOrder',
  'invoicingSlip',
  'progressReport',
  'rider',
  'missionOrder',
  'commitmentLetter',
  'mail',
  'other',
] as const;
export type DealDocumentType = (typeof dealDocumentTypes)[number];

/**
 * The documents generated for signature: a first deal signs the framework contract (unless the
 * freelancer and the client already have one) and a mission order; a renewal a new mission order;
 * an extension a rider.
 */
export function documentsToSign(kind: DealVersionKind, hasFrameworkContract: boolean): DealDocumentType[] {
  if (kind === 'extension') return ['rider'];
  if (kind === 'initial' && !hasFrameworkContract) return ['frameworkContract', 'missionOrder'];
  return ['missionOrder'];
}

/** The team member who signs for the platform unless the deal names another. */
export const DEFAULT_SIGNATORY_ID = 2;

/** Everyone who signs each document: the freelancer, the client, and the platform. */
export const dealSignatories = ['freelance', 'corporate', 'platform'] as const;
export type DealSignatory = (typeof dealSignatories)[number];

/** Each signs for its own side only: nobody signs for another (the team signs for the platform). */
export function canSignAs(actor: DealActor, signatory: DealSignatory): boolean {
  if (signatory === 'platform') return actor === 'teamMember';
  return actor === signatory;
}

/** Whether every signatory has signed, which lets the platform close the signature. */
export function allSignaturesCollected(signed: readonly DealSignatory[]): boolean {
  return dealSignatories.every((signatory) => signed.includes(signatory));
}

/** The legal fields the spec lists for a contract party. */
export const contractLegalFields = [
  'activity',
  'activityType',
  'billingAddressId',
  'commercialCourt',
  'headOfficeAddressId',
  'legalForm',
  'siret',
  'socialCapital',
  'vatNumber',
  'name',
  'legalName',
  'iban',
  'birthDate',
  'nationalityIso',
] as const;
export type ContractLegalField = (typeof contractLegalFields)[number];

/**
 * The three kinds of party: the company the freelancer invoices through, the freelancer as a
 * person (who signs and whose work authorisation the client must be able to check), and the
 * client company.
 */
export type ContractPartyKind = 'freelanceCompany' | 'person' | 'corporateCompany';

/** A party's legal values as stored (ids of addresses, text, numbers), plus what decides the rules. */
export type LegalIdentityValues = Partial<Record<ContractLegalField, string | number | null>> & {
  /** The company charges VAT (not under the auto-entrepreneur exemption). */
  isVatSubject?: boolean | null;
  /** The client's payment mode: a direct debit needs its IBAN. */
  paymentMode?: string | null;
};

/** Companies with a share capital to state. */
const capitalCompanies: readonly LegalForm[] = ['sa', 'sas', 'sarl', 'eurl', 'sasu', 'sau'];
/** Companies registered with a commercial court whatever their activity. */
const registeredCompanies: readonly LegalForm[] = [...capitalCompanies, 'gie'];
/** Individual businesses: registered with a commercial court only for a commercial activity. */
const individualBusinesses: readonly LegalForm[] = ['ae', 'ei', 'eirl'];

function needsCommercialCourt(legalForm: string | null | undefined, activity: string | null | undefined): boolean {
  const form = legalForm as LegalForm;
  return registeredCompanies.includes(form) || (individualBusinesses.includes(form) && activity === 'commercial');
}

/**
 * The fields a party must have. A person: name, birth date, nationality. A company: name, legal
 * name, legal form, head-office and billing addresses; a SIRET unless foreign-law; a commercial
 * court when registered with one (companies, or an individual business with a commercial activity);
 * a share capital for SA, SAS, SARL, EURL, SASU, SAU. The freelancer's company also needs its
 * activity (liberal or commercial) and activity type, its IBAN (to be paid), and a VAT number when
 * it charges VAT. The client company needs a VAT number always, and an IBAN only to pay by direct
 * debit.
 */
export function requiredLegalFields(kind: ContractPartyKind, values: LegalIdentityValues): ContractLegalField[] {
  if (kind === 'person') return ['name', 'birthDate', 'nationalityIso'];
  const legalForm = typeof values.legalForm === 'string' ? values.legalForm : null;
  const activity = typeof values.activity === 'string' ? values.activity : null;
  const foreign = legalForm === 'societeDroitEtranger';
  const fields: ContractLegalField[] = ['name', 'legalName', 'legalForm'];
  if (!foreign) fields.push('siret');
  fields.push('headOfficeAddressId', 'billingAddressId');
  if (needsCommercialCourt(legalForm, activity)) fields.push('commercialCourt');
  if (capitalCompanies.includes(legalForm as LegalForm)) fields.push('socialCapital');
  if (kind === 'freelanceCompany') {
    fields.push('activity', 'activityType', 'iban');
    if (values.isVatSubject) fields.push('vatNumber');
  } else {
    fields.push('vatNumber');
    if (values.paymentMode === 'sepaDirectDebit') fields.push('iban');
  }
  return fields;
}

function isFilled(field: ContractLegalField, value: string | number | null | undefined): boolean {
  if (isEmpty(value)) return false;
  if (field === 'legalForm') return value !== 'none';
  if (field === 'activity') return (companyActivities as readonly unknown[]).includes(value);
  return true;
}

/**
 * The legal fields a party still lacks, in the spec's order: what blocks its contract. A field is
 * missing when empty (a legal form of "none" and an unknown activity count as empty); the forms
 * check each value's format when it is typed.
 */
export function missingLegalFields(kind: ContractPartyKind, values: LegalIdentityValues): ContractLegalField[] {
  const required = requiredLegalFields(kind, values);
  return contractLegalFields.filter((field) => required.includes(field) && !isFilled(field, values[field]));
}

/** The form that fills a field, for the checklist's links. */
export type LegalFieldForm = 'freelanceCompany' | 'freelanceBankDetails' | 'freelancePersonal' | 'companyLegal';

export function legalFieldForm(kind: ContractPartyKind, field: ContractLegalField): LegalFieldForm {
  if (kind === 'person') return 'freelancePersonal';
  if (kind === 'corporateCompany') return 'companyLegal';
  return field === 'iban' ? 'freelanceBankDetails' : 'freelanceCompany';
}

export interface LegalChecklistItem {
  party: ContractPartyKind;
  field: ContractLegalField;
  form: LegalFieldForm;
}

/** The checklist a deal shows: every missing field of every party, with the form that fills it. */
export function legalChecklist(
  parties: readonly { kind: ContractPartyKind; values: LegalIdentityValues }[],
): LegalChecklistItem[] {
  return parties.flatMap(({ kind, values }) =>
    missingLegalFields(kind, values).map((field) => ({ party: kind, field, form: legalFieldForm(kind, field) })),
  );
}
