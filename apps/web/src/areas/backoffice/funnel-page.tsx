import { useParams } from 'react-router';
import { FunnelView } from '../../features/funnel/funnel-view';

/** /backoffice/funnel/{id}: the funnel of a mission, kanban by default. */
export default function BackofficeFunnelPage() {
  const { id } = useParams();
  if (!id) return null;
  return <FunnelView key={id} missionId={id} />;
}
