import { Button, Card, Flex, Group, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconUserCheck } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../ui/use-t';
import { NaturalQuery } from './natural-query';
import { PreselectModal } from './preselect-modal';
import { SaveSearchModal } from './save-search-modal';
import { SavedSearches, savedSearchPath } from './saved-searches';
import { TelescopeFiltersPanel } from './telescope-filters-panel';
import { type FreelanceSearch, useTelescope, useTelescopeMissions } from './telescope-operations';
import { TelescopeResults } from './telescope-results';
import { useTelescopeUrl } from './use-telescope-url';

/**
 * Telescope: filters on the left, results on the right, both driven by the URL query. Rows chosen
 * with their checkbox are kept across pages until they are preselected into a mission.
 */
export function TelescopeView({ savedSearch }: { savedSearch: FreelanceSearch | null }) {
  const t = useT();
  const navigate = useNavigate();
  const { filters, page, pageSize, setFilters, setPage, setPageSize } = useTelescopeUrl();
  const { data, loading, previousData } = useTelescope(filters, (page - 1) * pageSize, pageSize);
  const shown = data ?? previousData;
  const [pickedNames, setPickedNames] = useState<ReadonlyMap<string, string>>(new Map());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [preselecting, setPreselecting] = useState(false);
  const [saving, setSaving] = useState(false);
  const missionsQuery = useTelescopeMissions(false);
  const missions = useMemo(
    () =>
      (missionsQuery.data?.missions.items ?? []).map((mission) => ({
        value: mission.id,
        label: [mission.title || t('telescope.missions.untitled', { id: mission.id }), mission.company?.name]
          .filter(Boolean)
          .join(' · '),
      })),
    [missionsQuery.data, t],
  );

  const skillNames = useMemo(() => {
    const names = new Map(pickedNames);
    for (const skill of shown?.telescope.requestedSkills ?? []) names.set(skill.id, skill.name);
    return names;
  }, [pickedNames, shown]);
  const onSkillName = useCallback(
    (id: string, name: string) => setPickedNames((names) => new Map(names).set(id, name)),
    [],
  );
  const onSelect = useCallback(
    (ids: string[], checked: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const id of ids) {
          if (checked) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
    [],
  );

  const count = shown?.telescope.count ?? 0;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{savedSearch ? savedSearch.name : t('telescope.title')}</Title>
          <Text c="dimmed">{savedSearch ? t('telescope.savedSubtitle') : t('telescope.subtitle')}</Text>
        </div>
        <Button
          variant="light"
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          onClick={() => setSaving(true)}
        >
          {t('telescope.save.open')}
        </Button>
      </Group>
      <NaturalQuery filters={filters} onApply={setFilters} onSkillName={onSkillName} />
      {/* The filters keep 320 px beside the results, which take the rest: the table whole on a 1,366 px laptop. */}
      <Flex gap="md" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-start' }}>
        <Stack w={{ base: '100%', md: 320 }} style={{ flexShrink: 0 }}>
          <TelescopeFiltersPanel
            filters={filters}
            onChange={setFilters}
            skillNames={skillNames}
            onSkillName={onSkillName}
            missions={missions}
          />
          <SavedSearches currentId={savedSearch?.id ?? null} />
        </Stack>
        <Card
          withBorder
          radius="lg"
          p="lg"
          component="section"
          aria-labelledby="telescope-results-title"
          style={{ flex: 1, minWidth: 0 }}
        >
          <Stack gap="sm">
            <Group justify="space-between">
              <div>
                <Title order={2} size="h4" id="telescope-results-title">
                  {t('telescope.results.title')}
                </Title>
                <Text size="sm" c="dimmed" aria-live="polite">
                  {loading && !shown ? t('telescope.results.loading') : t('telescope.results.count', { count })}
                </Text>
              </div>
              <Group gap="xs">
                {selected.size > 0 ? (
                  <Button variant="subtle" size="xs" onClick={() => setSelected(new Set())}>
                    {t('telescope.results.clearSelection', { count: selected.size })}
                  </Button>
                ) : null}
                <Button
                  leftSection={<IconUserCheck size={16} aria-hidden />}
                  disabled={selected.size === 0}
                  onClick={() => setPreselecting(true)}
                >
                  {t('telescope.preselect.open')}
                </Button>
              </Group>
            </Group>
            <TelescopeResults
              results={shown?.telescope.items ?? []}
              count={count}
              loading={loading}
              selected={selected}
              onSelect={onSelect}
              page={page}
              pageSize={pageSize}
              onPage={setPage}
              onPageSize={setPageSize}
            />
          </Stack>
        </Card>
      </Flex>
      <PreselectModal
        opened={preselecting}
        onClose={() => setPreselecting(false)}
        freelanceIds={[...selected]}
        missions={missions}
        missionsLoading={missionsQuery.loading}
        onDone={() => setSelected(new Set())}
      />
      <SaveSearchModal
        opened={saving}
        onClose={() => setSaving(false)}
        filters={filters}
        current={savedSearch}
        onSaved={(search) => navigate(savedSearchPath(search), { replace: search.id === savedSearch?.id })}
      />
    </Stack>
  );
}
