import { Group, Switch } from '@mantine/core';
import { minAvailabilityDate } from '@orbite/domain/availability';
import { toCalendarDay } from '@orbite/domain/calendar-day';
import { useAudienceT } from '../../ui/audience';
import { DayPickerInput } from '../../ui/day-picker-input';
import { useT } from '../../ui/use-t';
import type { AvailabilityView } from './availability-logic';
import type { AvailabilityActions } from './use-availability-actions';

/**
 * The availability field: a switch (available or not) and, when unavailable, the day availability
 * returns (tomorrow or later; empty means unavailable indefinitely).
 */
export function AvailabilityField({
  view,
  availabilityDate,
  actions,
}: {
  view: AvailabilityView;
  availabilityDate: string | null;
  actions: AvailabilityActions;
}) {
  const t = useT();
  // The person reads « Je suis disponible »; the team, on someone else's page, « Disponible ».
  const audienceT = useAudienceT();
  const available = view.kind === 'available';
  const day = available ? null : toCalendarDay(availabilityDate);
  const pending = actions.state === 'submitting';
  return (
    <Group align="flex-end" gap="lg">
      <Switch
        label={audienceT('availability.field.switch')}
        checked={available}
        disabled={pending}
        onChange={(event) => void (event.currentTarget.checked ? actions.setAvailable() : actions.snooze('forever'))}
        color="success"
        mb={8}
      />
      {/* Only when unavailable: beside « Disponible », an « Indisponible jusqu'au » field said the opposite. */}
      {available ? null : (
        <DayPickerInput
          label={t('availability.field.date')}
          description={t('availability.field.dateHint')}
          value={day}
          minDate={minAvailabilityDate()}
          disabled={pending}
          clearable
          placeholder={t('availability.option.forever')}
          onChange={(next) => void (next ? actions.snooze('custom', next) : actions.snooze('forever'))}
        />
      )}
    </Group>
  );
}
