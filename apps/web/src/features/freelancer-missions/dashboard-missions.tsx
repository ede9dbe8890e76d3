import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import { MatchSummary } from '../matches/match-card';
import type { Match } from '../matches/match-operations';
import type { MissionRecommendation } from '../matches/recommendation-operations';
import { CompanyAvatar } from './company-avatar';
import { nextActionOf } from './match-progress';
import { NextActionText } from './next-action-text';

export { DASHBOARD_MISSIONS } from './dashboard-limits';

/**
 * The dashboard's card: the three missions that fit best, and the way to all of them. The page
 * runs the query (`useRecommendedMissions(DASHBOARD_MISSIONS)`) and hands over its result, so that
 * it can show the whole dashboard at once when its queries have answered.
 */
export function MissionsForYouCard({
  list,
  loading,
  error,
}: {
  list: readonly MissionRecommendation[] | undefined;
  loading: boolean;
  error: boolean;
}) {
  const t = useT();
  return (
    <Card withBorder radius="lg" p="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('freelancerMissions.dashboard.title')}
        </Title>
        <Anchor component={Link} to="/freelancer/explore" size="sm">
          {t('freelancerMissions.dashboard.all')}
        </Anchor>
      </Group>
      {/* About the height of three missions: the referral card below it moves little when they come. */}
      {!list && loading ? <Skeleton h={240} radius="md" /> : null}
      {!list && error ? (
        <Text size="sm" c="dimmed">
          {t('freelancerMissions.explore.loadError')}
        </Text>
      ) : null}
      {list && list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('freelancerMissions.dashboard.empty')}
        </Text>
      ) : null}
      <Stack gap="sm">
        {list?.map(({ mission, evaluation }) => (
          <Group key={mission.id} gap="sm" wrap="nowrap" align="flex-start">
            <CompanyAvatar company={mission.company} size={36} />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Anchor
                component={Link}
                to={`/freelancer/explore/mission/${mission.id}`}
                fw={600}
                size="sm"
                lineClamp={1}
              >
                {mission.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {mission.company?.name}
                {mission.offer === 'connect' ? ` · ${t('freelancerMissions.connect.badge')}` : null}
              </Text>
              <MatchSummary evaluation={{ ...evaluation, skills: evaluation.skills.filter((s) => s.primary) }} />
            </Stack>
          </Group>
        ))}
      </Stack>
      {list && list.length > 0 ? (
        <Button
          component={Link}
          to="/freelancer/explore"
          variant="light"
          mt="md"
          rightSection={<IconArrowRight size={16} />}
        >
          {t('freelancerMissions.dashboard.explore')}
        </Button>
      ) : null}
    </Card>
  );
}

/**
 * What waits for the freelancer on their missions (a proposal to answer, a slot to choose),
 * highlighted: `matches` is the result of `useMyMatches()`, run by the page.
 */
export function MissionActionsAlert({ matches }: { matches: readonly Match[] | undefined }) {
  const t = useT();
  const urgent = (matches ?? []).flatMap((match) => {
    const next = nextActionOf(match);
    return next?.urgent ? [{ match, next }] : [];
  });
  if (urgent.length === 0) return null;
  return (
    <Alert
      color="warning"
      variant="light"
      radius="lg"
      icon={<IconBell size={20} />}
      title={t('freelancerMissions.dashboard.todo')}
    >
      <Stack gap="xs">
        {urgent.map(({ match, next }) => (
          <Group key={match.id} gap="sm" wrap="wrap">
            <NextActionText action={next} />
            <Anchor component={Link} to={next.to} size="sm" fw={600}>
              {match.mission.title}
            </Anchor>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
