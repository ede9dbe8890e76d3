import { NovaFeedbacksView } from '../../features/nova-feedbacks/nova-feedbacks-view';

/** /backoffice/nova-feedbacks: what users thought of Nova's answers, for the team to read and handle. */
export default function BackofficeNovaFeedbacksPage() {
  return <NovaFeedbacksView />;
}
