import { describe, expect, it } from 'vitest';
import { BACKOFFICE_LAYOUT_KEY, readBackofficeLayout, writeBackofficeLayout } from './funnel-layout';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('the back-office layout state', () => {
  it('shows the matches as a kanban by default, and when the stored value is broken', () => {
    expect(readBackofficeLayout(memoryStorage()).matches).toBe('kanban');
    expect(readBackofficeLayout(memoryStorage({ [BACKOFFICE_LAYOUT_KEY]: '{oops' })).matches).toBe('kanban');
    expect(readBackofficeLayout(memoryStorage({ [BACKOFFICE_LAYOUT_KEY]: '{"matches":"grid"}' })).matches).toBe(
      'kanban',
    );
    expect(readBackofficeLayout(null).matches).toBe('kanban');
  });

  it('remembers the list, keeping the other flags', () => {
    const store = memoryStorage({ [BACKOFFICE_LAYOUT_KEY]: '{"collapsed":{"menu":true}}' });
    writeBackofficeLayout({ matches: 'list' }, store);
    expect(readBackofficeLayout(store)).toEqual({ matches: 'list', collapsed: { menu: true } });
  });
});
