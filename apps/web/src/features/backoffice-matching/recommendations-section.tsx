import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import type { MatchStatus } from '@orbite/domain/match-status';
import { IconAlertCircle, IconSparkles, IconTelescope } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import type { MissionSectionProps } from '../missions/mission-sections';
import { reportMutationErrors } from '../profile/mutation-errors';
import {
  RECOMMENDATIONS_PAGE,
  useFunnelMission,
  usePreselectFromSource,
  useRecommendedFreelances,
} from './backoffice-matching-operations';
import { RecommendationRow } from './recommendation-row';
import { telescopePathOf } from './telescope-link';

/**
 * "Matching" on the team's mission page: the engine's ranking of freelancers for the mission, 20
 * at a time, explained; tick some and preselect them (source matchingEngine), or go on searching in
 * telescope with the mission's skills.
 */
export function RecommendationsSection({ mission }: Pick<MissionSectionProps, 'mission'>) {
  const t = useT();
  const [showMatched, setShowMatched] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  /** Statuses the preselection just gave, shown until the ranking is read again. */
  const [given, setGiven] = useState<ReadonlyMap<string, MatchStatus>>(new Map());
  const [exhausted, setExhausted] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const { data, previousData, loading, error, refetch, fetchMore } = useRecommendedFreelances(mission.id, !showMatched);
  const [preselect, { loading: preselecting }] = usePreselectFromSource();
  const list = (data ?? previousData)?.recommendedFreelances ?? [];
  const searchable = useFunnelMission(mission.id).data?.mission;
  const telescopePath = telescopePathOf(searchable ?? { id: mission.id, skills: [] });
  const seeking = mission.status === 'seeking';
  const hasMore = !exhausted && list.length > 0 && list.length % RECOMMENDATIONS_PAGE === 0;

  const toggleShown = (checked: boolean) => {
    setShowMatched(checked);
    setExhausted(false);
  };
  const check = (id: string, checked: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const result = await fetchMore({
        variables: { offset: list.length },
        updateQuery: (previous, { fetchMoreResult }) => ({
          recommendedFreelances: [...(previous?.recommendedFreelances ?? []), ...fetchMoreResult.recommendedFreelances],
        }),
      });
      if ((result.data?.recommendedFreelances.length ?? 0) < RECOMMENDATIONS_PAGE) setExhausted(true);
    } catch {
      addToast({ type: 'error', messageId: 'boMatching.recommendations.moreError' });
    } finally {
      setLoadingMore(false);
    }
  };

  const submit = async () => {
    const freelanceIds = [...selected];
    const { data: done, error: failed } = await preselect({
      variables: { missionId: mission.id, freelanceIds, source: 'matchingEngine' },
      errorPolicy: 'all',
    });
    if (reportMutationErrors(failed) || !done) return;
    setGiven((previous) => {
      const next = new Map(previous);
      done.preselectFreelances.forEach((match, index) => {
        const id = freelanceIds[index];
        if (id) next.set(id, match.status as MatchStatus);
      });
      return next;
    });
    setSelected(new Set());
    addToast({
      type: 'success',
      messageId: 'boMatching.recommendations.done',
      values: { count: done.preselectFreelances.length },
    });
  };

  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="bo-matching-title">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h4" id="bo-matching-title">
              {t('boMatching.recommendations.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('boMatching.recommendations.subtitle')}
            </Text>
          </Stack>
          <Button
            component={Link}
            to={telescopePath}
            variant="light"
            leftSection={<IconTelescope size={16} aria-hidden />}
          >
            {t('boMatching.recommendations.telescope')}
          </Button>
        </Group>
        <Group justify="space-between">
          <Switch
            checked={showMatched}
            onChange={(event) => toggleShown(event.currentTarget.checked)}
            label={t('boMatching.recommendations.showMatched')}
          />
          <Group gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('boMatching.recommendations.selected', { count: selected.size })}
            </Text>
            <Button
              onClick={submit}
              loading={preselecting}
              disabled={selected.size === 0 || !seeking}
              leftSection={<IconSparkles size={16} aria-hidden />}
            >
              {t('boMatching.recommendations.preselect')}
            </Button>
          </Group>
        </Group>
        {!seeking ? (
          <Alert color="gray" variant="light">
            {t('boMatching.recommendations.notSeeking')}
          </Alert>
        ) : null}
        {error && !list.length ? (
          <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert">
            <Group justify="space-between">
              {t('boMatching.recommendations.loadError')}
              <Button size="xs" variant="white" onClick={() => refetch()}>
                {t('boMatching.retry')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        {loading && !list.length ? [1, 2, 3].map((n) => <Skeleton key={n} h={96} radius="md" />) : null}
        {!loading && !error && data && list.length === 0 ? (
          <Stack align="center" gap={6} py="lg">
            <Text fw={600}>{t('boMatching.recommendations.empty')}</Text>
            <Anchor component={Link} to={telescopePath} size="sm">
              {t('boMatching.recommendations.emptyHint')}
            </Anchor>
          </Stack>
        ) : null}
        <Stack gap="xs" aria-busy={loading}>
          {list.map((recommendation) => {
            const id = recommendation.freelance.id;
            return (
              <RecommendationRow
                key={id}
                recommendation={recommendation}
                status={given.get(id) ?? recommendation.match?.status ?? null}
                mission={mission}
                checked={selected.has(id)}
                onCheck={(checked) => check(id, checked)}
              />
            );
          })}
        </Stack>
        {hasMore ? (
          <Group justify="center">
            <Button variant="default" onClick={loadMore} loading={loadingMore}>
              {t('boMatching.recommendations.more')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
