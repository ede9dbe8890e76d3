import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { postMeetingFreelanceReasons } from '@orbite/domain/match-status';
import {
  IconCalendarCheck,
  IconCalendarPlus,
  IconCalendarRepeat,
  IconCalendarX,
  IconDownload,
} from '@tabler/icons-react';
import { useState } from 'react';
import { addToast } from '../../shell/toasts';
import { useOrigin } from '../../ui/use-browser';
import { useT } from '../../ui/use-t';
import { ReasonsModal } from '../matches/reasons-modal';
import { icsHref, meetingIcs } from '../meetings/meeting-ics';
import { type FreelanceMatch, useDeclineMeeting, useRequestNewTimeSlots } from './freelancer-missions-operations';
import { matchErrorOf } from './match-errors';
import { openSlots } from './match-progress';
import { RequestSlotsModal } from './request-slots-modal';
import { SlotPicker, useSlotLabel } from './slot-picker';

/** The meeting panel shows while the profile is with the client; afterwards the timeline tells the story. */
export function hasMeetingPanel(match: Pick<FreelanceMatch, 'status'>): boolean {
  return match.status === 'corporateValidation';
}

/**
 * The meeting with the client: pick one of the proposed slots, ask for others, or decline the
 * meeting (reasons required); once booked, the date with a calendar file; then its outcome.
 */
export function MeetingPanel({ match, onStale }: { match: FreelanceMatch; onStale: () => void }) {
  const t = useT();
  const origin = useOrigin();
  const label = useSlotLabel();
  const [requesting, setRequesting] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [request, requestState] = useRequestNewTimeSlots();
  const [decline, declineState] = useDeclineMeeting();
  const meeting = match.meeting;
  const slots = openSlots(match);
  const bookedAt = meeting?.status === 'booked' ? meeting.bookedAt : null;

  const askOthers = async (comment: string | null) => {
    setError(null);
    const { data, error: failure } = await request({ variables: { id: match.id, comment } });
    const failed = matchErrorOf(failure);
    if (failed || !data?.requestNewTimeSlots) return setError(t(failed?.messageId ?? 'error.generic'));
    setRequesting(false);
    addToast({ type: 'success', messageId: 'freelancerMissions.meeting.request.done' });
  };

  const refuse = async (reasons: string[], comment: string | null) => {
    setError(null);
    const { data, error: failure } = await decline({ variables: { id: match.id, reasons, comment } });
    const failed = matchErrorOf(failure);
    if (failed || !data?.declineMeeting) return setError(t(failed?.messageId ?? 'error.generic'));
    setDeclining(false);
    addToast({ type: 'info', messageId: 'freelancerMissions.meeting.decline.done' });
  };

  const ics = bookedAt
    ? icsHref(
        meetingIcs({
          uid: `meeting-${meeting?.id}@orbite`,
          start: new Date(bookedAt),
          title: t('freelancerMissions.meeting.icsTitle', {
            title: match.mission.title ?? '',
            company: match.mission.company?.name ?? '',
          }),
          url: `${origin}/freelancer/missions/${match.mission.id}/meeting`,
        }),
      )
    : null;

  return (
    <Card withBorder radius="lg" p="lg" id="meeting">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('freelancerMissions.meeting.title')}
        </Title>
        {meeting ? <Badge variant="light">{t(`enum.meetingStatus.${meeting.status}`)}</Badge> : null}
      </Group>
      <Stack gap="md">
        {!meeting ? <Text size="sm">{t('freelancerMissions.meeting.none')}</Text> : null}
        {meeting?.status === 'proposed' && slots.length > 0 ? (
          <>
            <Text size="sm">{t('freelancerMissions.meeting.proposed', { count: slots.length })}</Text>
            <SlotPicker slots={slots} onStale={onStale} />
          </>
        ) : null}
        {meeting?.status === 'proposed' && slots.length === 0 ? (
          <Text size="sm">{t('freelancerMissions.meeting.awaitingSlots')}</Text>
        ) : null}
        {bookedAt ? (
          <Alert color="success" variant="light" icon={<IconCalendarCheck size={20} />}>
            <Stack gap={6} align="flex-start">
              <Text size="sm" fw={600}>
                {t('freelancerMissions.meeting.bookedOn', { date: label(bookedAt) })}
              </Text>
              {ics ? (
                <Anchor href={ics} download="rendez-vous-orbite.ics" size="sm">
                  <Group gap={4} component="span">
                    <IconDownload size={14} aria-hidden />
                    {t('freelancerMissions.meeting.ics')}
                  </Group>
                </Anchor>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        {meeting?.status === 'done' ? (
          <Text size="sm">
            {t('freelancerMissions.meeting.done', { date: meeting.bookedAt ? label(meeting.bookedAt) : '' })}
          </Text>
        ) : null}
        {meeting && (meeting.status === 'proposed' || meeting.status === 'booked') ? (
          <Group gap="xs">
            {slots.length > 0 || bookedAt ? (
              <Button
                variant="default"
                leftSection={bookedAt ? <IconCalendarRepeat size={16} /> : <IconCalendarPlus size={16} />}
                onClick={() => {
                  setError(null);
                  setRequesting(true);
                }}
              >
                {t(bookedAt ? 'freelancerMissions.meeting.reschedule' : 'freelancerMissions.meeting.noneSuits')}
              </Button>
            ) : null}
            <Button
              variant="subtle"
              color="danger"
              leftSection={<IconCalendarX size={16} />}
              onClick={() => {
                setError(null);
                setDeclining(true);
              }}
            >
              {t('freelancerMissions.meeting.decline.label')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <RequestSlotsModal
        opened={requesting}
        booked={Boolean(bookedAt)}
        loading={requestState.loading}
        error={error}
        onClose={() => setRequesting(false)}
        onConfirm={askOthers}
      />
      <ReasonsModal
        opened={declining}
        onClose={() => setDeclining(false)}
        title={t('freelancerMissions.meeting.decline.title')}
        description={t('freelancerMissions.meeting.decline.description')}
        reasons={postMeetingFreelanceReasons}
        labelPrefix="enum.freelanceReason"
        required
        confirmLabel={t('freelancerMissions.meeting.decline.confirm')}
        danger
        loading={declineState.loading}
        error={error}
        onConfirm={refuse}
      />
    </Card>
  );
}
