import { useParams } from 'react-router';
import { missionSections } from '../../features/missions/mission-sections';
import { MissionView } from '../../features/missions/mission-view';
import { useQueryTab } from '../../shell/query-tabs';
import { useT } from '../../ui/use-t';

const sectionIds = missionSections.map((section) => section.id);
const missionPath = (id: string) => `/backoffice/missions/${id}`;

/** /backoffice/missions/{id}?tab=details|history: the team's mission page. */
export default function BackofficeMissionPage() {
  const t = useT();
  const { id } = useParams();
  const [tab, setTab] = useQueryTab(sectionIds);
  if (!id) return null;
  return (
    <MissionView
      key={id}
      id={id}
      viewer="teamMember"
      section={tab}
      onSection={(section) => setTab(section === sectionIds[0] ? null : section)}
      back={{ to: '/backoffice/missions', label: t('missions.page.backBackoffice') }}
      missionPath={missionPath}
    />
  );
}
