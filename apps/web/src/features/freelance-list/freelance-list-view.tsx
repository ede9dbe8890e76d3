import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconFileImport, IconUserPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import { ListPager } from '../missions/list-pager';
import { FreelanceListFilters } from './freelance-list-filters';
import { useFreelances } from './freelance-list-operations';
import { FreelanceListTable } from './freelance-list-table';
import { FreelanceListTabs } from './freelance-list-tabs';
import { clearedFilters, freelanceListVariables, isFiltered } from './freelance-list-url';
import { useFreelanceListUrl } from './use-freelance-list-url';

/**
 * The team's freelancers: a tab per mode with its counter, filters, a sortable table and pages of
 * 25, 50 or 100, all kept in the URL query.
 */
export function FreelanceListView() {
  const t = useT();
  const { state, setMode, setFilters, setPage, setLimit } = useFreelanceListUrl();
  const variables = useMemo(() => freelanceListVariables(state), [state]);
  const { data, previousData, loading, error, refetch } = useFreelances(variables);
  const shown = data ?? previousData;
  const count = shown?.freelances.count ?? 0;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('freelanceList.title')}</Title>
          <Text c="dimmed">{t('freelanceList.subtitle')}</Text>
        </div>
        <Group gap="sm">
          <Button
            component={Link}
            to="/backoffice/freelancers/import"
            variant="light"
            leftSection={<IconFileImport size={16} aria-hidden />}
          >
            {t('freelanceList.import')}
          </Button>
          <Button
            component={Link}
            to="/backoffice/freelancers/add"
            leftSection={<IconUserPlus size={16} aria-hidden />}
          >
            {t('freelanceModeration.add.button')}
          </Button>
        </Group>
      </Group>
      <FreelanceListTabs value={state.mode} filters={variables.filters} onChange={setMode} />
      <FreelanceListFilters state={state} onChange={setFilters} />
      <Card withBorder radius="lg" p="md" component="section" aria-labelledby="freelances-count">
        <Stack gap="sm">
          <Text size="sm" c="dimmed" id="freelances-count" aria-live="polite">
            {loading && !shown ? t('freelanceList.loading') : t('freelanceList.count', { count })}
          </Text>
          {error && !shown ? (
            <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert">
              <Group justify="space-between">
                {t('freelanceList.loadError')}
                <Button size="xs" variant="white" onClick={() => refetch()}>
                  {t('freelanceList.retry')}
                </Button>
              </Group>
            </Alert>
          ) : (
            <FreelanceListTable
              items={shown?.freelances.items ?? []}
              loading={loading}
              sort={state.sort}
              direction={state.direction}
              onSort={(sort, direction) => setFilters({ sort, direction })}
              empty={
                isFiltered(state)
                  ? {
                      hint: t('freelanceList.emptyFiltered'),
                      action: (
                        <Button variant="light" size="sm" onClick={() => setFilters(clearedFilters)}>
                          {t('freelanceList.clearFilters')}
                        </Button>
                      ),
                    }
                  : { hint: t(`freelanceList.emptyHint.${state.mode}`) }
              }
            />
          )}
          <ListPager total={count} page={state.page} limit={state.limit} onPage={setPage} onLimit={setLimit} />
        </Stack>
      </Card>
    </Stack>
  );
}
