import { Anchor, Avatar, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { type MatchStatus, matchStatuses } from '@orbite/domain/match-status';
import { type MissionStatus, missionStatuses } from '@orbite/domain/mission-status';
import type { ReactNode } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import { MatchStatusBadge, MissionStatusBadge } from '../market/status-badges';
import { eventLabel, relativeTime } from './activity-labels';
import type { ActivityFeedEvent } from './activity-operations';

/** A status of a known machine as its badge, else as plain text. */
function Status({ event, status }: { event: ActivityFeedEvent; status: string }): ReactNode {
  const intl = useIntl();
  if (event.entityType === 'mission' && missionStatuses.includes(status as MissionStatus))
    return <MissionStatusBadge status={status as MissionStatus} size="sm" />;
  if (event.entityType === 'match' && matchStatuses.includes(status as MatchStatus))
    return <MatchStatusBadge status={status as MatchStatus} size="sm" />;
  return (
    <Badge size="sm" variant="outline" color="gray" tt="none">
      {statusLabel(intl, event.entityType, status)}
    </Badge>
  );
}

/** The messages that name the statuses of the other machines, by entity. */
const statusMessages: Record<string, string> = {
  deal: 'deals.status',
  work_log: 'workLogs.status',
  timesheet: 'workLogs.status',
  invoice: 'invoices.status',
};

function statusLabel(intl: IntlShape, entityType: string | null, status: string): string {
  const id = `${statusMessages[entityType ?? ''] ?? 'activity.status'}.${status}`;
  return id in intl.messages ? intl.formatMessage({ id }) : status;
}

const isUnder = (path: string | undefined, url: string) => path === url || Boolean(path?.startsWith(`${url}/`));

/** Who acted, as a small avatar (their initials without a picture). */
export function ActorAvatar({ event }: { event: ActivityFeedEvent }) {
  const t = useT();
  const name = event.actor ? event.actor.fullName || t('activity.feed.formerUser') : t('activity.feed.system');
  return <Avatar src={event.actor?.profilePictureUrl} name={name} size={28} radius="xl" alt="" />;
}

/** The first message that names a reason, else the reason itself. */
function useReasonLabel() {
  const intl = useIntl();
  const prefixes = [
    'enum.missionRefusalReason',
    'enum.missionFailureReason',
    'enum.teamDeclineReason',
    'enum.corporateDeclineReason',
    'enum.freelanceReason',
  ];
  return (reason: string) => {
    const id = prefixes.map((prefix) => `${prefix}.${reason}`).find((key) => key in intl.messages);
    return id ? intl.formatMessage({ id }) : reason;
  };
}

/** One event of a feed: who (avatar, name, role), what, before and after, when, and a link to it. */
export function ActivityEventItem({
  event,
  currentPath,
  avatar = true,
}: {
  event: ActivityFeedEvent;
  currentPath?: string;
  /** False when the avatar is the timeline's bullet. */
  avatar?: boolean;
}) {
  const t = useT();
  const intl = useIntl();
  const reasonLabel = useReasonLabel();
  const name = event.actor ? event.actor.fullName || t('activity.feed.formerUser') : t('activity.feed.system');
  const absolute = intl.formatDate(event.createdAt, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  });
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap" data-testid="activity-event">
      {avatar ? <ActorAvatar event={event} /> : null}
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" component="div">
          <Text span fw={600}>
            {name}
          </Text>
          {event.actor?.role ? (
            <Badge size="xs" variant="light" color="gray" ml={6} tt="none">
              {t(`activity.role.${event.actor.role}`)}
            </Badge>
          ) : null}
          {event.impersonator ? (
            <Text span size="xs" c="dimmed" ml={6}>
              {t('activity.feed.impersonatedBy', { name: event.impersonator.fullName })}
            </Text>
          ) : null}
          <Text span> · {eventLabel(intl, event.type)}</Text>
          {event.technical ? (
            <Badge size="xs" variant="dot" color="gray" ml={6} tt="none">
              {t('activity.feed.technicalBadge')}
            </Badge>
          ) : null}
        </Text>
        {event.toStatus ? (
          <Group gap={6}>
            {event.fromStatus ? (
              <>
                <Status event={event} status={event.fromStatus} />
                <Text span size="xs" c="dimmed" aria-label={t('activity.feed.to')}>
                  →
                </Text>
              </>
            ) : null}
            <Status event={event} status={event.toStatus} />
          </Group>
        ) : null}
        {event.reasons.length ? (
          <Group gap={6}>
            {event.reasons.map((reason) => (
              <Badge key={reason} size="sm" variant="outline" color="gray" tt="none">
                {reasonLabel(reason)}
              </Badge>
            ))}
          </Group>
        ) : null}
        {event.comment ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            « {event.comment} »
          </Text>
        ) : null}
        {event.fields.length ? (
          <Text size="xs" c="dimmed">
            {t('activity.feed.fields', { fields: event.fields.join(', ') })}
          </Text>
        ) : null}
        <Group gap="xs">
          <Tooltip label={absolute}>
            <Text size="xs" c="dimmed">
              {/* "il y a 5 minutes" may turn into 6 between the server's render and hydration: not a mismatch. */}
              <time dateTime={event.createdAt} suppressHydrationWarning>
                {relativeTime(intl, event.createdAt)}
              </time>
            </Text>
          </Tooltip>
          {event.url && !isUnder(currentPath, event.url) ? (
            <Anchor component={Link} to={event.url} size="xs">
              {t('activity.feed.open')}
            </Anchor>
          ) : null}
        </Group>
      </Stack>
    </Group>
  );
}
