import { VisuallyHidden } from '@mantine/core';
import { useParams } from 'react-router';
import { ENVIRONMENT_MESSENGER_HEIGHT, Messenger } from '../../features/chat/messenger';
import { useCurrentUser } from '../../features/session/session-context';
import { useT } from '../../ui/use-t';

/** One conversation in the back office, next to the list of every conversation; a team member may write in it. */
export default function BackofficeConversationPage() {
  const t = useT();
  const user = useCurrentUser();
  const { chatConversationId } = useParams();
  return (
    <>
      <VisuallyHidden component="h1">{t('route.backoffice.conversation')}</VisuallyHidden>
      <Messenger
        viewerId={user.id}
        conversationId={chatConversationId ?? null}
        listPath="/backoffice/conversations"
        pathOf={({ id }) => `/backoffice/conversation/${id}`}
        all
        missionPath={(id) => `/backoffice/missions/${id}`}
        height={ENVIRONMENT_MESSENGER_HEIGHT}
      />
    </>
  );
}
