import { Input, InputBase } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';

export interface DayPickerInputProps {
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
}

/** Mantine's date picker, its calendar and dayjs: about 25 kB, fetched when a page first shows a day field. */
const DayPickerField = lazy(() => import('./day-picker-field'));

/** '2026-11-22' as the picker shows it: 22/11/2026 in French, as is in English. */
function shownDay(day: string, french: boolean): string {
  const [year, month, date] = day.split('-');
  return french && year && month && date ? `${date}/${month}/${year}` : day;
}

/** What a person did to the field before its picker had loaded: the picker does it again once there. */
export type EarlyUse = 'focus' | 'open' | null;

/**
 * What the field looks like while its picker loads: the same label, value and size. The page is painted
 * without waiting for the calendar's code, and nothing moves when it arrives; a click or a focus meanwhile
 * is remembered, and the picker opens or takes the focus when it comes.
 */
function DayPickerPlaceholder({
  label,
  value,
  error,
  description,
  required,
  placeholder,
  disabled,
  onUse,
}: DayPickerInputProps & { onUse: (use: Exclude<EarlyUse, null>) => void }) {
  const french = useIntl().locale.startsWith('fr');
  return (
    <InputBase
      component="button"
      type="button"
      // A press opens (the picker may replace the stand-in between the press and its click, which is then lost).
      onPointerDown={() => onUse('open')}
      onClick={() => onUse('open')}
      onFocus={() => onUse('focus')}
      label={label}
      error={error}
      description={description}
      required={required}
      disabled={disabled}
      aria-busy
      pointer
    >
      {value ? shownDay(value, french) : <Input.Placeholder>{placeholder}</Input.Placeholder>}
    </InputBase>
  );
}

/**
 * A calendar day picker ('YYYY-MM-DD' in and out) in the interface language: French day and month
 * names and the French day format (22/11/2026) by default.
 */
export function DayPickerInput(props: DayPickerInputProps) {
  const [earlyUse, setEarlyUse] = useState<EarlyUse>(null);
  return (
    <Suspense
      fallback={
        <DayPickerPlaceholder {...props} onUse={(use) => setEarlyUse((done) => (done === 'open' ? done : use))} />
      }
    >
      <DayPickerField {...props} earlyUse={earlyUse} />
    </Suspense>
  );
}
