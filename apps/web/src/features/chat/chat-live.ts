import type { ApolloCache, ApolloClient } from '@apollo/client';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { createStore } from '../../ui/create-store';
import {
  CHAT_CONVERSATION,
  CHAT_CONVERSATIONS,
  CHAT_EVENT,
  CHAT_MESSAGE_FIELDS,
  CHAT_MESSAGES,
  type ChatEvent,
  type ChatMessage,
} from './chat-operations';

/** The conversation open on screen (its messages do not count as unread while the tab is visible). */
export const openConversation = createStore<string | null>(null);

export const tabVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/** The viewer's unread total on the cached `me` (the navigation badge reads it). */
export function setUnreadTotal(cache: ApolloCache, userId: string, count: number | ((previous: number) => number)) {
  cache.modify({
    id: cache.identify({ __typename: 'User', id: userId }),
    fields: {
      unreadChatMessagesCount: (previous: number | null) =>
        Math.max(0, typeof count === 'function' ? count(previous ?? 0) : count),
    },
  });
}

/**
 * Applies a chat event to the cache: the message joins its conversation's loaded page, the
 * conversation's last message, time and unread count move (the list re-sorts on them), edits and
 * deletions replace the message, and the viewer's total follows the server's figure.
 */
export function applyChatEvent(client: ApolloClient, event: ChatEvent, userId: string) {
  const { cache } = client;
  setUnreadTotal(cache, userId, event.unreadChatMessagesCount);
  const conversationRef = cache.identify({ __typename: 'ChatConversation', id: event.conversationId });
  const message = event.message;

  if (event.kind === 'read') {
    // Receipts and unread counts changed: the conversation's participants say by how much.
    void client
      .query({
        query: CHAT_CONVERSATION,
        variables: { id: event.conversationId },
        fetchPolicy: 'network-only',
        context: { silent: true },
      })
      .catch(() => {});
    return;
  }
  if (!message) return;
  if (event.kind !== 'message') {
    writeMessage(cache, message);
    return;
  }

  cache.updateQuery({ query: CHAT_MESSAGES, variables: { conversationId: event.conversationId } }, (data) => {
    if (!data || data.chatMessages.items.some((item) => item.id === message.id)) return data;
    return { chatMessages: { ...data.chatMessages, items: [...data.chatMessages.items, message] } };
  });

  const messageRef = writeMessage(cache, message);
  const counts = !message.mine && (openConversation.get() !== event.conversationId || !tabVisible());
  const modified = cache.modify({
    id: conversationRef,
    fields: {
      lastMessage: (previous) => messageRef ?? previous,
      lastMessageAt: () => message.createdAt,
      unreadCount: (previous: number) => (counts ? previous + 1 : previous),
    },
  });
  // A conversation the lists have not seen yet (a new one): the lists ask again.
  if (!modified)
    for (const list of client.getObservableQueries('active'))
      if (list.query === CHAT_CONVERSATIONS || list.queryName === 'ChatConversations') void list.refetch();
}

function writeMessage(cache: ApolloCache, message: ChatMessage) {
  return cache.writeFragment({
    fragment: CHAT_MESSAGE_FIELDS,
    fragmentName: 'ChatMessageFields',
    data: { __typename: 'ChatMessage', ...message },
  });
}

/** Listens to the viewer's chat events for as long as it is mounted (layout badge, chat page). */
export function useChatEvents(userId: string | null | undefined) {
  const client = useApolloClient();
  useSubscription(CHAT_EVENT, {
    skip: !userId,
    context: { silent: true },
    onData: ({ data }) => {
      if (userId && data.data?.chatEvent) applyChatEvent(client, data.data.chatEvent, userId);
    },
  });
}
