import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { type MatchStatus, matchStatuses } from '@orbite/domain/match-status';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { ActivityCard } from '../activity/activity-card';
import { MatchStatusBadge } from '../market/status-badges';
import { type MatchActivityEvent, useMatchActivity } from './backoffice-matching-operations';

const PAGE_SIZE = 50;

const isStatus = (value: string | null): value is MatchStatus => matchStatuses.includes(value as MatchStatus);

function EventItem({ event }: { event: MatchActivityEvent }) {
  const t = useT();
  const intl = useIntl();
  const known = `boMatching.event.${event.type}` in intl.messages;
  const who = event.actor ? event.actor.fullName || t('boMatching.history.formerUser') : t('boMatching.history.system');
  return (
    <Stack gap={4}>
      <Text size="sm" component="div">
        <Text span fw={600}>
          {who}
        </Text>
        {event.actor?.role ? (
          <Badge size="xs" variant="light" ml={6} tt="none" color="gray">
            {t(`boMatching.history.role.${event.actor.role}`)}
          </Badge>
        ) : null}{' '}
        {known ? t(`boMatching.event.${event.type}`) : t('boMatching.event.other', { type: event.type })}
      </Text>
      {event.impersonator ? (
        <Text size="xs" c="dimmed">
          {t('boMatching.history.impersonatedBy', { name: event.impersonator.fullName })}
        </Text>
      ) : null}
      {isStatus(event.toStatus) ? (
        <Group gap={6}>
          {isStatus(event.fromStatus) ? (
            <>
              <MatchStatusBadge status={event.fromStatus} size="sm" />
              <Text span size="xs" c="dimmed" aria-label={t('boMatching.history.to')}>
                →
              </Text>
            </>
          ) : null}
          <MatchStatusBadge status={event.toStatus} size="sm" />
        </Group>
      ) : null}
      {event.reasons.length ? (
        <Group gap={6}>
          {event.reasons.map((reason) => (
            <Badge key={reason} size="sm" variant="outline" color="gray" tt="none">
              {[
                `enum.teamDeclineReason.${reason}`,
                `enum.corporateDeclineReason.${reason}`,
                `enum.freelanceReason.${reason}`,
              ]
                .filter((id) => id in intl.messages)
                .map((id) => t(id))[0] ?? reason}
            </Badge>
          ))}
        </Group>
      ) : null}
      {event.comment ? (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          « {event.comment} »
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        <time dateTime={event.createdAt}>
          {intl.formatDate(event.createdAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Paris' })}
        </time>
      </Text>
    </Stack>
  );
}

/** "Historique": who moved the match, proposed or booked a meeting, and when, newest first. */
export function MatchHistory({ matchId }: { matchId: string }) {
  const t = useT();
  const [more, setMore] = useState(false);
  const { data, previousData, loading, error, refetch, fetchMore } = useMatchActivity(matchId, 0, PAGE_SIZE);
  const shown = data ?? previousData;
  const events = shown?.matchActivity.items ?? [];
  const total = shown?.matchActivity.count ?? 0;
  const loadMore = async () => {
    setMore(true);
    try {
      await fetchMore({
        variables: { offset: events.length },
        updateQuery: (previous, { fetchMoreResult }) => ({
          matchActivity: {
            ...fetchMoreResult.matchActivity,
            items: [...(previous?.matchActivity?.items ?? []), ...fetchMoreResult.matchActivity.items],
          },
        }),
      });
    } catch {
      addToast({ type: 'error', messageId: 'boMatching.history.loadError' });
    } finally {
      setMore(false);
    }
  };
  return (
    <ActivityCard
      headingId="match-history-title"
      title={t('boMatching.history.title')}
      count={shown ? t('boMatching.history.count', { count: total }) : null}
      loading={loading && !shown}
      failed={Boolean(error) && !shown}
      errorText={t('boMatching.history.loadError')}
      retryLabel={t('boMatching.retry')}
      onRetry={() => refetch()}
      empty={Boolean(shown) && events.length === 0}
      emptyText={t('boMatching.history.empty')}
      items={events.map((event) => ({ key: event.id, content: <EventItem event={event} /> }))}
      footer={
        total > events.length ? (
          <Group justify="center">
            <Button variant="default" loading={more} onClick={loadMore}>
              {t('boMatching.history.more')}
            </Button>
          </Group>
        ) : null
      }
    />
  );
}
