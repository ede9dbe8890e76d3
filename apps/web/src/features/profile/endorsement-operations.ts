import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { FREELANCE_PROFILE } from './profile-operations';

/** A referent's recommendation of an experience (e-mail and pending ones: the freelancer's and the team's eyes only). */
export interface ExperienceEndorsement {
  id: string;
  status: 'requested' | 'endorsed' | 'declined';
  referentFirstName: string;
  referentLastName: string;
  referentJobTitle: string | null;
  referentEmail: string | null;
  comment: string | null;
  requestedAt: string;
  answeredAt: string | null;
}

export interface ReferentValues {
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string | null;
}

const silent = { context: { silent: true } };
const refetch = { ...silent, refetchQueries: [FREELANCE_PROFILE], awaitRefetchQueries: true };

export const REQUEST_EXPERIENCE_ENDORSEMENT: TypedDocumentNode<
  { requestExperienceEndorsement: { id: string } },
  { experienceId: string; input: ReferentValues }
> = gql`
  mutation RequestExperienceEndorsement($experienceId: ID!, $input: ReferentInput!) {
    requestExperienceEndorsement(experienceId: $experienceId, input: $input) {
      id
    }
  }
`;

export const REMOVE_EXPERIENCE_ENDORSEMENT: TypedDocumentNode<
  { removeExperienceEndorsement: boolean },
  { id: string }
> = gql`
  mutation RemoveExperienceEndorsement($id: ID!) {
    removeExperienceEndorsement(id: $id)
  }
`;

export const useRequestExperienceEndorsement = () => useMutation(REQUEST_EXPERIENCE_ENDORSEMENT, refetch);
export const useRemoveExperienceEndorsement = () => useMutation(REMOVE_EXPERIENCE_ENDORSEMENT, refetch);

/** What the referent reads behind their link. */
export interface EndorsementRequest {
  referentFirstName: string;
  freelancerName: string;
  experienceTitle: string;
  companyName: string;
  description: string | null;
  startDate: string;
  endDate: string | null;
  expiresAt: string;
}

export const ENDORSEMENT_REQUEST: TypedDocumentNode<{ endorsementRequest: EndorsementRequest }, { token: string }> =
  gql`
  query EndorsementRequest($token: String!) {
    endorsementRequest(token: $token) {
      referentFirstName
      freelancerName
      experienceTitle
      companyName
      description
      startDate
      endDate
      expiresAt
    }
  }
`;

export const ANSWER_ENDORSEMENT_REQUEST: TypedDocumentNode<
  { answerEndorsementRequest: string },
  { token: string; endorse: boolean; comment: string | null }
> = gql`
  mutation AnswerEndorsementRequest($token: String!, $endorse: Boolean!, $comment: String) {
    answerEndorsementRequest(token: $token, endorse: $endorse, comment: $comment)
  }
`;

export const useEndorsementRequest = (token: string) =>
  useQuery(ENDORSEMENT_REQUEST, { variables: { token }, skip: !token, ...silent, fetchPolicy: 'network-only' });
export const useAnswerEndorsementRequest = () => useMutation(ANSWER_ENDORSEMENT_REQUEST, silent);
