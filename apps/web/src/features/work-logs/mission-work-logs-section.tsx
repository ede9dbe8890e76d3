import { Alert, Button, Card, Skeleton, Stack, Text } from '@mantine/core';
import { useT } from '../../ui/use-t';
import type { MissionSectionProps } from '../missions/mission-sections';
import { WorkLogMonthTabs } from './work-log-month-tabs';
import { useMissionWorkLogs } from './work-log-operations';
import { WorkLogReview } from './work-log-review';

/** Statuses of a mission that has (or had) a signed deal, hence work logs. */
export const missionStatusesWithWorkLogs = ['onGoing', 'finished', 'reviewed'];

/**
 * The 'worklogs' section of the mission page: the client reads each month, validates or contests
 * what waits for it; the team also locks, skips, reopens and steers the timesheets.
 */
export function MissionWorkLogsSection({ mission, viewer }: MissionSectionProps) {
  const t = useT();
  const { data, loading, error, refetch } = useMissionWorkLogs(mission.id);
  const workLogs = data?.missionWorkLogs ?? [];
  const team = viewer === 'teamMember';
  if (!data && loading) return <Skeleton height={320} radius="lg" />;
  if (!data && error)
    return (
      <Alert color="red" variant="light" title={t('workLogs.loadError')}>
        <Button size="xs" variant="light" color="red" onClick={() => refetch()}>
          {t('workLogs.retry')}
        </Button>
      </Alert>
    );
  return (
    <Card withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t(team ? 'workLogs.teamIntro' : 'workLogs.clientIntro')}
        </Text>
        {workLogs.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {t('workLogs.empty')}
          </Text>
        ) : (
          <WorkLogMonthTabs
            workLogs={workLogs}
            waitingOn={(log) => log.status === 'submitted' || (team && log.timesheet?.status === 'craValidated')}
          >
            {(workLog) => <WorkLogReview key={workLog.id} workLog={workLog} team={team} onReload={() => refetch()} />}
          </WorkLogMonthTabs>
        )}
      </Stack>
    </Card>
  );
}
