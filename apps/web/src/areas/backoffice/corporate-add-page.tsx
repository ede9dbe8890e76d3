import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { CorporateForm } from '../../features/backoffice-companies/corporate-form';
import { useT } from '../../ui/use-t';

/** /backoffice/corporates/add?company=&to=: the team adds a user to a client company. */
export default function BackofficeCorporateAddPage() {
  const t = useT();
  const [params] = useSearchParams();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('backofficeCompanies.addCorporate.title')}
        </Title>
        <Text c="dimmed">{t('backofficeCompanies.addCorporate.subtitle')}</Text>
      </div>
      <CorporateForm companyId={params.get('company')} to={params.get('to')} />
    </Stack>
  );
}
