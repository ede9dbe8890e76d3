import { Alert, Anchor, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { parisDayOf } from '@orbite/domain/calendar-day';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { addToast } from '../../shell/toasts';
import { SecuredButton } from '../../ui/secured-button';
import { useT } from '../../ui/use-t';
import { TimesheetControls } from './timesheet-controls';
import { UnusualDaysNotice } from './unusual-days-notice';
import { WorkLogCalendar } from './work-log-calendar';
import { WorkLogEditor } from './work-log-editor';
import { workLogErrorMessageId } from './work-log-errors';
import { useMoveWorkLog, type WorkLog, type WorkLogAction } from './work-log-operations';
import { frDays } from './work-log-status-badge';

/**
 * A month as the client and the team read it: the days, the total and the freelancer's comment;
 * validate (secured button) or contest (comment required); the team also locks, skips with a
 * reason, reopens, steers the timesheet, and corrects the days of a draft (viewerCanEdit).
 */
export function WorkLogReview({ workLog, team, onReload }: { workLog: WorkLog; team: boolean; onReload: () => void }) {
  const t = useT();
  const intl = useIntl();
  const [asking, setAsking] = useState<'contest' | 'skip' | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const moves = {
    validate: useMoveWorkLog('validate'),
    contest: useMoveWorkLog('contest'),
    lock: useMoveWorkLog('lock'),
    skip: useMoveWorkLog('skip'),
    reopen: useMoveWorkLog('reopen'),
  };
  const can = (action: WorkLogAction) => workLog.allowedMoves.includes(action);
  // The team corrects the freelancer's days while the month is a draft.
  const correcting = team && workLog.viewerCanEdit;

  const run = async (action: keyof typeof moves, comment?: string) => {
    setError(null);
    const [mutate] = moves[action];
    const { data, error: failure } = await mutate({
      variables: { id: workLog.id, comment: comment ?? null, revision: workLog.revision },
    });
    if (failure || !data) return setError(workLogErrorMessageId(failure) ?? 'error.generic');
    setAsking(null);
    setText('');
    addToast({ type: 'success', messageId: `workLogs.${action}.done` });
    onReload();
  };

  const date = (at: string | null) => (at ? intl.formatDate(at, { dateStyle: 'long' }) : '');
  return (
    <Stack gap="md">
      {workLog.statusComment ? (
        <Alert
          color={workLog.status === 'skipped' ? 'gray' : 'orange'}
          variant="light"
          title={t(workLog.status === 'skipped' ? 'workLogs.skipped.title' : 'workLogs.contested.yours')}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {workLog.statusComment}
          </Text>
        </Alert>
      ) : null}
      {correcting ? (
        <WorkLogEditor key={workLog.id} workLog={workLog} team onReload={onReload} />
      ) : (
        <>
          <WorkLogCalendar
            month={workLog.month}
            period={{ startDate: workLog.deal.startDate, endDate: workLog.deal.endDate }}
            entries={workLog.entries}
          />
          <Group justify="space-between" align="flex-end">
            <div>
              <Text fw={700} size="lg" data-testid="work-log-total">
                {t('workLogs.total', { days: frDays(workLog.totalDays), count: workLog.totalDays })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('workLogs.expected', {
                  days: frDays(workLog.expectedDays),
                  count: workLog.expectedDays,
                  perWeek: workLog.deal.daysPerWeek,
                })}
              </Text>
            </div>
            <Stack gap={0}>
              {workLog.submittedAt ? (
                <Text size="xs" c="dimmed">
                  {t('workLogs.submittedOn', { date: date(workLog.submittedAt) })}
                </Text>
              ) : null}
              {workLog.validatedAt ? (
                <Text size="xs" c="dimmed">
                  {t('workLogs.validatedOn', { date: date(workLog.validatedAt) })}
                </Text>
              ) : null}
            </Stack>
          </Group>
          {workLog.submittedAt && workLog.status === 'submitted' ? (
            <UnusualDaysNotice entries={workLog.entries} asOf={parisDayOf(new Date(workLog.submittedAt))} sent />
          ) : null}
        </>
      )}
      {workLog.comment ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          <strong>{t('workLogs.comment.fromFreelance')} : </strong>
          {workLog.comment}
        </Text>
      ) : null}
      {workLog.status === 'draft' ? (
        <Text size="sm" c="dimmed">
          {t(
            correcting
              ? 'workLogs.draftForTeam'
              : // Sent once, contested since: the freelancer is correcting it, which « not sent yet » would deny.
                workLog.submittedAt && workLog.statusComment
                ? 'workLogs.draftContested'
                : 'workLogs.draftForClient',
          )}
        </Text>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {t(error)}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Anchor href={workLog.fileUrl} size="sm" download>
          <Group gap={4}>
            <IconDownload size={16} />
            {t('workLogs.download')}
          </Group>
        </Anchor>
        <Group gap="xs">
          {can('reopen') ? (
            <Button variant="default" onClick={() => run('reopen')} loading={moves.reopen[1].loading}>
              {t('workLogs.reopen.label')}
            </Button>
          ) : null}
          {can('skip') ? (
            <Button variant="default" onClick={() => setAsking('skip')}>
              {t('workLogs.skip.label')}
            </Button>
          ) : null}
          {can('lock') ? (
            <SecuredButton
              variant="default"
              confirmLabel={(s) => t('workLogs.confirmIn', { seconds: s })}
              onConfirm={() => run('lock')}
            >
              {t('workLogs.lock.label')}
            </SecuredButton>
          ) : null}
          {can('contest') ? (
            <Button variant="light" color="orange" onClick={() => setAsking('contest')}>
              {t('workLogs.contest.label')}
            </Button>
          ) : null}
          {can('validate') ? (
            <SecuredButton
              color="green"
              confirmLabel={(s) => t('workLogs.confirmIn', { seconds: s })}
              onConfirm={() => run('validate')}
            >
              {t('workLogs.validate.label')}
            </SecuredButton>
          ) : null}
        </Group>
      </Group>
      {workLog.timesheet ? (
        <TimesheetControls timesheet={workLog.timesheet} month={workLog.month} team={team} onReload={onReload} />
      ) : null}
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={asking ? t(`workLogs.${asking}.title`) : ''}
        centered
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (asking && text.trim()) void run(asking, text.trim());
          }}
        >
          <Stack>
            <Textarea
              label={asking ? t(`workLogs.${asking}.field`) : ''}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              required
              autosize
              minRows={3}
              maxLength={2000}
              data-autofocus
            />
            {error ? (
              <Text size="sm" c="red">
                {t(error)}
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(null)}>
                {t('workLogs.cancel')}
              </Button>
              <Button
                type="submit"
                color={asking === 'contest' ? 'orange' : undefined}
                disabled={!text.trim()}
                loading={asking ? moves[asking][1].loading : false}
              >
                {asking ? t(`workLogs.${asking}.confirm`) : ''}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
