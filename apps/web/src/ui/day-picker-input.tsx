import '@mantine/dates/styles.css';
import 'dayjs/locale/fr';
import { DatePickerInput } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useCalendarAriaLabels } from './use-calendar-aria-labels';

/**
 * A calendar day picker ('YYYY-MM-DD' in and out) in the interface language: French day and month
 * names and the French day format (22/11/2026) by default.
 */
export function DayPickerInput({
  label,
  value,
  onChange,
  minDate,
  error,
  clearable,
  description,
  required,
  placeholder,
  disabled,
}: {
  label: ReactNode;
  value: string | null;
  onChange: (day: string | null) => void;
  minDate?: string;
  error?: ReactNode;
  clearable?: boolean;
  description?: ReactNode;
  required?: boolean;
  placeholder?: string;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const ariaLabels = useCalendarAriaLabels();
  const french = intl.locale.startsWith('fr');
  return (
    <DatePickerInput
      label={label}
      value={value}
      onChange={(day) => onChange(day ? String(day).slice(0, 10) : null)}
      minDate={minDate}
      error={error}
      clearable={clearable}
      description={description}
      required={required}
      placeholder={placeholder}
      disabled={disabled}
      locale={french ? 'fr' : 'en'}
      valueFormat={french ? 'DD/MM/YYYY' : 'YYYY-MM-DD'}
      firstDayOfWeek={french ? 1 : 0}
      popoverProps={{ withinPortal: true }}
      ariaLabels={ariaLabels}
    />
  );
}
