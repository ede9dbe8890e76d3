import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** The freelancer pages' formatters: days in French, daily rates in euros without cents, slots in Paris time. */
export function useFreelanceFormat() {
  const intl = useIntl();
  return useMemo(
    () => ({
      /** A calendar day (YYYY-MM-DD), read at noon so that no time zone moves it. */
      day: (value: string | null | undefined) =>
        value ? intl.formatDate(`${value}T12:00:00`, { day: 'numeric', month: 'long', year: 'numeric' }) : null,
      euros: (value: number) =>
        intl.formatNumber(value, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
      /** An instant as a date, in Paris. */
      date: (value: string) =>
        intl.formatDate(value, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }),
    }),
    [intl],
  );
}
