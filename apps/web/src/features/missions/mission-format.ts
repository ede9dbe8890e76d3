import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** Formatters shared by the mission lists and page: euros without cents, calendar days and instants in French. */
export function useMissionFormat() {
  const intl = useIntl();
  return useMemo(
    () => ({
      euros: (value: number | null | undefined) =>
        value == null
          ? '—'
          : intl.formatNumber(value, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
      /** A calendar day (YYYY-MM-DD), read at noon so that no time zone moves it. */
      day: (value: string | null | undefined) =>
        value ? intl.formatDate(`${value}T12:00:00`, { day: 'numeric', month: 'short', year: 'numeric' }) : '—',
      instant: (value: string | null | undefined) =>
        value ? intl.formatDate(value, { day: 'numeric', month: 'short', year: 'numeric' }) : '—',
      dateTime: (value: string) =>
        intl.formatDate(value, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }),
    }),
    [intl],
  );
}
