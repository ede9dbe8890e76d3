import { type AddressValue, isEmptyAddress, isValidFullAddress } from '@orbite/domain/address';
import {
  isEmpty,
  isValidSiret,
  isValidSocialCapital,
  isValidVatNumber,
  isValidZipCode,
  normalizeSiret,
} from '@orbite/domain/validators';
import type { VatValue } from '../../ui/vat-input';
import type { Address, AddressInput, FreelanceCompany, FreelanceCompanyInput } from './legal-identity-operations';

/** The company form's values; `vat` holds the switch and the number, saved as isVatSubject and vatNumber. */
export interface CompanyFormValues {
  name: string;
  legalForm: string | null;
  isUmbrella: boolean;
  siret: string;
  vat: VatValue;
  socialCapital: string;
  activity: string | null;
  activityType: string;
  commercialCourt: string;
  headOfficeAddress: AddressValue | null;
  billingSameAsHeadOffice: boolean;
  billingAddress: AddressValue | null;
}

/** The form's field holding each field the API names in its errors. */
export const formFieldOfApiField: Record<string, keyof CompanyFormValues> = {
  name: 'name',
  legalForm: 'legalForm',
  isUmbrella: 'isUmbrella',
  siret: 'siret',
  isVatSubject: 'vat',
  vatNumber: 'vat',
  socialCapital: 'socialCapital',
  activity: 'activity',
  activityType: 'activityType',
  commercialCourt: 'commercialCourt',
  headOfficeAddress: 'headOfficeAddress',
  billingAddress: 'billingAddress',
};

export function toAddressValue(address: Address | null | undefined): AddressValue | null {
  if (!address) return null;
  const { street, zipCode, city, state, countryIso, point } = address;
  return {
    street,
    zipCode,
    city,
    state,
    countryIso,
    point: point ? { latitude: point.latitude, longitude: point.longitude } : null,
  };
}

export function toAddressInput(address: AddressValue | null | undefined): AddressInput | null {
  if (isEmptyAddress(address) || !address) return null;
  const { latitude, longitude } = address.point ?? {};
  return {
    street: address.street?.trim() || null,
    zipCode: address.zipCode?.trim() || null,
    city: address.city?.trim() || null,
    state: address.state?.trim() || null,
    countryIso: address.countryIso ?? address.country?.iso2 ?? null,
    point: typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null,
  };
}

const addressKey = (address: AddressValue | null | undefined) => JSON.stringify(toAddressInput(address));

export function companyFormValues(company: FreelanceCompany | null | undefined): CompanyFormValues {
  const headOfficeAddress = toAddressValue(company?.headOfficeAddress);
  const billingAddress = toAddressValue(company?.billingAddress);
  return {
    name: company?.name ?? '',
    legalForm: company?.legalForm ?? null,
    isUmbrella: company?.isUmbrella ?? false,
    siret: company?.siret ?? '',
    vat: { isVatSubject: company?.isVatSubject ?? false, vatNumber: company?.vatNumber ?? '' },
    socialCapital: company?.socialCapital ?? '',
    activity: company?.activity ?? null,
    activityType: company?.activityType ?? '',
    commercialCourt: company?.commercialCourt ?? '',
    headOfficeAddress,
    billingSameAsHeadOffice: !billingAddress || addressKey(billingAddress) === addressKey(headOfficeAddress),
    billingAddress,
  };
}

/** The mutation input; a billing address "same as the head office" is saved as a copy of it. */
export function companyInput(values: CompanyFormValues): FreelanceCompanyInput {
  const headOfficeAddress = toAddressInput(values.headOfficeAddress);
  return {
    name: values.name.trim() || null,
    legalForm: values.legalForm || null,
    isUmbrella: values.isUmbrella,
    siret: isEmpty(values.siret) ? null : normalizeSiret(values.siret),
    isVatSubject: values.vat.isVatSubject,
    vatNumber: values.vat.isVatSubject ? values.vat.vatNumber.replace(/\s/g, '').toUpperCase() || null : null,
    socialCapital: values.socialCapital.trim().replace(',', '.') || null,
    activity: values.activity || null,
    activityType: values.activityType.trim() || null,
    commercialCourt: values.commercialCourt.trim() || null,
    headOfficeAddress,
    billingAddress: values.billingSameAsHeadOffice ? headOfficeAddress : toAddressInput(values.billingAddress),
  };
}

/** Browser-side rules, from the domain; each returns true or a message id. */
export const companyRules = {
  siret: (value: string) => isEmpty(value) || isValidSiret(value) || 'legal.siret.invalid',
  vat: (value: VatValue) => {
    if (!value.isVatSubject) return true;
    if (isEmpty(value.vatNumber)) return 'form.required';
    return isValidVatNumber(value.vatNumber) || 'legal.vatNumber.invalid';
  },
  socialCapital: (value: string) => isEmpty(value) || isValidSocialCapital(value) || 'legal.socialCapital.invalid',
  address: (value: AddressValue | null) => {
    if (isEmptyAddress(value)) return true;
    if (!isValidFullAddress(value)) return 'address.incomplete';
    if (value?.countryIso === 'FR' && !isValidZipCode(value.zipCode)) return 'address.zipCodeInvalid';
    return true;
  },
};
