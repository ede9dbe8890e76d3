import { Alert, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { ActivityFeed } from '../../features/activity/activity-feed';
import { useBackofficeCompany } from '../../features/backoffice-companies/backoffice-companies-operations';
import { CompanyCorporates } from '../../features/backoffice-companies/company-corporates';
import { CompanyHeader } from '../../features/backoffice-companies/company-header';
import { MissionList } from '../../features/backoffice-companies/mission-list';
import { CompanySettingsPanel } from '../../features/company-settings/company-settings-panel';
import { AccountManagerSelect } from '../../features/teams/account-manager-select';
import { BackLink } from '../../ui/back-link';
import { useT } from '../../ui/use-t';

/** /backoffice/companies/:id: a client company, its users, missions, settings and activity. */
export default function BackofficeCompanyPage() {
  const t = useT();
  const { id = '' } = useParams();
  const { data, error } = useBackofficeCompany(id);
  const company = data?.company;
  if (error && !company)
    return (
      <Alert color="red" title={t('backofficeCompanies.company.notFound')}>
        {t('backofficeCompanies.company.notFound.text')}
      </Alert>
    );
  return (
    <Stack gap="lg">
      <BackLink to="/backoffice/companies">{t('backofficeCompanies.company.back')}</BackLink>
      <CompanyHeader company={company} accountManagerSlot={<AccountManagerSelect companyId={id} hideLabel />} />
      {company ? <CompanyCorporates companyId={company.id} corporates={company.corporates} /> : null}
      {company ? <MissionList missions={company.missions} counts={company.missionCounts} /> : null}
      <Title order={2} size="h3">
        {t('backofficeCompanies.company.settings')}
      </Title>
      <CompanySettingsPanel companyId={id} team />
      {id ? <ActivityFeed subject="company" id={id} /> : null}
    </Stack>
  );
}
