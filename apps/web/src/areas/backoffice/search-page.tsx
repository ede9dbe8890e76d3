import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { cleanSearchText, type SearchResultType, searchResultTypes, shouldSearchGlobal } from '@orbite/domain/search';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SearchResultSection } from '../../features/search/search-result-section';
import { useT } from '../../ui/use-t';

/** `/backoffice/search?q=`: every result of the global search, grouped by type, page by page. */
export default function SearchPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const query = cleanSearchText(params.get('q'));
  const [text, setText] = useState(query);
  const [counts, setCounts] = useState<Partial<Record<SearchResultType, number>>>({});

  useEffect(() => {
    setText(query);
    setCounts({});
  }, [query]);

  const onCount = useCallback(
    (type: SearchResultType, count: number) => setCounts((current) => ({ ...current, [type]: count })),
    [],
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(cleanSearchText(text) ? { q: cleanSearchText(text) } : {});
  };
  const searchable = shouldSearchGlobal(query);
  const nothing = searchable && searchResultTypes.every((type) => counts[type] === 0);

  return (
    <Stack>
      <Title order={1}>{searchable ? t('search.page.title', { query }) : t('search.page.titleEmpty')}</Title>
      <form onSubmit={submit}>
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            aria-label={t('search.box.label')}
            placeholder={t('search.box.placeholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            style={{ flex: 1 }}
            maw={560}
          />
          <Button type="submit">{t('search.page.submit')}</Button>
        </Group>
      </form>
      {!searchable ? <Text c="dimmed">{t('search.page.hint')}</Text> : null}
      {nothing ? <Text c="dimmed">{t('search.page.none', { query })}</Text> : null}
      {searchable
        ? searchResultTypes.map((type) => (
            <SearchResultSection key={`${type}:${query}`} query={query} type={type} onCount={onCount} />
          ))
        : null}
    </Stack>
  );
}
