import { ActionIcon, Group, Select, TextInput, Tooltip } from '@mantine/core';
import { missionCategories, missionSortOrders } from '@orbite/domain/mission';
import { IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../ui/use-t';
import { useMissionCompanies } from './missions-operations';
import type { MissionListState } from './missions-url';

type Filters = Pick<MissionListState, 'search' | 'category' | 'companyId' | 'sort' | 'direction'>;

/** A typed value committed `delayMs` after the last key; a change from outside (the URL) replaces it. */
function useDebounced(value: string, commit: (value: string) => void, delayMs = 400) {
  const [draft, setDraft] = useState(value);
  const typing = useRef(false);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  useEffect(() => {
    if (!typing.current) setDraft(value);
  }, [value]);
  useEffect(() => {
    if (!typing.current) return;
    const timer = setTimeout(() => {
      typing.current = false;
      commitRef.current(draft);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [draft, delayMs]);
  return [
    draft,
    (next: string) => {
      typing.current = true;
      setDraft(next);
    },
  ] as const;
}

/** The company filter: companies with missions, searched by name on the server. */
function CompanyFilter({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useDebounced('', setSearch, 250);
  const found = useMissionCompanies(search, []);
  const chosen = useMissionCompanies('', value ? [value] : []);
  const data = useMemo(() => {
    const rows = [...(chosen.data?.missionCompanies ?? []), ...(found.data?.missionCompanies ?? [])];
    const unique = rows.filter((row, index) => rows.findIndex((r) => r.id === row.id) === index);
    return unique.map((row) => ({ value: row.id, label: row.name }));
  }, [chosen.data, found.data]);
  return (
    <Select
      w={220}
      label={t('missions.filter.company')}
      placeholder={t('missions.filter.anyCompany')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      searchValue={debounced}
      onSearchChange={setDebounced}
      nothingFoundMessage={found.loading ? t('missions.filter.searching') : t('missions.filter.noCompany')}
      filter={({ options }) => options}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Search (words of the title or #id), category, company, and the sort with its direction. */
export function BackofficeMissionsFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
}) {
  const t = useT();
  const [search, setSearch] = useDebounced(filters.search, (value) => onChange({ search: value }));
  const ascending = filters.direction === 'asc';
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        w={260}
        label={t('missions.filter.search')}
        placeholder={t('missions.filter.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Enter' && onChange({ search: event.currentTarget.value })}
        type="search"
      />
      <Select
        w={150}
        label={t('missions.filter.category')}
        placeholder={t('missions.filter.anyCategory')}
        data={missionCategories.map((c) => ({ value: c, label: t(`enum.missionCategory.${c}`) }))}
        value={filters.category}
        onChange={(category) => onChange({ category })}
        clearable
      />
      <CompanyFilter value={filters.companyId} onChange={(companyId) => onChange({ companyId })} />
      <Group gap={4} align="flex-end" wrap="nowrap">
        <Select
          w={220}
          label={t('missions.sort.label')}
          data={missionSortOrders.map((sort) => ({ value: sort, label: t(`missions.sort.${sort}`) }))}
          value={filters.sort}
          onChange={(sort) => sort && onChange({ sort: sort as Filters['sort'], direction: filters.direction })}
          allowDeselect={false}
        />
        <Tooltip label={t(ascending ? 'missions.sort.asc' : 'missions.sort.desc')}>
          <ActionIcon
            variant="default"
            size={36}
            aria-label={t(ascending ? 'missions.sort.asc' : 'missions.sort.desc')}
            onClick={() => onChange({ sort: filters.sort, direction: ascending ? 'desc' : 'asc' })}
          >
            {ascending ? <IconSortAscending size={18} aria-hidden /> : <IconSortDescending size={18} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
