import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Card, Group, Pagination, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { companyStructures } from '@orbite/domain/company-settings';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import { BACKOFFICE_COMPANIES } from './backoffice-companies-operations';

const PAGE_SIZE = 25;

/** Every client company, searchable by name, with its users, missions and account manager. */
export function CompaniesTable() {
  const t = useT();
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [structure, setStructure] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const { data, loading, error } = useQuery(BACKOFFICE_COMPANIES, {
    variables: { search: debounced || null, structure, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const count = data?.companies.count ?? 0;
  const rows = data?.companies.items ?? [];
  const date = (iso: string) => intl.formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric' });

  return (
    <Card withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('backofficeCompanies.list.count', { count })}
          </Text>
          <Group align="flex-end" wrap="wrap">
            <Select
              label={t('backofficeCompanies.list.structure')}
              placeholder={t('backofficeCompanies.list.allStructures')}
              clearable
              value={structure}
              onChange={(value) => {
                setStructure(value);
                setPage(1);
              }}
              data={companyStructures.map((value) => ({ value, label: t(`companySettings.structure.${value}`) }))}
              w={200}
            />
            <TextInput
              label={t('backofficeCompanies.list.search')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
              w={260}
            />
          </Group>
        </Group>
        {error ? <Text c="red">{t('backofficeCompanies.error')}</Text> : null}
        <Table.ScrollContainer minWidth={760}>
          <Table highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('backofficeCompanies.list.name')}</Table.Th>
                <Table.Th>{t('backofficeCompanies.list.structureSize')}</Table.Th>
                <Table.Th>{t('backofficeCompanies.list.accountManager')}</Table.Th>
                <Table.Th ta="right">{t('backofficeCompanies.list.corporates')}</Table.Th>
                <Table.Th ta="right">{t('backofficeCompanies.list.missions')}</Table.Th>
                <Table.Th>{t('backofficeCompanies.list.createdAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loading && rows.length === 0
                ? [1, 2, 3].map((n) => (
                    <Table.Tr key={n}>
                      <Table.Td colSpan={6}>
                        <Skeleton h={20} />
                      </Table.Td>
                    </Table.Tr>
                  ))
                : rows.map((company) => (
                    <Table.Tr key={company.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/backoffice/companies/${company.id}`} fw={600}>
                          {company.name}
                        </Anchor>
                        {company.acquisitionSource ? (
                          <Text size="xs" c="dimmed">
                            {t(`backofficeCompanies.source.${company.acquisitionSource}`)}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {company.structure ? (
                            <Badge variant="light" color="gray">
                              {t(`companySettings.structure.${company.structure}`)}
                            </Badge>
                          ) : null}
                          {company.size ? <Text size="sm">{t(`companySettings.size.${company.size}`)}</Text> : null}
                          {!company.structure && !company.size ? '—' : null}
                        </Group>
                      </Table.Td>
                      <Table.Td>{company.accountManager ?? '—'}</Table.Td>
                      <Table.Td ta="right">{company.corporatesCount}</Table.Td>
                      <Table.Td ta="right">
                        {t('backofficeCompanies.list.missionsValue', {
                          active: company.activeMissionsCount,
                          total: company.missionsCount,
                        })}
                      </Table.Td>
                      <Table.Td>{date(company.createdAt)}</Table.Td>
                    </Table.Tr>
                  ))}
              {!loading && !error && rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Text c="dimmed" ta="center" py="md">
                      {t('backofficeCompanies.list.empty')}
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
