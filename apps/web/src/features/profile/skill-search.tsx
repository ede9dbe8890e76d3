import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../ui/use-t';
import { useSearchSkills } from './catalogue-operations';
import type { CatalogueSkill } from './profile-types';

/** The skill search of the spec: debounced 100 ms, from the network, names and aliases; chosen skills left out. */
export const SKILL_SEARCH_DEBOUNCE_MS = 100;

export function SkillSearch({
  excluded,
  onPick,
  disabled,
  label,
  placeholder,
}: {
  excluded: ReadonlySet<string>;
  onPick: (skill: CatalogueSkill) => void;
  disabled?: boolean;
  label?: string;
  /** For a narrow field (the default names four skills). */
  placeholder?: string;
}) {
  const t = useT();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SKILL_SEARCH_DEBOUNCE_MS);
  const { data, loading } = useSearchSkills(debounced);
  const options = (data?.searchSkills ?? []).filter((skill) => !excluded.has(skill.id));
  const waiting = loading || debounced.trim() !== search.trim();

  const pick = (id: string) => {
    const skill = options.find((option) => option.id === id);
    if (!skill) return;
    onPick(skill);
    setSearch('');
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal={false}>
      <Combobox.Target>
        <TextInput
          label={label ?? t('skills.search.label')}
          placeholder={placeholder ?? t('skills.search.placeholder')}
          leftSection={<IconSearch size={16} />}
          rightSection={waiting && search.trim() ? <Loader size={16} /> : null}
          value={search}
          disabled={disabled}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={search.trim() === ''}>
        <Combobox.Options mah={260} style={{ overflowY: 'auto' }}>
          {options.map((skill) => (
            <Combobox.Option value={skill.id} key={skill.id}>
              <Text size="sm">{skill.name}</Text>
              {skill.aliases.length > 0 ? (
                <Text size="xs" c="dimmed" truncate>
                  {skill.aliases.join(', ')}
                </Text>
              ) : null}
            </Combobox.Option>
          ))}
          {!waiting && options.length === 0 ? <Combobox.Empty>{t('skills.search.none')}</Combobox.Empty> : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
