import { Badge, Button, Group, Switch } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { useLiveEventsOf } from '../team-live/use-live-events-of';
import { ActivityCard } from './activity-card';
import { ActivityEventItem, ActorAvatar } from './activity-event-item';
import { type ActivitySubject, useActivityFeed } from './activity-operations';

/**
 * The team's activity feed of a mission, a freelancer, a company or a match: who did what and when,
 * newest first, 20 at a time; technical events (page views, sign-ins) only behind the switch.
 */
export function ActivityFeed({ subject, id, title }: { subject: ActivitySubject; id: string; title?: string }) {
  const t = useT();
  const { pathname } = useLocation();
  const [technical, setTechnical] = useState(false);
  const [more, setMore] = useState(false);
  const { page, field, loading, error, refetch, fetchMore } = useActivityFeed(subject, id, technical);
  const events = page?.items ?? [];
  const live = useLiveEventsOf(subject, id, events);
  const total = page?.count ?? 0;
  const loadMore = async () => {
    setMore(true);
    try {
      await fetchMore({
        variables: { offset: events.length },
        updateQuery: (previous, { fetchMoreResult }) => ({
          [field]: {
            ...fetchMoreResult[field]!,
            items: [...(previous?.[field]?.items ?? []), ...(fetchMoreResult[field]?.items ?? [])],
          },
        }),
      });
    } catch {
      addToast({ type: 'error', messageId: 'activity.feed.loadError' });
    } finally {
      setMore(false);
    }
  };
  return (
    <ActivityCard
      headingId={`activity-feed-${subject}-${id}`}
      title={title ?? t('activity.feed.title')}
      count={page ? t('activity.feed.count', { count: total }) : null}
      actions={
        <>
          {live.count > 0 ? (
            <Badge
              component="button"
              type="button"
              color="danger"
              variant="light"
              tt="none"
              style={{ cursor: 'pointer' }}
              onClick={() => void refetch()}
            >
              {t('activity.feed.liveNew', { count: live.count })}
            </Badge>
          ) : null}
          <Switch
            size="sm"
            label={t('activity.feed.technical')}
            checked={technical}
            onChange={(event) => setTechnical(event.currentTarget.checked)}
          />
        </>
      }
      loading={loading && !page}
      failed={Boolean(error) && !page}
      errorText={t('activity.feed.loadError')}
      retryLabel={t('activity.feed.retry')}
      onRetry={() => refetch()}
      empty={Boolean(page) && events.length === 0}
      emptyText={t('activity.feed.empty')}
      items={events.map((event) => ({
        key: event.id,
        bullet: <ActorAvatar event={event} />,
        content: <ActivityEventItem event={event} currentPath={pathname} avatar={false} />,
      }))}
      footer={
        total > events.length ? (
          <Group justify="center">
            <Button variant="default" loading={more} onClick={loadMore}>
              {t('activity.feed.more')}
            </Button>
          </Group>
        ) : null
      }
    />
  );
}
