import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { type MissionStatus, missionStatuses } from '@orbite/domain/mission-status';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import { ActivityCard } from '../activity/activity-card';
import { MissionStatusBadge } from '../market/status-badges';
import { ListPager } from './list-pager';
import { useMissionFormat } from './mission-format';
import { type MissionActivityEvent, type MissionDetail, useMissionActivity } from './mission-operations';

const PAGE_SIZE = 25;

const isStatus = (value: string | null): value is MissionStatus => missionStatuses.includes(value as MissionStatus);

/** Who acted: a person (with the team's tag), or the platform itself. */
function ActorName({ event }: { event: MissionActivityEvent }) {
  const t = useT();
  if (!event.actor)
    return (
      <Text span fw={600}>
        {t('missions.activity.system')}
      </Text>
    );
  return (
    <>
      <Text span fw={600}>
        {event.actor.fullName || t('missions.activity.formerUser')}
      </Text>
      {event.actor.role === 'teamMember' ? (
        // A span: the badge sits in the event's paragraph, where a div would end it before React hydrates it.
        <Badge component="span" size="xs" variant="light" ml={6} tt="none">
          {t('missions.activity.team')}
        </Badge>
      ) : null}
      {event.impersonator ? (
        <Text span size="xs" c="dimmed" ml={6}>
          {t('missions.activity.impersonatedBy', { name: event.impersonator.fullName })}
        </Text>
      ) : null}
    </>
  );
}

function EventItem({ event, missionPath }: { event: MissionActivityEvent; missionPath: (id: string) => string }) {
  const t = useT();
  const intl = useIntl();
  const format = useMissionFormat();
  const known = `missions.event.${event.type}` in intl.messages;
  const reasonPrefix = event.type === 'mission_refused' ? 'enum.missionRefusalReason' : 'enum.missionFailureReason';
  return (
    <Stack gap={4}>
      <Text size="sm">
        <ActorName event={event} />{' '}
        {known ? t(`missions.event.${event.type}`) : t('missions.event.other', { type: event.type })}
      </Text>
      {isStatus(event.fromStatus) && isStatus(event.toStatus) ? (
        <Group gap={6}>
          <MissionStatusBadge status={event.fromStatus} size="sm" />
          <Text span size="xs" c="dimmed" aria-label={t('missions.activity.to')}>
            →
          </Text>
          <MissionStatusBadge status={event.toStatus} size="sm" />
        </Group>
      ) : null}
      {event.reasons.length ? (
        <Group gap={6}>
          {event.reasons.map((reason) => (
            <Badge key={reason} size="sm" variant="outline" color="gray" tt="none">
              {t(`${reasonPrefix}.${reason}`)}
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
          {t('missions.activity.fields', {
            fields: event.fields
              .map((field) => (`missions.field.${field}` in intl.messages ? t(`missions.field.${field}`) : field))
              .join(', '),
          })}
        </Text>
      ) : null}
      {event.sourceId ? (
        <Anchor component={Link} to={missionPath(event.sourceId)} size="sm">
          {t('missions.activity.source', { id: event.sourceId })}
        </Anchor>
      ) : null}
      <Text size="xs" c="dimmed">
        <time dateTime={event.createdAt}>{format.dateTime(event.createdAt)}</time>
      </Text>
    </Stack>
  );
}

/** "Historique": who did what to the mission, and when, newest first. */
export function MissionActivity({
  mission,
  missionPath,
}: {
  mission: MissionDetail;
  missionPath: (id: string) => string;
}) {
  const t = useT();
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useMissionActivity(
    mission.id,
    (page - 1) * PAGE_SIZE,
    PAGE_SIZE,
  );
  const shown = data ?? previousData;
  const events = shown?.missionActivity.items ?? [];
  return (
    <ActivityCard
      headingId="mission-history-title"
      title={t('missions.activity.title')}
      count={shown ? t('missions.activity.count', { count: shown.missionActivity.count }) : null}
      loading={loading && !shown}
      failed={Boolean(error) && !shown}
      errorText={t('missions.activity.loadError')}
      retryLabel={t('missions.retry')}
      onRetry={() => refetch()}
      empty={Boolean(shown) && events.length === 0}
      emptyText={t('missions.activity.empty')}
      items={events.map((event) => ({ key: event.id, content: <EventItem event={event} missionPath={missionPath} /> }))}
      footer={<ListPager total={shown?.missionActivity.count ?? 0} page={page} limit={PAGE_SIZE} onPage={setPage} />}
    />
  );
}
