import type { AnalyticsGranularity } from '@orbite/domain/analytics';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../ui/use-t';

/** French (or English) numbers, euros, rates, durations and bucket labels of the reports. */
export function useAnalyticsFormat() {
  const intl = useIntl();
  const t = useT();
  return useMemo(() => {
    const day = (value: string, options: Intl.DateTimeFormatOptions) =>
      intl.formatDate(new Date(`${value}T12:00:00Z`), { timeZone: 'UTC', ...options });
    return {
      count: (value: number) => intl.formatNumber(value),
      euros: (value: number) =>
        intl.formatNumber(value, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
      compactEuros: (value: number) =>
        intl.formatNumber(value, { style: 'currency', currency: 'EUR', notation: 'compact', maximumFractionDigits: 1 }),
      rate: (value: number | null) =>
        value === null ? '—' : intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 }),
      delta: (value: number) =>
        intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' }),
      /** Hours under two days, else days. */
      duration: (hours: number | null) => {
        if (hours === null) return '—';
        if (hours < 48)
          return t('analytics.duration.hours', { value: intl.formatNumber(hours, { maximumFractionDigits: 1 }) });
        return t('analytics.duration.days', { value: intl.formatNumber(hours / 24, { maximumFractionDigits: 1 }) });
      },
      day: (value: string) => day(value, { day: 'numeric', month: 'long', year: 'numeric' }),
      /** The label of a bucket on an axis or in a table. */
      bucket: (start: string, granularity: AnalyticsGranularity) => {
        if (granularity === 'month') return day(start, { month: 'short', year: 'numeric' });
        if (granularity === 'week')
          return t('analytics.weekOf', { day: day(start, { day: 'numeric', month: 'short' }) });
        return day(start, { day: 'numeric', month: 'short' });
      },
    };
  }, [intl, t]);
}
