import { createContext, useContext } from 'react';
import type { CurrentUser } from './me-query';

export interface Session {
  /** The signed-in user; null when signed out; undefined when not loaded (route prevents fetching). */
  user: CurrentUser | null | undefined;
  loading: boolean;
}

export const SessionContext = createContext<Session>({ user: undefined, loading: false });

export function useSession(): Session {
  return useContext(SessionContext);
}

/** The signed-in user of a private page (the guards have checked it is there). */
export function useCurrentUser(): CurrentUser {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser used outside a private route');
  return user;
}
