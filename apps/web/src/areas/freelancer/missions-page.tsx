import { MyMissionsView } from '../../features/freelancer-missions/my-missions-view';

/** /freelancer/missions: the freelancer's applications, proposals and missions. */
export default function FreelancerMissionsPage() {
  return <MyMissionsView />;
}
