import '@mantine/dates/styles.css';
import 'dayjs/locale/fr';
import { DatePickerInput } from '@mantine/dates';
import { useIntl } from 'react-intl';
import type { DayPickerInputProps } from './day-picker-input';
import { useCalendarAriaLabels } from './use-calendar-aria-labels';

/** Mantine's date picker in the interface language (loaded on demand by `DayPickerInput`). */
export default function DayPickerField({
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
}: DayPickerInputProps) {
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
