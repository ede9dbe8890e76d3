import { InMemoryCache } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fr } from '../../i18n/messages';
import type { ChatConversation, ChatMessage, ChatParticipant } from './chat-operations';

/* Fixtures and a render helper for the chat's component tests (not a test file itself). */

// What jsdom lacks and ProseMirror or Mantine reach for.
Element.prototype.scrollIntoView ??= () => {};
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
document.elementFromPoint ??= () => null;

export const VIEWER_ID = '1';

export const person = (userId: string, fullName: string, extra: Partial<ChatParticipant> = {}): ChatParticipant =>
  ({
    __typename: 'ChatParticipant',
    userId,
    fullName,
    role: 'freelancer',
    profilePictureUrl: null,
    companyName: null,
    lastReadMessageId: null,
    lastReadAt: null,
    ...extra,
  }) as ChatParticipant;

export const karim = person(VIEWER_ID, 'Karim Benali');
export const sophie = person('2', 'Sophie Martin', { role: 'corporate', companyName: 'Acme' });

export const message = (id: string, extra: Partial<ChatMessage> = {}): ChatMessage =>
  ({
    __typename: 'ChatMessage',
    id,
    conversationId: '10',
    author: sophie,
    body: `<p>Message ${id}</p>`,
    plainText: `Message ${id}`,
    createdAt: '2026-11-20T10:00:00.000Z',
    editedAt: null,
    deleted: false,
    mine: false,
    attachments: [],
    mentions: [],
    ...extra,
  }) as ChatMessage;

export const conversation = (id: string, extra: Partial<ChatConversation> = {}): ChatConversation =>
  ({
    __typename: 'ChatConversation',
    id,
    publicId: `pub-${id}`,
    kind: 'mission',
    title: `Mission ${id}`,
    missionId: '7',
    matchId: null,
    participants: [karim, sophie],
    lastMessage: message(`${id}00`, { conversationId: id }),
    lastMessageAt: '2026-11-20T10:00:00.000Z',
    unreadCount: 0,
    isParticipant: true,
    ...extra,
  }) as ChatConversation;

/** Renders `ui` with mocked GraphQL, French messages, Mantine and a router at `path`. */
export function renderChat(ui: ReactNode, mocks: MockedResponse[], { path = '/', cache = new InMemoryCache() } = {}) {
  const result = render(
    <MockedProvider mocks={mocks} cache={cache}>
      <IntlProvider locale="fr-FR" messages={fr}>
        <MantineProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="*" element={ui} />
            </Routes>
          </MemoryRouter>
        </MantineProvider>
      </IntlProvider>
    </MockedProvider>,
  );
  return { ...result, cache };
}
