import { isEmpty } from './validators';

/** The default country of an address is the one whose iso3 is FRA. */
export const DEFAULT_ADDRESS_COUNTRY_ISO3 = 'FRA';
/** Coordinates of an address point are kept to 6 decimals. */
export const COORDINATE_DECIMALS = 6;

/** A latitude or longitude rounded to 6 decimals, as stored. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 10 ** COORDINATE_DECIMALS) / 10 ** COORDINATE_DECIMALS;
}

/** Address as forms and the API hold it. */
export interface AddressValue {
  street?: string | null;
  zipCode?: string | null;
  city?: string | null;
  state?: string | null;
  country?: { id?: string | number | null; iso2?: string | null; iso3?: string | null; name?: string | null } | null;
  countryIso?: string | null;
  point?: { latitude?: number | null; longitude?: number | null } | null;
}

/** No address: null, or an object whose text fields are blank, with no country and no point. */
export function isEmptyAddress(address: AddressValue | null | undefined): boolean {
  if (!address) return true;
  const { street, zipCode, city, state, country, countryIso, point } = address;
  return [street, zipCode, city, state, countryIso].every(isEmpty) && !country && !point;
}

/** Address, empty allowed; otherwise its point has a latitude and a longitude, not both zero. */
export function isValidAddress(address: AddressValue | null | undefined): boolean {
  if (isEmptyAddress(address)) return true;
  const latitude = address?.point?.latitude;
  const longitude = address?.point?.longitude;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return false;
  return !(latitude === 0 && longitude === 0);
}

/** Typed full address, empty allowed; otherwise street, city, zip code and a country (or its iso code). */
export function isValidFullAddress(address: AddressValue | null | undefined): boolean {
  if (isEmptyAddress(address) || !address) return true;
  const hasCountry = Boolean(address.country) || !isEmpty(address.countryIso);
  return !isEmpty(address.street) && !isEmpty(address.city) && !isEmpty(address.zipCode) && hasCountry;
}

/** Workplace address: not needed when the workplace is remote; otherwise required and a valid address. */
export function isValidWorkplaceAddress(
  workplace: string | null | undefined,
  address: AddressValue | null | undefined,
): boolean {
  return workplace === 'remote' || (!isEmptyAddress(address) && isValidAddress(address));
}
