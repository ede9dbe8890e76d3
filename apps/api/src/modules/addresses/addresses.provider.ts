import { roundCoordinate } from '@orbite/domain/address';

/** One suggestion of the address autocomplete, already split into the address fields. */
export interface AddressSuggestion {
  label: string;
  street: string | null;
  zipCode: string | null;
  city: string | null;
  countryIso: string;
  point: { latitude: number; longitude: number } | null;
}

export interface AddressProvider {
  search(query: string, options: { countryIso: string; limit: number }): Promise<AddressSuggestion[]>;
}

interface BanFeature {
  geometry?: { coordinates?: [number, number] };
  properties?: { label?: string; name?: string; postcode?: string; city?: string; type?: string };
}

/**
 * The French national address service (and any service speaking its GeoJSON answer), for France
 * only: other countries get no suggestion and the user types the full address.
 */
export function createBanProvider(baseUrl: string, timeoutMs = 3000): AddressProvider {
  return {
    async search(query, { countryIso, limit }) {
      if (countryIso !== 'FR') return [];
      const url = new URL(baseUrl);
      url.searchParams.set('q', query);
      url.searchParams.set('limit', String(limit));
      url.searchParams.set('autocomplete', '1');
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`address service answered ${response.status}`);
      const body = (await response.json()) as { features?: BanFeature[] };
      return (body.features ?? []).map((feature) => {
        const [longitude, latitude] = feature.geometry?.coordinates ?? [];
        const props = feature.properties ?? {};
        const isStreetLevel = props.type === 'housenumber' || props.type === 'street' || props.type === 'locality';
        return {
          label: props.label ?? query,
          street: isStreetLevel ? (props.name ?? null) : null,
          zipCode: props.postcode ?? null,
          city: props.city ?? null,
          countryIso: 'FR',
          point:
            typeof latitude === 'number' && typeof longitude === 'number'
              ? { latitude: roundCoordinate(latitude), longitude: roundCoordinate(longitude) }
              : null,
        };
      });
    },
  };
}
