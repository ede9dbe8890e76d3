import { useParams } from 'react-router';
import { ProposalView } from '../../features/freelancer-missions/proposal-view';

/** /freelancer/explore/match/{id}: a mission the team proposes to the freelancer. */
export default function FreelancerExploreMatchPage() {
  const { id } = useParams();
  return id ? <ProposalView key={id} id={id} /> : null;
}
