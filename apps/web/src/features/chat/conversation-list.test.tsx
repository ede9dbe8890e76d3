import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHAT_CONVERSATIONS } from './chat-operations';
import { conversation, renderChat, VIEWER_ID } from './chat-test-kit';
import { ConversationList } from './conversation-list';

const page = (items: ReturnType<typeof conversation>[], count = items.length) => ({
  request: { query: CHAT_CONVERSATIONS, variables: { offset: 0, limit: 20, search: null, all: false } },
  result: { data: { chatConversations: { __typename: 'ChatConversationPage', items, count } } },
});

const renderList = (mocks: ReturnType<typeof page>[]) =>
  renderChat(<ConversationList viewerId={VIEWER_ID} selectedId={null} pathOf={({ id }) => `/m/${id}`} />, mocks);

describe('ConversationList', () => {
  it('lists the conversations most recent first, with their unread counts', async () => {
    renderList([
      page([
        conversation('1', { title: 'Ancienne', lastMessageAt: '2026-11-01T10:00:00Z', unreadCount: 0 }),
        conversation('2', { title: 'Récente', lastMessageAt: '2026-11-20T10:00:00Z', unreadCount: 3 }),
        conversation('3', { title: 'Bavarde', lastMessageAt: '2026-11-10T10:00:00Z', unreadCount: 120 }),
      ]),
    ]);
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Récente'),
      expect.stringContaining('Bavarde'),
      expect.stringContaining('Ancienne'),
    ]);
    expect(within(rows[0]!).getByLabelText('3 messages non lus')).toHaveTextContent('3');
    expect(within(rows[1]!).getByLabelText('120 messages non lus')).toHaveTextContent('99+');
    expect(within(rows[2]!).queryByLabelText(/non lu/)).toBeNull();
    expect(rows[0]).toHaveAttribute('href', '/m/2');
  });

  it('says there is no conversation yet and how one starts', async () => {
    renderList([page([])]);
    expect(await screen.findByText('Aucune conversation pour l’instant')).toBeInTheDocument();
    expect(screen.getByText(/Envoyer un message/)).toBeInTheDocument();
  });

  it('offers more conversations while some are not loaded', async () => {
    renderList([page([conversation('1')], 25)]);
    expect(await screen.findByRole('button', { name: 'Afficher plus de conversations' })).toBeInTheDocument();
  });
});
