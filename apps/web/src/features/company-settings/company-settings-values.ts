import type { AddressValue } from '@orbite/domain/address';
import { type CompanySettingsError, companySettingsErrors } from '@orbite/domain/company-settings';
import { isEmpty, normalizeSiret } from '@orbite/domain/validators';
import { companyRules, toAddressInput, toAddressValue } from '../legal-identity/company-form-values';
import type { CompanySettings, CompanySettingsInput } from './company-settings-operations';

/** The legal section's form. */
export interface LegalFormValues {
  legalName: string;
  legalForm: string | null;
  siret: string;
  vatNumber: string;
  socialCapital: string;
  commercialCourt: string;
  structure: string | null;
  size: string | null;
  needs: string | null;
  headOfficeAddress: AddressValue | null;
  billingSameAsHeadOffice: boolean;
  billingAddress: AddressValue | null;
}

/** The billing section's form. */
export interface BillingFormValues {
  invoiceType: string;
  invoiceSendMethod: string;
  invoiceEmails: string[];
  paymentDelay: string;
  paymentConditions: string;
  paymentMode: string;
  /** A new IBAN; null (the mask shown) or empty keeps the stored one. */
  iban: string | null;
  specificMentions: string;
  billingMode: string;
  factoringEligibility: string;
}

const sameAddress = (a: AddressValue | null, b: AddressValue | null) =>
  JSON.stringify(toAddressInput(a)) === JSON.stringify(toAddressInput(b));

export function legalFormValues(settings: CompanySettings | null | undefined): LegalFormValues {
  const headOfficeAddress = toAddressValue(settings?.headOfficeAddress);
  const billingAddress = toAddressValue(settings?.billingAddress);
  return {
    legalName: settings?.legalName ?? '',
    legalForm: settings?.legalForm ?? null,
    siret: settings?.siret ?? '',
    vatNumber: settings?.vatNumber ?? '',
    socialCapital: settings?.socialCapital == null ? '' : String(settings.socialCapital),
    commercialCourt: settings?.commercialCourt ?? '',
    structure: settings?.structure ?? null,
    size: settings?.size ?? null,
    needs: settings?.needs ?? null,
    headOfficeAddress,
    billingSameAsHeadOffice: !billingAddress || sameAddress(billingAddress, headOfficeAddress),
    billingAddress,
  };
}

export function legalInput(values: LegalFormValues): CompanySettingsInput {
  const headOfficeAddress = toAddressInput(values.headOfficeAddress);
  return {
    legalName: values.legalName.trim() || null,
    legalForm: values.legalForm || null,
    siret: isEmpty(values.siret) ? null : normalizeSiret(values.siret),
    vatNumber: values.vatNumber.replace(/\s/g, '').toUpperCase() || null,
    socialCapital: values.socialCapital.trim().replace(',', '.') || null,
    commercialCourt: values.commercialCourt.trim() || null,
    structure: values.structure || null,
    size: values.size || null,
    needs: values.needs || null,
    headOfficeAddress,
    billingAddress: values.billingSameAsHeadOffice ? headOfficeAddress : toAddressInput(values.billingAddress),
  };
}

export function billingFormValues(settings: CompanySettings | null | undefined): BillingFormValues {
  return {
    invoiceType: settings?.invoiceType ?? 'email',
    invoiceSendMethod: settings?.invoiceSendMethod ?? 'email',
    invoiceEmails: settings?.invoiceEmails ?? [],
    paymentDelay: String(settings?.paymentDelay ?? 30),
    paymentConditions: settings?.paymentConditions ?? 'uponReceipt',
    paymentMode: settings?.paymentMode ?? 'standardPayment',
    iban: null,
    specificMentions: settings?.specificMentions ?? '',
    billingMode: settings?.billingMode ?? 'manual',
    factoringEligibility: settings?.factoringEligibility ?? 'notFound',
  };
}

/** The billing input: an empty IBAN keeps the stored one; the team-only fields only for the team. */
export function billingInput(values: BillingFormValues, team: boolean): CompanySettingsInput {
  return {
    invoiceType: values.invoiceType,
    invoiceSendMethod: values.invoiceSendMethod,
    invoiceEmails: values.invoiceEmails.map((email) => email.trim()).filter(Boolean),
    paymentDelay: Number(values.paymentDelay),
    paymentConditions: values.paymentConditions,
    paymentMode: values.paymentMode,
    ...(isEmpty(values.iban) ? {} : { iban: (values.iban ?? '').replace(/[\s-]/g, '').toUpperCase() }),
    specificMentions: values.specificMentions.trim() || null,
    ...(team ? { billingMode: values.billingMode, factoringEligibility: values.factoringEligibility } : {}),
  };
}

/** Message id of each domain error. */
export const settingsErrorMessage: Record<CompanySettingsError, string> = {
  unknownValue: 'companySettings.error.unknownValue',
  tooLong: 'companySettings.error.tooLong',
  siret: 'companySettings.error.siret',
  vatNumber: 'companySettings.error.vatNumber',
  vatSirenMismatch: 'companySettings.error.vatSirenMismatch',
  socialCapital: 'legal.socialCapital.invalid',
  email: 'companySettings.error.email',
  tooManyEmails: 'companySettings.error.tooManyEmails',
  emailsRequired: 'companySettings.error.emailsRequired',
  iban: 'companySettings.error.iban',
  ibanRequired: 'companySettings.error.ibanRequired',
  directDebitRequired: 'companySettings.error.directDebitRequired',
};

/** The same rules as the API, field by field, as message ids (the form's resolver). */
export function legalErrors(values: LegalFormValues): Partial<Record<keyof LegalFormValues, string>> {
  const input = legalInput(values);
  const errors = companySettingsErrors({ ...input, socialCapital: input.socialCapital ?? null });
  const result: Partial<Record<keyof LegalFormValues, string>> = {};
  for (const field of ['legalName', 'siret', 'vatNumber', 'socialCapital', 'commercialCourt'] as const) {
    const error = errors[field];
    if (error) result[field] = settingsErrorMessage[error];
  }
  for (const field of ['headOfficeAddress', 'billingAddress'] as const) {
    if (field === 'billingAddress' && values.billingSameAsHeadOffice) continue;
    const check = companyRules.address(values[field]);
    if (check !== true) result[field] = check;
  }
  return result;
}

export function billingErrors(
  values: BillingFormValues,
  current: { hasIban: boolean },
): Partial<Record<keyof BillingFormValues, string>> {
  const input = billingInput(values, true);
  const errors = companySettingsErrors(input, { hasIban: current.hasIban });
  const result: Partial<Record<keyof BillingFormValues, string>> = {};
  for (const field of ['invoiceEmails', 'iban', 'paymentMode', 'specificMentions'] as const) {
    const error = errors[field];
    if (error) result[field] = settingsErrorMessage[error];
  }
  return result;
}
