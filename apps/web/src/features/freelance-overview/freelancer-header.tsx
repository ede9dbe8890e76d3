import { Avatar, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { formatPhone } from '@orbite/domain/validators';
import { useT } from '../../ui/use-t';
import { MessageFreelancerButton } from '../chat/open-conversation-button';
import { FreelancerFavoriteStar } from '../freelance-list/favorite-star';
import { EmailConfirmationBadge } from '../freelance-moderation/email-confirmation-badge';
import { FreelancerAdminActions } from '../freelance-moderation/freelancer-admin-actions';
import { ImpersonateFreelancerButton } from '../impersonation/impersonate-button';
import { FreelanceQualificationBadge } from '../qualification/freelance-qualification-badge';
import type { BackofficeFreelance, FreelanceIdentity } from './backoffice-freelance-operations';
import { StatusLabelBadge } from './status-label-badge';

const statusColors: Partial<Record<string, string>> = { validated: 'teal', banned: 'danger', wrongScope: 'gray' };

/**
 * The back-office freelancer page's header, laid out as a mission's: who they are and where they stand on the
 * left (name and star, headline, status and qualification, contact), the team's actions on the right.
 */
export function FreelancerHeader({
  freelance,
  identity,
}: {
  freelance: Pick<BackofficeFreelance, 'id' | 'status' | 'preUser' | 'tagline'>;
  identity: FreelanceIdentity | undefined;
}) {
  const t = useT();
  const id = freelance.id;
  const name = identity?.displayName ?? '';
  const headline = freelance.tagline || identity?.jobTitle;
  const contact = identity
    ? [identity.email, identity.phoneNumber && formatPhone(identity.phoneNumber)].filter(Boolean).join(' · ')
    : '';
  return (
    <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
      <Group gap="md" align="flex-start" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 460px' }}>
        <Avatar src={identity?.profilePictureUrl} size={56} radius="xl" alt="" name={name} color="initials" />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap={4} wrap="nowrap" align="center">
            <Title order={1} size="h2">
              {name || t('boFreelancer.title', { id })}
            </Title>
            <FreelancerFavoriteStar freelanceId={id} name={name} />
          </Group>
          {headline ? <Text c="dimmed">{headline}</Text> : null}
          <Group gap="xs">
            <Badge variant="light" color={statusColors[freelance.status] ?? 'orbite'}>
              {t(`freelanceStatus.${freelance.status}`)}
            </Badge>
            {/* The label adds to the status only for a pre-registered freelancer (« Banni » twice said nothing more). */}
            {freelance.preUser ? <StatusLabelBadge status={freelance.status} preUser /> : null}
            <FreelanceQualificationBadge freelanceId={id} />
            {contact ? (
              <Text size="sm" c="dimmed">
                {contact}
              </Text>
            ) : null}
            {identity?.emailConfirmed === false && identity.email ? (
              <EmailConfirmationBadge freelanceId={id} email={identity.email} />
            ) : null}
          </Group>
        </Stack>
      </Group>
      <Group gap="xs" wrap="wrap" justify="flex-end">
        <MessageFreelancerButton freelanceId={id} />
        <ImpersonateFreelancerButton freelanceId={id} name={name} />
        <FreelancerAdminActions freelanceId={id} name={identity?.displayName} />
      </Group>
    </Group>
  );
}
