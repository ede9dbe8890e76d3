import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { CompanyPicker } from '../../features/mission-form/company-picker';
import { MissionForm } from '../../features/mission-form/mission-form';
import { backofficeMissionPlace } from '../../features/mission-form/mission-places';
import { useT } from '../../ui/use-t';

/**
 * /backoffice/missions/add?company={id}: the mission form for the team, drafting for that company
 * (the draft's id joins the query once created). Without a company, the team picks one first.
 */
export default function MissionAddPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const company = params.get('company');
  const id = params.get('id');
  if (!company && !id) {
    return (
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('missionForm.backoffice.noCompanyTitle')}</Title>
          <Text c="dimmed">{t('missionForm.backoffice.noCompany')}</Text>
        </div>
        <CompanyPicker onPick={(companyId) => setParams({ company: companyId })} />
      </Stack>
    );
  }
  return <MissionForm mode="create" missionId={id} companyId={company} {...backofficeMissionPlace} />;
}
