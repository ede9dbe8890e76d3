import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CompaniesTable } from '../../features/backoffice-companies/companies-table';
import { useT } from '../../ui/use-t';

/** /backoffice/companies: every client company, searchable, with the way to add one. */
export default function BackofficeCompaniesPage() {
  const t = useT();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {t('backofficeCompanies.list.title')}
          </Title>
          <Text c="dimmed">{t('backofficeCompanies.list.subtitle')}</Text>
        </div>
        <Button component={Link} to="/backoffice/companies/add" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('backofficeCompanies.list.add')}
        </Button>
      </Group>
      <CompaniesTable />
    </Stack>
  );
}
