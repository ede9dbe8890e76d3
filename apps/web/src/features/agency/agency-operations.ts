import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { AgencyState } from '@orbite/domain/agency';

export interface AgencyAgent {
  id: string;
  firstName: string;
  lastName: string;
  count: number;
}

export interface AgencyMember {
  freelanceId: string;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  retribution: number | null;
  availabilityDate: string | null;
  agentId: string;
  agentName: string;
  state: AgencyState;
  missionTitle: string | null;
  companyName: string | null;
  missionEndDate: string | null;
}

export interface Agency {
  agents: AgencyAgent[];
  members: AgencyMember[];
  truncated: boolean;
  soonDays: number;
  viewerId: string;
}

export const AGENCY: TypedDocumentNode<{ agency: Agency }, { agentId: string | null }> = gql`
  query Agency($agentId: ID) {
    agency(agentId: $agentId) {
      agents {
        id
        firstName
        lastName
        count
      }
      members {
        freelanceId
        firstName
        lastName
        jobTitle
        retribution
        availabilityDate
        agentId
        agentName
        state
        missionTitle
        companyName
        missionEndDate
      }
      truncated
      soonDays
      viewerId
    }
  }
`;

export const useAgency = (agentId: string | null) =>
  useQuery(AGENCY, { variables: { agentId }, fetchPolicy: 'cache-and-network' });
