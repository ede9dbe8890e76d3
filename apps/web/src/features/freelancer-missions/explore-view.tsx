import { Alert, Button, Center, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../ui/use-t';
import { ExploreEmpty } from './explore-empty';
import { EXPLORE_MAX, EXPLORE_PAGE_SIZE, useMyMatches, useRecommendedMissions } from './freelancer-missions-operations';
import { MatchingExplainer } from './matching-explainer';
import { ProposalsStrip } from './proposals-strip';
import { RecommendationCard } from './recommendation-card';

/** /freelancer/explore: the team's proposals, then the missions that fit best, best first. */
export function ExploreView() {
  const t = useT();
  const [limit, setLimit] = useState(EXPLORE_PAGE_SIZE);
  const { data, previousData, loading, error, refetch } = useRecommendedMissions(limit);
  const mine = useMyMatches();
  const list = (data ?? previousData)?.recommendedMissions;
  const more = list !== undefined && list.length >= limit && limit < EXPLORE_MAX;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('freelancerMissions.explore.title')}</Title>
        <Text c="dimmed">{t('freelancerMissions.explore.subtitle')}</Text>
      </div>
      <ProposalsStrip matches={mine.data?.myMatches ?? []} />
      <MatchingExplainer />
      {error && !list ? (
        <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('freelancerMissions.explore.loadError')}</Text>
            <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} onClick={() => refetch()}>
              {t('freelancerMissions.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {!list && loading ? (
        <Stack aria-busy="true" aria-label={t('freelancerMissions.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={200} radius="lg" />
          ))}
        </Stack>
      ) : null}
      {list && list.length === 0 ? <ExploreEmpty /> : null}
      {list && list.length > 0 ? (
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
      ) : null}
    </Stack>
  );
}
