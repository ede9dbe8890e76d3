import '@mantine/dates/styles.css';
import 'dayjs/locale/fr';
import { ActionIcon, Button, Group, NativeSelect, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { todayInParis } from '@orbite/domain/calendar-day';
import { MAX_SLOTS_PER_PROPOSAL, type SlotView, slotDateBounds, slotTimesOfDay } from '@orbite/domain/time-slots';
import { IconMoon, IconPlus, IconSun, IconTrash } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { serverNow } from '../../shell/shell-state';
import { useCalendarAriaLabels } from '../../ui/use-calendar-aria-labels';
import { useT } from '../../ui/use-t';
import { DEFAULT_SLOT_TIME, isAfterMidnight, newSlotRow, type SlotRow, slotRowErrors } from './slot-rows';

export interface TimeSlotPickerProps {
  value: SlotRow[];
  onChange: (rows: SlotRow[]) => void;
  /** Team members: a day/night toggle on each slot (spec 002); others get the day view only. */
  allowNight?: boolean;
  /** Days no slot may fall on ('YYYY-MM-DD'). */
  disallowed?: readonly string[];
  disabled?: boolean;
}

const firstTimeOf = (view: SlotView) => (view === 'day' ? DEFAULT_SLOT_TIME : (slotTimesOfDay('night')[0] as string));

/**
 * Picks 1 to 10 meeting slots, each a day (tomorrow to one year ahead, minus disallowed days) and a
 * half-hour start time in Paris. Each row shows its fault as the domain validator judges it
 * (duplicate, out of range, outside the day view); the caller sends `slotProposal(rows)`.
 */
export function TimeSlotPicker({
  value,
  onChange,
  allowNight = false,
  disallowed = [],
  disabled,
}: TimeSlotPickerProps) {
  const t = useT();
  const ariaLabels = useCalendarAriaLabels();
  const intl = useIntl();
  const french = intl.locale.startsWith('fr');
  const now = new Date(serverNow());
  const today = todayInParis(now);
  const { min, max } = slotDateBounds(today);
  const errors = slotRowErrors(value, now, { allowNight, disallowed });

  const update = (index: number, patch: Partial<SlotRow>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));
  const add = () => onChange([...value, newSlotRow(value.length, today)]);
  const switchView = (index: number, view: SlotView) => {
    const row = value[index];
    if (!row || row.view === view) return;
    update(index, { view, time: slotTimesOfDay(view).includes(row.time ?? '') ? row.time : firstTimeOf(view) });
  };
  const timeOptions = (view: SlotView) =>
    slotTimesOfDay(view).map((time) => ({
      value: time,
      label: view === 'night' && isAfterMidnight(time) ? t('meetings.picker.nextMorning', { time }) : time,
    }));

  return (
    <Stack gap="sm">
      {value.map((row, index) => {
        const error = errors[index];
        const view = allowNight ? row.view : 'day';
        const number = index + 1;
        return (
          <Stack key={row.key} gap={4} data-testid="slot-row">
            <Group gap="sm" align="flex-end" wrap="wrap">
              <DatePickerInput
                label={t('meetings.picker.date', { number })}
                value={row.day}
                onChange={(day) => update(index, { day: day ? String(day).slice(0, 10) : null })}
                minDate={min}
                maxDate={max}
                excludeDate={(day) => disallowed.includes(String(day).slice(0, 10))}
                locale={french ? 'fr' : 'en'}
                valueFormat={french ? 'dddd DD/MM/YYYY' : 'dddd YYYY-MM-DD'}
                firstDayOfWeek={french ? 1 : 0}
                popoverProps={{ withinPortal: true }}
                ariaLabels={ariaLabels}
                required
                disabled={disabled}
                error={Boolean(error)}
                style={{ flex: '1 1 220px' }}
              />
              <NativeSelect
                label={t('meetings.picker.time', { number })}
                value={row.time ?? ''}
                onChange={(event) => update(index, { time: event.currentTarget.value || null })}
                data={timeOptions(view)}
                disabled={disabled}
                error={Boolean(error)}
                w={allowNight ? 170 : 120}
              />
              {allowNight ? (
                <SegmentedControl
                  value={row.view}
                  onChange={(next) => switchView(index, next as SlotView)}
                  disabled={disabled}
                  aria-label={t('meetings.picker.view', { number })}
                  data={[
                    {
                      value: 'day',
                      label: (
                        <Tooltip label={t('meetings.picker.day')}>
                          <IconSun size={16} aria-label={t('meetings.picker.day')} />
                        </Tooltip>
                      ),
                    },
                    {
                      value: 'night',
                      label: (
                        <Tooltip label={t('meetings.picker.night')}>
                          <IconMoon size={16} aria-label={t('meetings.picker.night')} />
                        </Tooltip>
                      ),
                    },
                  ]}
                />
              ) : null}
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                mb={2}
                onClick={() => remove(index)}
                disabled={disabled || value.length <= 1}
                aria-label={t('meetings.picker.remove', { number })}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
            {error ? (
              <Text size="xs" c="danger" role="alert">
                {t(`meetings.slotError.${error}`)}
              </Text>
            ) : null}
          </Stack>
        );
      })}
      <Group justify="space-between">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          disabled={disabled || value.length >= MAX_SLOTS_PER_PROPOSAL}
        >
          {t('meetings.picker.add')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('meetings.picker.count', { count: value.length, max: MAX_SLOTS_PER_PROPOSAL })}
        </Text>
      </Group>
    </Stack>
  );
}
