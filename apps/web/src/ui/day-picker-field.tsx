import '@mantine/dates/styles.css';
import 'dayjs/locale/fr';
import { DatePickerInput } from '@mantine/dates';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { DayPickerInputProps, EarlyUse } from './day-picker-input';
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
  earlyUse = null,
}: DayPickerInputProps & { earlyUse?: EarlyUse }) {
  const intl = useIntl();
  const field = useRef<HTMLButtonElement>(null);
  // The stand-in was pressed or focused before this code arrived: the same, now on the picker. Its events
  // may reach the state after this field's first render (React renders it while the stand-in still shows),
  // and the replay waits for the press's own mousedown, which, aimed at the stand-in now gone, would close
  // a calendar opened before it as a click outside.
  const replayed = useRef(false);
  useEffect(() => {
    if (!earlyUse || replayed.current) return;
    const timer = window.setTimeout(() => {
      replayed.current = true;
      field.current?.focus();
      if (earlyUse === 'open') field.current?.click();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [earlyUse]);
  const ariaLabels = useCalendarAriaLabels();
  const french = intl.locale.startsWith('fr');
  return (
    <DatePickerInput
      ref={field}
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
