import { Alert, Grid, Stack, Text } from '@mantine/core';
import { wasSigned } from '@orbite/domain/deal-status';
import { IconBell } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../ui/use-t';
import { conversationPaths, OpenConversationButton } from '../chat/open-conversation-button';
import { useMissionDeal } from '../deals/deal-operations';
import { DealPanel } from '../deals/deal-panel';
import { PayTrackerPanel } from '../invoices/pay-tracker-panel';
import { PipelineStageBadge } from '../market/status-badges';
import { MatchCard } from '../matches/match-card';
import { ReviewPanel } from '../reviews/review-panel';
import { WorkLogsPanel } from '../work-logs/work-logs-panel';
import { FreelanceMoveButtons } from './freelance-move-buttons';
import { useMyMissionMatch } from './freelancer-missions-operations';
import { freelanceMovesOf, nextActionOf } from './match-progress';
import { hasMeetingPanel, MeetingPanel } from './meeting-panel';
import { FreelanceMissionDetails } from './mission-details';
import { MissionHeader } from './mission-header';
import { NextActionText } from './next-action-text';
import { LoadError, PageSkeleton, Unavailable } from './page-states';
import { PipelineTimeline } from './pipeline-timeline';

/** The sections of the page a path may name (/freelancer/missions/{id}/{section}). */
export const myMissionSections = ['meeting', 'details', 'worklogs', 'review'] as const;

/**
 * /freelancer/missions/{missionId}/{section?}: the freelancer's match on a mission, whatever its
 * status: where it stands, the meeting, the moves they may make, the fit and the mission itself.
 */
export function MyMissionView({ missionId, section }: { missionId: string; section?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { data, error, refetch } = useMyMissionMatch(missionId);
  const match = data?.myMatchOfMission;
  // The contract panel's own query (one request for both): once signed, its terms head the page.
  const { deal } = useMissionDeal(missionId);
  const contract = deal && wasSigned(deal.status) ? deal : null;

  useEffect(() => {
    if (!match || !section || !(myMissionSections as readonly string[]).includes(section)) return;
    document.getElementById(section)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [match, section]);

  if (data && !match)
    return (
      <Unavailable
        title={t('freelancerMissions.mine.goneTitle')}
        text={t('freelancerMissions.mine.goneText')}
        action={{ label: t('freelancerMissions.mine.seeMission'), to: `/freelancer/explore/mission/${missionId}` }}
      />
    );
  if (!match) return error ? <LoadError onRetry={() => refetch()} /> : <PageSkeleton />;

  const next = nextActionOf(match);
  // Once the client confirmed the freelancer, "how to raise your score" has no more use here.
  const coached = match.status !== 'corporateConfirmed';
  const moves = freelanceMovesOf(match).length > 0 && (
    <FreelanceMoveButtons
      match={match}
      onMoved={(kind) => {
        if (kind === 'decline') navigate('/freelancer/explore');
      }}
    />
  );
  return (
    <Stack gap="lg">
      <MissionHeader
        mission={match.mission}
        back={{ to: '/freelancer/missions', label: t('freelancerMissions.backToMissions') }}
        contract={contract}
        badge={
          <>
            <PipelineStageBadge stage={match.freelanceStatus} />
            <OpenConversationButton
              size="compact-sm"
              target={match.status === 'corporateConfirmed' ? { missionId: match.mission.id } : { matchId: match.id }}
              pathOf={conversationPaths.freelancer}
            />
          </>
        }
      />
      {next ? (
        <Alert
          color={next.urgent ? 'warning' : 'orbite'}
          variant="light"
          icon={<IconBell size={18} />}
          title={t('freelancerMissions.mine.next')}
        >
          <NextActionText action={next} />
        </Alert>
      ) : null}
      {match.message ? (
        <Alert color="gray" variant="light" title={t('freelancerMissions.mine.yourMessage')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {match.message}
          </Text>
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            {hasMeetingPanel(match) ? <MeetingPanel match={match} onStale={() => refetch()} /> : null}
            <DealPanel missionId={match.mission.id} />
            <WorkLogsPanel missionId={match.mission.id} />
            <PayTrackerPanel missionId={match.mission.id} />
            {/* The reviews are the confirmed freelancer's to read: another one's request would only be refused. */}
            {match.status === 'corporateConfirmed' ? <ReviewPanel missionId={match.mission.id} /> : null}
            <FreelanceMissionDetails mission={match.mission} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <PipelineTimeline match={match} />
            {match.evaluation ? (
              <MatchCard
                evaluation={coached ? match.evaluation : { ...match.evaluation, improvements: [] }}
                audience="freelance"
                mission={match.mission}
                freelance={match.freelance}
                actions={moves || undefined}
              />
            ) : (
              moves
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
