import { Alert, Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCalendarCheck,
  IconCalendarEvent,
  IconCalendarPlus,
  IconCalendarRepeat,
  IconCalendarX,
  IconCheck,
  IconClock,
  IconDownload,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { serverNow } from '../../shell/shell-state';
import { useT } from '../../ui/use-t';
import type { Match } from '../matches/match-operations';
import { type MatchActionError, matchActionError } from './match-action-error';
import { downloadIcs, meetingIcs } from './meeting-ics';
import { useMarkMeetingDone } from './meeting-operations';
import { meetingActions, meetingPhase, PARIS_DATE_TIME, type ProposeKind } from './meeting-state';
import { ProposeSlotsModal } from './propose-slots-modal';

export type MeetingViewer = 'corporate' | 'teamMember';

export interface MeetingPanelProps {
  match: Match;
  viewer: MeetingViewer;
  /** Replaces the panel's own proposal dialog (the client's "meet" dialog with its selection counter). */
  onPropose?: () => void;
  /** The client's decline of the profile; the button shows while a meeting is pending. */
  onDecline?: () => void;
  /** Hides the actions on the match (they are elsewhere on the page); "add to calendar" stays. */
  readOnly?: boolean;
}

const proposeIcon: Record<ProposeKind, ReactNode> = {
  propose: <IconCalendarPlus size={16} aria-hidden />,
  change: <IconCalendarEvent size={16} aria-hidden />,
  reschedule: <IconCalendarRepeat size={16} aria-hidden />,
};

/**
 * A match's meeting for the client and the team: none yet, slots waiting for the freelancer, booked
 * (with an .ics to add to a calendar), past and to be marked done, done, or declined (by whom, why),
 * with the actions the viewer may take.
 */
export function MeetingPanel({ match, viewer, onPropose, onDecline, readOnly = false }: MeetingPanelProps) {
  const t = useT();
  const intl = useIntl();
  const [proposing, setProposing] = useState(false);
  const [failure, setFailure] = useState<MatchActionError | null>(null);
  const [markDone, { loading: marking }] = useMarkMeetingDone();
  const now = new Date(serverNow());
  const meeting = match.meeting;
  const phase = meetingPhase(meeting, match.selected, now);
  const actions = meetingActions(match, now);
  const name = match.freelance.firstName;
  const when = (iso: string) => intl.formatDate(iso, PARIS_DATE_TIME);
  const pending = ['selected', 'proposed', 'newSlotsRequested', 'booked', 'past'].includes(phase);

  const done = async () => {
    setFailure(null);
    const { error } = await markDone({ variables: { id: match.id } });
    if (error) setFailure(matchActionError(error));
  };
  const addToCalendar = () => {
    if (!meeting?.bookedAt) return;
    const title = t('meetings.ics.title', { name: match.freelance.fullName, mission: match.mission.title ?? '' });
    const content = meetingIcs({
      uid: `meeting-${meeting.id}@orbite`,
      start: new Date(meeting.bookedAt),
      title,
      description: t('meetings.ics.description', { name: match.freelance.fullName }),
      url: window.location.href,
    });
    downloadIcs(`rendez-vous-${match.freelance.lastName || match.freelance.id}.ics`.toLowerCase(), content);
  };

  let body: ReactNode;
  switch (phase) {
    case 'none':
    case 'selected':
      body = (
        <Text size="sm" c="dimmed">
          {t(phase === 'none' ? 'meetings.panel.none' : 'meetings.panel.selected', { name })}
        </Text>
      );
      break;
    case 'proposed':
      body = (
        <Stack gap="xs">
          <Text size="sm">{t('meetings.panel.waiting', { name })}</Text>
          <List size="sm" spacing={4} icon={<IconClock size={14} aria-hidden />} aria-label={t('meetings.panel.slots')}>
            {meeting?.slots.map((slot) => (
              <List.Item key={slot.id}>{when(slot.dateTime)}</List.Item>
            ))}
          </List>
        </Stack>
      );
      break;
    case 'newSlotsRequested':
      body = (
        <Alert color="warning" variant="light" title={t('meetings.panel.newSlotsRequested', { name })}>
          {meeting?.declineComment ? <Text size="sm">« {meeting.declineComment} »</Text> : null}
        </Alert>
      );
      break;
    case 'booked':
    case 'past':
      body = (
        <Stack gap={6}>
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size="lg" radius="xl" color="success">
              <IconCalendarCheck size={20} aria-hidden />
            </ThemeIcon>
            <Text fw={700} size="lg">
              {meeting?.bookedAt ? when(meeting.bookedAt) : null}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t(phase === 'past' ? 'meetings.panel.past' : 'meetings.panel.booked', { name })}
          </Text>
        </Stack>
      );
      break;
    case 'done':
      body = (
        <Stack gap={4}>
          <Text size="sm">
            {t('meetings.panel.done', { date: meeting?.bookedAt ? when(meeting.bookedAt) : '', name })}
          </Text>
          {viewer === 'corporate' && match.status === 'corporateValidation' ? (
            <Text size="sm" c="dimmed">
              {t('meetings.panel.doneNext', { name })}
            </Text>
          ) : null}
        </Stack>
      );
      break;
    case 'declined': {
      const source = meeting?.declineSource === 'freelance' ? 'freelance' : 'corporate';
      const prefix = source === 'freelance' ? 'enum.freelanceReason' : 'enum.corporateDeclineReason';
      body = (
        <Stack gap={4}>
          <Text size="sm">{t('meetings.panel.declined', { who: t(`enum.matchCancelSource.${source}`) })}</Text>
          {meeting?.declineReasons.length ? (
            <Group gap={6}>
              {meeting.declineReasons.map((reason) => (
                <Badge key={reason} variant="light" color="gray" tt="none">
                  {t(`${prefix}.${reason}`)}
                </Badge>
              ))}
            </Group>
          ) : null}
          {meeting?.declineComment ? (
            <Text size="sm" c="dimmed">
              « {meeting.declineComment} »
            </Text>
          ) : null}
        </Stack>
      );
      break;
    }
  }

  const buttons = [
    actions.propose && !readOnly ? (
      <Button
        key="propose"
        variant={actions.markDone || phase === 'proposed' ? 'light' : 'filled'}
        leftSection={proposeIcon[actions.propose]}
        onClick={() => (onPropose ? onPropose() : setProposing(true))}
      >
        {t(`meetings.action.${actions.propose}`)}
      </Button>
    ) : null,
    actions.markDone && !readOnly ? (
      <Button key="done" leftSection={<IconCheck size={16} aria-hidden />} loading={marking} onClick={done}>
        {t('meetings.action.markDone')}
      </Button>
    ) : null,
    phase === 'booked' || phase === 'past' ? (
      <Button key="ics" variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={addToCalendar}>
        {t('meetings.action.addToCalendar')}
      </Button>
    ) : null,
    onDecline && !readOnly && pending && match.status === 'corporateValidation' ? (
      <Button
        key="decline"
        variant="subtle"
        color="danger"
        leftSection={<IconCalendarX size={16} aria-hidden />}
        onClick={onDecline}
      >
        {t('meetings.action.decline')}
      </Button>
    ) : null,
  ].filter(Boolean);

  return (
    <Card withBorder radius="lg" p="lg" data-testid="meeting-panel">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {t('meetings.panel.title')}
          </Title>
          {meeting ? (
            <Badge
              variant="light"
              tt="none"
              color={phase === 'declined' ? 'gray' : phase === 'done' ? 'success' : 'orbite'}
            >
              {t(`enum.meetingStatus.${meeting.status}`)}
            </Badge>
          ) : null}
        </Group>
        {body}
        {meeting && phase !== 'declined' && phase !== 'done' ? (
          <Text size="xs" c="dimmed">
            {t('meetings.parisTime')}
          </Text>
        ) : null}
        {failure ? (
          <Alert color="danger" variant="light" role="alert">
            {failure.message ?? t(failure.messageId)}
          </Alert>
        ) : null}
        {buttons.length > 0 ? <Group gap="sm">{buttons}</Group> : null}
      </Stack>
      {onPropose ? null : (
        <ProposeSlotsModal
          opened={proposing}
          onClose={() => setProposing(false)}
          match={match}
          allowNight={viewer === 'teamMember'}
        />
      )}
    </Card>
  );
}
