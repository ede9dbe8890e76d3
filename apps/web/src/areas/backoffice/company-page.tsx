import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { ActivityFeed } from '../../features/activity/activity-feed';
import { useCompanySettings } from '../../features/company-settings/company-settings-operations';
import { CompanySettingsPanel } from '../../features/company-settings/company-settings-panel';
import { useT } from '../../ui/use-t';

/** /backoffice/companies/:id: the team edits a client company's legal identity and billing settings. */
export default function BackofficeCompanyPage() {
  const t = useT();
  const { id = '' } = useParams();
  const { data } = useCompanySettings(id);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {data?.companySettings.legalName ?? t('companySettings.backoffice.title', { id })}
        </Title>
        <Text c="dimmed">{t('companySettings.backoffice.subtitle')}</Text>
      </div>
      <CompanySettingsPanel companyId={id} team />
      {id ? <ActivityFeed subject="company" id={id} /> : null}
    </Stack>
  );
}
