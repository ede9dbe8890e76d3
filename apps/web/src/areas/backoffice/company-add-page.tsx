import { Stack, Text, Title } from '@mantine/core';
import { CompanyForm } from '../../features/backoffice-companies/company-form';
import { useT } from '../../ui/use-t';

/** /backoffice/companies/add: the team creates a client company, then lands on its page. */
export default function BackofficeCompanyAddPage() {
  const t = useT();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('backofficeCompanies.add.title')}
        </Title>
        <Text c="dimmed">{t('backofficeCompanies.add.subtitle')}</Text>
      </div>
      <CompanyForm />
    </Stack>
  );
}
