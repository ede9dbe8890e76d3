import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import { type PendingRating, usePendingRatings } from './reviews-operations';

/**
 * The dashboards' reminder of the missions the viewer still has to rate, each linking to its rating.
 * A client's rating overdue by more than 30 days blocks new missions (code 600): the prompt says so.
 */
export function PendingRatingsPrompt({ missionPath }: { missionPath: (missionId: string) => string }) {
  const { data } = usePendingRatings();
  return <PendingRatingsAlert pending={data?.pendingRatings} missionPath={missionPath} />;
}

/** The reminder itself, for a page that runs `usePendingRatings()` with its other queries. */
export function PendingRatingsAlert({
  pending = [],
  missionPath,
}: {
  pending: readonly PendingRating[] | undefined;
  missionPath: (missionId: string) => string;
}) {
  const t = useT();
  if (pending.length === 0) return null;
  const overdue = pending.some((item) => item.overdue);
  return (
    <Alert
      color={overdue ? 'orange' : 'orbite'}
      variant="light"
      icon={<IconStar size={18} />}
      title={t('reviews.pending.title', { count: pending.length })}
    >
      {overdue ? (
        <Text size="sm" mb="xs">
          {t('reviews.pending.overdue')}
        </Text>
      ) : null}
      <List size="sm" spacing={4}>
        {pending.slice(0, 5).map((item) => (
          <List.Item key={item.missionId}>
            <Anchor component={Link} to={missionPath(item.missionId)}>
              {item.missionTitle ?? t('reviews.pending.untitled', { id: item.missionId })}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
