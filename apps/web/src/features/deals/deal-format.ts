import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** Euros as the product writes them: "705,88 €". */
export function useMoney() {
  const intl = useIntl();
  return useCallback(
    (amount: number | null | undefined) =>
      amount == null ? '—' : intl.formatNumber(amount, { style: 'currency', currency: 'EUR' }),
    [intl],
  );
}

/** A calendar day (YYYY-MM-DD) as a long French date. */
export function useDay() {
  const intl = useIntl();
  return useCallback(
    (day: string | null | undefined) =>
      day ? intl.formatDate(`${day}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' } as never) : '—',
    [intl],
  );
}

/** An instant as a date and time in Paris. */
export function useInstant() {
  const intl = useIntl();
  return useCallback(
    (iso: string | null | undefined) =>
      iso ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Paris' } as never) : '—',
    [intl],
  );
}

/** The link of the form that fills a missing legal field. */
export function legalFormLink(form: string): string {
  if (form === 'companyLegal') return '/enterprise/administration#legal';
  if (form === 'freelancePersonal') return '/freelancer/company#personal';
  return '/freelancer/company';
}
