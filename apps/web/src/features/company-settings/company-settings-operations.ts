import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import type { Address, AddressInput } from '../legal-identity/legal-identity-operations';

export interface CompanySettings {
  id: string;
  companyId: string;
  saved: boolean;
  legalName: string | null;
  legalForm: string | null;
  siret: string | null;
  siren: string | null;
  suggestedVatNumber: string | null;
  vatNumber: string | null;
  socialCapital: number | null;
  commercialCourt: string | null;
  structure: string | null;
  size: string | null;
  needs: string | null;
  headOfficeAddress: Address | null;
  billingAddress: Address | null;
  invoiceType: string;
  invoiceDocument: string;
  paymentDelay: number;
  paymentConditions: string;
  billingMode: string;
  paymentMode: string;
  invoiceSendMethod: string;
  factoringEligibility: string;
  invoiceEmails: string[];
  hasIban: boolean;
  ibanMasked: string | null;
  specificMentions: string | null;
  updatedAt: string | null;
}

export interface CompanySettingsInput {
  legalName?: string | null;
  legalForm?: string | null;
  siret?: string | null;
  vatNumber?: string | null;
  socialCapital?: string | null;
  commercialCourt?: string | null;
  structure?: string | null;
  size?: string | null;
  needs?: string | null;
  headOfficeAddress?: AddressInput | null;
  billingAddress?: AddressInput | null;
  invoiceType?: string | null;
  paymentDelay?: number | null;
  paymentConditions?: string | null;
  billingMode?: string | null;
  paymentMode?: string | null;
  invoiceSendMethod?: string | null;
  factoringEligibility?: string | null;
  invoiceEmails?: string[] | null;
  iban?: string | null;
  specificMentions?: string | null;
}

const ADDRESS = 'street zipCode city state countryIso point { latitude longitude }';

const COMPANY_SETTINGS_FIELDS = gql`
  fragment CompanySettingsFields on CompanySettings {
    id
    companyId
    saved
    legalName
    legalForm
    siret
    siren
    suggestedVatNumber
    vatNumber
    socialCapital
    commercialCourt
    structure
    size
    needs
    headOfficeAddress { ${ADDRESS} }
    billingAddress { ${ADDRESS} }
    invoiceType
    invoiceDocument
    paymentDelay
    paymentConditions
    billingMode
    paymentMode
    invoiceSendMethod
    factoringEligibility
    invoiceEmails
    hasIban
    ibanMasked
    specificMentions
    updatedAt
  }
`;

export const COMPANY_SETTINGS: TypedDocumentNode<{ companySettings: CompanySettings }, { companyId: string }> = gql`
  query CompanySettings($companyId: ID!) {
    companySettings(companyId: $companyId) {
      ...CompanySettingsFields
    }
  }
  ${COMPANY_SETTINGS_FIELDS}
`;

export const UPDATE_COMPANY_SETTINGS: TypedDocumentNode<
  { updateCompanySettings: CompanySettings },
  { companyId: string; input: CompanySettingsInput }
> = gql`
  mutation UpdateCompanySettings($companyId: ID!, $input: CompanySettingsInput!) {
    updateCompanySettings(companyId: $companyId, input: $input) {
      ...CompanySettingsFields
    }
  }
  ${COMPANY_SETTINGS_FIELDS}
`;

export function useCompanySettings(companyId: string) {
  return useQuery(COMPANY_SETTINGS, { variables: { companyId }, fetchPolicy: 'cache-and-network' });
}

/** Saves one section; errors come back to the section (field errors on their field). */
export function useUpdateCompanySettings() {
  return useMutation(UPDATE_COMPANY_SETTINGS, { context: { silent: true } });
}
