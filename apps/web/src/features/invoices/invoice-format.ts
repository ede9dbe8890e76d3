import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** Euros with cents, and days and periods written as in the rest of the product, for the invoice widgets. */
export function useInvoiceFormat() {
  const intl = useIntl();
  return useMemo(
    () => ({
      money: (value: number | null | undefined) =>
        value == null ? '—' : intl.formatNumber(value, { style: 'currency', currency: 'EUR' }),
      // « 4 nov. 2026 », as every other list of the product writes a day.
      day: (value: string | null | undefined) =>
        value
          ? intl.formatDate(`${value.slice(0, 10)}T12:00:00`, { day: 'numeric', month: 'short', year: 'numeric' })
          : '—',
      month: (value: string) => intl.formatDate(`${value}-15T12:00:00`, { month: 'long', year: 'numeric' }),
      /** « 1–30 sept. 2026 », « 12 oct. – 3 nov. 2026 »: what the two days share is written once. */
      period: (start: string | null, end: string | null) =>
        start && end
          ? intl.formatDateTimeRange(new Date(`${start}T12:00:00`), new Date(`${end}T12:00:00`), {
              day: 'numeric',
              month: 'short',
              year: 'numeric',
            })
          : '—',
    }),
    [intl],
  );
}
