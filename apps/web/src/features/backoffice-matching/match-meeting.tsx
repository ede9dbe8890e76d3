import { useMutation } from '@apollo/client/react';
import { Button, Card, Group, Modal, Radio, Stack, Text, Title } from '@mantine/core';
import { PRODUCT_TIME_ZONE } from '@orbite/domain/calendar-day';
import { IconCalendarCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { serverNow } from '../../shell/shell-state';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { BOOK_TIME_SLOT } from '../meetings/meeting-operations';
import { MeetingPanel } from '../meetings/meeting-panel';
import { reportMutationErrors } from '../profile/mutation-errors';
import { afterMatchChange, type TeamMatch } from './backoffice-matching-operations';

const SLOT_FORMAT = { timeZone: PRODUCT_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' } as const;

/**
 * The team books one of the client's slots for the freelancer (on the phone with them, say): the
 * same booking as the freelancer's own, asked first.
 */
function BookForFreelancer({ match }: { match: TeamMatch }) {
  const t = useT();
  const intl = useIntl();
  const [slotId, setSlotId] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [book, { loading }] = useMutation(BOOK_TIME_SLOT, {
    context: { silent: true },
    errorPolicy: 'all',
    refetchQueries: afterMatchChange,
  });
  const now = serverNow();
  const slots = (match.meeting?.slots ?? []).filter((slot) => !slot.booked && Date.parse(slot.dateTime) > now);
  const chosen = slots.find((slot) => slot.id === slotId);
  const name = match.freelance.fullName;

  const confirm = async () => {
    if (!chosen) return;
    let error: unknown;
    try {
      const result = await book({ variables: { slotId: chosen.id } });
      error = result.error;
    } catch (thrown) {
      error = thrown;
    }
    setAsking(false);
    if (reportMutationErrors(error)) return;
    setSlotId(null);
    addToast({ type: 'success', messageId: 'boMatching.meeting.booked', values: { name } });
  };

  if (slots.length === 0) return null;
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="book-for-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="book-for-title">
          {t('boMatching.meeting.bookTitle', { name })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('boMatching.meeting.bookHint', { name })}
        </Text>
        <Radio.Group value={slotId} onChange={setSlotId} aria-labelledby="book-for-title">
          <Stack gap={6}>
            {slots.map((slot) => (
              <Radio key={slot.id} value={slot.id} label={intl.formatDate(slot.dateTime, SLOT_FORMAT)} />
            ))}
          </Stack>
        </Radio.Group>
        <Group>
          <Button
            leftSection={<IconCalendarCheck size={16} aria-hidden />}
            disabled={!chosen}
            onClick={() => setAsking(true)}
          >
            {t('boMatching.meeting.book')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('boMatching.meeting.book')} centered>
        <Stack>
          <Text size="sm">
            {t('boMatching.meeting.bookConfirm', {
              name,
              date: chosen ? intl.formatDate(chosen.dateTime, SLOT_FORMAT) : '',
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('boMatching.confirm.back')}
            </Button>
            <Button loading={loading} onClick={confirm} data-autofocus>
              {t('boMatching.meeting.book')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

/**
 * "Rendez-vous": the meeting as the client sees it, with the team's extra powers: slots proposed
 * for the client (night slots too), a slot booked for the freelancer, the meeting marked done.
 */
export function MatchMeeting({ match }: { match: TeamMatch }) {
  const t = useT();
  return (
    <Stack>
      {match.status !== 'corporateValidation' && !match.meeting ? (
        <Text size="sm" c="dimmed">
          {t('boMatching.meeting.notPresented')}
        </Text>
      ) : null}
      <MeetingPanel match={match} viewer="teamMember" />
      {match.status === 'corporateValidation' && match.meeting?.status === 'proposed' ? (
        <BookForFreelancer match={match} />
      ) : null}
    </Stack>
  );
}
