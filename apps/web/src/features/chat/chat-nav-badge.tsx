import { Badge } from '@mantine/core';
import { useT } from '../../ui/use-t';
import type { CurrentUser } from '../session/me-query';
import { unreadLabel } from './chat-format';
import { useChatEvents } from './chat-live';

/**
 * The unread count on the navigation's "Messages" item; while it is on screen it also listens to
 * the viewer's chat events, which keep the count, the lists and the open conversation live.
 */
export function ChatNavBadge({ user }: { user: CurrentUser }) {
  const t = useT();
  useChatEvents(user.id);
  const count = user.unreadChatMessagesCount ?? 0;
  if (count <= 0) return null;
  return (
    <Badge size="sm" color="danger" circle={count < 10} aria-label={t('chat.nav.unread', { count })}>
      {unreadLabel(count)}
    </Badge>
  );
}

/** For the navigation items: `badge: chatNavBadge`. */
export const chatNavBadge = (user: CurrentUser) => <ChatNavBadge user={user} />;
