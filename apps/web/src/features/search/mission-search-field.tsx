import { CloseButton, Combobox, Group, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { cleanSearchText, SEARCH_DEBOUNCE_MS, shouldSearchMissions } from '@orbite/domain/search';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../ui/use-t';
import { missionLabel } from './search-logic';
import { type MissionSearchItem, useMissionsSearch } from './search-operations';
import { SearchResultAvatar } from './search-result-avatar';

export interface MissionSearchFieldProps {
  value: MissionSearchItem | null;
  onChange: (mission: MissionSearchItem | null) => void;
  label?: string;
  description?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Narrows the search (mission statuses, companies); a client only ever finds its company's. */
  filters?: { statuses?: string[]; companyIds?: string[] };
}

/**
 * Picks a mission by title words (from 3 characters) or number (`#12`), up to 10 suggestions with
 * their company; the chosen mission shows in the field with a button to clear it.
 */
export function MissionSearchField({
  value,
  onChange,
  label,
  description,
  error,
  required,
  disabled,
  filters,
}: MissionSearchFieldProps) {
  const t = useT();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const { group, previousData, loading, skip } = useMissionsSearch(debounced, filters);
  const qualifies = shouldSearchMissions(text);
  const items = qualifies && !skip ? (group?.items ?? previousData?.missionsSearch[0]?.missions.items ?? []) : [];
  const waiting = qualifies && (loading || cleanSearchText(debounced) !== cleanSearchText(text));

  const pick = (id: string) => {
    const mission = items.find((item) => item.id === id);
    if (!mission) return;
    onChange(mission);
    setText('');
    combobox.closeDropdown();
  };

  const clear = value ? (
    <CloseButton size="sm" aria-label={t('missionSearch.clear')} onClick={() => onChange(null)} disabled={disabled} />
  ) : null;

  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal={false}>
      <Combobox.Target>
        <TextInput
          label={label ?? t('missionSearch.label')}
          description={description}
          error={error}
          required={required}
          disabled={disabled}
          placeholder={t('missionSearch.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={waiting ? <Loader size={14} /> : clear}
          readOnly={Boolean(value)}
          value={value ? missionLabel(value) : text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => !value && combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={Boolean(value) || cleanSearchText(text) === ''}>
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }}>
          {!qualifies ? <Combobox.Empty>{t('missionSearch.hint')}</Combobox.Empty> : null}
          {items.map((mission) => (
            <Combobox.Option value={mission.id} key={mission.id}>
              <Group gap="sm" wrap="nowrap">
                <SearchResultAvatar type="Company" pictureUrl={mission.project.company.logoUrl} size={28} />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" truncate>
                    {missionLabel(mission)}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {mission.project.company.name}
                  </Text>
                </Stack>
              </Group>
            </Combobox.Option>
          ))}
          {qualifies && !waiting && items.length === 0 ? (
            <Combobox.Empty>{t('missionSearch.none')}</Combobox.Empty>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
