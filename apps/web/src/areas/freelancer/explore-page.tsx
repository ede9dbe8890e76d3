import { ExploreView } from '../../features/freelancer-missions/explore-view';

/** /freelancer/explore: the missions recommended to the freelancer. */
export default function FreelancerExplorePage() {
  return <ExploreView />;
}
