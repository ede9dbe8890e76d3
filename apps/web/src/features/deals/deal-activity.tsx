import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useT } from '../../ui/use-t';
import { ActivityCard } from '../activity/activity-card';
import { useInstant } from './deal-format';

interface DealEvent {
  id: string;
  type: string;
  createdAt: string;
  comment: string | null;
  actor: { fullName: string } | null;
  impersonator: { fullName: string } | null;
}

const DEAL_ACTIVITY: TypedDocumentNode<
  { deal: { id: string; activity: { count: number; items: DealEvent[] } } },
  { id: string }
> = gql`
  query DealActivity($id: ID!) {
    deal(id: $id) {
      id
      activity(limit: 100) {
        count
        items {
          id
          type
          createdAt
          comment
          actor {
            fullName
          }
          impersonator {
            fullName
          }
        }
      }
    }
  }
`;

/** The history of a deal: each move, bypass and renewal answer, who made it and when. */
export function DealActivity({ dealId, revision }: { dealId: string; revision: number }) {
  const t = useT();
  const instant = useInstant();
  const { data, loading, error, refetch } = useQuery(DEAL_ACTIVITY, {
    variables: { id: dealId },
    fetchPolicy: 'cache-and-network',
  });
  // Each change of the deal (a new revision) adds events: read the history again.
  const seen = useRef(revision);
  useEffect(() => {
    if (seen.current === revision) return;
    seen.current = revision;
    refetch().catch(() => null);
  }, [revision, refetch]);
  const events = data?.deal.activity.items ?? [];
  return (
    <ActivityCard
      headingId="deal-history-title"
      title={t('deals.history.title')}
      count={data ? t('deals.history.count', { count: data.deal.activity.count }) : null}
      loading={loading && !data}
      failed={Boolean(error) && !data}
      errorText={t('deals.history.loadError')}
      retryLabel={t('deals.retry')}
      onRetry={() => refetch()}
      empty={Boolean(data) && events.length === 0}
      emptyText={t('deals.history.empty')}
      items={events.map((event) => ({
        key: event.id,
        content: (
          <>
            <Text size="sm" fw={600}>
              {t(`deals.event.${event.type}`)}
            </Text>
            <Text size="xs" c="dimmed">
              {instant(event.createdAt)} · {event.actor?.fullName || t('deals.history.platform')}
              {event.impersonator ? ` (${event.impersonator.fullName})` : ''}
            </Text>
          </>
        ),
      }))}
    />
  );
}
