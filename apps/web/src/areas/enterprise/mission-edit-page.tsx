import { useParams } from 'react-router';
import { MissionForm } from '../../features/mission-form/mission-form';
import { enterpriseMissionPlace } from '../../features/mission-form/mission-places';

/** /enterprise/mission/{id}/edit: a draft (saved as typed) or a mission under review (explicit save). */
export default function MissionEditPage() {
  const { id } = useParams();
  return <MissionForm mode="edit" missionId={id ?? null} {...enterpriseMissionPlace} />;
}
