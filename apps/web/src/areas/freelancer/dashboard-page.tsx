import { Alert, Anchor, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AvailabilityCard } from '../../features/availability/availability-card';
import { AvailabilityPrompt } from '../../features/availability/availability-prompt';
import { useAvailabilityActions } from '../../features/availability/use-availability-actions';
import { CompletenessChecklist } from '../../features/freelance-overview/completeness-checklist';
import { useFreelanceOverview } from '../../features/freelance-overview/freelance-overview-operations';
import { StatusLabelBadge } from '../../features/freelance-overview/status-label-badge';
import { MissionActionsAlert, MissionsForYouCard } from '../../features/freelancer-missions/dashboard-missions';
import { AskQualificationCard } from '../../features/qualification/ask-qualification-card';
import { PendingRatingsPrompt } from '../../features/reviews/pending-ratings-prompt';
import { useCurrentUser } from '../../features/session/session-context';
import { WorkLogsToFillAlert } from '../../features/work-logs/dashboard-work-logs';
import { useT } from '../../ui/use-t';
import { WelcomeHeader } from '../../ui/welcome-header';

function Dashboard({ freelanceId }: { freelanceId: string }) {
  const t = useT();
  const user = useCurrentUser();
  const { data, loading, error } = useFreelanceOverview(freelanceId);
  const actions = useAvailabilityActions(freelanceId);
  const freelance = data?.freelance;
  const status = freelance?.status ?? user.freelance?.status ?? 'new';

  return (
    <Stack>
      <WelcomeHeader
        title={t('home.welcome', { name: user.firstName || user.fullName || user.email })}
        subtitle={t(`home.freelancer.status.${status}`)}
        badges={freelance ? <StatusLabelBadge status={freelance.status} preUser={freelance.preUser} /> : null}
      />
      {error && !freelance ? (
        <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert">
          {t('dashboard.loadError')}
        </Alert>
      ) : null}
      <MissionActionsAlert />
      <WorkLogsToFillAlert />
      <PendingRatingsPrompt missionPath={(id) => `/freelancer/missions/${id}/review`} />
      {loading && !freelance ? <Skeleton h={180} radius="lg" /> : null}
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
      <AskQualificationCard freelanceId={freelanceId} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MissionsForYouCard />
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
    </Stack>
  );
}

export default function FreelancerDashboardPage() {
  const user = useCurrentUser();
  return user.freelance ? <Dashboard freelanceId={user.freelance.id} /> : null;
}
