import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';

/** The identity fields the team writes when it adds or edits a freelancer. */
export interface FreelancerIdentityValues {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  linkedInUrl: string;
  jobTitle: string;
  acquisitionSource: string;
}

export interface FreelanceTeamIdentity {
  id: string;
  publicId: string;
  linkedInUrl: string | null;
  acquisitionSource: string | null;
  teamIdentity: {
    email: string;
    firstName: string;
    lastName: string;
    phoneNumber: string | null;
    jobTitle: string | null;
  } | null;
}

const IDENTITY_FIELDS = gql`
  fragment FreelanceTeamIdentityFields on Freelance {
    id
    publicId
    linkedInUrl
    acquisitionSource
    teamIdentity {
      email
      firstName
      lastName
      phoneNumber
      jobTitle
    }
  }
`;

export const FREELANCE_TEAM_IDENTITY: TypedDocumentNode<{ freelance: FreelanceTeamIdentity }, { id: string }> = gql`
  query FreelanceTeamIdentity($id: ID!) {
    freelance(id: $id) {
      ...FreelanceTeamIdentityFields
    }
  }
  ${IDENTITY_FIELDS}
`;

type IdentityInput = Omit<FreelancerIdentityValues, 'phone' | 'linkedInUrl' | 'jobTitle' | 'acquisitionSource'> & {
  phone: string | null;
  linkedInUrl: string | null;
  jobTitle: string | null;
  acquisitionSource: string | null;
};

export const CREATE_FREELANCER_BY_TEAM: TypedDocumentNode<
  { createFreelancerByTeam: FreelanceTeamIdentity },
  { input: IdentityInput & { preUser: boolean } }
> = gql`
  mutation CreateFreelancerByTeam($input: FreelancerByTeamInput!) {
    createFreelancerByTeam(input: $input) {
      ...FreelanceTeamIdentityFields
    }
  }
  ${IDENTITY_FIELDS}
`;

export const UPDATE_FREELANCER_IDENTITY: TypedDocumentNode<
  { updateFreelancerIdentity: FreelanceTeamIdentity },
  { freelanceId: string; input: IdentityInput }
> = gql`
  mutation UpdateFreelancerIdentity($freelanceId: ID!, $input: FreelancerIdentityInput!) {
    updateFreelancerIdentity(freelanceId: $freelanceId, input: $input) {
      ...FreelanceTeamIdentityFields
    }
  }
  ${IDENTITY_FIELDS}
`;

export const DELETE_FREELANCE: TypedDocumentNode<{ deleteFreelance: boolean }, { freelanceId: string }> = gql`
  mutation DeleteFreelance($freelanceId: ID!) {
    deleteFreelance(freelanceId: $freelanceId)
  }
`;

/** Empty text becomes null for the API. */
export function identityInput(values: FreelancerIdentityValues): IdentityInput {
  const orNull = (value: string) => value.trim() || null;
  return {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: orNull(values.phone),
    linkedInUrl: orNull(values.linkedInUrl),
    jobTitle: orNull(values.jobTitle),
    acquisitionSource: orNull(values.acquisitionSource),
  };
}

export const useFreelanceTeamIdentity = (id: string) =>
  useQuery(FREELANCE_TEAM_IDENTITY, { variables: { id }, fetchPolicy: 'cache-and-network' });
export const useCreateFreelancerByTeam = () => useMutation(CREATE_FREELANCER_BY_TEAM, { context: { silent: true } });
export const useUpdateFreelancerIdentity = () => useMutation(UPDATE_FREELANCER_IDENTITY, { context: { silent: true } });
export const useDeleteFreelance = () => useMutation(DELETE_FREELANCE, { context: { silent: true } });

/** The team mails a new address confirmation link; false when the address is already confirmed. */
export const RESEND_FREELANCER_EMAIL_CONFIRMATION: TypedDocumentNode<
  { resendFreelancerEmailConfirmation: boolean },
  { freelanceId: string }
> = gql`
  mutation ResendFreelancerEmailConfirmation($freelanceId: ID!) {
    resendFreelancerEmailConfirmation(freelanceId: $freelanceId)
  }
`;
export const useResendFreelancerEmailConfirmation = () =>
  useMutation(RESEND_FREELANCER_EMAIL_CONFIRMATION, { context: { silent: true }, errorPolicy: 'all' });
