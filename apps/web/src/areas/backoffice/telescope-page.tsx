import { TelescopeView } from '../../features/telescope/telescope-view';
import { TeamTip } from '../../features/tips/team-tip';

/** /backoffice/telescope: the team's freelancer search, its filters in the URL. */
export default function TelescopePage() {
  return (
    <>
      <TeamTip tip="telescopeSavedSearches" mb="md" />
      <TelescopeView savedSearch={null} />
    </>
  );
}
