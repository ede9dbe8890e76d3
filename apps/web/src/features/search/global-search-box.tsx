import { Badge, Combobox, Group, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { cleanSearchText, SEARCH_DEBOUNCE_MS, shouldSearchGlobal } from '@orbite/domain/search';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../ui/use-t';
import { optionValue, SEE_ALL_OPTION, searchPagePath, suggestionGroups } from './search-logic';
import { useGlobalSearch } from './search-operations';
import { SearchResultAvatar } from './search-result-avatar';

/**
 * The back office's global search: as the user types (200 ms after the last key) the 5 best people
 * and the 5 best companies or missions; arrows move through them, Enter opens the chosen one, or the
 * full results page when none is chosen.
 */
export function GlobalSearchBox() {
  const t = useT();
  const navigate = useNavigate();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const { data, previousData, loading, skip } = useGlobalSearch(debounced);
  const qualifies = shouldSearchGlobal(text);
  const groups = qualifies && !skip ? suggestionGroups(data ?? previousData) : [];
  const waiting = qualifies && (loading || cleanSearchText(debounced) !== cleanSearchText(text));

  const go = (path: string) => {
    combobox.closeDropdown();
    setText('');
    navigate(path);
  };
  const submit = (value: string) => go(value === SEE_ALL_OPTION ? searchPagePath(text) : value);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const enter =
      event.nativeEvent.code === 'Enter' || event.nativeEvent.code === 'NumpadEnter' || event.key === 'Enter';
    if (!enter || !qualifies) return;
    if (!combobox.dropdownOpened || combobox.getSelectedOptionIndex() === -1) {
      event.preventDefault();
      go(searchPagePath(text));
    }
  };

  return (
    // Its dropdown mounts when it opens (Mantine keeps it mounted, hidden, by default): positioning it on every
    // back-office page as the page hydrates was work nobody saw.
    <Combobox
      store={combobox}
      onOptionSubmit={submit}
      width={420}
      position="bottom-end"
      shadow="md"
      keepMounted={false}
    >
      <Combobox.Target>
        <TextInput
          aria-label={t('search.box.label')}
          placeholder={t('search.box.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={waiting ? <Loader size={14} /> : null}
          value={text}
          w={{ base: 180, md: 300 }}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={onKeyDown}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!qualifies}>
        <Combobox.Options mah={480} style={{ overflowY: 'auto' }}>
          {groups.map((group) => (
            <Combobox.Group key={group.key} label={t(`search.group.${group.key}`)}>
              {group.items.map((result) => (
                <Combobox.Option value={optionValue(result)} key={optionValue(result)}>
                  <Group gap="sm" wrap="nowrap">
                    <SearchResultAvatar type={result.type} pictureUrl={result.pictureUrl} />
                    <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                      <Text size="sm" fw={500} truncate>
                        {result.title}
                      </Text>
                      {result.subtitle ? (
                        <Text size="xs" c="dimmed" truncate>
                          {result.subtitle}
                        </Text>
                      ) : null}
                    </Stack>
                    <Badge size="xs" variant="light" color="gray">
                      {t(`search.type.${result.type}`)}
                    </Badge>
                  </Group>
                </Combobox.Option>
              ))}
            </Combobox.Group>
          ))}
          {!waiting && groups.length === 0 ? <Combobox.Empty>{t('search.none')}</Combobox.Empty> : null}
          <Combobox.Option value={SEE_ALL_OPTION}>
            <Text size="sm" c="orbite">
              {t('search.all', { query: cleanSearchText(text) })}
            </Text>
          </Combobox.Option>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
