import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { AnalyticsGranularity, FunnelStep, MissionStatusGroup } from '@orbite/domain/analytics';

export type MissionsByGroup = Record<MissionStatusGroup, number> & { total: number };

export interface AnalyticsBucket {
  start: string;
  missions: MissionsByGroup;
  matchesCreated: number;
  dealsSigned: number;
  businessVolume: number;
  freelancersQualified: number;
}

export interface AnalyticsTotals {
  missionsCreated: number;
  matchesCreated: number;
  dealsSigned: number;
  businessVolume: number;
  freelancersQualified: number;
  missionsValidated: number;
  missionsValidatedMatched: number;
  medianHoursToFirstMatch: number | null;
  averageHoursToFirstMatch: number | null;
}

export interface FunnelStepFigure {
  step: FunnelStep;
  count: number;
  rateFromPrevious: number | null;
  rateFromStart: number | null;
}

export interface MarketplaceAnalytics {
  period: { from: string; to: string };
  previousPeriod: { from: string; to: string };
  granularity: AnalyticsGranularity;
  buckets: AnalyticsBucket[];
  totals: AnalyticsTotals;
  previousTotals: AnalyticsTotals;
  funnel: FunnelStepFigure[];
}

const TOTALS = gql`
  fragment AnalyticsTotalsFields on AnalyticsTotals {
    missionsCreated
    matchesCreated
    dealsSigned
    businessVolume
    freelancersQualified
    missionsValidated
    missionsValidatedMatched
    medianHoursToFirstMatch
    averageHoursToFirstMatch
  }
`;

export const MARKETPLACE_ANALYTICS: TypedDocumentNode<
  { marketplaceAnalytics: MarketplaceAnalytics },
  { from: string; to: string; granularity: AnalyticsGranularity }
> = gql`
  query MarketplaceAnalytics($from: Date!, $to: Date!, $granularity: AnalyticsGranularity!) {
    marketplaceAnalytics(from: $from, to: $to, granularity: $granularity) {
      period {
        from
        to
      }
      previousPeriod {
        from
        to
      }
      granularity
      buckets {
        start
        missions {
          waiting
          seeking
          running
          done
          lost
          total
        }
        matchesCreated
        dealsSigned
        businessVolume
        freelancersQualified
      }
      totals {
        ...AnalyticsTotalsFields
      }
      previousTotals {
        ...AnalyticsTotalsFields
      }
      funnel {
        step
        count
        rateFromPrevious
        rateFromStart
      }
    }
  }
  ${TOTALS}
`;

export function useMarketplaceAnalytics(variables: { from: string; to: string; granularity: AnalyticsGranularity }) {
  return useQuery(MARKETPLACE_ANALYTICS, { variables, fetchPolicy: 'cache-and-network' });
}
