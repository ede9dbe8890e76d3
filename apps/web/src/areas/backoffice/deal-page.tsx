import { useParams } from 'react-router';
import { DealPageView } from '../../features/deals/deal-page-view';

/** /backoffice/deal/{missionId}/{id}: the team's page of one deal version. */
export default function BackofficeDealPage() {
  const { missionId, id } = useParams();
  if (!missionId || !id) return null;
  return <DealPageView key={id} missionId={missionId} dealId={id} />;
}
