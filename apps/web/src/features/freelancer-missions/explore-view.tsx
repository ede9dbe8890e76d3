import { Stack, Text, Title } from '@mantine/core';
import { useT } from '../../ui/use-t';
import { ExploreEmpty } from './explore-empty';
import { useMyMatches } from './freelancer-missions-operations';
import { MatchingExplainer } from './matching-explainer';
import { ProposalsStrip } from './proposals-strip';
import { RecommendationList } from './recommendation-list';

/** /freelancer/explore: the team's proposals, then the missions that fit best, best first. */
export function ExploreView() {
  const t = useT();
  const mine = useMyMatches();

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('freelancerMissions.explore.title')}</Title>
        <Text c="dimmed">{t('freelancerMissions.explore.subtitle')}</Text>
      </div>
      <ProposalsStrip matches={mine.data?.myMatches ?? []} />
      <MatchingExplainer />
      <RecommendationList empty={<ExploreEmpty />} />
    </Stack>
  );
}
