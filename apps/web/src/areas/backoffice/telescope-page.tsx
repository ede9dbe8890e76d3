import { TelescopeView } from '../../features/telescope/telescope-view';

/** /backoffice/telescope: the team's freelancer search, its filters in the URL. */
export default function TelescopePage() {
  return <TelescopeView savedSearch={null} />;
}
