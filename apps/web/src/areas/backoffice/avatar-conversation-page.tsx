import { useLocation } from 'react-router';
import { NovaChat } from '../../features/nova/nova-chat';

/** /backoffice/labs/avatar-conversation and /labs/avatar-conversation: a talent interview, the team plays the candidate. */
export default function AvatarConversationPage() {
  const { pathname } = useLocation();
  const basePath = pathname.startsWith('/backoffice')
    ? '/backoffice/labs/avatar-conversation'
    : '/labs/avatar-conversation';
  return (
    <NovaChat
      surface="avatar"
      basePath={basePath}
      freelancerHref={(freelancer) => `/backoffice/freelancers/${encodeURIComponent(String(freelancer.id))}`}
      titleKey="nova.avatar.title"
      introKey="nova.avatar.intro"
      routed={false}
      suggestionKeys={[
        'nova.avatar.suggestion.hello',
        'nova.avatar.suggestion.experience',
        'nova.avatar.suggestion.rate',
      ]}
    />
  );
}
