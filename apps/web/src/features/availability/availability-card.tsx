import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { FormStateChip } from '../../ui/form-state-chip';
import { useT } from '../../ui/use-t';
import { AvailabilityButton } from './availability-button';
import { AvailabilityField } from './availability-field';
import { availabilityViewOf } from './availability-logic';
import type { FreelanceAvailability } from './availability-operations';
import type { AvailabilityActions } from './use-availability-actions';

/** Availability of a freelance: the button with its menu, the switch and date field, the form-state chip. */
export function AvailabilityCard({
  freelance,
  actions,
  description,
}: {
  freelance: Pick<FreelanceAvailability, 'id' | 'isAvailable' | 'availabilityDate'>;
  actions: AvailabilityActions;
  description?: string;
}) {
  const t = useT();
  const view = availabilityViewOf(freelance);
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="availability-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4" id="availability-title">
              {t('availability.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {description ?? t('availability.subtitle')}
            </Text>
          </div>
          <FormStateChip
            state={actions.state}
            labels={{
              submitting: t('availability.chip.submitting'),
              success: t('availability.chip.success'),
              error: t('availability.chip.error'),
            }}
          />
        </Group>
        <Group>
          <AvailabilityButton view={view} actions={actions} />
        </Group>
        <AvailabilityField view={view} availabilityDate={freelance.availabilityDate} actions={actions} />
      </Stack>
    </Card>
  );
}
