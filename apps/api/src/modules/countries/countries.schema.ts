import { builder } from '../../graphql/builder';
import { type Country, listCallingCodeCountries, listCountries } from './countries.service';

const CountryType = builder.objectRef<Country>('Country').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    iso2: t.exposeString('iso2'),
    iso3: t.exposeString('iso3'),
    name: t.exposeString('name'),
    phonePrefix: t.exposeString('phonePrefix', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  countriesCallingCode: t.field({
    type: [CountryType],
    description: 'Countries with a telephone calling code, for the calling-code selector.',
    authScopes: { public: true },
    resolve: () => listCallingCodeCountries(),
  }),
  countriesSelector: t.field({
    type: [CountryType],
    description: 'Every country, sorted by French name.',
    authScopes: { public: true },
    resolve: () => listCountries(),
  }),
  countries: t.field({
    type: [CountryType],
    description: 'Every country, sorted by French name.',
    authScopes: { public: true },
    resolve: () => listCountries(),
  }),
}));
