import { Alert, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { ActivityFeed } from '../../features/activity/activity-feed';
import { AvailabilityCard } from '../../features/availability/availability-card';
import { useAvailabilityActions } from '../../features/availability/use-availability-actions';
import { DocumentsList } from '../../features/documents/documents-list';
import { EvaluationsCard } from '../../features/freelance-moderation/evaluations-card';
import { StatusCard } from '../../features/freelance-moderation/status-card';
import { WelcomeLinkCard } from '../../features/freelance-moderation/welcome-link-card';
import {
  useBackofficeFreelance,
  useBackofficeFreelanceIdentity,
} from '../../features/freelance-overview/backoffice-freelance-operations';
import { CompletenessChecklist } from '../../features/freelance-overview/completeness-checklist';
import { FreelancerHeader } from '../../features/freelance-overview/freelancer-header';
import { QualificationCard } from '../../features/freelance-overview/qualification-card';
import { TeamFlags } from '../../features/freelance-overview/team-flags';
import { TeamNotes } from '../../features/freelance-overview/team-notes';
import { BankDetailsSection } from '../../features/legal-identity/bank-details-section';
import { LegalIdentitySection } from '../../features/legal-identity/legal-identity-section';
import { useFreelanceProfile } from '../../features/profile/profile-operations';
import { ProfileSections } from '../../features/profile/profile-sections';
import { QualificationPanel } from '../../features/qualification/qualification-panel';
import { AgentSelect } from '../../features/teams/agent-select';
import { TeamTip } from '../../features/tips/team-tip';
import { BackLink } from '../../ui/back-link';
import { FoldableCard } from '../../ui/foldable-card';
import { useT } from '../../ui/use-t';

/** The team edits the profile with the same sections as the freelancer. */
function EditableProfile({ freelanceId }: { freelanceId: string }) {
  const { data } = useFreelanceProfile(freelanceId);
  return data?.freelance ? <ProfileSections profile={data.freelance} /> : <Skeleton h={240} radius="md" />;
}

function FreelancerView({ id }: { id: string }) {
  const t = useT();
  const { data, loading, error } = useBackofficeFreelance(id);
  const freelance = data?.freelance;
  const { data: identityData } = useBackofficeFreelanceIdentity(freelance?.publicId);
  const identity = identityData?.freelancePublicProfile;
  const actions = useAvailabilityActions(id);

  if (loading && !freelance) return <Skeleton h={320} radius="lg" />;
  if (!freelance) {
    return error ? (
      <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert">
        {t('boFreelancer.loadError')}
      </Alert>
    ) : null;
  }
  return (
    <Stack>
      <BackLink to="/backoffice/freelancers">{t('boFreelancer.back')}</BackLink>
      <FreelancerHeader freelance={freelance} identity={identity} />
      <AgentSelect freelanceId={id} />
      <WelcomeLinkCard freelanceId={id} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <AvailabilityCard freelance={freelance} actions={actions} description={t('boFreelancer.availabilityHint')} />
        <CompletenessChecklist score={freelance.completeness.score} items={freelance.completeness.items} />
      </SimpleGrid>
      <QualificationCard freelanceId={id} name={identity?.displayName} state={freelance} />
      <QualificationPanel freelanceId={id} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <StatusCard freelanceId={id} name={identity?.displayName} />
        <EvaluationsCard freelanceId={id} />
      </SimpleGrid>
      <TeamFlags freelanceId={id} />
      <TeamNotes freelanceId={id} />
      <LegalIdentitySection freelanceId={id} />
      <BankDetailsSection freelanceId={id} />
      <DocumentsList freelanceId={id} subtitle={t('boFreelancer.kycHint')} />
      <FoldableCard title={t('boFreelancer.profile.title')} defaultFolded={false}>
        <EditableProfile freelanceId={id} />
      </FoldableCard>
      <TeamTip tip="activityFeed" />
      <ActivityFeed subject="freelance" id={id} />
    </Stack>
  );
}

export default function BackofficeFreelancerPage() {
  const { id } = useParams();
  return id ? <FreelancerView key={id} id={id} /> : null;
}
