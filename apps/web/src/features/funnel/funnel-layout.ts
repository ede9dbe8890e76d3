import { useCallback, useState } from 'react';

/*
 * The back office's layout state, kept in the browser (local storage) like the spec's session
 * state: collapse flags and the matches layout, kanban by default. One JSON object under one key,
 * so that other layout flags can live beside the funnel's without a second key.
 */

export const BACKOFFICE_LAYOUT_KEY = 'orbite.backofficeLayout';

export type MatchesLayout = 'kanban' | 'list';

export interface BackofficeLayout {
  matches: MatchesLayout;
  /** Collapse flags of back-office panels, by name. */
  collapsed?: Record<string, boolean>;
  [key: string]: unknown;
}

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** The stored layout; anything missing or broken falls back to the defaults (kanban). */
export function readBackofficeLayout(store: Storage | null = storage()): BackofficeLayout {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(BACKOFFICE_LAYOUT_KEY) ?? '{}');
    const saved = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    return { ...saved, matches: saved.matches === 'list' ? 'list' : 'kanban' };
  } catch {
    return { matches: 'kanban' };
  }
}

/** Stores a change, keeping the flags it does not name. */
export function writeBackofficeLayout(
  change: Partial<BackofficeLayout>,
  store: Storage | null = storage(),
): BackofficeLayout {
  const next = { ...readBackofficeLayout(store), ...change };
  try {
    store?.setItem(BACKOFFICE_LAYOUT_KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage: the choice holds for this page only.
  }
  return next;
}

/** The funnel's layout (kanban or list), remembered across visits. */
export function useMatchesLayout(): [MatchesLayout, (layout: MatchesLayout) => void] {
  const [layout, setLayout] = useState<MatchesLayout>(() => readBackofficeLayout().matches);
  const change = useCallback((next: MatchesLayout) => {
    setLayout(next);
    writeBackofficeLayout({ matches: next });
  }, []);
  return [layout, change];
}
