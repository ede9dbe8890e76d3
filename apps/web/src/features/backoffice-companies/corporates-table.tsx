import { useQuery } from '@apollo/client/react';
import {
  Anchor,
  Badge,
  Card,
  Group,
  Pagination,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import { BACKOFFICE_CORPORATES } from './backoffice-companies-operations';
import { BookmarkStar } from './bookmark-star';

const PAGE_SIZE = 25;

/** Every client user, searchable, with the team member's bookmarks as a filter ("Favoris"). */
export function CorporatesTable() {
  const t = useT();
  const [search, setSearch] = useState('');
  const [bookmarked, setBookmarked] = useState(false);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const { data, loading, error } = useQuery(BACKOFFICE_CORPORATES, {
    variables: { search: debounced || null, bookmarked, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const count = data?.corporates.count ?? 0;
  const rows = data?.corporates.items ?? [];

  return (
    <Card withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <SegmentedControl
            aria-label={t('backofficeCompanies.corporates.filter')}
            value={bookmarked ? 'bookmarked' : 'all'}
            onChange={(value) => {
              setBookmarked(value === 'bookmarked');
              setPage(1);
            }}
            data={[
              { value: 'all', label: t('backofficeCompanies.corporates.all') },
              { value: 'bookmarked', label: t('backofficeCompanies.corporates.bookmarked') },
            ]}
          />
          <TextInput
            label={t('backofficeCompanies.corporates.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={280}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {t('backofficeCompanies.corporates.count', { count })}
        </Text>
        {error ? <Text c="red">{t('backofficeCompanies.error')}</Text> : null}
        <Table.ScrollContainer minWidth={700}>
          <Table highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <VisuallyHidden>{t('backofficeCompanies.corporates.bookmarked')}</VisuallyHidden>
                </Table.Th>
                <Table.Th>{t('backofficeCompanies.corporates.name')}</Table.Th>
                <Table.Th>{t('backofficeCompanies.corporates.company')}</Table.Th>
                <Table.Th>{t('backofficeCompanies.corporates.role')}</Table.Th>
                <Table.Th ta="right">{t('backofficeCompanies.corporates.missions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loading && rows.length === 0
                ? [1, 2, 3].map((n) => (
                    <Table.Tr key={n}>
                      <Table.Td colSpan={5}>
                        <Skeleton h={20} />
                      </Table.Td>
                    </Table.Tr>
                  ))
                : rows.map((corporate) => {
                    const name =
                      `${corporate.firstName ?? ''} ${corporate.lastName ?? ''}`.trim() || corporate.email || '';
                    return (
                      <Table.Tr key={corporate.id}>
                        <Table.Td w={40}>
                          <BookmarkStar
                            corporateId={corporate.id}
                            bookmarked={Boolean(corporate.teamMemberBookmark)}
                            name={name}
                          />
                        </Table.Td>
                        <Table.Td>
                          <Anchor component={Link} to={`/backoffice/corporates/${corporate.id}`} fw={600}>
                            {name}
                          </Anchor>
                          <Text size="xs" c="dimmed">
                            {corporate.email}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          {corporate.company ? (
                            <Anchor component={Link} to={`/backoffice/companies/${corporate.company.id}`}>
                              {corporate.company.name}
                            </Anchor>
                          ) : (
                            '—'
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Group gap={4}>
                            <Badge
                              variant="light"
                              color={corporate.role === 'admin' ? 'orbite' : 'gray'}
                              miw="max-content"
                            >
                              {t(`corporateRole.${corporate.role}`)}
                            </Badge>
                            {corporate.pendingActivation ? (
                              <Badge variant="outline" color="warning" miw="max-content">
                                {t('backofficeCompanies.corporate.pending')}
                              </Badge>
                            ) : null}
                          </Group>
                        </Table.Td>
                        <Table.Td ta="right">{corporate.missions ?? 0}</Table.Td>
                      </Table.Tr>
                    );
                  })}
              {!loading && !error && rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text c="dimmed" ta="center" py="md">
                      {t(
                        bookmarked
                          ? 'backofficeCompanies.corporates.noBookmarks'
                          : 'backofficeCompanies.corporates.empty',
                      )}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {count > PAGE_SIZE ? (
          <Group justify="center">
            <Pagination total={Math.ceil(count / PAGE_SIZE)} value={page} onChange={setPage} />
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
