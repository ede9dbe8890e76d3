import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { FreelanceStatus } from '@orbite/domain/freelance-status';
import type { FreelanceAvailability } from '../availability/availability-operations';

export interface CompletenessItem {
  element: string;
  done: boolean;
}

export interface FreelanceOverview extends FreelanceAvailability {
  status: FreelanceStatus;
  preUser: boolean;
  publicId: string;
  referralCode: string;
  profileScore: number;
  completeness: { score: number; items: CompletenessItem[] };
}

export const FREELANCE_OVERVIEW: TypedDocumentNode<{ freelance: FreelanceOverview }, { id: string }> = gql`
  query FreelanceOverview($id: ID!) {
    freelance(id: $id) {
      id
      status
      preUser
      publicId
      referralCode
      isAvailable
      availabilityDate
      availableNow
      availableSoon
      shouldUpdateAvailability
      profileScore
      completeness {
        score
        items {
          element
          done
        }
      }
    }
  }
`;

export const useFreelanceOverview = (id: string) =>
  useQuery(FREELANCE_OVERVIEW, { variables: { id }, fetchPolicy: 'cache-and-network' });
