import { gql, type TypedDocumentNode } from '@apollo/client';

/** Spec fragment FreelancerAvailabilityButton, with the server's derived fields. */
export interface FreelanceAvailability {
  id: string;
  isAvailable: boolean;
  availabilityDate: string | null;
  availableNow: boolean;
  availableSoon: boolean;
  shouldUpdateAvailability: boolean;
}

const FIELDS = `
  id
  isAvailable
  availabilityDate
  availableNow
  availableSoon
  shouldUpdateAvailability
`;

export const FREELANCER_AVAILABILITY: TypedDocumentNode<
  { freelancerAvailability: FreelanceAvailability },
  { id: string }
> = gql`
  query FreelancerAvailability($id: ID!) {
    freelancerAvailability(id: $id) {
      ${FIELDS}
    }
  }
`;

export const SET_FREELANCER_AVAILABLE: TypedDocumentNode<
  { setFreelancerAvailable: FreelanceAvailability },
  { id: string }
> = gql`
  mutation SetFreelancerAvailable($id: ID!) {
    setFreelancerAvailable(id: $id) {
      ${FIELDS}
    }
  }
`;

/** GraphQL spelling of the domain's options (months-1 is months_1). */
export type AvailabilityOptionInput = 'forever' | 'months_1' | 'months_3' | 'months_6' | 'custom';

export const SNOOZE_FREELANCE: TypedDocumentNode<
  { snoozeFreelance: FreelanceAvailability },
  { id: string; until?: string | null; option?: AvailabilityOptionInput | null }
> = gql`
  mutation SnoozeFreelance($id: ID!, $until: Date, $option: AvailabilityOption) {
    snoozeFreelance(id: $id, until: $until, option: $option) {
      ${FIELDS}
    }
  }
`;

export const UN_SNOOZE_FREELANCE: TypedDocumentNode<
  { unSnoozeFreelance: FreelanceAvailability },
  { freelanceId: string }
> = gql`
  mutation UnSnoozeFreelance($freelanceId: ID!) {
    unSnoozeFreelance(freelanceId: $freelanceId) {
      ${FIELDS}
    }
  }
`;
