import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** Euros with cents and French dates for the invoice widgets. */
export function useInvoiceFormat() {
  const intl = useIntl();
  return useMemo(
    () => ({
      money: (value: number | null | undefined) =>
        value == null ? '—' : intl.formatNumber(value, { style: 'currency', currency: 'EUR' }),
      day: (value: string | null | undefined) =>
        value
          ? intl.formatDate(`${value.slice(0, 10)}T12:00:00`, { day: '2-digit', month: '2-digit', year: 'numeric' })
          : '—',
      month: (value: string) => intl.formatDate(`${value}-15T12:00:00`, { month: 'long', year: 'numeric' }),
      period: (start: string | null, end: string | null) =>
        start && end
          ? `${intl.formatDate(`${start}T12:00:00`, { day: '2-digit', month: '2-digit' })} – ${intl.formatDate(
              `${end}T12:00:00`,
              {
                day: '2-digit',
                month: '2-digit',
                year: 'numeric',
              },
            )}`
          : '—',
    }),
    [intl],
  );
}
