import { createStore } from '../ui/create-store';

/** Set when any response says the client version is too old: the blocking modal shows. */
export const outdatedVersion = createStore(false);

/** WebSocket connections made so far (above 1: it reconnected; live views refetch what they missed). */
export const webSocketConnections = createStore(0);

/** Offset (ms) between the server clock and this browser's clock, from `extensions.serverTime`. */
export const serverClockOffset = createStore(0);

export function recordServerTime(serverTime: unknown, now = Date.now()): void {
  if (typeof serverTime === 'number' && Number.isFinite(serverTime)) serverClockOffset.set(serverTime - now);
}

/** The current time on the server's clock. */
export function serverNow(): number {
  return Date.now() + serverClockOffset.get();
}

/**
 * Navigation requests from outside React (the Apollo links): the shell's bridge, mounted inside
 * the router, performs them.
 */
export type ShellNavigation = { type: 'notFound' } | { type: 'sessionRevoked' };
const navigationListeners = new Set<(request: ShellNavigation) => void>();

export function requestNavigation(request: ShellNavigation): void {
  for (const listener of navigationListeners) listener(request);
}

export function onNavigationRequest(listener: (request: ShellNavigation) => void): () => void {
  navigationListeners.add(listener);
  return () => navigationListeners.delete(listener);
}
