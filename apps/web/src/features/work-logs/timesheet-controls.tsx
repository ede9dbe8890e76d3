import { Badge, Button, Card, Group, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { isValidMonthTotal } from '@orbite/domain/work-log-days';
import { useEffect, useState } from 'react';
import { addToast } from '../../shell/toasts';
import { SecuredButton } from '../../ui/secured-button';
import { useT } from '../../ui/use-t';
import { workLogErrorMessageId } from './work-log-errors';
import {
  type Timesheet,
  useToggleTimesheetSafeMode,
  useUpdateTimesheetWorkedDays,
  useValidateTimesheet,
} from './work-log-operations';
import { frDays } from './work-log-status-badge';

const correctable = ['open', 'submitted', 'craValidated'];

/**
 * The invoicing side of the month: its status for the client; for the team, safe mode, the worked
 * days to invoice (corrected with fewer than 3 decimals) and the manual validation in safe mode.
 */
export function TimesheetControls({
  timesheet,
  month,
  team,
  onReload,
}: {
  timesheet: Timesheet;
  month: string;
  team: boolean;
  onReload: () => void;
}) {
  const t = useT();
  const [toggle, toggleState] = useToggleTimesheetSafeMode();
  const [correct, correctState] = useUpdateTimesheetWorkedDays();
  const [validate] = useValidateTimesheet();
  const [days, setDays] = useState<string | number>(timesheet.workedDays);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setDays(timesheet.workedDays), [timesheet.workedDays]);
  const valid = days !== '' && isValidMonthTotal(String(days), month);

  const after = (failure: unknown) => {
    setError(failure ? (workLogErrorMessageId(failure) ?? 'error.generic') : null);
    if (!failure) onReload();
    return !failure;
  };

  return (
    <Card withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{t('workLogs.timesheet.title')}</Text>
          <Badge variant="outline">{t(`workLogs.timesheet.status.${timesheet.status}`)}</Badge>
        </Group>
        {timesheet.status === 'open' || timesheet.status === 'submitted' ? (
          <Text size="sm" c="dimmed">
            {t('workLogs.timesheet.waiting')}
          </Text>
        ) : (
          <Text size="sm">{t('workLogs.timesheet.workedDays', { days: frDays(timesheet.workedDays) })}</Text>
        )}
        {team ? (
          <>
            <Switch
              checked={timesheet.safeMode}
              disabled={toggleState.loading || !correctable.includes(timesheet.status)}
              label={t('workLogs.timesheet.safeMode')}
              description={t('workLogs.timesheet.safeModeHelp')}
              onChange={async (event) => {
                const { error: failure } = await toggle({
                  variables: { id: timesheet.id, safeMode: event.currentTarget.checked },
                });
                after(failure);
              }}
            />
            {timesheet.status === 'craValidated' ? (
              <Group align="flex-end" gap="xs">
                <NumberInput
                  label={t('workLogs.timesheet.correct')}
                  value={days}
                  onChange={setDays}
                  decimalSeparator=","
                  min={0}
                  step={0.5}
                  w={180}
                  error={valid ? undefined : t('workLogs.error.invalidWorkedDays')}
                />
                <Button
                  variant="default"
                  disabled={!valid || Number(days) === timesheet.workedDays}
                  loading={correctState.loading}
                  onClick={async () => {
                    const { error: failure } = await correct({
                      variables: { id: timesheet.id, workedDays: Number(days) },
                    });
                    if (after(failure)) addToast({ type: 'success', messageId: 'workLogs.timesheet.corrected' });
                  }}
                >
                  {t('workLogs.save')}
                </Button>
                {timesheet.status === 'craValidated' ? (
                  <SecuredButton
                    color="green"
                    disabled={!valid}
                    confirmLabel={(s) => t('workLogs.confirmIn', { seconds: s })}
                    onConfirm={async () => {
                      const { error: failure } = await validate({
                        variables: { id: timesheet.id, workedDays: Number(days) },
                      });
                      if (after(failure)) addToast({ type: 'success', messageId: 'workLogs.timesheet.validated' });
                    }}
                  >
                    {t('workLogs.timesheet.validate')}
                  </SecuredButton>
                ) : null}
              </Group>
            ) : null}
          </>
        ) : null}
        {error ? (
          <Text size="sm" c="red" role="alert">
            {t(error)}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
