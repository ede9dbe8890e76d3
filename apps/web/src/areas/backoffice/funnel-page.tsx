import { useParams } from 'react-router';
import { FunnelView } from '../../features/funnel/funnel-view';
import { TeamTip } from '../../features/tips/team-tip';

/** /backoffice/funnel/{id}: the funnel of a mission, kanban by default. */
export default function BackofficeFunnelPage() {
  const { id } = useParams();
  if (!id) return null;
  return (
    <>
      <TeamTip tip="funnelDragDrop" mb="md" />
      <FunnelView key={id} missionId={id} />
    </>
  );
}
