import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { type MatchStatus, matchStatuses } from '@orbite/domain/match-status';
import { IconAlertCircle, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
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
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="match-history-title">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4" id="match-history-title">
            {t('boMatching.history.title')}
          </Title>
          {shown ? (
            <Text size="sm" c="dimmed">
              {t('boMatching.history.count', { count: total })}
            </Text>
          ) : null}
        </Group>
        {error && !shown ? (
          <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert">
            <Group justify="space-between">
              {t('boMatching.history.loadError')}
              <Button size="xs" variant="white" onClick={() => refetch()}>
                {t('boMatching.retry')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        {loading && !shown ? <Skeleton h={160} /> : null}
        {shown && events.length === 0 ? (
          <Stack align="center" gap={4} py="lg">
            <IconHistory size={28} aria-hidden />
            <Text c="dimmed">{t('boMatching.history.empty')}</Text>
          </Stack>
        ) : null}
        {events.length ? (
          <Timeline bulletSize={14} lineWidth={2} active={-1}>
            {events.map((event) => (
              <Timeline.Item key={event.id}>
                <EventItem event={event} />
              </Timeline.Item>
            ))}
          </Timeline>
        ) : null}
        {total > events.length ? (
          <Group justify="center">
            <Button variant="default" loading={more} onClick={loadMore}>
              {t('boMatching.history.more')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
