import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { type AvailabilityOption, availabilityFormErrors, minAvailabilityDate } from '@orbite/domain/availability';
import type { CalendarDay } from '@orbite/domain/calendar-day';
import { useEffect, useState } from 'react';
import { DayPickerInput } from '../../ui/day-picker-input';
import { useT } from '../../ui/use-t';
import { unavailableMenuOptions } from './availability-logic';

/**
 * The unavailable form: an option (required) and, for "until a date", the day (tomorrow or later).
 * `onSubmit` resolves true when saved, which closes the form.
 */
export function UnavailableFormModal({
  opened,
  initialOption = null,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  initialOption?: AvailabilityOption | null;
  onClose: () => void;
  onSubmit: (option: AvailabilityOption, day: CalendarDay | null) => Promise<boolean>;
}) {
  const t = useT();
  const [option, setOption] = useState<AvailabilityOption | null>(initialOption);
  const [day, setDay] = useState<CalendarDay | null>(null);
  const [touched, setTouched] = useState(false);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setOption(initialOption);
    setDay(null);
    setTouched(false);
    setFailed(false);
  }, [opened, initialOption]);

  const errors = availabilityFormErrors({ option, availabilityDate: day });
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length > 0 || !option) return;
    setSaving(true);
    const ok = await onSubmit(option, option === 'custom' ? day : null);
    setSaving(false);
    setFailed(!ok);
    if (ok) onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('availability.form.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Radio.Group
            label={t('availability.form.option')}
            value={option ?? ''}
            onChange={(value) => setOption(value as AvailabilityOption)}
            error={touched && errors.option ? t('availability.form.optionRequired') : undefined}
            required
          >
            <Stack gap="xs" mt="xs">
              {unavailableMenuOptions.map((value) => (
                <Radio key={value} value={value} label={t(`availability.option.${value}`)} />
              ))}
            </Stack>
          </Radio.Group>
          {option === 'custom' ? (
            <DayPickerInput
              label={t('availability.form.date')}
              value={day}
              onChange={setDay}
              minDate={minAvailabilityDate()}
              required
              placeholder={t('availability.form.datePlaceholder')}
              error={
                touched && errors.availabilityDate ? t(`availability.form.date.${errors.availabilityDate}`) : undefined
              }
            />
          ) : null}
          {failed ? (
            <div role="alert" style={{ color: 'var(--mantine-color-danger-7)', fontSize: 14 }}>
              {t('availability.chip.error')}
            </div>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('availability.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
