import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MissionsChart, VolumeChart } from '../../features/analytics/analytics-charts';
import { AnalyticsError } from '../../features/analytics/analytics-error';
import { useMarketplaceAnalytics } from '../../features/analytics/analytics-operations';
import { analyticsQuery } from '../../features/analytics/analytics-url';
import { KpiCards } from '../../features/analytics/kpi-cards';
import { AnalyticsPeriodFilter } from '../../features/analytics/period-filter';
import { useAnalyticsFormat } from '../../features/analytics/use-analytics-format';
import { useAnalyticsUrl } from '../../features/analytics/use-analytics-url';
import { useT } from '../../ui/use-t';

/** /backoffice/dashboard: the marketplace's headline figures over a period, against the period before. */
export default function BackofficeDashboardPage() {
  const t = useT();
  const format = useAnalyticsFormat();
  const { state, setState } = useAnalyticsUrl('30d');
  const { data, previousData, loading, error, refetch } = useMarketplaceAnalytics({
    ...state.period,
    granularity: state.granularity,
  });
  const report = (data ?? previousData)?.marketplaceAnalytics ?? null;
  const waiting = loading && !data;
  const links = [
    { to: `/backoffice/analytics?${analyticsQuery(state)}`, label: 'analytics.links.analytics' },
    { to: '/backoffice/missions', label: 'analytics.links.missions' },
    { to: '/backoffice/freelancers', label: 'analytics.links.freelancers' },
    { to: '/backoffice/invoicing', label: 'analytics.links.invoicing' },
    { to: '/backoffice/nova-feedbacks', label: 'analytics.links.novaFeedbacks' },
  ];
  return (
    <Stack>
      <div>
        <Title order={1}>{t('analytics.dashboard.title')}</Title>
        <Text c="dimmed">
          {t('analytics.dashboard.subtitle', {
            from: format.day(state.period.from),
            to: format.day(state.period.to),
          })}
        </Text>
      </div>
      <AnalyticsPeriodFilter state={state} onChange={setState} withGranularity={false} />
      {error && !report ? (
        <AnalyticsError onRetry={() => refetch()} />
      ) : (
        <>
          <KpiCards totals={report?.totals ?? null} previousTotals={report?.previousTotals ?? null} loading={waiting} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <VolumeChart report={report} loading={waiting} height={240} />
            <MissionsChart report={report} loading={waiting} height={240} />
          </SimpleGrid>
        </>
      )}
      <Card withBorder radius="lg" p="md" component="nav" aria-label={t('analytics.links.label')}>
        <Group gap="lg" wrap="wrap">
          {links.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} size="sm">
              <Group gap={4} wrap="nowrap">
                {t(link.label)}
                <IconArrowRight size={14} aria-hidden />
              </Group>
            </Anchor>
          ))}
        </Group>
      </Card>
    </Stack>
  );
}
