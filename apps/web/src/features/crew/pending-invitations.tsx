import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { errorMessageId } from '../../i18n/errors';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import {
  type CorporateInvitation,
  orThrow,
  refusalOf,
  useResendCorporateInvitation,
  useRevokeCorporateInvitation,
} from './crew-operations';

function InvitationRow({ invitation }: { invitation: CorporateInvitation }) {
  const t = useT();
  const intl = useIntl();
  const [resend, resending] = useResendCorporateInvitation();
  const [revoke, revoking] = useRevokeCorporateInvitation();
  const run = async (action: () => Promise<{ error?: unknown }>, done: string) => {
    try {
      await orThrow(action());
      addToast({ type: 'success', messageId: done, values: { email: invitation.email } });
    } catch (error) {
      const { code } = refusalOf(error);
      addToast({ type: 'error', messageId: code === -1 ? 'error.network' : errorMessageId(code) });
    }
  };
  const name = [invitation.firstName, invitation.lastName].filter(Boolean).join(' ');
  const date = (value: string) => intl.formatDate(value, { day: 'numeric', month: 'long' });
  return (
    <Card withBorder padding="sm" radius="md" data-testid="crew-invitation">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} truncate>
              {name || invitation.email}
            </Text>
            <Badge size="xs" variant="light" color="gray">
              {t(`crew.role.${invitation.role}`)}
            </Badge>
            {invitation.expired && (
              <Badge size="xs" color="orange" variant="light">
                {t('crew.invitations.expired')}
              </Badge>
            )}
          </Group>
          {name && (
            <Text size="sm" c="dimmed" truncate>
              {invitation.email}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('crew.invitations.sentOn', { sent: date(invitation.sentAt), expires: date(invitation.expiresAt) })}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            loading={resending.loading}
            onClick={() => run(() => resend({ variables: { id: invitation.id } }), 'crew.invitations.resent')}
          >
            {t('crew.invitations.resend')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={revoking.loading}
            onClick={() => run(() => revoke({ variables: { id: invitation.id } }), 'crew.invitations.revoked')}
          >
            {t('crew.invitations.revoke')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** Invitations sent and not yet accepted: resend a fresh link, or revoke it. */
export function PendingInvitations({ invitations }: { invitations: CorporateInvitation[] }) {
  const t = useT();
  if (invitations.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('crew.invitations.none')}
      </Text>
    );
  return (
    <Stack gap="xs">
      {invitations.map((invitation) => (
        <InvitationRow key={invitation.id} invitation={invitation} />
      ))}
    </Stack>
  );
}
