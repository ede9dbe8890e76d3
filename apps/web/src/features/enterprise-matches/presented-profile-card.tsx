import { Anchor, Avatar, Blockquote, Button, Card, Collapse, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconUser } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { serverNow } from '../../shell/shell-state';
import { useT } from '../../ui/use-t';
import { MatchCard, MatchRatio, MatchSummary } from '../matches/match-card';
import type { Match } from '../matches/match-operations';
import { missionFreelancerPath } from './enterprise-matches-paths';
import { FreelanceIdentity } from './freelance-identity';
import { MatchActions } from './match-actions';
import { profileStage } from './profile-stage';
import { MeetingLine, ProfileStageBadge } from './profile-stage-badge';

/**
 * A profile presented to the client: who (picture, name, tagline, rate, availability, city), where it
 * stands (selected, slots proposed, meeting booked or done, confirmed), how well it fits the mission
 * (ratio and skills at a glance, the whole match card unfolded) and what the client may do next.
 */
export function PresentedProfileCard({
  match,
  selection,
}: {
  match: Match;
  selection: { count: number; max: number };
}) {
  const t = useT();
  const [detail, setDetail] = useState(false);
  const detailId = useId();
  const stage = profileStage(match, new Date(serverNow()));
  const path = missionFreelancerPath(match.mission.id, match.freelance.id);
  return (
    <Card withBorder radius="lg" p="lg" data-testid="presented-profile" aria-label={match.freelance.fullName}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <FreelanceIdentity freelance={match.freelance} to={path} extra={<ProfileStageBadge stage={stage} />} />
          {match.evaluation ? <MatchRatio evaluation={match.evaluation} size={56} /> : null}
        </Group>
        {match.evaluation ? <MatchSummary evaluation={match.evaluation} /> : null}
        {match.message ? (
          // Only a Connect application reaches the client with its words (the API answers null otherwise).
          <Blockquote color="orbite" p="sm" fz="sm" icon={null} cite={t('enterpriseMatches.directApplication')}>
            {match.message}
          </Blockquote>
        ) : null}
        <MeetingLine match={match} stage={stage} />
        <MatchActions
          match={match}
          selection={selection}
          before={
            <Button
              component={Link}
              to={path}
              size="sm"
              variant="default"
              leftSection={<IconUser size={16} aria-hidden />}
            >
              {t('enterpriseMatches.action.viewProfile')}
            </Button>
          }
        />
        {match.evaluation ? (
          <div>
            <UnstyledButton
              onClick={() => setDetail((open) => !open)}
              aria-expanded={detail}
              aria-controls={detailId}
              c="orbite.7"
              fz="sm"
              fw={600}
            >
              <Group gap={4}>
                <IconChevronDown
                  size={16}
                  aria-hidden
                  style={{ transform: detail ? undefined : 'rotate(-90deg)', transition: 'transform 150ms' }}
                />
                {t('enterpriseMatches.fitDetail', { label: match.evaluation.label })}
              </Group>
            </UnstyledButton>
            <Collapse expanded={detail} id={detailId}>
              <div style={{ paddingTop: 'var(--mantine-spacing-sm)', maxWidth: 560 }}>
                <MatchCard
                  evaluation={match.evaluation}
                  audience="corporate"
                  mission={match.mission}
                  freelance={match.freelance}
                />
              </div>
            </Collapse>
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}

/** A closed profile in the folded list: declined, moved to another mission, withdrawn. */
export function ClosedProfileRow({ match }: { match: Match }) {
  const t = useT();
  const stage = profileStage(match, new Date(serverNow()));
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="closed-profile">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Avatar src={match.freelance.profilePictureUrl} name={match.freelance.fullName} color="initials" radius="xl" />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{match.freelance.fullName}</Text>
            <ProfileStageBadge stage={stage} size="sm" />
          </Group>
          <MeetingLine match={match} stage={stage} />
        </Stack>
      </Group>
      <Anchor component={Link} to={missionFreelancerPath(match.mission.id, match.freelance.id)} size="sm">
        {t('enterpriseMatches.action.viewProfile')}
      </Anchor>
    </Group>
  );
}
