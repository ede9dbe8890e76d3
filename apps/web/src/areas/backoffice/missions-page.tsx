import { BackofficeMissionsView } from '../../features/missions/backoffice-missions-view';

/** /backoffice/missions?mode=...: every company's missions, by back-office mode. */
export default function BackofficeMissionsPage() {
  return <BackofficeMissionsView />;
}
