import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  ActivityChart,
  FunnelCard,
  MissionsChart,
  QualifiedChart,
  TimeToMatchCard,
  VolumeChart,
} from '../../features/analytics/analytics-charts';
import { AnalyticsError } from '../../features/analytics/analytics-error';
import { useMarketplaceAnalytics } from '../../features/analytics/analytics-operations';
import { HuntingCampaignsCard } from '../../features/analytics/hunting-campaigns-card';
import { KpiCards } from '../../features/analytics/kpi-cards';
import { AnalyticsPeriodFilter } from '../../features/analytics/period-filter';
import { useAnalyticsFormat } from '../../features/analytics/use-analytics-format';
import { useAnalyticsUrl } from '../../features/analytics/use-analytics-url';
import { useT } from '../../ui/use-t';

/** /backoffice/analytics?from=&to=&granularity=: every chart of the marketplace over a period. */
export default function BackofficeAnalyticsPage() {
  const t = useT();
  const format = useAnalyticsFormat();
  const { state, setState } = useAnalyticsUrl('12m');
  const { data, previousData, loading, error, refetch } = useMarketplaceAnalytics({
    ...state.period,
    granularity: state.granularity,
  });
  const report = (data ?? previousData)?.marketplaceAnalytics ?? null;
  const waiting = loading && !data;
  const props = { report, loading: waiting };
  return (
    <Stack>
      <div>
        <Title order={1}>{t('analytics.page.title')}</Title>
        <Text c="dimmed">
          {t('analytics.page.subtitle', { from: format.day(state.period.from), to: format.day(state.period.to) })}
        </Text>
      </div>
      <AnalyticsPeriodFilter state={state} onChange={setState} />
      {error && !report ? (
        <AnalyticsError onRetry={() => refetch()} />
      ) : (
        <>
          <KpiCards totals={report?.totals ?? null} previousTotals={report?.previousTotals ?? null} loading={waiting} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <MissionsChart {...props} />
            <ActivityChart {...props} />
            <VolumeChart {...props} />
            <QualifiedChart {...props} />
            <FunnelCard {...props} />
            <TimeToMatchCard {...props} />
          </SimpleGrid>
          <HuntingCampaignsCard period={state.period} />
        </>
      )}
    </Stack>
  );
}
