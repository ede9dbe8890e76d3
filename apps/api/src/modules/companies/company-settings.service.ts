import { isValidFullAddress, roundCoordinate } from '@orbite/domain/address';
import {
  type CompanySettingsError,
  type CompanySettingsField,
  type CompanySettingsValues,
  companySettingsErrors,
  DEFAULT_BILLING_SETTINGS,
  normalizeVatNumber,
} from '@orbite/domain/company-settings';
import { ErrorCode } from '@orbite/domain/errors';
import { isEmpty, normalizeIban, normalizeSiret } from '@orbite/domain/validators';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity/activity.service';
import type { AddressValue } from '../addresses/addresses.schema';
import type { MarketCaller } from '../missions/missions.caller';
import { companySettingsOf, findCompanyById } from './companies.repository';
import type { CompanySettingsRow } from './companies.tables';
import * as repository from './company-settings.repository';

const messages: Record<CompanySettingsError, string> = {
  unknownValue: 'Valeur inconnue.',
  tooLong: 'Texte trop long.',
  siret: 'SIRET invalide : 14 chiffres dont le dernier est une clé de contrôle.',
  vatNumber: 'Numéro de TVA invalide : FR, une clé de 2 chiffres et le SIREN (13 caractères).',
  vatSirenMismatch: 'Le numéro de TVA ne correspond pas au SIREN de la société.',
  socialCapital: 'Capital social : un montant positif à 2 décimales au plus.',
  email: 'Une adresse e-mail de facturation est invalide.',
  tooManyEmails: '5 adresses e-mail au plus.',
  emailsRequired: 'Indiquez au moins une adresse e-mail pour recevoir les factures.',
  iban: 'IBAN invalide : vérifiez sa clé.',
  ibanRequired: 'Le prélèvement SEPA demande un IBAN.',
  directDebitRequired: 'Le prélèvement automatique demande le mode de paiement « prélèvement SEPA ».',
};

const notFound = () => new AppError(ErrorCode.notFound, 'Société introuvable.');
const invalid = (field: string, message: string) => new AppError(ErrorCode.invalidInput, message, field);

/** Fields only the team sets: the factor's answer and the collection provider. */
const teamOnlyFields = ['factoringEligibility', 'billingMode'] as const;

export interface AddressInput {
  street?: string | null;
  zipCode?: string | null;
  city?: string | null;
  state?: string | null;
  countryIso?: string | null;
  point?: { latitude: number; longitude: number } | null;
}

export interface CompanySettingsInput extends Omit<CompanySettingsValues, 'socialCapital'> {
  socialCapital?: string | null;
  headOfficeAddress?: AddressInput | null;
  billingAddress?: AddressInput | null;
}

/** The settings the company's documents are made from: what is stored, the default where nothing is. */
export interface CompanySettingsView extends CompanySettingsRow {
  saved: boolean;
}

function viewOf(companyId: number, row: CompanySettingsRow | null): CompanySettingsView {
  const base: CompanySettingsRow = row ?? {
    companyId,
    legalName: null,
    legalForm: null,
    siret: null,
    vatNumber: null,
    socialCapital: null,
    commercialCourt: null,
    structure: null,
    size: null,
    needs: null,
    headOfficeAddress: null,
    billingAddress: null,
    invoiceType: null,
    paymentDelay: null,
    paymentConditions: null,
    billingMode: null,
    paymentMode: null,
    invoiceSendMethod: null,
    factoringEligibility: null,
    invoiceEmails: [],
    ibanSealed: null,
    ibanLast4: null,
    specificMentions: null,
    updatedAt: new Date(0),
  };
  const defaults = DEFAULT_BILLING_SETTINGS;
  return {
    ...base,
    invoiceType: base.invoiceType ?? defaults.invoiceType,
    paymentDelay: base.paymentDelay ?? defaults.paymentDelay,
    paymentConditions: base.paymentConditions ?? defaults.paymentConditions,
    billingMode: base.billingMode ?? defaults.billingMode,
    paymentMode: base.paymentMode ?? defaults.paymentMode,
    invoiceSendMethod: base.invoiceSendMethod ?? defaults.invoiceSendMethod,
    factoringEligibility: base.factoringEligibility ?? defaults.factoringEligibility,
    saved: row !== null,
  };
}

/** The team, or a client user of that company holding showAdministration (the schema checked the flag). */
async function administeredCompany(deps: AppDeps, caller: MarketCaller, companyId: number) {
  if (caller.role === 'corporate' && caller.companyId !== companyId) throw notFound();
  if (caller.role !== 'corporate' && caller.role !== 'teamMember') throw new AppError(ErrorCode.forbidden);
  const company = Number.isInteger(companyId) && companyId > 0 ? await findCompanyById(deps.db, companyId) : null;
  if (!company) throw notFound();
  return company;
}

export async function readCompanySettings(
  deps: AppDeps,
  caller: MarketCaller,
  companyId: number,
): Promise<CompanySettingsView> {
  await administeredCompany(deps, caller, companyId);
  return viewOf(companyId, await companySettingsOf(deps.db, companyId));
}

/** A full address or nothing, trimmed, coordinates rounded to 6 decimals. */
function checkAddress(input: AddressInput | null | undefined, field: string): AddressValue | null {
  if (!input) return null;
  const address: AddressValue = {
    street: input.street?.trim() || null,
    zipCode: input.zipCode?.trim() || null,
    city: input.city?.trim() || null,
    state: input.state?.trim() || null,
    countryIso: input.countryIso?.trim().toUpperCase() || null,
    point: input.point
      ? { latitude: roundCoordinate(input.point.latitude), longitude: roundCoordinate(input.point.longitude) }
      : null,
  };
  if (Object.values(address).every((value) => value === null)) return null;
  if (Object.values(address).some((value) => typeof value === 'string' && value.length > 200))
    throw invalid(field, 'Adresse trop longue.');
  if (!isValidFullAddress(address)) throw invalid(field, 'Adresse incomplète : rue, code postal, ville et pays.');
  if (address.countryIso === 'FR' && !/^\d{5}$/.test(address.zipCode ?? ''))
    throw invalid(field, 'Un code postal français a 5 chiffres.');
  return address;
}

const trimmed = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

/**
 * Saves the given fields only (a section of the form), checked against what is stored; the IBAN is
 * sealed and kept as its last 4 characters for display. One transaction, one activity event.
 */
export async function updateCompanySettings(
  deps: AppDeps,
  caller: MarketCaller,
  companyId: number,
  input: CompanySettingsInput,
): Promise<CompanySettingsView> {
  await administeredCompany(deps, caller, companyId);
  if (caller.role !== 'teamMember')
    for (const field of teamOnlyFields)
      if (input[field] !== undefined)
        throw new AppError(ErrorCode.forbidden, 'Seule notre équipe modifie ce réglage.', field);
  const emails =
    input.invoiceEmails === undefined
      ? undefined
      : input.invoiceEmails === null
        ? []
        : [...new Set(input.invoiceEmails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
  const values: CompanySettingsValues = {
    ...input,
    legalName: trimmed(input.legalName),
    commercialCourt: trimmed(input.commercialCourt),
    specificMentions: trimmed(input.specificMentions),
    invoiceEmails: emails,
  };
  return deps.db.transaction(async (tx) => {
    const current = await repository.lockCompanySettings(tx, companyId);
    const errors = companySettingsErrors(values, {
      ...viewOf(companyId, current),
      socialCapital: current?.socialCapital ?? null,
      hasIban: Boolean(current?.ibanSealed),
    });
    const [field, error] = Object.entries(errors)[0] ?? [];
    if (field && error) throw invalid(field, messages[error]);
    const patch: repository.CompanySettingsPatch = {};
    const set = <K extends keyof repository.CompanySettingsPatch>(
      key: K,
      value: repository.CompanySettingsPatch[K],
    ) => {
      if (value !== undefined) patch[key] = value;
    };
    const emptyToNull = (value: string | null | undefined) =>
      value === undefined ? undefined : isEmpty(value) ? null : value;
    set('legalName', values.legalName);
    set('legalForm', emptyToNull(values.legalForm));
    set('siret', values.siret === undefined ? undefined : isEmpty(values.siret) ? null : normalizeSiret(values.siret));
    set(
      'vatNumber',
      values.vatNumber === undefined
        ? undefined
        : isEmpty(values.vatNumber)
          ? null
          : normalizeVatNumber(values.vatNumber),
    );
    set(
      'socialCapital',
      input.socialCapital === undefined
        ? undefined
        : isEmpty(input.socialCapital)
          ? null
          : Number(String(input.socialCapital).replace(',', '.')),
    );
    set('commercialCourt', values.commercialCourt);
    for (const key of [
      'structure',
      'size',
      'needs',
      'invoiceType',
      'paymentConditions',
      'billingMode',
      'paymentMode',
      'invoiceSendMethod',
      'factoringEligibility',
    ] as const)
      set(key, emptyToNull(values[key]));
    set('paymentDelay', values.paymentDelay);
    set('invoiceEmails', emails);
    set('specificMentions', values.specificMentions);
    if (input.headOfficeAddress !== undefined)
      patch.headOfficeAddress = checkAddress(input.headOfficeAddress, 'headOfficeAddress');
    if (input.billingAddress !== undefined) patch.billingAddress = checkAddress(input.billingAddress, 'billingAddress');
    if (input.iban !== undefined) {
      const iban = isEmpty(input.iban) ? null : normalizeIban(input.iban);
      patch.ibanSealed = iban ? deps.cipher.encrypt(iban) : null;
      patch.ibanLast4 = iban ? iban.slice(-4) : null;
    }
    const row = await repository.upsertCompanySettings(tx, companyId, patch);
    await recordActivity(tx, caller.actor, {
      category: 'company',
      type: 'company_settings_updated',
      entityType: 'company',
      entityId: companyId,
      payload: { fields: Object.keys(input).filter((key) => input[key as CompanySettingsField] !== undefined) },
    });
    return viewOf(companyId, row);
  });
}

/** The settings of a company as its documents use them (contracts, invoices), for other modules. */
export async function effectiveCompanySettings(deps: Pick<AppDeps, 'db'>, companyId: number) {
  return viewOf(companyId, await companySettingsOf(deps.db, companyId));
}

/** The clear IBAN of a company paying by direct debit, for the collection only (never shown). */
export function unsealedIban(deps: Pick<AppDeps, 'cipher'>, row: Pick<CompanySettingsRow, 'ibanSealed'>) {
  return row.ibanSealed ? deps.cipher.decrypt(row.ibanSealed) : null;
}
