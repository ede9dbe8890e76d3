import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconCalendarCheck, IconCalendarTime } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import { useCompanyWorkLogs, type WorkLog } from './work-log-operations';
import { useMonthLabel } from './work-log-status-badge';

function WorkLogLinks({ workLogs, path }: { workLogs: readonly WorkLog[]; path: (log: WorkLog) => string }) {
  const monthLabel = useMonthLabel();
  return (
    <List size="sm" spacing={2} mt={6}>
      {workLogs.slice(0, 5).map((log) => (
        <List.Item key={log.id}>
          <Anchor component={Link} to={path(log)} size="sm">
            {log.deal.missionTitle ?? ''} · {monthLabel(log.month)}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}

/**
 * 'CRA à remplir' on the freelancer's dashboard: the months still to fill and send, oldest first.
 * `workLogs` is the result of `useMyWorkLogs()`, run by the page.
 */
export function WorkLogsToFillAlert({ workLogs }: { workLogs: readonly WorkLog[] | undefined }) {
  const t = useT();
  const drafts = (workLogs ?? []).filter((log) => log.status === 'draft');
  if (drafts.length === 0) return null;
  return (
    <Alert color="orbite" variant="light" icon={<IconCalendarTime size={18} />} title={t('workLogs.dashboard.toFill')}>
      <Text size="sm">{t('workLogs.dashboard.toFillText', { count: drafts.length })}</Text>
      <WorkLogLinks workLogs={drafts} path={(log) => `/freelancer/missions/${log.deal.missionId}/worklogs`} />
    </Alert>
  );
}

/** 'CRA à valider' on the client's dashboard: the reports waiting for its validation. */
export function WorkLogsToValidateAlert() {
  const t = useT();
  const { data } = useCompanyWorkLogs();
  const waiting = data?.companyWorkLogs ?? [];
  if (waiting.length === 0) return null;
  return (
    <Alert
      color="warning"
      variant="light"
      icon={<IconCalendarCheck size={18} />}
      title={t('workLogs.dashboard.toValidate')}
    >
      <Text size="sm">{t('workLogs.dashboard.toValidateText', { count: waiting.length })}</Text>
      <WorkLogLinks workLogs={waiting} path={(log) => `/enterprise/missions/${log.deal.missionId}/worklogs`} />
    </Alert>
  );
}
