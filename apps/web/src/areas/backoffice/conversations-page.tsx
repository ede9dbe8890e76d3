import { VisuallyHidden } from '@mantine/core';
import { useParams } from 'react-router';
import { ENVIRONMENT_MESSENGER_HEIGHT, Messenger } from '../../features/chat/messenger';
import { useCurrentUser } from '../../features/session/session-context';
import { useT } from '../../ui/use-t';

/** Every conversation of the marketplace (team): search, then open one. */
export default function BackofficeConversationsPage() {
  const t = useT();
  const user = useCurrentUser();
  const { chatConversationId } = useParams();
  return (
    <>
      <VisuallyHidden component="h1">{t('route.backoffice.conversations')}</VisuallyHidden>
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
