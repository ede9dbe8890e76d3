import { Box, SimpleGrid, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { DealPeriod, WorkLogEntry } from '@orbite/domain/work-log-days';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../ui/use-t';
import { dayAfterKey, daysOn, type GridDay, isFillable, monthWeeks, nextDays, setDays } from './work-log-grid';

const weekdayIds = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/**
 * A month of a work log as a calendar: each day of the deal shows 0, ½ or 1; in edit mode a click,
 * Space or Enter cycles it and the arrow keys move between days (one tab stop for the whole grid).
 * Weekends and French public holidays are greyed, the holiday's name in a tooltip.
 */
export function WorkLogCalendar({
  month,
  period,
  entries,
  onChange,
}: {
  month: string;
  period: DealPeriod;
  entries: readonly WorkLogEntry[];
  /** Absent: read only. */
  onChange?: (entries: WorkLogEntry[]) => void;
}) {
  const t = useT();
  const intl = useIntl();
  const weeks = monthWeeks(month, period);
  const firstInDeal = weeks.flat().find((cell) => cell?.inDeal)?.day ?? null;
  const [focused, setFocused] = useState<string | null>(firstInDeal);
  const grid = useRef<HTMLDivElement>(null);
  const editable = Boolean(onChange);

  const focusDay = (day: string) => {
    setFocused(day);
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${day}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, day: string) => {
    const target = dayAfterKey(day, event.key, month, period);
    if (!target) return;
    event.preventDefault();
    focusDay(target);
  };

  const label = (cell: GridDay, days: number) => {
    const date = intl.formatDate(`${cell.day}T12:00:00Z`, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    const parts = [date, t('workLogs.day.value', { days })];
    if (cell.holiday) parts.push(t(`workLogs.holiday.${cell.holiday}`));
    return parts.join(', ');
  };

  return (
    <Box ref={grid} role="group" aria-label={t('workLogs.calendar.label')}>
      <SimpleGrid cols={7} spacing={6} verticalSpacing={6}>
        {weekdayIds.map((id) => (
          <Text key={id} size="xs" c="dimmed" ta="center" fw={600} aria-hidden>
            {t(`workLogs.weekday.${id}`)}
          </Text>
        ))}
        {weeks.flat().map((cell, index) => {
          // biome-ignore lint/suspicious/noArrayIndexKey: the blank cells around the month have no identity.
          if (!cell) return <div key={`empty-${index}`} />;
          const days = daysOn(entries, cell.day);
          const off = cell.weekend || Boolean(cell.holiday);
          const background =
            days === 1
              ? 'var(--mantine-color-orbite-filled)'
              : days === 0.5
                ? 'var(--mantine-color-orbite-light)'
                : off || !cell.inDeal
                  ? 'var(--mantine-color-gray-1)'
                  : 'var(--mantine-color-body)';
          const button = (
            <UnstyledButton
              key={cell.day}
              data-day={cell.day}
              disabled={!cell.inDeal || !editable}
              tabIndex={editable && cell.inDeal ? (focused === cell.day ? 0 : -1) : undefined}
              aria-label={label(cell, days)}
              aria-pressed={editable ? days > 0 : undefined}
              onClick={() => {
                setFocused(cell.day);
                onChange?.(setDays(entries, cell.day, nextDays(days)));
              }}
              onKeyDown={(event) => onKeyDown(event, cell.day)}
              style={{
                width: '100%',
                minHeight: 52,
                borderRadius: 8,
                border: `1px solid ${isFillable(cell) ? 'var(--mantine-color-gray-4)' : 'var(--mantine-color-gray-2)'}`,
                background,
                color: days === 1 ? 'var(--mantine-color-white)' : undefined,
                opacity: cell.inDeal ? 1 : 0.45,
                cursor: editable && cell.inDeal ? 'pointer' : 'default',
                padding: 6,
              }}
            >
              <Text size="xs" c={days === 1 ? 'white' : off ? 'dimmed' : undefined} fw={500}>
                {Number(cell.day.slice(8))}
              </Text>
              <Text size="sm" fw={700} ta="center" aria-hidden>
                {/* The dot marks a day one may still fill; a month sent or validated leaves its empty days blank. */}
                {days === 1 ? '1' : days === 0.5 ? '½' : editable && cell.inDeal ? '·' : ''}
              </Text>
            </UnstyledButton>
          );
          return cell.holiday ? (
            <Tooltip key={cell.day} label={t(`workLogs.holiday.${cell.holiday}`)} withArrow>
              <div>{button}</div>
            </Tooltip>
          ) : (
            <div key={cell.day}>{button}</div>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
