import { Alert, Button, Grid, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconMailbox } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../ui/use-t';
import { PipelineStageBadge } from '../market/status-badges';
import { MatchCard } from '../matches/match-card';
import { FreelanceMoveButtons } from './freelance-move-buttons';
import { useProposal } from './freelancer-missions-operations';
import { isNotFound } from './match-errors';
import { FreelanceMissionDetails } from './mission-details';
import { MissionHeader } from './mission-header';
import { LoadError, PageSkeleton, Unavailable } from './page-states';

/**
 * /freelancer/explore/match/{id}: a mission the team proposes to the freelancer. "Ça m'intéresse"
 * sends the profile to the team's validation; "Décliner" asks why.
 */
export function ProposalView({ id }: { id: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { data, error, refetch } = useProposal(id);
  if (isNotFound(error))
    return (
      <Unavailable
        title={t('freelancerMissions.proposal.goneTitle')}
        text={t('freelancerMissions.proposal.goneText')}
      />
    );
  if (!data?.match) return error ? <LoadError onRetry={() => refetch()} /> : <PageSkeleton />;
  const match = data.match;
  const { mission } = match;
  const open = match.status === 'freelanceProposal';
  const answer = open ? (
    <Stack gap="xs">
      <Text size="sm">{t('freelancerMissions.proposal.question')}</Text>
      <FreelanceMoveButtons
        match={match}
        onMoved={(kind) => navigate(kind === 'accept' ? `/freelancer/missions/${mission.id}` : '/freelancer/explore')}
      />
    </Stack>
  ) : (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{t('freelancerMissions.proposal.answered')}</Text>
      <Button component={Link} to={`/freelancer/missions/${mission.id}`} size="xs">
        {t('freelancerMissions.mission.follow')}
      </Button>
    </Stack>
  );
  return (
    <Stack gap="lg">
      <MissionHeader
        mission={mission}
        back={{ to: '/freelancer/explore', label: t('freelancerMissions.backToExplore') }}
        badge={<PipelineStageBadge stage={match.freelanceStatus} />}
      />
      {open ? (
        <Alert
          color="orbite"
          variant="light"
          icon={<IconMailbox size={20} />}
          title={t('freelancerMissions.proposal.title')}
        >
          {t('freelancerMissions.proposal.text')}
        </Alert>
      ) : (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={20} />}>
          {t('freelancerMissions.proposal.closed')}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <FreelanceMissionDetails mission={mission} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {match.evaluation ? (
            <MatchCard
              evaluation={match.evaluation}
              audience="freelance"
              mission={mission}
              freelance={match.freelance}
              actions={answer}
            />
          ) : (
            answer
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
