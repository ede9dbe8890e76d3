import { Badge, Card, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { periodDelta } from '@orbite/domain/analytics';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { useT } from '../../ui/use-t';
import type { AnalyticsTotals } from './analytics-operations';
import { useAnalyticsFormat } from './use-analytics-format';

type Kpi =
  | 'missionsCreated'
  | 'matchesCreated'
  | 'dealsSigned'
  | 'businessVolume'
  | 'freelancersQualified'
  | 'medianHoursToFirstMatch';

export const dashboardKpis: readonly Kpi[] = [
  'missionsCreated',
  'matchesCreated',
  'dealsSigned',
  'businessVolume',
  'freelancersQualified',
  'medianHoursToFirstMatch',
];

/** For these, less is better: a drop is shown in green. */
const lowerIsBetter: ReadonlySet<Kpi> = new Set(['medianHoursToFirstMatch']);

function DeltaBadge({ kpi, current, previous }: { kpi: Kpi; current: number | null; previous: number | null }) {
  const t = useT();
  const format = useAnalyticsFormat();
  const delta = current === null || previous === null ? null : periodDelta(current, previous);
  if (delta === null)
    return (
      <Text size="xs" c="dimmed">
        {t('analytics.kpi.noComparison')}
      </Text>
    );
  const good = lowerIsBetter.has(kpi) ? delta < 0 : delta > 0;
  const Icon = delta === 0 ? IconMinus : delta > 0 ? IconArrowUpRight : IconArrowDownRight;
  return (
    <Group gap={6} wrap="nowrap">
      <Badge
        variant="light"
        color={delta === 0 ? 'gray' : good ? 'success' : 'danger'}
        leftSection={<Icon size={12} aria-hidden />}
      >
        {format.delta(delta)}
      </Badge>
      <Text size="xs" c="dimmed">
        {t('analytics.kpi.vsPrevious')}
      </Text>
    </Group>
  );
}

/** The period's headline figures, each with its change from the period of the same length before. */
export function KpiCards({
  totals,
  previousTotals,
  loading,
  kpis = dashboardKpis,
}: {
  totals: AnalyticsTotals | null;
  previousTotals: AnalyticsTotals | null;
  loading: boolean;
  kpis?: readonly Kpi[];
}) {
  const t = useT();
  const format = useAnalyticsFormat();
  const show = (kpi: Kpi, value: number | null) => {
    if (kpi === 'businessVolume') return format.euros(value ?? 0);
    if (kpi === 'medianHoursToFirstMatch') return format.duration(value);
    return format.count(value ?? 0);
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {kpis.map((kpi) => (
        <Card key={kpi} withBorder radius="lg" p="md" component="article" aria-labelledby={`kpi-${kpi}`}>
          <Text size="sm" c="dimmed" id={`kpi-${kpi}`}>
            {t(`analytics.kpi.${kpi}`)}
          </Text>
          {loading || !totals ? (
            <>
              <Skeleton h={32} w="60%" mt={6} />
              <Skeleton h={16} w="50%" mt={8} />
            </>
          ) : (
            <>
              <Text fz={28} fw={700} lh={1.3} mt={4}>
                {show(kpi, totals[kpi])}
              </Text>
              <DeltaBadge kpi={kpi} current={totals[kpi]} previous={previousTotals?.[kpi] ?? null} />
            </>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
