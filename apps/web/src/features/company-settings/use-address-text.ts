import type { AddressValue } from '@orbite/domain/address';
import { useCountriesSelector } from '../legal-identity/legal-identity-operations';

/** An address on three lines: street, zip code and city, country name. */
export function useAddressText() {
  const { data } = useCountriesSelector();
  return (address: AddressValue | null) => {
    if (!address) return null;
    const country = data?.countriesSelector.find((item) => item.iso2 === address.countryIso)?.name;
    const cityLine = [address.zipCode, address.city].filter(Boolean).join(' ');
    return [address.street, cityLine, country ?? address.countryIso].filter(Boolean).join('\n');
  };
}
