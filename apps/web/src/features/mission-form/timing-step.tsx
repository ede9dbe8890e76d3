import { Alert, Chip, Group, Input, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { addDays, isCalendarDay } from '@orbite/domain/calendar-day';
import { estimatedEndDate } from '@orbite/domain/mission';
import {
  isValidMaxWeeksAfterStart,
  isValidMissionDuration,
  isValidWorkingTime,
  MAX_WEEKS_AFTER_START,
  MISSION_DURATION_DAYS,
  WORKING_TIME_DAYS,
} from '@orbite/domain/validators';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { DayPickerInput } from '../../ui/day-picker-input';
import { useT } from '../../ui/use-t';
import type { MissionFormFields } from './mission-form-values';
import { useErrorText, useFormatDay } from './mission-format';

const workingDays = Array.from(
  { length: WORKING_TIME_DAYS.max - WORKING_TIME_DAYS.min + 1 },
  (_, i) => WORKING_TIME_DAYS.min + i,
);

/** A number input's value for the form: empty or not a number is null. */
export const toNumberValue = (value: number | string): number | null =>
  typeof value === 'number' ? value : value.trim() === '' || Number.isNaN(Number(value)) ? null : Number(value);

/** When: start date (from today), how far it may slip, how long, how many days a week; the estimated end. */
export function TimingStep({ today }: { today: string }) {
  const t = useT();
  const { control } = useFormContext<MissionFormFields>();
  const errorText = useErrorText();

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
        <Controller
          name="startDate"
          control={control}
          render={({ field, fieldState }) => (
            <DayPickerInput
              label={t('missionForm.field.startDate')}
              description={t('missionForm.help.startDate')}
              value={field.value}
              onChange={field.onChange}
              minDate={today}
              error={errorText(fieldState.error)}
              clearable
              required
            />
          )}
        />
        <Controller
          name="maxWeeksAfterStart"
          control={control}
          render={({ field, fieldState }) => (
            <NumberInput
              label={t('missionForm.field.maxWeeksAfterStart')}
              description={t('missionForm.help.maxWeeksAfterStart', MAX_WEEKS_AFTER_START)}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(toNumberValue(value))}
              onBlur={field.onBlur}
              name={field.name}
              min={MAX_WEEKS_AFTER_START.min}
              max={MAX_WEEKS_AFTER_START.max}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              error={errorText(fieldState.error)}
            />
          )}
        />
        <Controller
          name="durationInDays"
          control={control}
          render={({ field, fieldState }) => (
            <NumberInput
              label={t('missionForm.field.durationInDays')}
              description={t('missionForm.help.durationInDays', MISSION_DURATION_DAYS)}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(toNumberValue(value))}
              onBlur={field.onBlur}
              name={field.name}
              min={MISSION_DURATION_DAYS.min}
              max={MISSION_DURATION_DAYS.max}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              error={errorText(fieldState.error)}
              required
            />
          )}
        />
        <Controller
          name="workingTime"
          control={control}
          render={({ field, fieldState }) => (
            <Input.Wrapper
              label={t('missionForm.field.workingTime')}
              description={t('missionForm.help.workingTime')}
              error={errorText(fieldState.error)}
              required
            >
              <Chip.Group
                value={field.value === null ? '' : String(field.value)}
                onChange={(value) => field.onChange(value ? Number(value) : null)}
              >
                <Group gap="xs" mt={6} role="radiogroup" aria-label={t('missionForm.field.workingTime')}>
                  {workingDays.map((days) => (
                    <Chip key={days} value={String(days)} type="radio" variant="outline">
                      {t('missionForm.workingDays', { days })}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Input.Wrapper>
          )}
        />
      </SimpleGrid>
      <EstimatedEnd />
    </Stack>
  );
}

/** The end date the rhythm gives, and the latest start, once the timing is complete and valid. */
function EstimatedEnd() {
  const t = useT();
  const formatDay = useFormatDay();
  const [startDate, durationInDays, workingTime, maxWeeks] = useWatch<
    MissionFormFields,
    ['startDate', 'durationInDays', 'workingTime', 'maxWeeksAfterStart']
  >({ name: ['startDate', 'durationInDays', 'workingTime', 'maxWeeksAfterStart'] });
  const ready = isCalendarDay(startDate) && isValidMissionDuration(durationInDays) && isValidWorkingTime(workingTime);
  if (!ready || durationInDays === null || workingTime === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('missionForm.timing.endPending')}
      </Text>
    );
  }
  const end = estimatedEndDate(startDate, durationInDays, workingTime);
  const slips = maxWeeks !== null && maxWeeks > 0 && isValidMaxWeeksAfterStart(maxWeeks);
  return (
    <Alert variant="light" color="orbite" icon={<IconCalendarEvent size={20} />} data-testid="estimated-end">
      <Text size="sm" fw={600}>
        {t('missionForm.timing.end', { date: formatDay(end, 'full') })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('missionForm.timing.endHelp', { days: durationInDays, perWeek: workingTime })}
      </Text>
      {slips ? (
        <Text size="sm" c="dimmed">
          {t('missionForm.timing.latestStart', { date: formatDay(addDays(startDate, maxWeeks * 7), 'long') })}
        </Text>
      ) : null}
    </Alert>
  );
}
