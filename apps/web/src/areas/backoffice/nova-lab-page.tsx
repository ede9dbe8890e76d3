import { NovaChat } from '../../features/nova/nova-chat';

/** /backoffice/labs/orbite-nova/:conversationId?: the team tries Nova, freelancer links open the back office. */
export default function NovaLabPage() {
  return (
    <NovaChat
      surface="backoffice"
      basePath="/backoffice/labs/orbite-nova"
      freelancerHref={(freelancer) => `/backoffice/freelancers/${encodeURIComponent(String(freelancer.id))}`}
      titleKey="nova.lab.title"
      introKey="nova.lab.intro"
      suggestionKeys={['nova.suggestion.stats', 'nova.suggestion.search', 'nova.suggestion.draft']}
    />
  );
}
