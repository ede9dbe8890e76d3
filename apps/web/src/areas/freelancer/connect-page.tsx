import { ConnectView } from '../../features/freelancer-missions/connect-view';

/** /freelancer/connect: the missions of the Connect offer, where a qualified freelancer reaches the client directly. */
export default function FreelancerConnectPage() {
  return <ConnectView />;
}
