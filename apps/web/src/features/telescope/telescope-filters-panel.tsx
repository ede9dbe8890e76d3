import { Button, Card, Group, MultiSelect, NumberInput, Select, Stack, TextInput, Title } from '@mantine/core';
import { todayInParis } from '@orbite/domain/calendar-day';
import { freelanceStatuses } from '@orbite/domain/freelance-status';
import {
  TELESCOPE_MAX_RETRIBUTION,
  TELESCOPE_PROFILE_SCORE,
  type TelescopeFilters,
  telescopeQualifications,
  telescopeWorkplaces,
} from '@orbite/domain/telescope';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { DayPickerInput } from '../../ui/day-picker-input';
import { useT } from '../../ui/use-t';
import { LocationFilter } from './location-filter';
import { SkillsFilter } from './skills-filter';
import { useDebouncedField } from './use-telescope-url';

/** A whole number within bounds, or null (empty or out of bounds: the filter is off). */
function boundedInteger(value: number | string, bounds: { min: number; max: number }): number | null {
  const n = typeof value === 'number' ? value : Number.NaN;
  return Number.isInteger(n) && n >= bounds.min && n <= bounds.max ? n : null;
}

/** Every telescope filter; each change is applied at once (typed values after a short pause). */
export function TelescopeFiltersPanel({
  filters,
  onChange,
  skillNames,
  onSkillName,
  missions,
}: {
  filters: TelescopeFilters;
  onChange: (filters: TelescopeFilters) => void;
  skillNames: ReadonlyMap<string, string>;
  onSkillName: (id: string, name: string) => void;
  /** Missions seeking freelancers, for "hide those already on this mission". */
  missions: { value: string; label: string }[];
}) {
  const t = useT();
  const set = (patch: Partial<TelescopeFilters>) => onChange({ ...filters, ...patch });
  const [text, setText] = useDebouncedField(filters.text ?? '', (value) => set({ text: value || null }));
  const [rate, setRate] = useDebouncedField<number | string>(filters.maxRetribution ?? '', (value) =>
    set({ maxRetribution: boundedInteger(value, TELESCOPE_MAX_RETRIBUTION) }),
  );
  const [score, setScore] = useDebouncedField<number | string>(filters.minProfileScore ?? '', (value) =>
    set({ minProfileScore: boundedInteger(value, TELESCOPE_PROFILE_SCORE) }),
  );
  const today = todayInParis();

  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="telescope-filters-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4" id="telescope-filters-title">
            {t('telescope.filters.title')}
          </Title>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconFilterOff size={14} aria-hidden />}
            onClick={() => onChange({})}
            disabled={Object.keys(filters).length === 0}
          >
            {t('telescope.filters.reset')}
          </Button>
        </Group>
        <TextInput
          label={t('telescope.filters.text')}
          placeholder={t('telescope.filters.textPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <SkillsFilter
          skills={filters.skills ?? []}
          mode={filters.skillMode ?? 'all'}
          names={skillNames}
          onName={onSkillName}
          onChange={(skills, skillMode) => set({ skills, skillMode })}
        />
        <Stack gap={4}>
          <DayPickerInput
            label={t('telescope.filters.availableBy')}
            description={t('telescope.filters.availableByHint')}
            value={filters.availableBy ?? null}
            onChange={(day) => set({ availableBy: day })}
            clearable
          />
          <Group gap="xs">
            <Button
              size="compact-xs"
              variant={filters.availableBy === today ? 'light' : 'subtle'}
              onClick={() => set({ availableBy: today })}
            >
              {t('telescope.filters.availableNow')}
            </Button>
          </Group>
        </Stack>
        <NumberInput
          label={t('telescope.filters.maxRetribution')}
          suffix=" €"
          min={TELESCOPE_MAX_RETRIBUTION.min}
          max={TELESCOPE_MAX_RETRIBUTION.max}
          step={50}
          allowDecimal={false}
          thousandSeparator=" "
          value={rate}
          onChange={setRate}
        />
        <LocationFilter value={filters.location ?? null} onChange={(location) => set({ location })} />
        <Select
          label={t('telescope.filters.workplace')}
          description={t('telescope.filters.workplaceHint')}
          placeholder={t('telescope.filters.any')}
          data={telescopeWorkplaces.map((value) => ({ value, label: t(`profile.pref.prefWorkplace.${value}`) }))}
          value={filters.workplace ?? null}
          onChange={(value) => set({ workplace: (value as TelescopeFilters['workplace']) ?? null })}
          clearable
        />
        <MultiSelect
          label={t('telescope.filters.statuses')}
          description={t('telescope.filters.statusesHint')}
          placeholder={filters.statuses?.length ? undefined : t('telescope.filters.statusesDefault')}
          data={freelanceStatuses.map((value) => ({ value, label: t(`freelanceStatus.${value}`) }))}
          value={filters.statuses ?? []}
          onChange={(values) => set({ statuses: values as TelescopeFilters['statuses'] })}
          clearable
        />
        <MultiSelect
          label={t('qualification.filter.label')}
          description={t('qualification.filter.hint')}
          placeholder={filters.qualifications?.length ? undefined : t('qualification.filter.placeholder')}
          data={telescopeQualifications.map((value) => ({ value, label: t(`qualification.status.${value}`) }))}
          value={filters.qualifications ?? []}
          onChange={(values) => set({ qualifications: values as TelescopeFilters['qualifications'] })}
          clearable
        />
        <NumberInput
          label={t('telescope.filters.minProfileScore')}
          suffix=" %"
          min={TELESCOPE_PROFILE_SCORE.min}
          max={TELESCOPE_PROFILE_SCORE.max}
          step={10}
          allowDecimal={false}
          value={score}
          onChange={setScore}
        />
        <Select
          label={t('telescope.filters.excludeMission')}
          description={t('telescope.filters.excludeMissionHint')}
          placeholder={t('telescope.filters.noMission')}
          data={missions}
          value={filters.excludeMissionId ?? null}
          onChange={(value) => set({ excludeMissionId: value })}
          searchable
          clearable
          nothingFoundMessage={t('telescope.missions.none')}
        />
      </Stack>
    </Card>
  );
}
