import { Alert, Anchor, Badge, Card, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { SEARCH_PAGE_SIZE, type SearchResultType } from '@orbite/domain/search';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import { useSearchAll } from './search-operations';
import { SearchResultAvatar } from './search-result-avatar';

/**
 * One type's results of the full search page, 20 a page. It tells its count to the page (which
 * says "no result" when every type has none) and shows nothing when it has none.
 */
export function SearchResultSection({
  query,
  type,
  onCount,
}: {
  query: string;
  type: SearchResultType;
  onCount: (type: SearchResultType, count: number) => void;
}) {
  const t = useT();
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error } = useSearchAll(
    query,
    type,
    (page - 1) * SEARCH_PAGE_SIZE,
    SEARCH_PAGE_SIZE,
  );
  const result = data?.searchAll ?? previousData?.searchAll;
  const count = data?.searchAll.count;

  useEffect(() => {
    if (count !== undefined) onCount(type, count);
  }, [count, type, onCount]);

  if (error) {
    return (
      <Alert color="danger" role="alert" title={t(`search.section.${type}`)}>
        {t('search.loadError')}
      </Alert>
    );
  }
  if (!result) return loading ? <Skeleton h={120} radius="md" /> : null;
  if (result.count === 0) return null;
  const pages = Math.ceil(result.count / SEARCH_PAGE_SIZE);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t(`search.section.${type}`)}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t(`search.section.${type}`)}
        </Title>
        <Badge variant="light">{t('search.page.count', { count: result.count })}</Badge>
      </Group>
      <Stack gap="xs">
        {result.items.map((item) => (
          <Group key={item.url} gap="sm" wrap="nowrap">
            <SearchResultAvatar type={item.type} pictureUrl={item.pictureUrl} size={36} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={item.url} fw={500} truncate>
                {item.title}
              </Anchor>
              {item.subtitle ? (
                <Text size="sm" c="dimmed" truncate>
                  {item.subtitle}
                </Text>
              ) : null}
            </Stack>
          </Group>
        ))}
      </Stack>
      {pages > 1 ? (
        <Pagination
          mt="md"
          total={pages}
          value={page}
          onChange={setPage}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': t(`search.page.${control}`) })}
        />
      ) : null}
    </Card>
  );
}
