import { Badge, Box, Chip, CloseButton, Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { freelanceAcquisitionSources } from '@orbite/domain/enums';
import { freelanceStatuses } from '@orbite/domain/freelance-status';
import { telescopeQualifications } from '@orbite/domain/telescope';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useT } from '../../ui/use-t';
import { SkillSearch } from '../profile/skill-search';
import { useSkillName } from './freelance-list-operations';
import { type AvailabilityFilter, availabilityFilters, type FreelanceListState } from './freelance-list-url';
import type { FreelanceListFilterPatch } from './use-freelance-list-url';

/** A chosen skill, named from the catalogue (the URL holds only its id). */
function SkillChip({ id, onRemove }: { id: string; onRemove: () => void }) {
  const t = useT();
  const { data } = useSkillName(id);
  const name = data?.skill.name ?? '…';
  return (
    <Badge
      variant="light"
      tt="none"
      size="lg"
      pr={3}
      rightSection={
        <CloseButton size="xs" onClick={onRemove} aria-label={t('freelanceList.filter.removeSkill', { name })} />
      }
    >
      {name}
    </Badge>
  );
}

/** Text (name, e-mail, title), skills (all of them held), status, qualification and availability. */
export function FreelanceListFilters({
  state,
  onChange,
}: {
  state: FreelanceListState;
  onChange: (patch: FreelanceListFilterPatch) => void;
}) {
  const t = useT();
  const [search, setSearch] = useState(state.search);
  const commit = useDebouncedCallback((value: string) => onChange({ search: value }), 400);
  useEffect(() => setSearch(state.search), [state.search]);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        w={{ base: '100%', sm: 220 }}
        label={t('freelanceList.filter.search')}
        placeholder={t('freelanceList.filter.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          commit(event.currentTarget.value);
        }}
        type="search"
      />
      <Box w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', sm: 190 }}>
        <SkillSearch
          label={t('freelanceList.filter.skills')}
          placeholder={t('freelanceList.filter.skillsPlaceholder')}
          excluded={new Set(state.skillIds)}
          onPick={(skill) => onChange({ skillIds: [...state.skillIds, skill.id] })}
          disabled={state.skillIds.length >= 20}
        />
      </Box>
      <MultiSelect
        w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', sm: 150 }}
        label={t('freelanceList.filter.status')}
        placeholder={state.statuses.length ? undefined : t('freelanceList.filter.any')}
        data={freelanceStatuses.map((status) => ({ value: status, label: t(`telescope.status.${status}`) }))}
        value={state.statuses}
        onChange={(values) => onChange({ statuses: values as FreelanceListState['statuses'] })}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelect
        w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', sm: 150 }}
        label={t('freelanceList.filter.qualification')}
        placeholder={state.qualifications.length ? undefined : t('freelanceList.filter.any')}
        data={telescopeQualifications.map((q) => ({ value: q, label: t(`qualification.status.${q}`) }))}
        value={state.qualifications}
        onChange={(values) => onChange({ qualifications: values as FreelanceListState['qualifications'] })}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelect
        w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', sm: 150 }}
        label={t('freelanceList.filter.source')}
        placeholder={state.sources.length ? undefined : t('freelanceList.filter.any')}
        data={freelanceAcquisitionSources.map((s) => ({ value: s, label: t(`freelanceList.source.${s}`) }))}
        value={state.sources}
        onChange={(values) => onChange({ sources: values as FreelanceListState['sources'] })}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', sm: 150 }}
        label={t('freelanceList.filter.availability')}
        placeholder={t('freelanceList.filter.any')}
        data={availabilityFilters.map((a) => ({ value: a, label: t(`freelanceList.filter.available.${a}`) }))}
        value={state.availability}
        onChange={(value) => onChange({ availability: (value as AvailabilityFilter | null) ?? null })}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <Chip checked={state.mine} onChange={(mine) => onChange({ mine })} mb={6} data-testid="filter-mine">
        {t('teams.mine.freelancers')}
      </Chip>
      {state.skillIds.length ? (
        <Group gap={6} w="100%" aria-label={t('freelanceList.filter.skills')}>
          {state.skillIds.map((id) => (
            <SkillChip
              key={id}
              id={id}
              onRemove={() => onChange({ skillIds: state.skillIds.filter((other) => other !== id) })}
            />
          ))}
        </Group>
      ) : null}
    </Group>
  );
}
