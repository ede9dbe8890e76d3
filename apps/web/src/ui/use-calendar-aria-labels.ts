import type { CalendarAriaLabels } from '@mantine/dates';
import { useMemo } from 'react';
import { useT } from './use-t';

/** French (or English) names of a calendar's navigation buttons, for screen readers and keyboards. */
export function useCalendarAriaLabels(): CalendarAriaLabels {
  const t = useT();
  return useMemo(
    () => ({
      monthLevelControl: t('calendar.monthLevel'),
      yearLevelControl: t('calendar.yearLevel'),
      nextMonth: t('calendar.nextMonth'),
      previousMonth: t('calendar.previousMonth'),
      nextYear: t('calendar.nextYear'),
      previousYear: t('calendar.previousYear'),
      nextDecade: t('calendar.nextDecade'),
      previousDecade: t('calendar.previousDecade'),
    }),
    [t],
  );
}
