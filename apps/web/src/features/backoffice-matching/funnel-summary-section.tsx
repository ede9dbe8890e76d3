import { Alert, Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { funnelColumns } from '@orbite/domain/match-status';
import { IconAlertCircle, IconLayoutKanban } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import { columnCounts } from '../funnel/funnel-logic';
import type { MissionSectionProps } from '../missions/mission-sections';
import { useTeamMissionMatches } from './backoffice-matching-operations';

/** "Funnel" on the team's mission page: how many profiles stand at each stage, and the way to the board. */
export function FunnelSummarySection({ mission }: Pick<MissionSectionProps, 'mission'>) {
  const t = useT();
  const { data, loading, error, refetch } = useTeamMissionMatches(mission.id);
  const matches = data?.missionMatches ?? [];
  const counts = columnCounts(matches);
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="bo-funnel-title">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4" id="bo-funnel-title">
            {t('boMatching.summary.title')}
          </Title>
          <Button
            component={Link}
            to={`/backoffice/funnel/${mission.id}`}
            variant="light"
            leftSection={<IconLayoutKanban size={16} aria-hidden />}
          >
            {t('boMatching.summary.open')}
          </Button>
        </Group>
        {error && !data ? (
          <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert">
            <Group justify="space-between">
              {t('boMatching.funnel.loadError')}
              <Button size="xs" variant="white" onClick={() => refetch()}>
                {t('boMatching.retry')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        {loading && !data ? <Skeleton h={72} radius="md" /> : null}
        {data ? (
          <SimpleGrid cols={{ base: 2, sm: 4, md: 8 }} spacing="xs">
            {funnelColumns.map((column) => (
              <Paper key={column} withBorder radius="md" p="xs" data-testid={`summary-${column}`}>
                <Text fw={700} size="xl" c={counts[column] ? undefined : 'dimmed'}>
                  {counts[column]}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`enum.funnelColumn.${column}`)}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        ) : null}
        {data && matches.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('boMatching.summary.empty')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
