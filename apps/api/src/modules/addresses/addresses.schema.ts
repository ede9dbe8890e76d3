import { builder } from '../../graphql/builder';
import { type AddressSuggestion, createBanProvider } from './addresses.provider';

export interface AddressValue {
  street: string | null;
  zipCode: string | null;
  city: string | null;
  state: string | null;
  countryIso: string | null;
  point: { latitude: number; longitude: number } | null;
}

const PointType = builder
  .objectRef<{ latitude: number; longitude: number }>('GeoPoint')
  .implement({ fields: (t) => ({ latitude: t.exposeFloat('latitude'), longitude: t.exposeFloat('longitude') }) });

export const AddressType = builder.objectRef<AddressValue>('Address').implement({
  fields: (t) => ({
    street: t.exposeString('street', { nullable: true }),
    zipCode: t.exposeString('zipCode', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    state: t.exposeString('state', { nullable: true }),
    countryIso: t.exposeString('countryIso', { nullable: true }),
    point: t.expose('point', { type: PointType, nullable: true }),
  }),
});

const PointInput = builder.inputType('GeoPointInput', {
  fields: (t) => ({ latitude: t.float({ required: true }), longitude: t.float({ required: true }) }),
});

export const AddressInput = builder.inputType('AddressInput', {
  fields: (t) => ({
    street: t.string(),
    zipCode: t.string(),
    city: t.string(),
    state: t.string(),
    countryIso: t.string(),
    point: t.field({ type: PointInput }),
  }),
});

const SuggestionType = builder.objectRef<AddressSuggestion>('AddressSuggestion').implement({
  fields: (t) => ({
    label: t.exposeString('label'),
    street: t.exposeString('street', { nullable: true }),
    zipCode: t.exposeString('zipCode', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    countryIso: t.exposeString('countryIso'),
    point: t.expose('point', { type: PointType, nullable: true }),
  }),
});

const AddressSearchType = builder
  .objectRef<{ available: boolean; items: AddressSuggestion[] }>('AddressSearch')
  .implement({
    fields: (t) => ({
      available: t.exposeBoolean('available', {
        description: 'False when no address service is configured or it failed: the user types the full address.',
      }),
      items: t.expose('items', { type: [SuggestionType] }),
    }),
  });

builder.queryFields((t) => ({
  searchAddresses: t.field({
    type: AddressSearchType,
    description: 'Address autocomplete, restricted to a country (France by default).',
    authScopes: { authenticated: true },
    args: { query: t.arg.string({ required: true }), countryIso: t.arg.string() },
    resolve: async (_root, args, context) => {
      const url = context.deps.config.addressApiUrl;
      const query = args.query.trim().slice(0, 200);
      if (!url) return { available: false, items: [] };
      if (query.length < 3) return { available: true, items: [] };
      try {
        const countryIso = (args.countryIso ?? 'FR').toUpperCase();
        return { available: true, items: await createBanProvider(url).search(query, { countryIso, limit: 5 }) };
      } catch (error) {
        context.deps.logger.warn({ err: error }, 'address search failed');
        return { available: false, items: [] };
      }
    },
  }),
}));
