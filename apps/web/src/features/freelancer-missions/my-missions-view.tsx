import { Anchor, Button, Card, Center, Group, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { MessagePage } from '../../ui/message-page';
import { useT } from '../../ui/use-t';
import { PipelineStageBadge } from '../market/status-badges';
import type { Match } from '../matches/match-operations';
import { CompanyAvatar } from './company-avatar';
import { useMyMatches } from './freelancer-missions-operations';
import { groupMyMatches, nextActionOf } from './match-progress';
import { useFreelanceFormat } from './mission-format';
import { NextActionText } from './next-action-text';
import { LoadError } from './page-states';

const PAGE = 10;

function MissionRow({ match }: { match: Match }) {
  const t = useT();
  const format = useFreelanceFormat();
  const next = nextActionOf(match);
  return (
    <UnstyledButton
      component={Link}
      to={next?.urgent ? next.to : `/freelancer/missions/${match.mission.id}`}
      aria-label={match.mission.title ?? undefined}
    >
      <Card withBorder radius="lg" p="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 300px' }}>
            <CompanyAvatar company={match.mission.company} size={44} />
            <Stack gap={4}>
              <Text fw={700}>{match.mission.title}</Text>
              <Text size="sm" c="dimmed">
                {match.mission.company?.name}
              </Text>
              {next ? <NextActionText action={next} /> : null}
            </Stack>
          </Group>
          <Stack gap={4} align="flex-end" style={{ marginInlineStart: 'auto' }}>
            <PipelineStageBadge stage={match.freelanceStatus} />
            <Text size="xs" c="dimmed">
              {t('freelancerMissions.list.updated', { date: format.date(match.updatedAt) })}
            </Text>
          </Stack>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

function MatchGroup({ title, matches, empty }: { title: string; matches: Match[]; empty?: string }) {
  const t = useT();
  const [shown, setShown] = useState(PAGE);
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}{' '}
        <Text span c="dimmed" fw={400}>
          ({matches.length})
        </Text>
      </Title>
      {matches.length === 0 && empty ? (
        <Text size="sm" c="dimmed">
          {empty}{' '}
          <Anchor component={Link} to="/freelancer/explore" size="sm">
            {t('freelancerMissions.toExplore')}
          </Anchor>
        </Text>
      ) : null}
      {matches.slice(0, shown).map((match) => (
        <MissionRow key={match.id} match={match} />
      ))}
      {matches.length > shown ? (
        <Center>
          <Button variant="default" onClick={() => setShown((n) => n + PAGE)}>
            {t('freelancerMissions.list.more', { count: matches.length - shown })}
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}

/** /freelancer/missions: the freelancer's missions, those in play first (what to do highlighted), then those over. */
export function MyMissionsView() {
  const t = useT();
  const { data, error, refetch } = useMyMatches();
  const header = (
    <div>
      <Title order={1}>{t('freelancerMissions.list.title')}</Title>
      <Text c="dimmed">{t('freelancerMissions.list.subtitle')}</Text>
    </div>
  );
  if (!data) {
    return (
      <Stack gap="lg">
        {header}
        {error ? (
          <LoadError onRetry={() => refetch()} />
        ) : (
          <Stack aria-busy="true" aria-label={t('freelancerMissions.loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={96} radius="lg" />
            ))}
          </Stack>
        )}
      </Stack>
    );
  }
  if (data.myMatches.length === 0)
    return (
      <Stack gap="lg">
        {header}
        <MessagePage
          icon={<IconBriefcase size={44} />}
          title={t('freelancerMissions.list.emptyTitle')}
          text={t('freelancerMissions.list.emptyText')}
          action={{ label: t('freelancerMissions.toExplore'), to: '/freelancer/explore' }}
        />
      </Stack>
    );
  const { active, closed } = groupMyMatches(data.myMatches);
  return (
    <Stack gap="lg">
      {header}
      <MatchGroup
        title={t('freelancerMissions.list.active')}
        matches={active}
        empty={t('freelancerMissions.list.noActive')}
      />
      {closed.length > 0 ? <MatchGroup title={t('freelancerMissions.list.closed')} matches={closed} /> : null}
    </Stack>
  );
}
