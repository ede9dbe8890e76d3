import { Alert, Avatar, Badge, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatPhone } from '@orbite/domain/validators';
import { IconAlertCircle } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { ActivityFeed } from '../../features/activity/activity-feed';
import { AvailabilityCard } from '../../features/availability/availability-card';
import { useAvailabilityActions } from '../../features/availability/use-availability-actions';
import { MessageFreelancerButton } from '../../features/chat/open-conversation-button';
import { DocumentsList } from '../../features/documents/documents-list';
import { FreelancerFavoriteStar } from '../../features/freelance-list/favorite-star';
import { EmailConfirmationBadge } from '../../features/freelance-moderation/email-confirmation-badge';
import { EvaluationsCard } from '../../features/freelance-moderation/evaluations-card';
import { FreelancerAdminActions } from '../../features/freelance-moderation/freelancer-admin-actions';
import { StatusCard } from '../../features/freelance-moderation/status-card';
import { WelcomeLinkCard } from '../../features/freelance-moderation/welcome-link-card';
import {
  useBackofficeFreelance,
  useBackofficeFreelanceIdentity,
} from '../../features/freelance-overview/backoffice-freelance-operations';
import { CompletenessChecklist } from '../../features/freelance-overview/completeness-checklist';
import { QualificationCard } from '../../features/freelance-overview/qualification-card';
import { StatusLabelBadge } from '../../features/freelance-overview/status-label-badge';
import { TeamFlags } from '../../features/freelance-overview/team-flags';
import { TeamNotes } from '../../features/freelance-overview/team-notes';
import { ImpersonateFreelancerButton } from '../../features/impersonation/impersonate-button';
import { BankDetailsSection } from '../../features/legal-identity/bank-details-section';
import { LegalIdentitySection } from '../../features/legal-identity/legal-identity-section';
import { useFreelanceProfile } from '../../features/profile/profile-operations';
import { ProfileSections } from '../../features/profile/profile-sections';
import { FreelanceQualificationBadge } from '../../features/qualification/freelance-qualification-badge';
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

const statusColors: Partial<Record<string, string>> = { validated: 'teal', banned: 'danger', wrongScope: 'gray' };

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
      <Group gap="md" align="center">
        <Avatar src={identity?.profilePictureUrl} size={64} radius="xl" alt="" />
        <Stack gap={4}>
          <Title order={1}>{identity?.displayName ?? t('boFreelancer.title', { id })}</Title>
          {identity?.jobTitle ? <Text c="dimmed">{identity.jobTitle}</Text> : null}
          <Group gap="xs">
            <Badge variant="light" color={statusColors[freelance.status] ?? 'orbite'}>
              {t(`freelanceStatus.${freelance.status}`)}
            </Badge>
            {/* The label adds to the status only for a pre-registered freelancer (« Banni » twice said nothing more). */}
            {freelance.preUser ? <StatusLabelBadge status={freelance.status} preUser /> : null}
            <FreelanceQualificationBadge freelanceId={id} />
            <MessageFreelancerButton freelanceId={id} size="compact-sm" />
            <ImpersonateFreelancerButton freelanceId={id} name={identity?.displayName ?? ''} />
            <FreelancerFavoriteStar freelanceId={id} name={identity?.displayName ?? ''} />
            <FreelancerAdminActions freelanceId={id} name={identity?.displayName} />
          </Group>
          {identity ? (
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {[identity.email, identity.phoneNumber && formatPhone(identity.phoneNumber)]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {identity.emailConfirmed === false && identity.email ? (
                <EmailConfirmationBadge freelanceId={id} email={identity.email} />
              ) : null}
            </Group>
          ) : null}
        </Stack>
      </Group>
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
