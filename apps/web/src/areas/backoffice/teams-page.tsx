import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { TeamCards } from '../../features/teams/team-cards';
import { TeamFormModal } from '../../features/teams/team-form-modal';
import { useCreateTeam, useTeams } from '../../features/teams/teams-operations';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';

/** /backoffice/teams: the back office's teams with their member counts, and a new team. */
export default function BackofficeTeamsPage() {
  const t = useT();
  const { data, loading, error, refetch } = useTeams();
  const [creating, setCreating] = useState(false);
  const [create] = useCreateTeam();
  const teams = data?.teams ?? [];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('teams.title')}
          </Title>
          <Text c="dimmed">{t('teams.subtitle')}</Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t('teams.create.action')}
        </Button>
      </Group>
      {error && !data ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            {t('teams.loadError')}
            <Button size="xs" variant="white" onClick={() => refetch()}>
              {t('teams.retry')}
            </Button>
          </Group>
        </Alert>
      ) : !loading && teams.length === 0 ? (
        <Card withBorder radius="md" padding="xl">
          <Stack align="center" gap="xs">
            <Text fw={600}>{t('teams.empty.title')}</Text>
            <Text c="dimmed" ta="center">
              {t('teams.empty.hint')}
            </Text>
            <Button variant="light" onClick={() => setCreating(true)}>
              {t('teams.create.action')}
            </Button>
          </Stack>
        </Card>
      ) : (
        <TeamCards teams={teams} loading={loading} />
      )}
      <TeamFormModal
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('teams.create.title')}
        submitLabel={t('teams.create.submit')}
        onSubmit={async (input) => {
          const result = await create({ variables: { input } });
          if (!result.error) addToast({ type: 'success', messageId: 'teams.create.done' });
          return result;
        }}
      />
    </Stack>
  );
}
