import { useParams } from 'react-router';
import { MyMissionView } from '../../features/freelancer-missions/my-mission-view';

/** /freelancer/missions/{id}/{section?}: the freelancer's match on a mission; the section scrolls into view. */
export default function FreelancerMissionPage() {
  const { id, section } = useParams();
  return id ? <MyMissionView key={id} missionId={id} section={section} /> : null;
}
