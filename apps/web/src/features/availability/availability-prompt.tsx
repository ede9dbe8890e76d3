import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCalendarQuestion } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../ui/use-t';
import { UnavailableFormModal } from './unavailable-form-modal';
import type { AvailabilityActions } from './use-availability-actions';

/**
 * Asked on the dashboard when the profile says unavailable but the date has come
 * (shouldUpdateAvailability, from the server): available now, or still unavailable (opens the form).
 */
export function AvailabilityPrompt({ actions }: { actions: AvailabilityActions }) {
  const t = useT();
  const [formOpen, setFormOpen] = useState(false);
  return (
    <Alert
      color="warning"
      variant="light"
      radius="lg"
      icon={<IconCalendarQuestion size={20} aria-hidden />}
      title={t('availability.prompt.title')}
    >
      <Text size="sm" mb="sm">
        {t('availability.prompt.text')}
      </Text>
      <Group gap="sm">
        <Button color="success" onClick={() => void actions.setAvailable()} loading={actions.state === 'submitting'}>
          {t('availability.prompt.available')}
        </Button>
        <Button variant="default" onClick={() => setFormOpen(true)}>
          {t('availability.prompt.unavailable')}
        </Button>
      </Group>
      <UnavailableFormModal opened={formOpen} onClose={() => setFormOpen(false)} onSubmit={actions.snooze} />
    </Alert>
  );
}
