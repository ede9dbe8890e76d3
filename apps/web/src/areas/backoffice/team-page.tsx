import { Alert, Button, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { TeamFormModal } from '../../features/teams/team-form-modal';
import { AddMemberSelect, TeamMembers } from '../../features/teams/team-members';
import { orThrow, useDeleteTeam, useTeam, useUpdateTeam } from '../../features/teams/teams-operations';
import { addToast } from '../../shell/toasts';
import { BackLink } from '../../ui/back-link';
import { useT } from '../../ui/use-t';

/** /backoffice/teams/:id: a team's members (roles, team, what they follow), renaming and deletion. */
export default function BackofficeTeamPage() {
  const t = useT();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data, error, refetch } = useTeam(id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [update] = useUpdateTeam();
  const [remove, removal] = useDeleteTeam();
  const team = data?.team;

  if (error && !data)
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          {t('teams.team.loadError')}
          <Button size="xs" variant="white" onClick={() => refetch()}>
            {t('teams.retry')}
          </Button>
        </Group>
      </Alert>
    );
  if (!team)
    return (
      <Stack>
        <Skeleton h={40} w={280} />
        <Skeleton h={110} radius="md" />
        <Skeleton h={110} radius="md" />
      </Stack>
    );

  const confirmDelete = async () => {
    try {
      await orThrow(remove({ variables: { id: team.id } }));
      addToast({ type: 'success', messageId: 'teams.delete.done' });
      navigate('/backoffice/teams');
    } catch {
      addToast({ type: 'error', messageId: 'error.generic' });
    }
  };

  return (
    <Stack gap="lg">
      <BackLink to="/backoffice/teams">{t('teams.team.back')}</BackLink>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h2">
            {team.name}
          </Title>
          <Text c="dimmed">{team.description || t('teams.noDescription')}</Text>
          <Text size="sm" c="dimmed">
            {t('teams.membersCount', { count: team.membersCount })}
          </Text>
        </div>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
            {t('teams.edit.action')}
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDeleting(true)}
          >
            {t('teams.delete.action')}
          </Button>
        </Group>
      </Group>
      <AddMemberSelect teamId={team.id} />
      <TeamMembers members={team.members} teams={data.teams} />
      <TeamFormModal
        opened={editing}
        onClose={() => setEditing(false)}
        title={t('teams.edit.title')}
        submitLabel={t('teams.edit.submit')}
        initial={{ name: team.name, description: team.description }}
        onSubmit={async (input) => {
          const result = await update({ variables: { id: team.id, input } });
          if (!result.error) addToast({ type: 'success', messageId: 'teams.edit.done' });
          return result;
        }}
      />
      <Modal opened={deleting} onClose={() => setDeleting(false)} title={t('teams.delete.title')}>
        <Stack>
          <Text>{t('teams.delete.confirm', { name: team.name, count: team.membersCount })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(false)}>
              {t('teams.cancel')}
            </Button>
            <Button color="red" loading={removal.loading} onClick={confirmDelete}>
              {t('teams.delete.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
