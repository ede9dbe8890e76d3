import { useParams } from 'react-router';
import { ExploreMissionView } from '../../features/freelancer-missions/explore-mission-view';

/** /freelancer/explore/mission/{id}: a mission open to applications. */
export default function FreelancerExploreMissionPage() {
  const { id } = useParams();
  return id ? <ExploreMissionView key={id} id={id} /> : null;
}
