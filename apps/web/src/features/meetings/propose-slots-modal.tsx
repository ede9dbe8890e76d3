import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { serverNow } from '../../shell/shell-state';
import { useT } from '../../ui/use-t';
import type { Match } from '../matches/match-operations';
import { type MatchActionError, matchActionError } from './match-action-error';
import { useProposeTimeSlots } from './meeting-operations';
import { PARIS_DATE_TIME } from './meeting-state';
import { rowsForProposal, type SlotRow, slotProposal } from './slot-rows';
import { TimeSlotPicker } from './time-slot-picker';

export interface ProposeSlotsModalProps {
  opened: boolean;
  onClose: () => void;
  match: Match;
  /** Team members may propose night slots. */
  allowNight?: boolean;
  /** Shown above the picker (the client's selection counter). */
  intro?: ReactNode;
  /** Another way out beside the main button (the client's "select without slots"). */
  secondaryAction?: ReactNode;
  onProposed?: (match: Match) => void;
}

/**
 * Proposes meeting slots to a presented freelancer, or new ones: the future slots of the last
 * proposal come back pre-filled, and a booked meeting is rescheduled (its booking released).
 */
export function ProposeSlotsModal({
  opened,
  onClose,
  match,
  allowNight = false,
  intro,
  secondaryAction,
  onProposed,
}: ProposeSlotsModalProps) {
  const t = useT();
  const intl = useIntl();
  const [propose, { loading }] = useProposeTimeSlots();
  const [rows, setRows] = useState<SlotRow[]>([]);
  const [failure, setFailure] = useState<MatchActionError | null>(null);
  const [refused, setRefused] = useState(false);
  const meeting = match.meeting;
  const booked = meeting?.status === 'booked' && meeting.bookedAt ? meeting.bookedAt : null;
  const slotsKey = meeting?.slots.map((slot) => slot.dateTime).join(',') ?? '';

  useEffect(() => {
    if (!opened) return;
    // A rescheduled meeting's own slot is being cancelled: it does not come back among the proposed ones.
    const bookedAt = booked ? new Date(booked).getTime() : null;
    const previous = (slotsKey ? slotsKey.split(',') : []).filter((slot) => new Date(slot).getTime() !== bookedAt);
    setRows(rowsForProposal(previous, new Date(serverNow())));
    setFailure(null);
    setRefused(false);
  }, [opened, slotsKey, booked]);

  const submit = async () => {
    const proposal = slotProposal(rows, new Date(serverNow()), { allowNight });
    setRefused(!proposal.ok);
    if (!proposal.ok) return;
    setFailure(null);
    const { data, error } = await propose({ variables: { id: match.id, slots: proposal.slots } });
    if (error || !data) {
      setFailure(matchActionError(error));
      return;
    }
    onProposed?.(data.proposeTimeSlots);
    onClose();
  };

  const name = match.freelance.firstName;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      centered
      title={t(meeting && meeting.status !== 'declined' ? 'meetings.propose.titleAgain' : 'meetings.propose.title', {
        name: match.freelance.fullName,
      })}
    >
      <Stack gap="md">
        {intro}
        <Text size="sm">{t('meetings.propose.text', { name })}</Text>
        {booked ? (
          <Alert color="warning" variant="light">
            {t('meetings.propose.rescheduleWarning', {
              date: intl.formatDate(booked, PARIS_DATE_TIME),
              name,
            })}
          </Alert>
        ) : null}
        <TimeSlotPicker value={rows} onChange={setRows} allowNight={allowNight} disabled={loading} />
        <Text size="xs" c="dimmed">
          {t('meetings.parisTime')}
        </Text>
        {refused ? (
          <Alert color="danger" variant="light" role="alert">
            {t('meetings.propose.fixSlots')}
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="danger" variant="light" role="alert">
            {failure.message ?? t(failure.messageId)}
          </Alert>
        ) : null}
        <Group justify="space-between" wrap="wrap">
          <div>{secondaryAction}</div>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('meetings.cancel')}
            </Button>
            <Button onClick={submit} loading={loading}>
              {t('meetings.propose.submit', { count: rows.length })}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
