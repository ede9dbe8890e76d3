import '@mantine/charts/styles.css';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type MissionStatusGroup, missionStatusGroups } from '@orbite/domain/analytics';
import { useId } from 'react';
import { useT } from '../../ui/use-t';
import type { MarketplaceAnalytics } from './analytics-operations';
import { ChartCard } from './chart-card';
import { useAnalyticsFormat } from './use-analytics-format';

export interface ChartProps {
  report: MarketplaceAnalytics | null;
  loading: boolean;
  height?: number;
}

/**
 * The charts are drawn for the eye (their card hides them from assistive technologies, which read the table
 * « Voir le tableau » opens): without recharts' keyboard layer, nothing hidden takes the focus.
 */
const notFocusable = { accessibilityLayer: false };

const groupColors: Record<MissionStatusGroup, string> = {
  waiting: 'gray.5',
  seeking: 'orbite.6',
  running: 'success.6',
  // Not a second green beside « En cours »: finished missions read apart at a glance.
  done: 'violet.6',
  lost: 'danger.5',
};

function useRows(report: MarketplaceAnalytics | null) {
  const format = useAnalyticsFormat();
  return (report?.buckets ?? []).map((bucket) => ({
    ...bucket,
    label: format.bucket(bucket.start, report!.granularity),
  }));
}

/**
 * The axis' top: a tenth of room above the highest bar (one as high as the top tick read as cut under the legend),
 * rounded up to a round number (16 gives 20, not 17.6 beside a tick of 15).
 */
export function roomAbove(highest: number): number {
  const target = Math.max(1, highest * 1.1);
  const power = 10 ** Math.floor(Math.log10(target));
  return [1, 2, 2.5, 5, 10].map((step) => step * power).find((value) => value >= target) ?? 10 * power;
}

/** Missions created per bucket, stacked by the status they have today. */
export function MissionsChart({ report, loading, height = 260 }: ChartProps) {
  const t = useT();
  const format = useAnalyticsFormat();
  const rows = useRows(report);
  const data = rows.map((row) => ({ label: row.label, ...row.missions }));
  const total = report?.totals.missionsCreated ?? 0;
  return (
    <ChartCard
      title={t('analytics.missions.title')}
      summary={t('analytics.missions.summary', { count: total })}
      loading={loading}
      empty={total === 0}
      height={height}
      table={{
        columns: [
          t('analytics.chart.bucket'),
          ...missionStatusGroups.map((g) => t(`analytics.group.${g}`)),
          t('analytics.chart.total'),
        ],
        rows: rows.map((row) => ({
          key: row.start,
          cells: [
            row.label,
            ...missionStatusGroups.map((g) => format.count(row.missions[g])),
            format.count(row.missions.total),
          ],
        })),
      }}
    >
      <BarChart
        barChartProps={notFocusable}
        h={height}
        data={data}
        dataKey="label"
        type="stacked"
        withLegend
        legendProps={{ verticalAlign: 'top', height: 56 }}
        valueFormatter={format.count}
        yAxisProps={{ allowDecimals: false, domain: [0, roomAbove] }}
        series={missionStatusGroups.map((group) => ({
          name: group,
          label: t(`analytics.group.${group}`),
          color: groupColors[group],
        }))}
        tickLine="y"
        maxBarWidth={40}
      />
    </ChartCard>
  );
}

/** Matches created and deals signed per bucket. */
export function ActivityChart({ report, loading, height = 260 }: ChartProps) {
  const t = useT();
  const format = useAnalyticsFormat();
  const rows = useRows(report);
  const matches = report?.totals.matchesCreated ?? 0;
  const deals = report?.totals.dealsSigned ?? 0;
  return (
    <ChartCard
      title={t('analytics.activity.title')}
      summary={t('analytics.activity.summary', { matches, deals })}
      loading={loading}
      empty={matches + deals === 0}
      height={height}
      table={{
        columns: [t('analytics.chart.bucket'), t('analytics.series.matchesCreated'), t('analytics.series.dealsSigned')],
        rows: rows.map((row) => ({
          key: row.start,
          cells: [row.label, format.count(row.matchesCreated), format.count(row.dealsSigned)],
        })),
      }}
    >
      <LineChart
        lineChartProps={notFocusable}
        h={height}
        data={rows}
        dataKey="label"
        withLegend
        legendProps={{ verticalAlign: 'top', height: 56 }}
        valueFormatter={format.count}
        yAxisProps={{ allowDecimals: false }}
        curveType="linear"
        series={[
          { name: 'matchesCreated', label: t('analytics.series.matchesCreated'), color: 'orbite.6' },
          { name: 'dealsSigned', label: t('analytics.series.dealsSigned'), color: 'success.6' },
        ]}
        tickLine="y"
      />
    </ChartCard>
  );
}

/** Business volume (euros excluding VAT) of the deals signed per bucket. */
export function VolumeChart({ report, loading, height = 260 }: ChartProps) {
  const t = useT();
  const format = useAnalyticsFormat();
  const rows = useRows(report);
  const total = report?.totals.businessVolume ?? 0;
  return (
    <ChartCard
      title={t('analytics.volume.title')}
      summary={t('analytics.volume.summary', { amount: format.euros(total), deals: report?.totals.dealsSigned ?? 0 })}
      loading={loading}
      empty={total === 0}
      height={height}
      table={{
        columns: [t('analytics.chart.bucket'), t('analytics.series.dealsSigned'), t('analytics.series.businessVolume')],
        rows: rows.map((row) => ({
          key: row.start,
          cells: [row.label, format.count(row.dealsSigned), format.euros(row.businessVolume)],
        })),
      }}
    >
      <AreaChart
        areaChartProps={notFocusable}
        h={height}
        data={rows}
        dataKey="label"
        valueFormatter={format.euros}
        yAxisProps={{ tickFormatter: (value: number) => format.compactEuros(value), width: 70 }}
        curveType="linear"
        series={[{ name: 'businessVolume', label: t('analytics.series.businessVolume'), color: 'accent.6' }]}
        tickLine="y"
      />
    </ChartCard>
  );
}

/** Freelancers qualified per bucket. */
export function QualifiedChart({ report, loading, height = 260 }: ChartProps) {
  const t = useT();
  const format = useAnalyticsFormat();
  const rows = useRows(report);
  const total = report?.totals.freelancersQualified ?? 0;
  return (
    <ChartCard
      title={t('analytics.qualified.title')}
      summary={t('analytics.qualified.summary', { count: total })}
      loading={loading}
      empty={total === 0}
      height={height}
      table={{
        columns: [t('analytics.chart.bucket'), t('analytics.series.freelancersQualified')],
        rows: rows.map((row) => ({ key: row.start, cells: [row.label, format.count(row.freelancersQualified)] })),
      }}
    >
      <BarChart
        barChartProps={notFocusable}
        h={height}
        data={rows}
        dataKey="label"
        valueFormatter={format.count}
        yAxisProps={{ allowDecimals: false, domain: [0, roomAbove] }}
        series={[{ name: 'freelancersQualified', label: t('analytics.series.freelancersQualified'), color: 'teal.6' }]}
        tickLine="y"
        maxBarWidth={40}
      />
    </ChartCard>
  );
}

/** The matches created in the period, step by step down to a signed deal, with the conversion of each step. */
export function FunnelCard({ report, loading }: ChartProps) {
  const t = useT();
  const format = useAnalyticsFormat();
  const id = useId();
  const funnel = report?.funnel ?? [];
  const start = funnel[0]?.count ?? 0;
  return (
    <Card withBorder radius="lg" p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {t('analytics.funnel.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('analytics.funnel.summary')}
      </Text>
      {loading ? (
        <Stack gap="sm">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} h={36} />
          ))}
        </Stack>
      ) : start === 0 ? (
        <Text c="dimmed" size="sm">
          {t('analytics.funnel.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {funnel.map((step, index) => (
            <li key={step.step}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {t(`analytics.funnel.${step.step}`)}
                </Text>
                <Text size="sm">
                  <b>{format.count(step.count)}</b>
                  {index > 0 && (
                    <Text span c="dimmed" size="sm">
                      {' · '}
                      {t('analytics.funnel.fromPrevious', { rate: format.rate(step.rateFromPrevious) })}
                    </Text>
                  )}
                </Text>
              </Group>
              <Progress
                value={(step.rateFromStart ?? 0) * 100}
                size="lg"
                radius="sm"
                mt={4}
                color={index === funnel.length - 1 ? 'success.6' : 'orbite.6'}
                aria-label={t('analytics.funnel.fromStart', {
                  step: t(`analytics.funnel.${step.step}`),
                  rate: format.rate(step.rateFromStart),
                })}
              />
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** How long validated missions wait for their first match. */
export function TimeToMatchCard({ report, loading }: ChartProps) {
  const t = useT();
  const format = useAnalyticsFormat();
  const id = useId();
  const totals = report?.totals;
  const figures = totals
    ? [
        { key: 'median', value: format.duration(totals.medianHoursToFirstMatch) },
        { key: 'average', value: format.duration(totals.averageHoursToFirstMatch) },
        {
          key: 'matched',
          value: `${format.count(totals.missionsValidatedMatched)} / ${format.count(totals.missionsValidated)}`,
        },
      ]
    : [];
  return (
    <Card withBorder radius="lg" p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {t('analytics.timeToMatch.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('analytics.timeToMatch.summary')}
      </Text>
      {loading || !totals ? (
        <Skeleton h={64} />
      ) : totals.missionsValidated === 0 ? (
        <Text c="dimmed" size="sm">
          {t('analytics.timeToMatch.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          {figures.map((figure) => (
            <div key={figure.key}>
              <Text size="xs" c="dimmed">
                {t(`analytics.timeToMatch.${figure.key}`)}
              </Text>
              <Text fz={22} fw={700}>
                {figure.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      )}
    </Card>
  );
}
