import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { CrewMembers } from '../../features/crew/crew-members';
import { useCrew } from '../../features/crew/crew-operations';
import { InviteModal } from '../../features/crew/invite-modal';
import { PendingInvitations } from '../../features/crew/pending-invitations';
import { useCurrentUser } from '../../features/session/session-context';
import { useT } from '../../ui/use-t';

/** /enterprise/crew: the company's users and pending invitations; admins change roles and flags. */
export default function CrewPage() {
  const t = useT();
  const user = useCurrentUser();
  const { data, loading, error } = useCrew();
  const [inviting, setInviting] = useState(false);
  const crew = data?.crew;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {t('crew.page.title')}
          </Title>
          <Text c="dimmed">{t('crew.page.subtitle', { company: user.corporate?.company?.name ?? '' })}</Text>
        </div>
        {crew && (
          <Button leftSection={<IconUserPlus size={18} />} onClick={() => setInviting(true)}>
            {t('crew.invite.open')}
          </Button>
        )}
      </Group>
      {loading && !data && <Loader />}
      {error && !data && <Alert color="red">{t('crew.page.error')}</Alert>}
      {crew && (
        <>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('crew.members.title', { count: crew.members.length })}
            </Title>
            {!crew.canEdit && (
              <Text size="sm" c="dimmed">
                {t('crew.members.readOnly')}
              </Text>
            )}
            <CrewMembers members={crew.members} canEdit={crew.canEdit} />
          </Stack>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('crew.invitations.title')}
            </Title>
            <PendingInvitations invitations={data?.corporateInvitations ?? []} />
          </Stack>
          <InviteModal opened={inviting} onClose={() => setInviting(false)} canInviteAdmins={crew.canInviteAdmins} />
        </>
      )}
    </Stack>
  );
}
