import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import type { AddressCountry, AddressSearchResult } from '../../ui/address-input';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** An address as the API returns it. */
export interface Address {
  street: string | null;
  zipCode: string | null;
  city: string | null;
  state: string | null;
  countryIso: string | null;
  point: GeoPoint | null;
}

export interface AddressInput {
  street?: string | null;
  zipCode?: string | null;
  city?: string | null;
  state?: string | null;
  countryIso?: string | null;
  point?: GeoPoint | null;
}

export interface FreelanceCompany {
  name: string | null;
  legalForm: string | null;
  isUmbrella: boolean;
  siret: string | null;
  siren: string | null;
  suggestedVatNumber: string | null;
  isVatSubject: boolean;
  vatNumber: string | null;
  socialCapital: string | null;
  activity: string | null;
  activityType: string | null;
  commercialCourt: string | null;
  headOfficeAddress: Address | null;
  billingAddress: Address | null;
}

export interface FreelanceCompanyInput {
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

export interface FreelanceBankDetails {
  bankName: string | null;
  bic: string | null;
  hasIban: boolean;
  ibanMasked: string | null;
}

/** `iban` omitted keeps the stored one; null removes it. */
export interface FreelanceBankDetailsInput {
  bankName?: string | null;
  iban?: string | null;
  bic?: string | null;
}

const ADDRESS_FIELDS = `
  street
  zipCode
  city
  state
  countryIso
  point {
    latitude
    longitude
  }
`;

const COMPANY_FIELDS = `
  id
  company {
    name
    legalForm
    isUmbrella
    siret
    siren
    suggestedVatNumber
    isVatSubject
    vatNumber
    socialCapital
    activity
    activityType
    commercialCourt
    headOfficeAddress {
      ${ADDRESS_FIELDS}
    }
    billingAddress {
      ${ADDRESS_FIELDS}
    }
  }
`;

const BANK_FIELDS = `
  id
  bankDetails {
    bankName
    bic
    hasIban
    ibanMasked
  }
`;

type CompanyData = { freelance: { id: string; company: FreelanceCompany | null } | null };
type BankData = { freelance: { id: string; bankDetails: FreelanceBankDetails | null } | null };

export const FREELANCE_COMPANY: TypedDocumentNode<CompanyData, { freelanceId: string }> = gql`
  query FreelanceCompany($freelanceId: ID!) {
    freelance(id: $freelanceId) {
      ${COMPANY_FIELDS}
    }
  }
`;

export const UPDATE_FREELANCE_COMPANY: TypedDocumentNode<
  { updateFreelanceCompany: { id: string; company: FreelanceCompany | null } },
  { freelanceId: string; input: FreelanceCompanyInput }
> = gql`
  mutation UpdateFreelanceCompany($freelanceId: ID!, $input: FreelanceCompanyInput!) {
    updateFreelanceCompany(freelanceId: $freelanceId, input: $input) {
      ${COMPANY_FIELDS}
    }
  }
`;

export const FREELANCE_BANK_DETAILS: TypedDocumentNode<BankData, { freelanceId: string }> = gql`
  query FreelanceBankDetails($freelanceId: ID!) {
    freelance(id: $freelanceId) {
      ${BANK_FIELDS}
    }
  }
`;

export const UPDATE_FREELANCE_BANK_DETAILS: TypedDocumentNode<
  { updateFreelanceBankDetails: { id: string; bankDetails: FreelanceBankDetails | null } },
  { freelanceId: string; input: FreelanceBankDetailsInput }
> = gql`
  mutation UpdateFreelanceBankDetails($freelanceId: ID!, $input: FreelanceBankDetailsInput!) {
    updateFreelanceBankDetails(freelanceId: $freelanceId, input: $input) {
      ${BANK_FIELDS}
    }
  }
`;

export const COUNTRIES_SELECTOR: TypedDocumentNode<
  { countriesSelector: AddressCountry[] },
  Record<string, never>
> = gql`
  query CountriesSelector {
    countriesSelector {
      id
      iso2
      iso3
      name
    }
  }
`;

export const SEARCH_ADDRESSES: TypedDocumentNode<
  { searchAddresses: AddressSearchResult },
  { query: string; countryIso?: string | null }
> = gql`
  query SearchAddresses($query: String!, $countryIso: String) {
    searchAddresses(query: $query, countryIso: $countryIso) {
      available
      items {
        label
        street
        zipCode
        city
        countryIso
        point {
          latitude
          longitude
        }
      }
    }
  }
`;

export const useFreelanceCompany = (freelanceId: string) =>
  useQuery(FREELANCE_COMPANY, { variables: { freelanceId }, fetchPolicy: 'cache-and-network' });
export const useFreelanceBankDetails = (freelanceId: string) =>
  useQuery(FREELANCE_BANK_DETAILS, { variables: { freelanceId }, fetchPolicy: 'cache-and-network' });

/** Field errors show on the form and the chip shows the failure: no toast. */
export const useUpdateFreelanceCompany = () => useMutation(UPDATE_FREELANCE_COMPANY, { context: { silent: true } });
export const useUpdateFreelanceBankDetails = () =>
  useMutation(UPDATE_FREELANCE_BANK_DETAILS, { context: { silent: true } });
/** Spec 002: countries are cache-first. */
export const useCountriesSelector = () => useQuery(COUNTRIES_SELECTOR, { fetchPolicy: 'cache-first' });
