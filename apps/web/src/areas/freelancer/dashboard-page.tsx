import { Alert, Anchor, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { AvailabilityCard } from '../../features/availability/availability-card';
import { AvailabilityPrompt } from '../../features/availability/availability-prompt';
import { useAvailabilityActions } from '../../features/availability/use-availability-actions';
import { CompletenessChecklist } from '../../features/freelance-overview/completeness-checklist';
import { useFreelanceOverview } from '../../features/freelance-overview/freelance-overview-operations';
import { StatusLabelBadge } from '../../features/freelance-overview/status-label-badge';
import {
  DASHBOARD_MISSIONS,
  MissionActionsAlert,
  MissionsForYouCard,
} from '../../features/freelancer-missions/dashboard-missions';
import {
  useMyMatches,
  useRecommendedMissions,
} from '../../features/freelancer-missions/freelancer-missions-operations';
import { AskQualificationCard } from '../../features/qualification/ask-qualification-card';
import { useQualificationRequest } from '../../features/qualification/qualification-operations';
import { PendingRatingsAlert } from '../../features/reviews/pending-ratings-prompt';
import { usePendingRatings } from '../../features/reviews/reviews-operations';
import { useCurrentUser } from '../../features/session/session-context';
import { WorkLogsToFillAlert } from '../../features/work-logs/dashboard-work-logs';
import { useMyWorkLogs } from '../../features/work-logs/work-log-operations';
import { useT } from '../../ui/use-t';
import { WelcomeHeader } from '../../ui/welcome-header';

/** A query has answered (or failed) at least once: what it shows will not pop in later. */
const answered = (query: { data?: unknown; error?: unknown; loading: boolean }) =>
  query.data !== undefined || query.error !== undefined || !query.loading;

/** The shape of the dashboard while its queries run, about the size of what comes. */
function DashboardSkeleton() {
  return (
    <Stack aria-hidden data-testid="dashboard-skeleton">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Skeleton h={260} radius="lg" />
        <Skeleton h={260} radius="lg" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Skeleton h={200} radius="lg" />
        <Skeleton h={120} radius="lg" />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The freelancer's home. Its queries all start together here and the page shows their cards once
 * they have answered: an alert or a card appearing above others as its own query answers would push
 * what is already shown down (the layout shift Lighthouse measured at 0.58).
 */
function Dashboard({ freelanceId }: { freelanceId: string }) {
  const t = useT();
  const user = useCurrentUser();
  const overview = useFreelanceOverview(freelanceId);
  const matches = useMyMatches();
  const workLogs = useMyWorkLogs();
  const ratings = usePendingRatings();
  const qualification = useQualificationRequest(freelanceId);
  const recommended = useRecommendedMissions(DASHBOARD_MISSIONS);
  const actions = useAvailabilityActions(freelanceId);
  const { data, error } = overview;
  // The recommended missions come last, in their own card below the fold: not waited for.
  const answers = [overview, matches, workLogs, ratings, qualification].every(answered);
  // Rendered in a transition: React renders the cards in slices that leave the browser responsive.
  const ready = useDeferredValue(answers);
  const freelance = ready ? data?.freelance : undefined;
  const status = freelance?.status ?? user.freelance?.status ?? 'new';

  return (
    <Stack>
      <WelcomeHeader
        title={t('home.welcome', { name: user.firstName || user.fullName || user.email })}
        subtitle={t(`home.freelancer.status.${status}`)}
        badges={freelance ? <StatusLabelBadge status={freelance.status} preUser={freelance.preUser} /> : null}
      />
      {ready && error && !freelance ? (
        <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert">
          {t('dashboard.loadError')}
        </Alert>
      ) : null}
      {ready ? null : <DashboardSkeleton />}
      {ready ? (
        <>
          <MissionActionsAlert matches={matches.data?.myMatches} />
          <WorkLogsToFillAlert workLogs={workLogs.data?.myWorkLogs} />
          <PendingRatingsAlert
            pending={ratings.data?.pendingRatings}
            missionPath={(id) => `/freelancer/missions/${id}/review`}
          />
        </>
      ) : null}
      {freelance?.shouldUpdateAvailability ? <AvailabilityPrompt actions={actions} /> : null}
      {freelance ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <CompletenessChecklist
            score={freelance.completeness.score}
            items={freelance.completeness.items}
            profilePath="/freelancer/profile"
          />
          <AvailabilityCard freelance={freelance} actions={actions} />
        </SimpleGrid>
      ) : null}
      {ready ? (
        <>
          <AskQualificationCard state={qualification.data?.freelance} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MissionsForYouCard
              list={recommended.data?.recommendedMissions}
              loading={recommended.loading}
              error={recommended.error !== undefined}
            />
            <Card withBorder radius="lg" p="lg">
              <Title order={2} size="h4">
                {t('home.freelancer.referralTitle')}
              </Title>
              <Text size="sm" mt={4}>
                {t('dashboard.referral.text')}{' '}
                <Anchor component={Link} to="/freelancer/sponsorship">
                  {t('dashboard.referral.link')}
                </Anchor>
              </Text>
            </Card>
          </SimpleGrid>
        </>
      ) : null}
    </Stack>
  );
}

export default function FreelancerDashboardPage() {
  const user = useCurrentUser();
  return user.freelance ? <Dashboard freelanceId={user.freelance.id} /> : null;
}
