import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { corporateMissionTabs, type MissionStatus } from '@orbite/domain/mission-status';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import { MissionStatusBadge } from '../market/status-badges';
import type { DashboardMission } from './dashboard-operations';

const tabs = ['deposit', 'contracted', 'archived'] as const;

/** The client's missions at a glance: how many in each tab, and the ones being recruited for. */
export function MissionsSummaryCard({
  counts,
  missions,
  loading,
}: {
  counts: { status: MissionStatus; count: number }[];
  missions: DashboardMission[];
  loading: boolean;
}) {
  const t = useT();
  const countOf = (tab: (typeof tabs)[number]) =>
    counts
      .filter((c) => (corporateMissionTabs[tab] as readonly MissionStatus[]).includes(c.status))
      .reduce((sum, c) => sum + c.count, 0);
  return (
    <Card withBorder radius="lg" p="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('enterpriseDashboard.missions.title')}
        </Title>
        <Button component={Link} to="/enterprise/mission/create" size="xs" leftSection={<IconPlus size={14} />}>
          {t('enterpriseDashboard.missions.new')}
        </Button>
      </Group>
      <SimpleGrid cols={3} mb="md">
        {tabs.map((tab) => (
          <Anchor key={tab} component={Link} to={`/enterprise/missions?tab=${tab}`} underline="never">
            <Stack gap={0} align="center">
              <Text fw={700} fz={24} c="dark">
                {loading ? '…' : countOf(tab)}
              </Text>
              <Text size="xs" c="dimmed" ta="center">
                {t(`enterpriseDashboard.missions.tab.${tab}`)}
              </Text>
            </Stack>
          </Anchor>
        ))}
      </SimpleGrid>
      {loading && missions.length === 0 ? (
        <Stack gap="xs">
          <Skeleton height={20} />
          <Skeleton height={20} />
        </Stack>
      ) : missions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('enterpriseDashboard.missions.empty')}
        </Text>
      ) : (
        <Stack gap={8}>
          {missions.slice(0, 5).map((mission) => (
            <Group key={mission.id} justify="space-between" wrap="nowrap" gap="sm">
              <Anchor component={Link} to={`/enterprise/missions/${mission.id}`} size="sm" lineClamp={1}>
                {mission.title || t('enterpriseDashboard.missions.untitled', { id: mission.id })}
              </Anchor>
              <MissionStatusBadge status={mission.status} size="sm" style={{ flexShrink: 0 }} />
            </Group>
          ))}
          {missions.length > 5 && (
            <Anchor component={Link} to="/enterprise/missions?tab=deposit" size="sm">
              {t('enterpriseDashboard.missions.all', { count: missions.length })}
            </Anchor>
          )}
        </Stack>
      )}
    </Card>
  );
}
