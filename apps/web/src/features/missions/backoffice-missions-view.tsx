import { Alert, Button, Card, Chip, Group, Stack, Text, Title } from '@mantine/core';
import { type BackofficeMissionTab, backofficeMissionTabs } from '@orbite/domain/mission-status';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../ui/use-t';
import { BackofficeMissionsFilters } from './backoffice-missions-filters';
import { BackofficeMissionsTable } from './backoffice-missions-table';
import { ListPager } from './list-pager';
import { MissionListTabs } from './mission-list-tabs';
import { useMissions } from './missions-operations';
import { backofficeListConfig, missionListVariables } from './missions-url';
import { useMissionsUrl } from './use-missions-url';

const statusesOf = (mode: string) => backofficeMissionTabs[mode as BackofficeMissionTab] ?? [];

/** The team's missions: a tab per back-office mode with its counter, filters, sort and pages, all in the URL. */
export function BackofficeMissionsView() {
  const t = useT();
  const { state, setMode, setFilters, setPage, setLimit } = useMissionsUrl(backofficeListConfig);
  // "Mes entreprises" (`mine=1`): missions of the companies the viewer is account manager of.
  const [params, setParams] = useSearchParams();
  const mine = params.get('mine') === '1';
  const setMine = (on: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set('mine', '1');
        else next.delete('mine');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const { data, previousData, loading, error, refetch } = useMissions({
    ...missionListVariables(state),
    ...(mine ? { mine: true } : {}),
  });
  const shown = data ?? previousData;
  const count = shown?.missions.count ?? 0;
  const filtered = Boolean(state.search || state.category || state.companyId || mine);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('missions.backoffice.title')}</Title>
          <Text c="dimmed">{t('missions.backoffice.subtitle')}</Text>
        </div>
        <Button component={Link} to="/backoffice/missions/add" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('missions.backoffice.add')}
        </Button>
      </Group>
      <MissionListTabs
        modes={backofficeListConfig.modes}
        statusesOf={statusesOf}
        value={state.mode}
        onChange={setMode}
        labelPrefix="missions.mode."
      />
      <BackofficeMissionsFilters filters={state} onChange={setFilters} />
      <Group gap="sm">
        <Chip checked={mine} onChange={setMine} data-testid="filter-my-companies">
          {t('teams.mine.companies')}
        </Chip>
      </Group>
      <Card withBorder radius="lg" p="md" component="section" aria-labelledby="missions-count">
        <Stack gap="sm">
          <Text size="sm" c="dimmed" id="missions-count" aria-live="polite">
            {loading && !shown ? t('missions.list.loading') : t('missions.list.count', { count })}
          </Text>
          {error && !shown ? (
            <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert">
              <Group justify="space-between">
                {t('missions.list.loadError')}
                <Button size="xs" variant="white" onClick={() => refetch()}>
                  {t('missions.retry')}
                </Button>
              </Group>
            </Alert>
          ) : (
            <BackofficeMissionsTable
              missions={shown?.missions.items ?? []}
              loading={loading}
              empty={{
                title: t('missions.list.empty'),
                hint: filtered ? t('missions.list.emptyFiltered') : t(`missions.list.emptyHint.${state.mode}`),
              }}
            />
          )}
          <ListPager total={count} page={state.page} limit={state.limit} onPage={setPage} onLimit={setLimit} />
        </Stack>
      </Card>
    </Stack>
  );
}
