import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CorporatesTable } from '../../features/backoffice-companies/corporates-table';
import { useT } from '../../ui/use-t';

/** /backoffice/corporates: every client user, with the team member's bookmarks. */
export default function BackofficeCorporatesPage() {
  const t = useT();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {t('backofficeCompanies.corporates.title')}
          </Title>
          <Text c="dimmed">{t('backofficeCompanies.corporates.subtitle')}</Text>
        </div>
        <Button component={Link} to="/backoffice/corporates/add" leftSection={<IconUserPlus size={16} aria-hidden />}>
          {t('backofficeCompanies.company.addCorporate')}
        </Button>
      </Group>
      <CorporatesTable />
    </Stack>
  );
}
