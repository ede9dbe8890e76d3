/**
 * A client company's settings: its legal identity (what its contracts and invoices name) and how it
 * is invoiced and pays. The enumerations are the spec's; the rules between them are ours (see
 * docs/decisions.md, "Company settings").
 */

import { addDays, type CalendarDay } from './calendar-day';
import { isOneOf, legalForms } from './enums';
import {
  isEmpty,
  isValidEmail,
  isValidIban,
  isValidSiret,
  isValidSocialCapital,
  isValidVatNumber,
  normalizeSiret,
} from './validators';
import { frenchVatKeyOf } from './vat';

/** How the client wants to receive its invoices. */
export const invoiceTypes = ['email', 'papier', 'emailPapier', 'platform'] as const;
export type InvoiceType = (typeof invoiceTypes)[number];

/** Days between the invoice and its due date. */
export const paymentDelays = [0, 30, 45, 60] as const;
export type PaymentDelay = (typeof paymentDelays)[number];

/** From when the payment delay runs: the invoice date, then the end of the month or the 15th of the next. */
export const paymentConditions = ['uponReceipt', 'endOfMonth', 'fifteenthOfNextMonth'] as const;
export type PaymentConditions = (typeof paymentConditions)[number];

/** Who owns a company record: a client company or a freelancer's own company. */
export const companyOwners = ['corporate', 'freelance'] as const;
export type CompanyOwner = (typeof companyOwners)[number];

/** Kind of structure. */
export const companyStructures = ['startUp', 'bigCompany', 'none'] as const;
export type CompanyStructure = (typeof companyStructures)[number];

/** How many freelancers the company expects to need. */
export const companyNeeds = [
  'none',
  'oneToFour',
  'fiveToNine',
  'tenToTwentyFour',
  'twentyFiveToFortyNine',
  'fiftyPlus',
] as const;
export type CompanyNeeds = (typeof companyNeeds)[number];

/** Headcount bands: nine is 1-9, fortyNine 10-49, ..., fiveThousands 5000 and more. */
export const companySizes = [
  'nine',
  'fortyNine',
  'ninetyNine',
  'twoHundredFortyNine',
  'fourHundredNinetyNine',
  'nineHundredNinetyNine',
  'fourThousandNineHundredNinetyNine',
  'fiveThousands',
] as const;
export type CompanySize = (typeof companySizes)[number];

/** Who collects the payments: the team by hand, or a direct-debit provider. */
export const billingModes = ['manual', 'gocardless'] as const;
export type BillingMode = (typeof billingModes)[number];

export const paymentModes = ['standardPayment', 'factoring', 'sepaDirectDebit'] as const;
export type PaymentMode = (typeof paymentModes)[number];

export const invoiceSendMethods = ['none', 'email', 'mail'] as const;
export type InvoiceSendMethod = (typeof invoiceSendMethods)[number];

/** The factor's answer about the client as a debtor. */
export const factoringEligibilities = [
  'ok',
  'debtorEligibleButAmountNotValidated',
  'debtorNotEligible',
  'debtorEligibleWithAmountValidationPending',
  'notFound',
] as const;
export type FactoringEligibility = (typeof factoringEligibilities)[number];

/**
 * The spec's marker "do not generate a document": where a document kind is expected, this key says
 * that no file is produced for the client. The invoice itself is still issued (number, lines,
 * totals) and its PDF stays downloadable on demand; only the generated file sent to the client is
 * skipped. A client whose invoices go through its own procurement platform gets it.
 */
export const NO_DOCUMENT = 'noDocument' as const;
export type NoDocument = typeof NO_DOCUMENT;

/** The invoice file generated for the client. */
export type InvoiceDocumentKind = 'facturX' | 'pdf' | NoDocument;

/**
 * Which file each way of receiving invoices needs: Factur-X (a PDF/A-3 with its XML) for e-mail,
 * the plain PDF to print and post, nothing for a procurement platform (the team keys it in there).
 */
export const invoiceDocumentByType: Readonly<Record<InvoiceType, InvoiceDocumentKind>> = {
  email: 'facturX',
  papier: 'pdf',
  emailPapier: 'facturX',
  platform: NO_DOCUMENT,
};

/** The file to generate for an invoice of a client with these settings (e-mail Factur-X when never set). */
export function invoiceDocumentOf(invoiceType: string | null | undefined): InvoiceDocumentKind {
  return isOneOf(invoiceTypes, invoiceType) ? invoiceDocumentByType[invoiceType] : 'facturX';
}

export const isNoDocument = (kind: string | null | undefined): kind is NoDocument => kind === NO_DOCUMENT;

/** The billing settings a company starts with, and that apply while it has not chosen. */
export const DEFAULT_BILLING_SETTINGS = {
  invoiceType: 'email',
  paymentDelay: 30,
  paymentConditions: 'uponReceipt',
  billingMode: 'manual',
  paymentMode: 'standardPayment',
  invoiceSendMethod: 'email',
  factoringEligibility: 'notFound',
} as const satisfies {
  invoiceType: InvoiceType;
  paymentDelay: PaymentDelay;
  paymentConditions: PaymentConditions;
  billingMode: BillingMode;
  paymentMode: PaymentMode;
  invoiceSendMethod: InvoiceSendMethod;
  factoringEligibility: FactoringEligibility;
};

/** The most addresses invoices are mailed to. */
export const MAX_INVOICE_EMAILS = 5;
export const SPECIFIC_MENTIONS_MAX = 1000;
export const LEGAL_TEXT_MAX = 200;

/**
 * The due date of an invoice: the delay runs from the invoice day, then, for "end of month", to the
 * last day of the month reached, and for "15th of next month", to the 15th of the month after it.
 */
export function invoiceDueDate(
  issueDay: CalendarDay,
  delay: number,
  conditions: PaymentConditions = 'uponReceipt',
): CalendarDay {
  const reached = addDays(issueDay, delay);
  if (conditions === 'uponReceipt') return reached;
  const [year, month] = reached.split('-').map(Number) as [number, number];
  const firstOfNext = new Date(Date.UTC(year, month, 1));
  if (conditions === 'endOfMonth') return addDays(firstOfNext.toISOString().slice(0, 10), -1);
  return `${firstOfNext.toISOString().slice(0, 7)}-15`;
}

/**
 * SIRET with its checksum: 14 digits whose Luhn sum is a multiple of 10. La Poste's establishments
 * (SIREN 356 000 000) follow their own rule: the sum of the digits is a multiple of 5.
 */
export function isValidSiretChecksum(value: string | null | undefined): boolean {
  if (!isValidSiret(value)) return false;
  const digits = normalizeSiret(value!);
  if (digits.startsWith('356000000')) return [...digits].reduce((sum, d) => sum + Number(d), 0) % 5 === 0;
  return luhn(digits);
}

/** SIREN with its checksum (9 digits, Luhn). */
export function isValidSirenChecksum(value: string | null | undefined): boolean {
  const digits = (value ?? '').replace(/\s/g, '');
  return /^\d{9}$/.test(digits) && luhn(digits);
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** VAT number as stored: spaces removed, upper case. */
export const normalizeVatNumber = (value: string) => value.replace(/\s/g, '').toUpperCase();

/**
 * A French VAT number whose key matches its SIREN (FR + 2 digits + 9 digits); any other country's
 * number only follows the general rule (not empty).
 */
export function isValidFrenchVatKey(value: string | null | undefined): boolean {
  if (!isValidVatNumber(value)) return false;
  const vat = normalizeVatNumber(value!);
  if (!vat.startsWith('FR')) return true;
  const siren = vat.slice(4);
  return /^\d{9}$/.test(siren) && vat.slice(2, 4) === frenchVatKeyOf(siren);
}

/** The settings form as typed: text, numbers and addresses; every field optional (partial saves). */
export interface CompanySettingsValues {
  legalName?: string | null;
  legalForm?: string | null;
  siret?: string | null;
  vatNumber?: string | null;
  socialCapital?: string | number | null;
  commercialCourt?: string | null;
  structure?: string | null;
  size?: string | null;
  needs?: string | null;
  invoiceType?: string | null;
  paymentDelay?: number | null;
  paymentConditions?: string | null;
  billingMode?: string | null;
  paymentMode?: string | null;
  invoiceSendMethod?: string | null;
  factoringEligibility?: string | null;
  invoiceEmails?: readonly string[] | null;
  /** A new IBAN; absent keeps the stored one. */
  iban?: string | null;
  specificMentions?: string | null;
}

export type CompanySettingsField = keyof CompanySettingsValues;

export type CompanySettingsError =
  | 'unknownValue'
  | 'tooLong'
  | 'siret'
  | 'vatNumber'
  | 'vatSirenMismatch'
  | 'socialCapital'
  | 'email'
  | 'tooManyEmails'
  | 'emailsRequired'
  | 'iban'
  | 'ibanRequired'
  | 'directDebitRequired';

const enumFields = {
  legalForm: legalForms,
  structure: companyStructures,
  size: companySizes,
  needs: companyNeeds,
  invoiceType: invoiceTypes,
  paymentConditions: paymentConditions,
  billingMode: billingModes,
  paymentMode: paymentModes,
  invoiceSendMethod: invoiceSendMethods,
  factoringEligibility: factoringEligibilities,
} as const satisfies Partial<Record<CompanySettingsField, readonly string[]>>;

const textFields = ['legalName', 'commercialCourt'] as const;

/**
 * The errors of a settings form, field by field (empty when it may be saved). `current` holds what
 * is stored, so that a partial save is checked against the whole: paying by direct debit needs an
 * IBAN typed now or kept; e-mailed invoices need an address.
 */
export function companySettingsErrors(
  values: CompanySettingsValues,
  current: { hasIban?: boolean; siret?: string | null } & CompanySettingsValues = {},
): Partial<Record<CompanySettingsField, CompanySettingsError>> {
  const errors: Partial<Record<CompanySettingsField, CompanySettingsError>> = {};
  for (const [field, allowed] of Object.entries(enumFields) as [CompanySettingsField, readonly string[]][]) {
    const value = values[field];
    if (!isEmpty(value as string) && !allowed.includes(value as string)) errors[field] = 'unknownValue';
  }
  for (const field of textFields) if ((values[field]?.trim().length ?? 0) > LEGAL_TEXT_MAX) errors[field] = 'tooLong';
  if (values.paymentDelay != null && !(paymentDelays as readonly number[]).includes(values.paymentDelay))
    errors.paymentDelay = 'unknownValue';
  if (!isEmpty(values.siret) && !isValidSiretChecksum(values.siret)) errors.siret = 'siret';
  if (!isEmpty(values.vatNumber)) {
    if (!isValidFrenchVatKey(values.vatNumber)) errors.vatNumber = 'vatNumber';
    else {
      const vat = normalizeVatNumber(values.vatNumber);
      const siret = values.siret === undefined ? current.siret : values.siret;
      if (
        vat.startsWith('FR') &&
        !isEmpty(siret) &&
        !errors.siret &&
        normalizeSiret(siret).slice(0, 9) !== vat.slice(4)
      )
        errors.vatNumber = 'vatSirenMismatch';
    }
  }
  if (!isEmpty(values.socialCapital as string) && !isValidSocialCapital(values.socialCapital))
    errors.socialCapital = 'socialCapital';
  if ((values.specificMentions?.length ?? 0) > SPECIFIC_MENTIONS_MAX) errors.specificMentions = 'tooLong';
  const emails = values.invoiceEmails === undefined ? current.invoiceEmails : values.invoiceEmails;
  if (values.invoiceEmails) {
    if (values.invoiceEmails.length > MAX_INVOICE_EMAILS) errors.invoiceEmails = 'tooManyEmails';
    else if (values.invoiceEmails.some((email) => !isValidEmail(email))) errors.invoiceEmails = 'email';
  }
  const pick = <K extends CompanySettingsField>(field: K) =>
    values[field] === undefined ? current[field] : values[field];
  const sendMethod = pick('invoiceSendMethod');
  const invoiceType = pick('invoiceType');
  const emailed = sendMethod === 'email' || invoiceType === 'email' || invoiceType === 'emailPapier';
  // Checked when the invoicing section is saved, not when another section is (the defaults e-mail invoices).
  const touchesSending = [values.invoiceSendMethod, values.invoiceType, values.invoiceEmails].some(
    (v) => v !== undefined,
  );
  if (!errors.invoiceEmails && touchesSending && emailed && (emails?.length ?? 0) === 0)
    errors.invoiceEmails = 'emailsRequired';
  if (!isEmpty(values.iban) && !isValidIban(values.iban)) errors.iban = 'iban';
  const paymentMode = pick('paymentMode');
  const hasIban = values.iban === undefined ? Boolean(current.hasIban) : !isEmpty(values.iban);
  if (!errors.iban && paymentMode === 'sepaDirectDebit' && !hasIban) errors.iban = 'ibanRequired';
  if (pick('billingMode') === 'gocardless' && paymentMode !== 'sepaDirectDebit')
    errors.paymentMode = 'directDebitRequired';
  return errors;
}

/** An IBAN shown masked: only its last 4 characters. */
export function maskIban(last4: string | null | undefined): string | null {
  return last4 ? `•••• •••• •••• •••• •••• ${last4}` : null;
}
