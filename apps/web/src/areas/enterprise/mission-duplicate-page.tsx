import { useSearchParams } from 'react-router';
import { MissionDuplicate } from '../../features/mission-form/mission-duplicate';

/** /enterprise/mission/duplicate?id={id}: copies the mission, then edits the copy in create mode. */
export default function MissionDuplicatePage() {
  const [params] = useSearchParams();
  return <MissionDuplicate sourceId={params.get('id')} missionsPath="/enterprise/missions" />;
}
