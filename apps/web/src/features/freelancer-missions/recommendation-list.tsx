import { Alert, Button, Center, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useT } from '../../ui/use-t';
import { EXPLORE_MAX, EXPLORE_PAGE_SIZE, useRecommendedMissions } from './freelancer-missions-operations';
import { RecommendationCard } from './recommendation-card';

interface Props {
  /** Every open mission of this offer (the Connect page) rather than the recommendations (explore). */
  offer?: string;
  /** What to show when nothing is listed. */
  empty: ReactNode;
}

/** Open missions for the freelancer, best fit first, a page more on demand, with loading, error and empty states. */
export function RecommendationList({ offer, empty }: Props) {
  const t = useT();
  const [limit, setLimit] = useState(EXPLORE_PAGE_SIZE);
  const { data, previousData, loading, error, refetch } = useRecommendedMissions(limit, offer);
  const list = (data ?? previousData)?.recommendedMissions;
  const more = list !== undefined && list.length >= limit && limit < EXPLORE_MAX;

  if (error && !list)
    return (
      <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('freelancerMissions.explore.loadError')}</Text>
          <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} onClick={() => refetch()}>
            {t('freelancerMissions.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  if (!list)
    return (
      <Stack aria-busy="true" aria-label={t('freelancerMissions.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={200} radius="lg" />
        ))}
      </Stack>
    );
  if (list.length === 0) return empty;
  return (
    <Stack gap="md" data-testid="recommendations">
      {list.map((recommendation) => (
        <RecommendationCard key={recommendation.mission.id} recommendation={recommendation} />
      ))}
      {more ? (
        <Center>
          <Button
            variant="default"
            loading={loading}
            onClick={() => setLimit((n) => Math.min(n + EXPLORE_PAGE_SIZE, EXPLORE_MAX))}
          >
            {t('freelancerMissions.explore.more')}
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
