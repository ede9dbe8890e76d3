import { Alert, Button, Card, Grid, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useT } from '../../ui/use-t';
import { PipelineStageBadge } from '../market/status-badges';
import { MatchCard } from '../matches/match-card';
import { type ExploreMissionData, useExploreMission, useMyMissionMatch } from './freelancer-missions-operations';
import { isNotFound } from './match-errors';
import { MissionAnswerActions } from './mission-answer-actions';
import { FreelanceMissionDetails } from './mission-details';
import { MissionHeader } from './mission-header';
import { LoadError, PageSkeleton, Unavailable } from './page-states';

/** Where the freelancer stands on a mission they already answered, with the way to follow it. */
function ViewerAnswer({ mission }: { mission: ExploreMissionData['mission'] }) {
  const t = useT();
  const navigate = useNavigate();
  const match = mission.viewerMatch;
  if (!match || match.status === 'freelanceNotInterested')
    return (
      <Stack gap="xs">
        {match ? (
          <Text size="sm" c="dimmed">
            {t('freelancerMissions.mission.passed')}
          </Text>
        ) : null}
        <MissionAnswerActions
          mission={mission}
          withPass={!match}
          onAnswered={(answer) =>
            navigate(
              answer.status === 'freelanceNotInterested' ? '/freelancer/explore' : `/freelancer/missions/${mission.id}`,
            )
          }
        />
      </Stack>
    );
  const proposal = match.status === 'freelanceProposal';
  return (
    <Alert color="orbite" variant="light" icon={<IconInfoCircle size={18} />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {t(proposal ? 'freelancerMissions.mission.proposed' : 'freelancerMissions.mission.answered')}
        </Text>
        <PipelineStageBadge stage={match.freelanceStatus} />
        <Button
          component={Link}
          size="xs"
          to={proposal ? `/freelancer/explore/match/${match.id}` : `/freelancer/missions/${mission.id}`}
        >
          {t(proposal ? 'freelancerMissions.mission.answerProposal' : 'freelancerMissions.mission.follow')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** /freelancer/explore/mission/{id}: the mission in full beside how the freelancer fits it. */
export function ExploreMissionView({ id }: { id: string }) {
  const t = useT();
  const { data, error, refetch } = useExploreMission(id);
  const gone = isNotFound(error);
  // A mission closed to applications may still be one of the freelancer's: show it there.
  const mine = useMyMissionMatch(id, !gone);
  if (gone && mine.data?.myMatchOfMission) return <Navigate to={`/freelancer/missions/${id}`} replace />;
  if (gone && mine.loading) return <PageSkeleton />;
  if (gone)
    return (
      <Unavailable title={t('freelancerMissions.mission.goneTitle')} text={t('freelancerMissions.mission.goneText')} />
    );
  if (!data?.mission) return error ? <LoadError onRetry={() => refetch()} /> : <PageSkeleton />;
  const { mission } = data;
  const back = { to: '/freelancer/explore', label: t('freelancerMissions.backToExplore') };
  const badge = mission.viewerMatch ? <PipelineStageBadge stage={mission.viewerMatch.freelanceStatus} /> : null;
  return (
    <Stack gap="lg">
      <MissionHeader mission={mission} back={back} badge={badge} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <FreelanceMissionDetails mission={mission} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {mission.viewerEvaluation ? (
            <MatchCard
              evaluation={mission.viewerEvaluation}
              audience="freelance"
              mission={mission}
              freelance={data.me?.freelance}
              actions={<ViewerAnswer mission={mission} />}
            />
          ) : (
            <Card withBorder radius="lg" p="lg">
              <ViewerAnswer mission={mission} />
            </Card>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
