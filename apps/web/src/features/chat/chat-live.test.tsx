import { useQuery } from '@apollo/client/react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ME_QUERY } from '../session/me-query';
import { useChatEvents } from './chat-live';
import { ChatNavBadge } from './chat-nav-badge';
import {
  CHAT_CONVERSATION,
  CHAT_EVENT,
  CHAT_MESSAGES,
  type ChatMessage,
  MARK_CHAT_CONVERSATION_AS_READ,
} from './chat-operations';
import { conversation, karim, message, renderChat, sophie, VIEWER_ID } from './chat-test-kit';
import { ConversationPanel } from './conversation-panel';

const event = (kind: string, chatMessage: ChatMessage | null, unreadChatMessagesCount: number, delay = 30) => ({
  request: { query: CHAT_EVENT },
  result: {
    data: {
      chatEvent: { __typename: 'ChatEvent', kind, conversationId: '10', message: chatMessage, unreadChatMessagesCount },
    },
  },
  delay,
});

const me = (unreadChatMessagesCount: number) => ({
  __typename: 'User',
  id: VIEWER_ID,
  email: 'karim@test.fr',
  emailConfirmed: true,
  firstName: 'Karim',
  lastName: 'Benali',
  fullName: 'Karim Benali',
  role: 'freelancer',
  permissions: {},
  profilePictureUrl: null,
  locale: 'fr',
  unreadChatMessagesCount,
  impersonating: null,
  freelance: null,
  corporate: null,
  teamMember: null,
});

function Live() {
  useChatEvents(VIEWER_ID);
  return null;
}

function BadgeOfMe() {
  const { data } = useQuery(ME_QUERY);
  return data?.me ? <ChatNavBadge user={data.me} /> : null;
}

describe('chat live updates', () => {
  it('appends a message of the open conversation as it arrives, and marks the conversation read', async () => {
    const open = conversation('10', { participants: [karim, sophie], unreadCount: 0 });
    let marked = 0;
    renderChat(
      <>
        <Live />
        <ConversationPanel conversationId="10" viewerId={VIEWER_ID} />
      </>,
      [
        {
          request: { query: CHAT_CONVERSATION, variables: { id: '10' } },
          result: { data: { chatConversation: open } },
        },
        {
          request: { query: CHAT_MESSAGES, variables: { conversationId: '10' } },
          result: {
            data: {
              chatMessages: {
                __typename: 'ChatMessagePage',
                hasMore: false,
                items: [message('2000', { body: '<p>Bonjour Karim</p>', plainText: 'Bonjour Karim' })],
              },
            },
          },
        },
        event(
          'message',
          message('2001', {
            body: '<p>Le contrat est signé</p>',
            plainText: 'Le contrat est signé',
            createdAt: '2026-11-20T10:01:00.000Z',
          }),
          1,
          800,
        ),
        {
          request: { query: MARK_CHAT_CONVERSATION_AS_READ, variables: { conversationId: '10' } },
          result: () => {
            marked += 1;
            return { data: { markChatConversationAsRead: { ...open, unreadCount: 0 } } };
          },
          maxUsageCount: 5,
        },
      ],
    );
    const log = await screen.findByRole('log', { name: 'Messages de la conversation' });
    await within(log).findByText('Bonjour Karim');
    expect(await within(log).findByText('Le contrat est signé')).toBeInTheDocument();
    await waitFor(() => expect(marked).toBeGreaterThan(0));
  });

  it('shows the unread total on the navigation, 99+ above 99, and follows the chat events', async () => {
    renderChat(<BadgeOfMe />, [
      { request: { query: ME_QUERY }, result: { data: { me: me(150) } } },
      event('message', message('7', { conversationId: '10' }), 42, 200),
    ]);
    expect(await screen.findByLabelText('150 messages non lus')).toHaveTextContent('99+');
    expect(await screen.findByLabelText('42 messages non lus')).toHaveTextContent('42');
  });

  it('shows no badge when everything is read', async () => {
    renderChat(<BadgeOfMe />, [{ request: { query: ME_QUERY }, result: { data: { me: me(0) } } }]);
    await waitFor(() => expect(screen.queryByLabelText(/non lu/)).toBeNull());
  });
});
