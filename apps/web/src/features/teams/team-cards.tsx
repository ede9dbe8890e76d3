import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHierarchy2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import type { TeamSummary } from './teams-operations';

/** The teams as cards: name, description and member count, each a link to the team's page. */
export function TeamCards({ teams, loading }: { teams: TeamSummary[]; loading: boolean }) {
  const t = useT();
  if (loading && teams.length === 0)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h={120} radius="md" />
        ))}
      </SimpleGrid>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {teams.map((team) => (
        <Card key={team.id} withBorder radius="md" padding="md" data-testid="team-card">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <ThemeIcon variant="light" radius="xl" aria-hidden>
                  <IconHierarchy2 size={18} />
                </ThemeIcon>
                <Anchor component={Link} to={`/backoffice/teams/${team.id}`} fw={600} truncate>
                  {team.name}
                </Anchor>
              </Group>
              <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                {t('teams.membersCount', { count: team.membersCount })}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" lineClamp={3}>
              {team.description || t('teams.noDescription')}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
