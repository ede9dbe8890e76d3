import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNovaChat } from './use-nova-chat';

const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={[]}>{children}</MockedProvider>;

function sseResponse(events: [string, unknown][]): Response {
  const text = events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.slice(i, i + 7));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('useNovaChat', () => {
  it('streams an answer, its tool calls and names the new conversation', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      sseResponse([
        ['conversation', { id: 'abc', title: 'Data engineer' }],
        ['user', { id: '11' }],
        ['delta', { text: 'Voici ' }],
        ['delta', { text: '2 profils.' }],
        ['tool', { id: 't1', name: 'searchFreelancers', arguments: {}, result: { freelancers: [] } }],
        ['done', { messageId: '12', engine: 'offline' }],
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onConversation = vi.fn();
    const { result } = renderHook(
      () => useNovaChat({ surface: 'enterprise', conversationId: undefined, onConversation, fallbackError: 'x' }),
      { wrapper },
    );
    await act(() => result.current.send('Je cherche un data engineer'));
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1].body)).toEqual({
      conversationId: null,
      surface: 'enterprise',
      content: 'Je cherche un data engineer',
    });
    expect(onConversation).toHaveBeenCalledWith('abc');
    const [question, answer] = result.current.messages;
    expect(question).toMatchObject({ id: '11', role: 'user' });
    expect(answer).toMatchObject({ id: '12', content: 'Voici 2 profils.', status: 'done', engine: 'offline' });
    expect(answer?.toolCalls.map((call) => call.name)).toEqual(['searchFreelancers']);
    expect(result.current.streaming).toBe(false);
  });

  it('shows the server’s error before streaming', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response(
          JSON.stringify({ errors: [{ code: 403, message: 'Nova n’est pas ouvert à votre entreprise.' }] }),
          {
            status: 403,
            headers: { 'content-type': 'application/json' },
          },
        ),
      ),
    );
    const { result } = renderHook(
      () =>
        useNovaChat({ surface: 'enterprise', conversationId: undefined, onConversation: vi.fn(), fallbackError: 'x' }),
      { wrapper },
    );
    await act(() => result.current.send('Bonjour'));
    await waitFor(() =>
      expect(result.current.messages[1]).toMatchObject({
        status: 'failed',
        error: 'Nova n’est pas ouvert à votre entreprise.',
      }),
    );
  });
});
