import { EnterpriseMissionsView } from '../../features/missions/enterprise-missions-view';

/** /enterprise/missions?tab=all|deposit|contracted|archived: the company's missions. */
export default function EnterpriseMissionsPage() {
  return <EnterpriseMissionsView />;
}
