import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';

/** A pre-user's personal link to take their account (`/freelancer/welcome/{token}`), as the team reads it. */
export interface WelcomeLink {
  id: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  mailedTo: string | null;
  createdBy: string | null;
  utmCampaign: string | null;
  utmSource: string | null;
  utmMedium: string | null;
}

const WELCOME_LINK_FIELDS = gql`
  fragment WelcomeLinkFields on WelcomeLink {
    id
    createdAt
    expiresAt
    usedAt
    mailedTo
    createdBy
    utmCampaign
    utmSource
    utmMedium
  }
`;

export const FREELANCE_WELCOME_LINK: TypedDocumentNode<
  { freelance: { id: string; preUser: boolean; awaitsOwner: boolean | null; welcomeLink: WelcomeLink | null } },
  { id: string }
> = gql`
  query FreelanceWelcomeLink($id: ID!) {
    freelance(id: $id) {
      id
      preUser
      awaitsOwner
      welcomeLink {
        ...WelcomeLinkFields
      }
    }
  }
  ${WELCOME_LINK_FIELDS}
`;

export interface WelcomeLinkInput {
  send: boolean;
  utmCampaign?: string | null;
  utmSource?: string | null;
}

const CREATE_WELCOME_LINK: TypedDocumentNode<
  { createWelcomeLink: { url: string; link: WelcomeLink } },
  { freelanceId: string; input: WelcomeLinkInput }
> = gql`
  mutation CreateWelcomeLink($freelanceId: ID!, $input: WelcomeLinkInput!) {
    createWelcomeLink(freelanceId: $freelanceId, input: $input) {
      url
      link {
        ...WelcomeLinkFields
      }
    }
  }
  ${WELCOME_LINK_FIELDS}
`;

export const useFreelanceWelcomeLink = (id: string) => useQuery(FREELANCE_WELCOME_LINK, { variables: { id } });

export const useCreateWelcomeLink = (freelanceId: string) =>
  useMutation(CREATE_WELCOME_LINK, {
    refetchQueries: [{ query: FREELANCE_WELCOME_LINK, variables: { id: freelanceId } }],
    awaitRefetchQueries: true,
  });
