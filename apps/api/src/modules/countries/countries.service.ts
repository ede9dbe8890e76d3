import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { type CountryCode, getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/fr.json'));

export interface Country {
  /** ISO 3166-1 numeric code, stable across languages. */
  id: string;
  iso2: string;
  iso3: string;
  name: string;
  /** International calling code with its plus sign, null for territories without one. */
  phonePrefix: string | null;
}

const collator = new Intl.Collator('fr', { sensitivity: 'base' });

/** Every country with its French name, ISO codes and calling code; reference data built once. */
const allCountries: readonly Country[] = Object.entries(countries.getNames('fr', { select: 'official' }))
  .map(([iso2, name]) => ({
    id: countries.alpha2ToNumeric(iso2) ?? iso2,
    iso2,
    iso3: countries.alpha2ToAlpha3(iso2) ?? iso2,
    name,
    phonePrefix: isSupportedCountry(iso2) ? `+${getCountryCallingCode(iso2 as CountryCode)}` : null,
  }))
  .sort((a, b) => collator.compare(a.name, b.name));

export function listCountries(): readonly Country[] {
  return allCountries;
}

export function listCallingCodeCountries(): readonly Country[] {
  return allCountries.filter((country) => country.phonePrefix);
}
