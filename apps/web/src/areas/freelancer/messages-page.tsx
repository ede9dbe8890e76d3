import { VisuallyHidden } from '@mantine/core';
import { useParams } from 'react-router';
import { ENVIRONMENT_MESSENGER_HEIGHT, Messenger } from '../../features/chat/messenger';
import { useCurrentUser } from '../../features/session/session-context';
import { useT } from '../../ui/use-t';

/** The freelancer's messages: their conversations and the open one. */
export default function FreelancerMessagesPage() {
  const t = useT();
  const user = useCurrentUser();
  const { chatConversationId } = useParams();
  return (
    <>
      <VisuallyHidden component="h1">{t('route.freelancer.messages')}</VisuallyHidden>
      <Messenger
        viewerId={user.id}
        conversationId={chatConversationId ?? null}
        listPath="/freelancer/messages"
        pathOf={({ id }) => `/freelancer/messages/${id}`}
        missionPath={(id) => `/freelancer/missions/${id}`}
        height={ENVIRONMENT_MESSENGER_HEIGHT}
      />
    </>
  );
}
