import { Badge, Card, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useT } from '../../ui/use-t';

interface StatsFigure {
  metric: string;
  scope: 'now' | 'period';
  value: number;
  previous: number | null;
  unit: 'count' | 'euros';
}

export interface MarketplaceStatsResult {
  period?: { from: string; to: string };
  figures?: StatsFigure[];
  funnel?: { step: string; count: number; rateFromPrevious: number | null }[] | null;
  topSkills?: { name: string; missions: number }[] | null;
}

/** The label of a figure: the qualified freelancers are counted today and over the period. */
const labelKey = (figure: StatsFigure) =>
  figure.metric === 'freelancersQualified'
    ? `nova.stats.freelancersQualified.${figure.scope}`
    : `nova.stats.${figure.metric}`;

/** The marketplaceStats tool's result: the period, one tile per figure, the funnel and the skills asked. */
export function NovaStatsCard({ result }: { result: MarketplaceStatsResult }) {
  const t = useT();
  const intl = useIntl();
  const day = (value: string) => intl.formatDate(`${value}T12:00:00`, { dateStyle: 'medium' });
  const format = (figure: StatsFigure, value: number) =>
    figure.unit === 'euros'
      ? intl.formatNumber(value, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
      : intl.formatNumber(value);
  const figures = Array.isArray(result.figures) ? result.figures : [];
  return (
    <Card withBorder radius="md" p="sm" data-testid="nova-stats-card">
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <IconChartBar size={18} aria-hidden />
          <Text fw={600} size="sm">
            {t('nova.stats.title')}
          </Text>
          {result.period && (
            <Badge variant="light" color="gray" tt="none">
              {t('nova.stats.period', { from: day(result.period.from), to: day(result.period.to) })}
            </Badge>
          )}
        </Group>
        {figures.length > 0 && (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
            {figures.map((figure) => (
              <Card key={`${figure.metric}-${figure.scope}`} withBorder radius="sm" p="xs" data-testid="nova-stat">
                <Text size="xs" c="dimmed">
                  {t(labelKey(figure))}
                </Text>
                <Text fw={700} size="lg">
                  {format(figure, figure.value)}
                </Text>
                <Text size="xs" c="dimmed">
                  {figure.scope === 'now'
                    ? t('nova.stats.today')
                    : figure.previous !== null
                      ? t('nova.stats.previous', { value: format(figure, figure.previous) })
                      : null}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        )}
        {result.funnel && (
          <div>
            <Text size="sm" fw={600}>
              {t('nova.stats.funnel')}
            </Text>
            <List size="sm" spacing={2}>
              {result.funnel.map((step) => (
                <List.Item key={step.step}>
                  {t(step.rateFromPrevious === null ? 'nova.stats.funnelStep' : 'nova.stats.funnelStepRate', {
                    step: t(`analytics.funnel.${step.step}`),
                    count: intl.formatNumber(step.count),
                    rate:
                      step.rateFromPrevious === null
                        ? null
                        : intl.formatNumber(step.rateFromPrevious, { style: 'percent', maximumFractionDigits: 1 }),
                  })}
                </List.Item>
              ))}
            </List>
          </div>
        )}
        {result.topSkills && (
          <div>
            <Text size="sm" fw={600}>
              {t('nova.stats.topSkills')}
            </Text>
            {result.topSkills.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('nova.stats.noSkill')}
              </Text>
            ) : (
              <Group gap={6} mt={4}>
                {result.topSkills.map((skill) => (
                  <Badge key={skill.name} variant="light" tt="none">
                    {t('nova.stats.skill', { name: skill.name, count: skill.missions })}
                  </Badge>
                ))}
              </Group>
            )}
          </div>
        )}
      </Stack>
    </Card>
  );
}
