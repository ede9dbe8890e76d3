import { useApolloClient, useQuery } from '@apollo/client/react';
import type { AddressValue } from '@orbite/domain/address';
import { type ReactNode, useCallback } from 'react';
import { AddressInput, type AddressSearch } from '../../ui/address-input';
import { SEARCH_ADDRESSES, useCountriesSelector } from './legal-identity-operations';

/**
 * Whether the address service answers: an empty query tells without searching. Until it is known,
 * and when it is not, the user types the full address.
 */
function useAddressServiceAvailable(): boolean | undefined {
  const { data } = useQuery(SEARCH_ADDRESSES, {
    variables: { query: '' },
    fetchPolicy: 'cache-first',
    context: { silent: true },
  });
  return data?.searchAddresses.available;
}

/** The address input wired to the API: countries from countriesSelector, suggestions from searchAddresses. */
export function AddressField(props: {
  label: string;
  value: AddressValue | null;
  onChange: (value: AddressValue | null) => void;
  error?: ReactNode;
  disabled?: boolean;
}) {
  const client = useApolloClient();
  const { data } = useCountriesSelector();
  const available = useAddressServiceAvailable();
  const search = useCallback<AddressSearch>(
    async (query, countryIso) => {
      const result = await client.query({
        query: SEARCH_ADDRESSES,
        variables: { query, countryIso },
        fetchPolicy: 'network-only',
        context: { silent: true },
      });
      return result.data?.searchAddresses ?? { available: false, items: [] };
    },
    [client],
  );
  if (available === undefined) return <AddressInput {...props} countries={[]} search={search} available={false} />;
  return (
    <AddressInput
      key={String(available)}
      {...props}
      countries={data?.countriesSelector ?? []}
      search={search}
      available={available}
    />
  );
}
