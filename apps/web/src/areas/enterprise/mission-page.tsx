import { useNavigate, useParams } from 'react-router';
import { missionSections } from '../../features/missions/mission-sections';
import { MissionView } from '../../features/missions/mission-view';
import { useT } from '../../ui/use-t';

const missionPath = (id: string) => `/enterprise/missions/${id}`;

/** /enterprise/missions/{id}/{section?}: the client's mission page, the section in the path. */
export default function EnterpriseMissionPage() {
  const t = useT();
  const navigate = useNavigate();
  const { id, section } = useParams();
  if (!id) return null;
  return (
    <MissionView
      key={id}
      id={id}
      viewer="corporate"
      section={section}
      onSection={(next) =>
        navigate(next === missionSections[0]?.id ? missionPath(id) : `${missionPath(id)}/${next}`, { replace: true })
      }
      back={{ to: '/enterprise/missions', label: t('missions.page.backEnterprise') }}
      missionPath={missionPath}
    />
  );
}
