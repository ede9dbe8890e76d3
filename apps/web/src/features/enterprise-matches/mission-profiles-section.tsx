import { Alert, Button, Card, Group, List, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCalendarEvent, IconSearch, IconUserCheck, IconUsers } from '@tabler/icons-react';
import { serverNow } from '../../shell/shell-state';
import { FoldableCard } from '../../ui/foldable-card';
import { useT } from '../../ui/use-t';
import type { MissionSectionProps } from '../missions/mission-sections';
import { useMissionMatches } from './enterprise-matches-operations';
import { SelectionCounter } from './meet-modal';
import { ClosedProfileRow, PresentedProfileCard } from './presented-profile-card';
import { selectionCount, splitProfiles } from './profile-stage';

/** What happens while the team looks for profiles (or, on Connect, qualified freelancers apply), and after. */
function EmptyProfiles({ seeking, connect }: { seeking: boolean; connect: boolean }) {
  const t = useT();
  const steps = [
    { icon: IconSearch, key: connect ? 'searchConnect' : 'search' },
    { icon: IconCalendarEvent, key: 'meet' },
    { icon: IconUserCheck, key: 'confirm' },
  ];
  return (
    <Card withBorder radius="lg" p="xl" data-testid="profiles-empty">
      <Stack align="center" ta="center" gap="md" maw={560} mx="auto">
        <ThemeIcon size={64} radius={32} variant="light">
          <IconUsers size={32} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h4">
          {t(seeking ? 'enterpriseMatches.empty.title' : 'enterpriseMatches.empty.titleNotSeeking')}
        </Title>
        <Text c="dimmed">{t(connect ? 'enterpriseMatches.empty.textConnect' : 'enterpriseMatches.empty.text')}</Text>
        <List spacing="sm" size="sm" center ta="left">
          {steps.map(({ icon: Icon, key }) => (
            <List.Item
              key={key}
              icon={
                <ThemeIcon size={28} radius="xl" variant="light">
                  <Icon size={16} aria-hidden />
                </ThemeIcon>
              }
            >
              {t(`enterpriseMatches.empty.step.${key}`)}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}

/**
 * The "Profils" section of the client's mission page: the profiles our team presented, the furthest
 * along first, with the shortlist counter (5 at most to meet); declined and moved ones folded at the bottom.
 */
export function MissionProfilesSection({ mission }: MissionSectionProps) {
  const t = useT();
  const { data, loading, error, refetch } = useMissionMatches(mission.id);
  const matches = data?.missionMatches;

  if (!matches) {
    if (loading)
      return (
        <Stack>
          <Skeleton h={40} radius="md" />
          <Skeleton h={220} radius="lg" />
          <Skeleton h={220} radius="lg" />
        </Stack>
      );
    return (
      <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert">
        <Group justify="space-between">
          {t('enterpriseMatches.loadError')}
          <Button size="xs" variant="white" onClick={() => refetch()}>
            {t('enterpriseMatches.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }

  const seeking = mission.status === 'seeking';
  if (matches.length === 0) return <EmptyProfiles seeking={seeking} connect={mission.offer === 'connect'} />;
  const { active, closed } = splitProfiles(matches, new Date(serverNow()));
  const selection = selectionCount(matches);

  return (
    <Stack gap="lg">
      {error ? (
        <Alert color="warning" variant="light">
          {t('enterpriseMatches.staleData')}
        </Alert>
      ) : null}
      <Card withBorder radius="lg" p="md">
        <Group justify="space-between" align="center" wrap="wrap" gap="md">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {t('enterpriseMatches.title', { count: active.length })}
            </Title>
            <Text size="sm" c="dimmed">
              {t(seeking ? 'enterpriseMatches.help' : 'enterpriseMatches.locked')}
            </Text>
          </Stack>
          {seeking ? (
            <div style={{ minWidth: 260 }}>
              <SelectionCounter {...selection} />
            </div>
          ) : null}
        </Group>
      </Card>
      {active.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('enterpriseMatches.noActive')}
        </Text>
      ) : (
        active.map((match) => <PresentedProfileCard key={match.id} match={match} selection={selection} />)
      )}
      {closed.length > 0 ? (
        <FoldableCard title={t('enterpriseMatches.closed', { count: closed.length })}>
          <Stack gap="md">
            {closed.map((match) => (
              <ClosedProfileRow key={match.id} match={match} />
            ))}
          </Stack>
        </FoldableCard>
      ) : null}
    </Stack>
  );
}
