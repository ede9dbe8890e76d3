import '@mantine/dates/styles.css';
import 'dayjs/locale/fr';
import { Chip, Group, Select, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  type AnalyticsGranularity,
  type AnalyticsPreset,
  analyticsGranularities,
  analyticsPeriodError,
  analyticsPresets,
  defaultGranularity,
  presetOf,
  presetPeriod,
} from '@orbite/domain/analytics';
import { todayInParis } from '@orbite/domain/calendar-day';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCalendarAriaLabels } from '../../ui/use-calendar-aria-labels';
import { useT } from '../../ui/use-t';
import type { AnalyticsUrlState } from './analytics-url';

type Choice = AnalyticsPreset | 'custom';

/**
 * The report's period: a preset ending today (7 days, 30 days, a quarter, 12 months) or a custom
 * range picked in a calendar, and the granularity of the charts. Everything lives in the URL.
 */
export function AnalyticsPeriodFilter({
  state,
  onChange,
  withGranularity = true,
}: {
  state: AnalyticsUrlState;
  onChange: (state: AnalyticsUrlState) => void;
  withGranularity?: boolean;
}) {
  const t = useT();
  const intl = useIntl();
  const ariaLabels = useCalendarAriaLabels();
  const french = intl.locale.startsWith('fr');
  const today = todayInParis();
  const preset = presetOf(state.period, today);
  const [customOpen, setCustomOpen] = useState(preset === null);
  const choice: Choice = customOpen || preset === null ? 'custom' : preset;
  const [range, setRange] = useState<[string | null, string | null]>([state.period.from, state.period.to]);

  const choose = (value: string) => {
    if (value === 'custom') {
      setCustomOpen(true);
      return;
    }
    setCustomOpen(false);
    const period = presetPeriod(value as AnalyticsPreset, today);
    setRange([period.from, period.to]);
    onChange({ period, granularity: defaultGranularity(period) });
  };

  const pickRange = (value: [string | null, string | null]) => {
    const next: [string | null, string | null] = [value[0]?.slice(0, 10) ?? null, value[1]?.slice(0, 10) ?? null];
    setRange(next);
    const [from, to] = next;
    if (from && to && analyticsPeriodError({ from, to }) === null) {
      const period = { from, to };
      onChange({ period, granularity: defaultGranularity(period) });
    }
  };

  const spanError =
    range[0] && range[1] && analyticsPeriodError({ from: range[0], to: range[1] }) === 'span'
      ? t('analytics.period.tooLong')
      : undefined;

  return (
    <Stack gap="xs" component="section" aria-label={t('analytics.period.label')}>
      <Chip.Group multiple={false} value={choice} onChange={choose}>
        <Group gap="xs" role="radiogroup" aria-label={t('analytics.period.label')}>
          {[...analyticsPresets, 'custom' as const].map((value) => (
            <Chip key={value} value={value} size="sm" variant="light">
              {t(`analytics.period.${value}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {choice === 'custom' && (
          <DatePickerInput
            type="range"
            label={t('analytics.period.range')}
            value={range}
            onChange={(value) => pickRange(value as [string | null, string | null])}
            maxDate={today}
            locale={french ? 'fr' : 'en'}
            valueFormat={french ? 'DD/MM/YYYY' : 'YYYY-MM-DD'}
            firstDayOfWeek={french ? 1 : 0}
            ariaLabels={ariaLabels}
            error={spanError}
            allowSingleDateInRange
            w={{ base: '100%', xs: 280 }}
            popoverProps={{ withinPortal: true }}
          />
        )}
        {withGranularity && (
          <Select
            label={t('analytics.granularity.label')}
            w={{ base: '100%', xs: 160 }}
            data={analyticsGranularities.map((value) => ({ value, label: t(`analytics.granularity.${value}`) }))}
            value={state.granularity}
            onChange={(value) => value && onChange({ ...state, granularity: value as AnalyticsGranularity })}
            allowDeselect={false}
          />
        )}
      </Group>
    </Stack>
  );
}
