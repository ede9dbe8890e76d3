import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { MissionForm } from '../../features/mission-form/mission-form';
import { backofficeMissionPlace } from '../../features/mission-form/mission-places';
import { MessagePage } from '../../ui/message-page';
import { useT } from '../../ui/use-t';

/**
 * /backoffice/missions/add?company={id}: the mission form for the team, drafting for that company
 * (the draft's id joins the query once created). Without a company, the team starts from one.
 */
export default function MissionAddPage() {
  const t = useT();
  const [params] = useSearchParams();
  const company = params.get('company');
  const id = params.get('id');
  if (!company && !id) {
    return (
      <MessagePage
        icon={<IconBuildingSkyscraper size={40} />}
        title={t('missionForm.backoffice.noCompanyTitle')}
        text={t('missionForm.backoffice.noCompany')}
        action={{ label: t('missionForm.backoffice.toCompanies'), to: '/backoffice/companies' }}
      />
    );
  }
  return <MissionForm mode="create" missionId={id} companyId={company} {...backofficeMissionPlace} />;
}
