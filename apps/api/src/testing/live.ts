import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

export interface LiveError {
  message?: string;
  extensions?: { code?: number };
}

/** A graphql-ws client as a browser opens it: the session cookie on the upgrade, no retry. */
function liveClient(baseUrl: string, cookie: string | null) {
  return createClient({
    url: `${baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: cookie ? { cookie } : {} });
      }
    },
    retryAttempts: 0,
  });
}

/**
 * A subscription over graphql-ws, as a browser holds it: the session cookie on the upgrade. Collects
 * the field `field` of each result and the errors; `ready` resolves once the socket is acknowledged,
 * `done` once the subscription ends (refused or completed).
 */
export function subscribeLive<T>(
  baseUrl: string,
  cookie: string | null,
  request: { query: string; variables?: Record<string, unknown> },
  field: string,
) {
  const received: T[] = [];
  const errors: LiveError[] = [];
  const client = liveClient(baseUrl, cookie);
  const ready = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  let dispose: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    dispose = client.subscribe(request, {
      next: (value) => {
        if (value.errors) errors.push(...(value.errors as LiveError[]));
        else received.push((value.data as Record<string, T>)[field] as T);
      },
      error: (error) => {
        if (Array.isArray(error)) errors.push(...(error as LiveError[]));
        resolve();
      },
      complete: () => resolve(),
    });
  });
  return {
    received,
    errors,
    ready,
    done,
    async close() {
      dispose();
      await client.dispose();
    },
  };
}

/** Waits until `check` holds or `timeoutMs` passes; says which. */
export async function eventually(check: () => boolean, timeoutMs = 5_000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return true;
}

/**
 * A socket holding `subscription { serverTime }` with the cookie, once its first tick arrived: counts
 * the ticks and says how the socket closed, if it did (4401 when its session ends).
 */
export async function openServerTimeSocket(baseUrl: string, cookie: string | null) {
  const state = { received: 0, closedWith: null as number | null };
  const client = liveClient(baseUrl, cookie);
  client.on('closed', (event) => {
    state.closedWith = (event as { code: number }).code;
  });
  client.subscribe(
    { query: 'subscription { serverTime }' },
    {
      next: () => {
        state.received += 1;
      },
      error: () => {},
      complete: () => {},
    },
  );
  if (!(await eventually(() => state.received > 0))) throw new Error('no serverTime tick within 5 s');
  return Object.assign(state, { dispose: () => client.dispose() });
}
