import { Alert, Avatar, Button, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { BackLink } from '../../ui/back-link';
import { useT } from '../../ui/use-t';
import { ActivityFeed } from '../activity/activity-feed';
import { conversationPaths, OpenConversationButton } from '../chat/open-conversation-button';
import { MatchStatusBadge } from '../market/status-badges';
import { type TeamMatch, useTeamMatchOf } from './backoffice-matching-operations';
import { MatchMeeting } from './match-meeting';
import { MatchOverview } from './match-overview';

/** The sections of the team's match page, in the path (/backoffice/match/12/34/history); the first is the default. */
export const matchSections: readonly { id: string; titleId: string; component: ComponentType<{ match: TeamMatch }> }[] =
  [
    { id: 'overview', titleId: 'boMatching.match.section.overview', component: MatchOverview },
    { id: 'meeting', titleId: 'boMatching.match.section.meeting', component: MatchMeeting },
    {
      id: 'history',
      titleId: 'boMatching.match.section.history',
      // The shared feed: the match's moves and meetings, its deals, and technical events behind a switch.
      component: ({ match }) => <ActivityFeed subject="match" id={match.id} />,
    },
  ];

function MatchHeader({ match }: { match: TeamMatch }) {
  const t = useT();
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <Avatar src={match.freelance.profilePictureUrl} name={match.freelance.fullName} size={56} radius="xl" alt="" />
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Title order={1} size="h2">
          {match.freelance.fullName}
        </Title>
        <Text c="dimmed" size="sm">
          {t('boMatching.match.on', {
            title: match.mission.title || t('boMatching.untitled'),
            company: match.mission.company?.name ?? '—',
          })}
        </Text>
        <Group gap="xs">
          <MatchStatusBadge status={match.status} />
          {/* What the freelancer's own pages say of this match: a step of theirs, beside the match's status. */}
          <Text size="sm" c="dimmed">
            {t('boMatching.match.freelancerStage', { stage: t(`enum.pipelineStage.${match.freelanceStatus}`) })}
          </Text>
          <OpenConversationButton
            size="compact-sm"
            target={{ matchId: match.id }}
            pathOf={conversationPaths.backoffice}
          />
          {match.evaluation ? (
            <Text size="sm" fw={600}>
              {t('boMatching.match.ratio', { percent: match.evaluation.percent, label: match.evaluation.label })}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </Group>
  );
}

/**
 * The team's page of one match, addressed by the mission and the freelancer: the header with both
 * statuses, then the chosen section. An unknown match answers 404 and the shell shows /404.
 */
export function MatchView({
  missionId,
  freelanceId,
  section,
  onSection,
}: {
  missionId: string;
  freelanceId: string;
  section: string | undefined;
  onSection: (id: string) => void;
}) {
  const t = useT();
  const { data, loading, error, refetch } = useTeamMatchOf(missionId, freelanceId);
  const match = data?.matchOf;
  const active = matchSections.find((entry) => entry.id === section) ?? matchSections[0]!;
  const Section = active.component;
  return (
    <Stack>
      <BackLink to={`/backoffice/funnel/${missionId}`}>{t('boMatching.match.back')}</BackLink>
      {!match && loading ? <Skeleton h={320} radius="lg" /> : null}
      {!match && error ? (
        <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert">
          <Group justify="space-between">
            {t('boMatching.match.loadError')}
            <Button size="xs" variant="white" onClick={() => refetch()}>
              {t('boMatching.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {match ? (
        <>
          <MatchHeader match={match} />
          <Tabs value={active.id} onChange={(id) => id && onSection(id)}>
            <Tabs.List>
              {matchSections.map((entry) => (
                <Tabs.Tab key={entry.id} value={entry.id}>
                  {t(entry.titleId)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <Section match={match} />
        </>
      ) : null}
    </Stack>
  );
}
