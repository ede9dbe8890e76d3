import { useParams } from 'react-router';
import { MissionForm } from '../../features/mission-form/mission-form';
import { enterpriseMissionPlace } from '../../features/mission-form/mission-places';

/** /enterprise/mission/create/{id?}: a new mission; with the id of its draft once the first change saved it. */
export default function MissionFormPage() {
  const { id } = useParams();
  return <MissionForm mode="create" missionId={id ?? null} {...enterpriseMissionPlace} />;
}
