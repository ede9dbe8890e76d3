import { Anchor, Avatar, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconMapPin, IconUser } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import { MissionStatusBadge } from '../market/status-badges';
import { MatchCard } from '../matches/match-card';
import type { TeamMatch } from './backoffice-matching-operations';
import { AvailabilityBadge, RateText } from './freelance-facts';
import { MatchMoves } from './match-moves';
import { MatchTeamFacts } from './match-team-facts';

function FreelanceSummary({ match }: { match: TeamMatch }) {
  const t = useT();
  const { freelance } = match;
  return (
    <Card withBorder radius="lg" p="md" component="section" aria-labelledby="match-freelance-title">
      <Stack gap="xs">
        <Group gap={6}>
          <IconUser size={16} aria-hidden />
          <Title order={2} size="h6" id="match-freelance-title">
            {t('boMatching.match.freelance')}
          </Title>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={freelance.profilePictureUrl} name={freelance.fullName} radius="xl" size={44} alt="" />
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/backoffice/freelancers/${freelance.id}`} fw={600}>
              {freelance.fullName}
            </Anchor>
            {freelance.tagline ? (
              <Text size="sm" c="dimmed" lineClamp={2}>
                {freelance.tagline}
              </Text>
            ) : null}
          </div>
        </Group>
        <Group gap="sm">
          <RateText rate={freelance.retribution} />
          <AvailabilityBadge freelance={freelance} />
          {freelance.city ? (
            <Group gap={2}>
              <IconMapPin size={14} aria-hidden />
              <Text size="sm">{freelance.city}</Text>
            </Group>
          ) : null}
        </Group>
        {freelance.experienceInYears != null ? (
          <Text size="sm">{t('boMatching.match.experience', { years: freelance.experienceInYears })}</Text>
        ) : null}
      </Stack>
    </Card>
  );
}

function MissionSummary({ match }: { match: TeamMatch }) {
  const t = useT();
  const intl = useIntl();
  const { mission } = match;
  const facts = [
    mission.startDate
      ? t('boMatching.match.start', { date: intl.formatDate(`${mission.startDate}T12:00:00`, { dateStyle: 'medium' }) })
      : null,
    mission.retribution ? t('boMatching.match.budget', { rate: mission.retribution }) : null,
    mission.workingTime ? t('boMatching.match.days', { days: mission.workingTime }) : null,
    mission.location?.city ?? null,
  ].filter(Boolean);
  return (
    <Card withBorder radius="lg" p="md" component="section" aria-labelledby="match-mission-title">
      <Stack gap="xs">
        <Group gap={6}>
          <IconBriefcase size={16} aria-hidden />
          <Title order={2} size="h6" id="match-mission-title">
            {t('boMatching.match.mission')}
          </Title>
        </Group>
        <Anchor component={Link} to={`/backoffice/missions/${mission.id}`} fw={600}>
          {mission.title || t('boMatching.untitled')}
        </Anchor>
        <Group gap="xs">
          <MissionStatusBadge status={mission.status} size="sm" />
          {mission.company ? (
            <Text size="sm" c="dimmed">
              {mission.company.name}
            </Text>
          ) : null}
        </Group>
        {facts.length ? <Text size="sm">{facts.join(' · ')}</Text> : null}
        <Anchor component={Link} to={`/backoffice/funnel/${mission.id}`} size="sm">
          {t('boMatching.match.toFunnel')}
        </Anchor>
      </Stack>
    </Card>
  );
}

/** "Vue d’ensemble": the fit, the moves the team may make, both parties in short, the team's facts. */
export function MatchOverview({ match }: { match: TeamMatch }) {
  const t = useT();
  return (
    <Stack>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            <Card withBorder radius="lg" p="md" component="section" aria-labelledby="match-moves-title">
              <Stack gap="sm">
                <Title order={2} size="h6" id="match-moves-title">
                  {t('boMatching.match.moves')}
                </Title>
                <MatchMoves match={match} />
              </Stack>
            </Card>
            {match.evaluation ? (
              <MatchCard
                evaluation={match.evaluation}
                audience="teamMember"
                mission={match.mission}
                freelance={match.freelance}
              />
            ) : (
              <Text c="dimmed">{t('boMatching.match.noEvaluation')}</Text>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <FreelanceSummary match={match} />
            <MissionSummary match={match} />
          </Stack>
        </Grid.Col>
      </Grid>
      <MatchTeamFacts match={match} />
    </Stack>
  );
}
