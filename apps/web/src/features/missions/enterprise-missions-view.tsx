import { Alert, Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type CorporateMissionTab, corporateMissionTabs } from '@orbite/domain/mission-status';
import { IconAlertCircle, IconBriefcase, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MessagePage } from '../../ui/message-page';
import { useT } from '../../ui/use-t';
import { useRowLink } from './backoffice-missions-table';
import { ListPager } from './list-pager';
import { useMissionFormat } from './mission-format';
import { MissionListTabs } from './mission-list-tabs';
import { MissionStatusCell } from './mission-status-cell';
import { type MissionListItem, useMissions } from './missions-operations';
import { enterpriseListConfig, missionListVariables } from './missions-url';
import { useMissionsUrl } from './use-missions-url';

const statusesOf = (mode: string) => corporateMissionTabs[mode as CorporateMissionTab] ?? [];
export const NEW_MISSION_PATH = '/enterprise/mission/create';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}

function MissionCard({ mission }: { mission: MissionListItem }) {
  const t = useT();
  const format = useMissionFormat();
  const path = `/enterprise/missions/${mission.id}`;
  const rowLink = useRowLink(() => path);
  return (
    <Card withBorder radius="lg" p="lg" {...rowLink(mission.id)} data-testid="mission-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Anchor component={Link} to={path} fw={700} size="lg" lineClamp={2}>
              {mission.title || t('missions.untitled')}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t('missions.card.reference', { id: mission.id, date: format.instant(mission.createdAt) })}
            </Text>
          </div>
          <div style={{ flexShrink: 0 }}>
            <MissionStatusCell
              id={mission.id}
              status={mission.status}
              missingRating={mission.missingRating}
              deal={mission}
            />
          </div>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Fact label={t('missions.column.startDate')} value={format.day(mission.startDate)} />
          <Fact
            label={t('missions.column.daysPerWeek')}
            value={mission.daysPerWeek ? t('missions.daysPerWeekValue', { days: mission.daysPerWeek }) : '—'}
          />
          <Fact
            label={t('missions.column.rate')}
            value={mission.retribution ? t('missions.rateValue', { rate: format.euros(mission.retribution) }) : '—'}
          />
          <Fact
            label={t('missions.column.businessVolume')}
            value={mission.businessVolume ? format.euros(mission.businessVolume) : '—'}
          />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/** The client's missions as cards, a tab per client mode with its counter, and pages. */
export function EnterpriseMissionsView() {
  const t = useT();
  const { state, setMode, setPage, setLimit } = useMissionsUrl(enterpriseListConfig);
  const { data, previousData, loading, error, refetch } = useMissions(missionListVariables(state));
  const shown = data ?? previousData;
  const count = shown?.missions.count ?? 0;
  const items = shown?.missions.items ?? [];
  const newMission = (
    <Button component={Link} to={NEW_MISSION_PATH} leftSection={<IconPlus size={16} aria-hidden />}>
      {t('missions.enterprise.new')}
    </Button>
  );

  // No mission at all yet: an invitation to post the first one rather than an empty list.
  if (!loading && data && count === 0 && state.mode === 'all')
    return (
      <MessagePage
        icon={<IconBriefcase size={40} />}
        title={t('missions.enterprise.firstTitle')}
        text={t('missions.enterprise.firstText')}
        action={{ label: t('missions.enterprise.firstAction'), to: NEW_MISSION_PATH }}
      />
    );

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('missions.enterprise.title')}</Title>
          <Text c="dimmed">{t('missions.enterprise.subtitle')}</Text>
        </div>
        {newMission}
      </Group>
      <MissionListTabs
        modes={enterpriseListConfig.modes}
        statusesOf={statusesOf}
        value={state.mode}
        onChange={setMode}
        labelPrefix="missions.tab."
      />
      {error && !shown ? (
        <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert">
          <Group justify="space-between">
            {t('missions.list.loadError')}
            <Button size="xs" variant="white" onClick={() => refetch()}>
              {t('missions.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <Stack gap="sm" aria-busy={loading} aria-live="polite">
        {loading && items.length === 0 && !error
          ? [1, 2, 3].map((n) => <Skeleton key={n} h={120} radius="lg" />)
          : items.map((mission) => <MissionCard key={mission.id} mission={mission} />)}
        {!loading && shown && items.length === 0 ? (
          <Card withBorder radius="lg" p="xl">
            <Stack align="center" gap={4}>
              <Text fw={600}>{t('missions.enterprise.emptyTab')}</Text>
              <Text size="sm" c="dimmed">
                {t(`missions.enterprise.emptyHint.${state.mode}`)}
              </Text>
            </Stack>
          </Card>
        ) : null}
      </Stack>
      <ListPager total={count} page={state.page} limit={state.limit} onPage={setPage} onLimit={setLimit} />
    </Stack>
  );
}
