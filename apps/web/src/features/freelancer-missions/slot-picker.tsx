import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { slotLabel } from '@orbite/domain/time-slots';
import { IconAlertCircle, IconCalendarCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import type { TimeSlot } from '../matches/match-operations';
import { useBookTimeSlot } from './freelancer-missions-operations';
import { matchErrorOf } from './match-errors';

/** A slot in the reader's language, Paris time (the product's time zone). */
export function useSlotLabel() {
  const intl = useIntl();
  return (dateTime: string) => slotLabel(new Date(dateTime), intl.locale);
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The slots the client proposed: the freelancer picks one and confirms. A slot taken meanwhile
 * (614) or gone (615) is explained, and the list is read again.
 */
export function SlotPicker({ slots, onStale }: { slots: readonly TimeSlot[]; onStale: () => void }) {
  const t = useT();
  const label = useSlotLabel();
  const [chosen, setChosen] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [book, { loading }] = useBookTimeSlot();

  const confirm = async () => {
    if (!chosen) return;
    setFailure(null);
    const { data, error } = await book({ variables: { slotId: chosen } });
    const failed = matchErrorOf(error);
    if (failed || !data?.bookTimeSlot) {
      setFailure(t(failed?.messageId ?? 'error.generic'));
      setChosen(null);
      onStale();
      return;
    }
    addToast({ type: 'success', messageId: 'freelancerMissions.meeting.booked' });
  };

  return (
    <Stack gap="sm">
      <Radio.Group
        value={chosen}
        onChange={setChosen}
        label={t('freelancerMissions.meeting.pick')}
        description={t('freelancerMissions.meeting.parisTime')}
      >
        <Stack gap={6} mt="xs">
          {slots.map((slot) => (
            <Radio.Card key={slot.id} value={slot.id} radius="md" p="sm" withBorder>
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator />
                <Text size="sm" fw={500}>
                  {capitalized(label(slot.dateTime))}
                </Text>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      {failure ? (
        <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group>
        <Button leftSection={<IconCalendarCheck size={16} />} disabled={!chosen} loading={loading} onClick={confirm}>
          {t('freelancerMissions.meeting.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
