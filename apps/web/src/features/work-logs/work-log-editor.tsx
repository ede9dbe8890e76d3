import { Alert, Anchor, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { todayInParis } from '@orbite/domain/calendar-day';
import type { WorkLogEntry } from '@orbite/domain/work-log-days';
import { IconDownload, IconMessageExclamation, IconSend } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { UnusualDaysNotice } from './unusual-days-notice';
import { WorkLogCalendar } from './work-log-calendar';
import { workLogErrorMessageId } from './work-log-errors';
import { fillWorkingDays, workLogTotal } from './work-log-grid';
import { useMoveWorkLog, useUpdateWorkLog, type WorkLog } from './work-log-operations';
import { frDays, useMonthLabel } from './work-log-status-badge';

const AUTOSAVE_MS = 1200;

/**
 * The freelancer's month: fill the days, comment, save (automatically too) and submit to the client.
 * With `team`, the days only, inside the team's review of a draft: the review shows the rest.
 */
export function WorkLogEditor({
  workLog,
  onReload,
  team = false,
}: {
  workLog: WorkLog;
  onReload: () => void;
  team?: boolean;
}) {
  const t = useT();
  const monthLabel = useMonthLabel();
  const [entries, setEntries] = useState<WorkLogEntry[]>(workLog.entries);
  const [comment, setComment] = useState(workLog.comment ?? '');
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const revision = useRef(workLog.revision);
  const [save, saveState] = useUpdateWorkLog();
  const [submit, submitState] = useMoveWorkLog('submit');
  const [withdraw, withdrawState] = useMoveWorkLog('withdraw');
  const period = { startDate: workLog.deal.startDate, endDate: workLog.deal.endDate };
  const editable = workLog.viewerCanEdit;

  // The server's newer version (another tab, the team) while nothing is being typed.
  useEffect(() => {
    if (dirty || workLog.revision === revision.current) return;
    setEntries(workLog.entries);
    setComment(workLog.comment ?? '');
    revision.current = workLog.revision;
  }, [dirty, workLog.revision, workLog.entries, workLog.comment]);

  const persist = useCallback(async (): Promise<boolean> => {
    setError(null);
    const { data, error: failure } = await save({
      variables: { id: workLog.id, entries, comment: comment.trim() || null, revision: revision.current },
    });
    if (failure || !data) {
      setError(workLogErrorMessageId(failure) ?? 'error.generic');
      return false;
    }
    revision.current = data.updateWorkLog.revision;
    setDirty(false);
    return true;
  }, [save, workLog.id, entries, comment]);

  useEffect(() => {
    if (!dirty || !editable) return;
    const timer = setTimeout(() => void persist(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [dirty, editable, persist]);

  const change = (next: WorkLogEntry[]) => {
    setEntries(next);
    setDirty(true);
  };

  const send = async () => {
    if (dirty && !(await persist())) return setConfirming(false);
    const { data, error: failure } = await submit({ variables: { id: workLog.id, revision: revision.current } });
    setConfirming(false);
    if (failure || !data) return setError(workLogErrorMessageId(failure) ?? 'error.generic');
    addToast({ type: 'success', messageId: 'workLogs.submit.done' });
    onReload();
  };

  const takeBack = async () => {
    const { data, error: failure } = await withdraw({ variables: { id: workLog.id } });
    if (failure || !data) return setError(workLogErrorMessageId(failure) ?? 'error.generic');
    onReload();
  };

  const total = workLogTotal(entries);
  const contested = !team && workLog.status === 'draft' && workLog.statusComment;
  return (
    <Stack gap="md">
      {contested ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconMessageExclamation size={18} />}
          title={t('workLogs.contested.title')}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {workLog.statusComment}
          </Text>
        </Alert>
      ) : null}
      {!team && workLog.status === 'skipped' && workLog.statusComment ? (
        <Alert color="gray" variant="light" title={t('workLogs.skipped.title')}>
          {workLog.statusComment}
        </Alert>
      ) : null}
      <WorkLogCalendar
        month={workLog.month}
        period={period}
        entries={entries}
        onChange={editable ? change : undefined}
      />
      <Group justify="space-between" align="flex-end">
        <div>
          <Text fw={700} size="lg" data-testid="work-log-total">
            {t('workLogs.total', { days: frDays(total), count: total })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('workLogs.expected', {
              days: frDays(workLog.expectedDays),
              count: workLog.expectedDays,
              perWeek: workLog.deal.daysPerWeek,
            })}
          </Text>
        </div>
        {editable ? (
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={() => change(fillWorkingDays(entries, workLog.month, period))}>
              {t('workLogs.fill')}
            </Button>
            <Button variant="default" size="xs" onClick={() => change([])}>
              {t('workLogs.clear')}
            </Button>
          </Group>
        ) : null}
      </Group>
      {team ? null : editable ? (
        <Textarea
          label={t('workLogs.comment.label')}
          description={t('workLogs.comment.description')}
          value={comment}
          maxLength={2000}
          autosize
          minRows={2}
          onChange={(event) => {
            setComment(event.currentTarget.value);
            setDirty(true);
          }}
        />
      ) : workLog.comment ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          <strong>{t('workLogs.comment.label')} : </strong>
          {workLog.comment}
        </Text>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between">
            <Text size="sm">{t(error)}</Text>
            {error === 'workLogs.error.622' ? (
              <Button size="xs" variant="light" color="red" onClick={onReload}>
                {t('workLogs.reload')}
              </Button>
            ) : null}
          </Group>
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Group gap="sm">
          {team ? null : (
            <Anchor href={workLog.fileUrl} size="sm" download>
              <Group gap={4}>
                <IconDownload size={16} />
                {t('workLogs.download')}
              </Group>
            </Anchor>
          )}
          {editable ? (
            <Text size="xs" c="dimmed" aria-live="polite">
              {saveState.loading ? t('workLogs.saving') : dirty ? t('workLogs.unsaved') : t('workLogs.saved')}
            </Text>
          ) : null}
        </Group>
        <Group gap="xs">
          {editable ? (
            <Button variant="default" onClick={() => void persist()} loading={saveState.loading} disabled={!dirty}>
              {t('workLogs.save')}
            </Button>
          ) : null}
          {!team && workLog.allowedMoves.includes('withdraw') ? (
            <Button variant="default" onClick={takeBack} loading={withdrawState.loading}>
              {t('workLogs.withdraw')}
            </Button>
          ) : null}
          {!team && workLog.allowedMoves.includes('submit') ? (
            <Button leftSection={<IconSend size={16} />} onClick={() => setConfirming(true)}>
              {t('workLogs.submit.label')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('workLogs.submit.title')} centered>
        <Stack>
          <Text size="sm">
            {t('workLogs.submit.text', {
              month: monthLabel(workLog.month),
              days: frDays(total),
              count: total,
              company: workLog.deal.companyName ?? '',
            })}
          </Text>
          {confirming ? <UnusualDaysNotice entries={entries} asOf={todayInParis()} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('workLogs.cancel')}
            </Button>
            <Button onClick={send} loading={submitState.loading || saveState.loading}>
              {t('workLogs.submit.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
