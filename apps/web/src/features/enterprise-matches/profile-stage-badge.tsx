import { Badge, type BadgeProps, Group, Text } from '@mantine/core';
import { IconCalendarEvent, IconInfoCircle } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useT } from '../../ui/use-t';
import type { Match } from '../matches/match-operations';
import { PARIS_DATE_TIME } from '../meetings/meeting-state';
import { type ProfileStage, stageColor } from './profile-stage';

export function ProfileStageBadge({ stage, ...props }: { stage: ProfileStage } & Omit<BadgeProps, 'color'>) {
  const t = useT();
  return (
    <Badge variant="light" color={stageColor(stage)} tt="none" {...props}>
      {t(`enterpriseMatches.stage.${stage}`)}
    </Badge>
  );
}

/** A confirmed profile's line follows its mission: contracting, then working, then done. */
function confirmedLine(missionStatus: string): string {
  if (missionStatus === 'onGoing') return 'enterpriseMatches.line.confirmedWorking';
  if (missionStatus === 'finished' || missionStatus === 'reviewed') return 'enterpriseMatches.line.confirmedFinished';
  return 'enterpriseMatches.line.confirmed';
}

/** One line on where the meeting stands, under the stage (the booked time, the slots waiting, a decline's reasons). */
export function MeetingLine({ match, stage }: { match: Match; stage: ProfileStage }) {
  const t = useT();
  const intl = useIntl();
  const meeting = match.meeting;
  const name = match.freelance.firstName;
  let text: string | null = null;
  if (stage === 'slotsProposed')
    text = t('enterpriseMatches.line.slotsProposed', { count: meeting?.slots.length ?? 0, name });
  else if (stage === 'newSlotsRequested') text = t('enterpriseMatches.line.newSlotsRequested', { name });
  else if ((stage === 'meetingBooked' || stage === 'meetingPast' || stage === 'meetingDone') && meeting?.bookedAt)
    text = t(`enterpriseMatches.line.${stage}`, { date: intl.formatDate(meeting.bookedAt, PARIS_DATE_TIME) });
  else if (stage === 'selected') text = t('enterpriseMatches.line.selected', { name });
  else if (stage === 'confirmed') text = t(confirmedLine(match.mission.status), { name });
  if (stage === 'declined' || stage === 'withdrawn') {
    const source = stage === 'withdrawn' ? 'enum.freelanceReason' : 'enum.corporateDeclineReason';
    const reasons = match.declineReasons.map((reason) => t(`${source}.${reason}`)).join(', ');
    text = reasons ? t(`enterpriseMatches.line.${stage}`, { reasons }) : null;
  }
  if (!text) return null;
  const Icon = stage.startsWith('meeting') || stage === 'slotsProposed' ? IconCalendarEvent : IconInfoCircle;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Icon size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Group>
  );
}
