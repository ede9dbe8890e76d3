import { NovaChat } from '../../features/nova/nova-chat';

/** /enterprise/nova-ai/:conversationId?: Nova, the recruiting assistant of corporates with Nova access. */
export default function NovaPage() {
  return (
    <NovaChat
      surface="enterprise"
      basePath="/enterprise/nova-ai"
      freelancerHref={(freelancer) =>
        freelancer.publicId ? `/enterprise/freelancers/${encodeURIComponent(freelancer.publicId)}` : null
      }
      titleKey="nova.enterprise.title"
      introKey="nova.enterprise.intro"
      suggestionKeys={['nova.suggestion.search', 'nova.suggestion.draft', 'nova.suggestion.summary']}
    />
  );
}
