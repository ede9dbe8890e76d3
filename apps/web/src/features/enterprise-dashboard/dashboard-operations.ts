import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { MissionStatus } from '@orbite/domain/mission-status';

export interface DashboardMission {
  id: string;
  title: string | null;
  status: MissionStatus;
  startDate: string | null;
  matchCounts: { presented: number; selected: number; meetingsBooked: number; confirmed: number } | null;
}

export const ENTERPRISE_DASHBOARD: TypedDocumentNode<
  {
    missionStatusCounts: { status: MissionStatus; count: number }[];
    missions: { count: number; items: DashboardMission[] };
    recent: { items: DashboardMission[] };
  },
  Record<string, never>
> = gql`
  query EnterpriseDashboard {
    missionStatusCounts {
      status
      count
    }
    missions(mode: deposit, sort: createdAt, direction: desc, offset: 0, limit: 25) {
      count
      items {
        id
        title
        status
        startDate
        matchCounts {
          presented
          selected
          meetingsBooked
          confirmed
        }
      }
    }
    recent: missions(mode: all, sort: createdAt, direction: desc, offset: 0, limit: 25) {
      items {
        id
        title
        status
        startDate
        matchCounts {
          presented
          selected
          meetingsBooked
          confirmed
        }
      }
    }
  }
`;

export const useEnterpriseDashboard = () =>
  useQuery(ENTERPRISE_DASHBOARD, { variables: {}, fetchPolicy: 'cache-and-network' });
