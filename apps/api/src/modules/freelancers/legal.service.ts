import { isValidFullAddress, roundCoordinate } from '@orbite/domain/address';
import { isCalendarDay, todayInParis } from '@orbite/domain/calendar-day';
import { companyActivities, isOneOf, legalForms } from '@orbite/domain/enums';
import { ErrorCode } from '@orbite/domain/errors';
import {
  isEmpty,
  isValidBic,
  isValidIban,
  isValidSiret,
  isValidSocialCapital,
  isValidVatNumber,
  normalizeBic,
  normalizeIban,
  normalizeSiret,
} from '@orbite/domain/validators';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { AddressValue } from '../addresses/addresses.schema';
import * as repository from './legal.repository';
import { updateFreelance } from './profile.repository';
import { changeProfile, type ProfileCaller } from './profile.service';

const invalid = (field: string, message: string) => new AppError(ErrorCode.invalidInput, message, field);

export interface AddressInput {
  street?: string | null;
  zipCode?: string | null;
  city?: string | null;
  state?: string | null;
  countryIso?: string | null;
  point?: { latitude: number; longitude: number } | null;
}

/** A full address (street, zip code, city, country), trimmed, coordinates rounded to 6 decimals. */
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
  if (!isValidFullAddress(address)) throw invalid(field, 'Adresse incomplète : rue, code postal, ville et pays.');
  if (address.countryIso === 'FR' && !/^\d{5}$/.test(address.zipCode ?? ''))
    throw invalid(field, 'Un code postal français a 5 chiffres.');
  return address;
}

export interface CompanyInput {
  name?: string | null;
  legalForm?: string | null;
  isUmbrella?: boolean | null;
  siret?: string | null;
  isVatSubject?: boolean | null;
  vatNumber?: string | null;
  socialCapital?: string | null;
  activity?: string | null;
  activityType?: string | null;
  commercialCourt?: string | null;
  headOfficeAddress?: AddressInput | null;
  billingAddress?: AddressInput | null;
}

export function checkCompany(input: CompanyInput): repository.CompanyFields {
  if (input.legalForm != null && !isOneOf(legalForms, input.legalForm))
    throw invalid('legalForm', 'Forme juridique inconnue.');
  if (input.activity != null && !isOneOf(companyActivities, input.activity))
    throw invalid('activity', 'Activité inconnue.');
  const siret = isEmpty(input.siret) ? null : normalizeSiret(input.siret!);
  if (siret && !isValidSiret(siret)) throw invalid('siret', 'Un SIRET compte 14 chiffres.');
  const vatNumber = isEmpty(input.vatNumber) ? null : input.vatNumber!.replace(/\s+/g, '').toUpperCase();
  if (vatNumber && !isValidVatNumber(vatNumber))
    throw invalid('vatNumber', 'Un numéro de TVA français compte 13 caractères.');
  const capital = isEmpty(input.socialCapital) ? null : String(input.socialCapital).replace(',', '.').trim();
  if (capital && !isValidSocialCapital(capital))
    throw invalid('socialCapital', 'Capital social : un montant à 2 décimales au plus.');
  const name = input.name?.trim() || null;
  const activityType = input.activityType?.trim() || null;
  if (activityType && activityType.length > 200) throw invalid('activityType', '200 caractères au plus.');
  if (name && name.length > 200) throw invalid('name', 'Raison sociale trop longue.');
  return {
    name,
    legalForm: input.legalForm ?? null,
    isUmbrella: Boolean(input.isUmbrella),
    siret,
    isVatSubject: Boolean(input.isVatSubject),
    vatNumber,
    socialCapital: capital,
    activity: input.activity ?? null,
    activityType,
    commercialCourt: input.commercialCourt?.trim() || null,
    headOfficeAddress: checkAddress(input.headOfficeAddress, 'headOfficeAddress'),
    billingAddress: checkAddress(input.billingAddress, 'billingAddress'),
  };
}

export function updateFreelanceCompany(deps: AppDeps, caller: ProfileCaller, freelanceId: number, input: CompanyInput) {
  const fields = checkCompany(input);
  return changeProfile(deps, caller, freelanceId, 'freelance_company_updated', async (tx, freelance) => {
    await repository.upsertCompany(tx, freelance.id, fields);
    return freelance;
  });
}

/** Saves bank details; the IBAN is encrypted, and an omitted IBAN keeps the one stored. */
export function updateFreelanceBankDetails(
  deps: AppDeps,
  caller: ProfileCaller,
  freelanceId: number,
  input: { bankName?: string | null; iban?: string | null; bic?: string | null },
) {
  const iban = isEmpty(input.iban) ? null : normalizeIban(input.iban!);
  if (iban && !isValidIban(iban)) throw invalid('iban', 'IBAN invalide : vérifiez sa clé.');
  const bic = isEmpty(input.bic) ? null : normalizeBic(input.bic!);
  if (bic && !isValidBic(bic)) throw invalid('bic', 'BIC invalide (8 ou 11 caractères).');
  return changeProfile(deps, caller, freelanceId, 'freelance_bank_details_updated', async (tx, freelance) => {
    const current = await repository.findBankDetails(tx, freelance.id);
    const keep = input.iban === undefined && current;
    await repository.upsertBankDetails(tx, freelance.id, {
      bankName: input.bankName?.trim() || null,
      bic,
      ibanSealed: keep ? current.ibanSealed : iban ? deps.cipher.encrypt(iban) : null,
      ibanCountry: keep ? current.ibanCountry : (iban?.slice(0, 2) ?? null),
      ibanLast4: keep ? current.ibanLast4 : (iban?.slice(-4) ?? null),
    });
    return freelance;
  });
}

/** An IBAN shown masked: its country and last 4 characters only. */
export function maskedIban(row: { ibanCountry: string | null; ibanLast4: string | null } | null): string | null {
  return row?.ibanCountry && row.ibanLast4 ? `${row.ibanCountry}•• •••• •••• •••• •••• ••${row.ibanLast4}` : null;
}

/** The freelancer as a contract party: birth date (16 to 100 years old) and nationality (ISO 3166 alpha-2). */
export function updateFreelanceLegalPerson(
  deps: AppDeps,
  caller: ProfileCaller,
  freelanceId: number,
  input: { birthDate?: string | null; nationalityIso?: string | null },
) {
  const birthDate = isEmpty(input.birthDate) ? null : input.birthDate!;
  if (birthDate) {
    const today = todayInParis();
    const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
    if (!isCalendarDay(birthDate) || birthDate > today || years < 16 || years > 100)
      throw invalid('birthDate', 'Date de naissance invalide.');
  }
  const nationalityIso = isEmpty(input.nationalityIso) ? null : input.nationalityIso!.trim().toUpperCase();
  if (nationalityIso && !/^[A-Z]{2}$/.test(nationalityIso))
    throw invalid('nationalityIso', 'Choisissez une nationalité.');
  return changeProfile(deps, caller, freelanceId, 'freelance_legal_person_updated', (tx, freelance) =>
    updateFreelance(tx, freelance.id, { birthDate, nationalityIso }),
  );
}
