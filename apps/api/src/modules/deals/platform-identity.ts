import type { AddressValue } from '../addresses/addresses.schema';

/**
 * The platform's own legal identity, as its contracts and invoices state it: one place, read by
 * the contract documents (and any other document the platform issues).
 */
export interface PlatformIdentity {
  name: string;
  legalName: string;
  legalForm: string;
  siret: string;
  vatNumber: string;
  socialCapital: number;
  commercialCourt: string;
  address: AddressValue;
  email: string;
}

export const PLATFORM_IDENTITY: PlatformIdentity = {
  name: 'Orbite',
  legalName: 'Orbite SAS',
  legalForm: 'sas',
  siret: '91234567800011',
  vatNumber: 'FR74912345678',
  socialCapital: 50_000,
  commercialCourt: 'Paris',
  address: {
    street: '12 rue de la Paix',
    zipCode: '75002',
    city: 'Paris',
    state: null,
    countryIso: 'FR',
    point: null,
  },
  email: 'contrats@orbite.fr',
};
