import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../ui/use-t';
import { WorkLogEditor } from './work-log-editor';
import { WorkLogMonthTabs } from './work-log-month-tabs';
import { useMissionWorkLogs } from './work-log-operations';
import { WorkLogReview } from './work-log-review';

/**
 * The freelancer's activity reports on their mission page: one tab per month of the signed deal,
 * the draft ones to fill and submit, the others to read. Nothing before the contract is signed.
 */
export function WorkLogsPanel({ missionId }: { missionId: string }) {
  const t = useT();
  const { data, loading, error, refetch } = useMissionWorkLogs(missionId);
  const workLogs = data?.missionWorkLogs ?? [];
  if (!data && loading) return <Skeleton height={240} radius="lg" />;
  if (!data && error)
    return (
      <Alert color="red" variant="light" title={t('workLogs.loadError')}>
        <Button size="xs" variant="light" color="red" onClick={() => refetch()}>
          {t('workLogs.retry')}
        </Button>
      </Alert>
    );
  if (workLogs.length === 0) return null;
  return (
    <Card withBorder radius="lg" p="lg" id="worklogs">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('workLogs.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('workLogs.freelanceIntro')}
        </Text>
        <WorkLogMonthTabs workLogs={workLogs} waitingOn={(log) => log.status === 'draft'}>
          {(workLog) =>
            workLog.viewerCanEdit || workLog.allowedMoves.includes('withdraw') ? (
              <WorkLogEditor key={workLog.id} workLog={workLog} onReload={() => refetch()} />
            ) : (
              <WorkLogReview key={workLog.id} workLog={workLog} team={false} onReload={() => refetch()} />
            )
          }
        </WorkLogMonthTabs>
      </Stack>
    </Card>
  );
}
