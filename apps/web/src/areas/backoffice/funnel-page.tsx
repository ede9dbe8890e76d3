import { useParams } from 'react-router';
import { FunnelView } from '../../features/funnel/funnel-view';
import { TeamTip, useTeamTipsKnown } from '../../features/tips/team-tip';

/** /backoffice/funnel/{id}: the funnel of a mission, kanban by default. */
export default function BackofficeFunnelPage() {
  const { id } = useParams();
  const tipsKnown = useTeamTipsKnown();
  if (!id) return null;
  return <FunnelView key={id} missionId={id} intro={<TeamTip tip="funnelDragDrop" />} introReady={tipsKnown} />;
}
