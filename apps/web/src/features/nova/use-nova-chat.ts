import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NOVA_CONVERSATION, type NovaMessage, type NovaSurface, type NovaToolCall } from './nova-operations';
import { readSse } from './sse';

/** A message of the thread as shown: the stored fields plus a stable key and the stream's error. */
export interface ChatMessage extends NovaMessage {
  key: string;
  error?: string | null;
}

export const NOVA_MESSAGES_PATH = '/nova/messages';

let localCounter = 0;
const localMessage = (role: 'user' | 'assistant', content: string, status: string): ChatMessage => {
  localCounter += 1;
  const key = `local-${role}-${localCounter}`;
  return {
    key,
    id: key,
    role,
    content,
    status,
    engine: null,
    toolCalls: [],
    createdAt: new Date().toISOString(),
    myFeedback: null,
  };
};

const stored = (message: NovaMessage): ChatMessage => ({ ...message, key: message.id });

interface Options {
  surface: NovaSurface;
  /** The conversation of the URL, undefined for a new one. */
  conversationId: string | undefined;
  /** Called with the conversation id once the server named it (the page follows it in the URL). */
  onConversation: (id: string) => void;
  /** Messages of failures that the server did not word (network, unreadable answer). */
  fallbackError: string;
}

/** A Nova thread: loads the conversation of the URL, sends messages and streams the answers token by token. */
export function useNovaChat({ surface, conversationId, onConversation, fallbackError }: Options) {
  const client = useApolloClient();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const [streaming, setStreaming] = useState(false);
  /** The conversation whose messages are in state (set by the stream, so navigating to it does not reload). */
  const heldId = useRef<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!conversationId) {
      if (heldId.current !== null && !abort.current) {
        heldId.current = null;
        setMessages([]);
      }
      setNotFound(false);
      return;
    }
    if (conversationId === heldId.current) return;
    abort.current?.abort();
    heldId.current = conversationId;
    let active = true;
    setLoading(true);
    setLoadError(false);
    setNotFound(false);
    setMessages([]);
    client
      .query({ query: NOVA_CONVERSATION, variables: { id: conversationId }, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (!active) return;
        const conversation = data?.novaConversation;
        if (!conversation) setNotFound(true);
        else setMessages(conversation.messages.map(stored));
      })
      .catch(() => active && setLoadError(true))
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [client, conversationId]);

  useEffect(() => () => abort.current?.abort(), []);

  const send = useCallback(
    async (content: string) => {
      const text = content.trim();
      if (!text || abort.current) return;
      const question = localMessage('user', text, 'done');
      const answer = localMessage('assistant', '', 'streaming');
      const patch = (change: (message: ChatMessage) => ChatMessage) =>
        setMessages((list) => list.map((message) => (message.key === answer.key ? change(message) : message)));
      const fail = (error: string) => patch((message) => ({ ...message, status: 'failed', error }));
      setMessages((list) => [...list, question, answer]);
      const controller = new AbortController();
      abort.current = controller;
      setStreaming(true);
      try {
        const response = await fetch(NOVA_MESSAGES_PATH, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
          body: JSON.stringify({ conversationId: heldId.current, surface, content: text }),
          signal: controller.signal,
        });
        const type = response.headers.get('content-type') ?? '';
        if (!response.ok || !type.includes('text/event-stream') || !response.body) {
          const body = (await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null;
          fail(body?.errors?.[0]?.message ?? fallbackError);
          return;
        }
        let finished = false;
        await readSse(response.body, ({ event, data }) => {
          const payload = (data ?? {}) as Record<string, unknown>;
          if (event === 'conversation' && typeof payload.id === 'string') {
            const known = heldId.current === payload.id;
            heldId.current = payload.id;
            if (!known) onConversation(payload.id);
          } else if (event === 'user' && payload.id != null) {
            setMessages((list) =>
              list.map((message) => (message.key === question.key ? { ...message, id: String(payload.id) } : message)),
            );
          } else if (event === 'delta' && typeof payload.text === 'string') {
            const chunk = payload.text;
            patch((message) => ({ ...message, content: message.content + chunk }));
          } else if (event === 'tool') {
            const call = payload as unknown as NovaToolCall;
            patch((message) => ({ ...message, toolCalls: [...message.toolCalls, { ...call, id: String(call.id) }] }));
          } else if (event === 'done') {
            finished = true;
            patch((message) => ({
              ...message,
              id: String(payload.messageId ?? message.id),
              engine: typeof payload.engine === 'string' ? payload.engine : null,
              status: 'done',
            }));
          } else if (event === 'error') {
            finished = true;
            fail(typeof payload.message === 'string' ? payload.message : fallbackError);
          }
        });
        if (!finished) fail(fallbackError);
      } catch {
        if (controller.signal.aborted) patch((message) => ({ ...message, status: 'stopped' }));
        else fail(fallbackError);
      } finally {
        if (abort.current === controller) abort.current = null;
        setStreaming(false);
        void client.refetchQueries({ include: ['NovaConversations'] });
      }
    },
    [client, surface, onConversation, fallbackError],
  );

  const stop = useCallback(() => abort.current?.abort(), []);

  /** Forget the thread held (after "Nouvelle conversation" or a deletion). */
  const reset = useCallback(() => {
    abort.current?.abort();
    heldId.current = null;
    setMessages([]);
    setNotFound(false);
  }, []);

  const setFeedback = useCallback((id: string, rating: NovaMessage['myFeedback']) => {
    setMessages((list) => list.map((message) => (message.id === id ? { ...message, myFeedback: rating } : message)));
  }, []);

  return { messages, loading, loadError, notFound, streaming, send, stop, reset, setFeedback };
}
