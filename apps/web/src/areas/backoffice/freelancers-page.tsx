import { FreelanceListView } from '../../features/freelance-list/freelance-list-view';

/** /backoffice/freelancers?mode=...: the team's freelancers, by list mode (spec 001). */
export default function BackofficeFreelancersPage() {
  return <FreelanceListView />;
}
