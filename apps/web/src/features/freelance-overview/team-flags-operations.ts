import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';

export interface TeamFlag {
  id: string;
  type: string;
  level: 'high' | 'normal' | 'warning';
  permanent: boolean;
  expiresAt: string | null;
  createdAt: string;
  payload: { note?: string | null };
}

export interface FlagInput {
  type: string;
  level: string;
  note: string | null;
  permanent: boolean;
  expiresAt: string | null;
}

export const FREELANCE_FLAGS: TypedDocumentNode<{ freelance: { id: string; flags: TeamFlag[] } }, { id: string }> = gql`
  query FreelanceFlags($id: ID!) {
    freelance(id: $id) {
      id
      flags {
        id
        type
        level
        permanent
        expiresAt
        createdAt
        payload
      }
    }
  }
`;

export const ADD_FREELANCE_FLAG: TypedDocumentNode<
  { addFreelanceFlag: TeamFlag },
  { freelanceId: string; input: FlagInput }
> = gql`
  mutation AddFreelanceFlag($freelanceId: ID!, $input: FreelanceFlagInput!) {
    addFreelanceFlag(freelanceId: $freelanceId, input: $input) {
      id
    }
  }
`;

export const REMOVE_FREELANCE_FLAG: TypedDocumentNode<{ removeFreelanceFlag: boolean }, { id: string }> = gql`
  mutation RemoveFreelanceFlag($id: ID!) {
    removeFreelanceFlag(id: $id)
  }
`;

export const useFreelanceFlags = (id: string) => useQuery(FREELANCE_FLAGS, { variables: { id } });
export const useAddFreelanceFlag = (id: string) =>
  useMutation(ADD_FREELANCE_FLAG, { refetchQueries: [{ query: FREELANCE_FLAGS, variables: { id } }] });
export const useRemoveFreelanceFlag = (id: string) =>
  useMutation(REMOVE_FREELANCE_FLAG, { refetchQueries: [{ query: FREELANCE_FLAGS, variables: { id } }] });
