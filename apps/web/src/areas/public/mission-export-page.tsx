import { useParams } from 'react-router';
import { MissionExportView } from '../../features/mission-form/mission-export-view';

/** /enterprise/mission/{hash}/export: the public read-only view of a mission. */
export default function MissionExportPage() {
  const { hash } = useParams();
  return <MissionExportView hash={hash ?? ''} />;
}
