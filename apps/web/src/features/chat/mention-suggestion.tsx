import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { Mention, type MentionNodeAttrs } from '@tiptap/extension-mention';
import type { SuggestionKeyDownProps, SuggestionOptions, SuggestionProps } from '@tiptap/suggestion';
import { createStore, type Store, useStore } from '../../ui/create-store';
import { useT } from '../../ui/use-t';
import type { MentionCandidate } from './chat-operations';

/** What the suggestion list shows while the writer types after @ or #. */
export interface SuggestionState {
  char: string;
  items: MentionCandidate[];
  index: number;
  choose: (item: MentionCandidate) => void;
}

export type MentionSearch = (search: string) => Promise<MentionCandidate[]>;

export const createSuggestionStore = () => createStore<SuggestionState | null>(null);

/**
 * The Mention extension with the contract's markup: `<span data-type="mention" data-id="F:12"
 * data-label="Name">@Name</span>` (the trigger is read back from the text, not stored apart).
 */
export function chatMention(search: MentionSearch, store: Store<SuggestionState | null>) {
  return Mention.extend({
    addAttributes() {
      return {
        ...this.parent?.(),
        mentionSuggestionChar: {
          default: '@',
          parseHTML: (element: HTMLElement) => (element.textContent?.startsWith('#') ? '#' : '@'),
          renderHTML: () => ({}),
        },
      };
    },
  }).configure({
    suggestions: [suggestion('@', search, store), suggestion('#', search, store)],
  });
}

type Options = Omit<SuggestionOptions<MentionCandidate, MentionNodeAttrs>, 'editor'>;

function suggestion(char: string, search: MentionSearch, store: Store<SuggestionState | null>): Options {
  const show = (props: SuggestionProps<MentionCandidate, MentionNodeAttrs>) =>
    store.set((previous) => ({
      char,
      items: props.items,
      index: previous?.char === char ? Math.min(previous.index, Math.max(0, props.items.length - 1)) : 0,
      choose: (item) => props.command({ id: `${item.type}:${item.candidateId}`, label: item.name }),
    }));
  return {
    char,
    // Spec 002: suggestions need at least one character after the trigger.
    minQueryLength: 1,
    debounce: 150,
    items: async ({ query }) => (query.trim() ? search(`${char}${query}`).catch(() => []) : []),
    render: () => ({
      onStart: show,
      onUpdate: show,
      onExit: () => store.set(null),
      onKeyDown: ({ event }: SuggestionKeyDownProps) => moveIn(store, event),
    }),
  };
}

/** Arrow keys move in the list, Enter or Tab choose, Escape closes; other keys go to the editor. */
function moveIn(store: Store<SuggestionState | null>, event: KeyboardEvent): boolean {
  const state = store.get();
  if (!state || state.items.length === 0) return false;
  const count = state.items.length;
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    const step = event.key === 'ArrowDown' ? 1 : -1;
    store.set({ ...state, index: (state.index + step + count) % count });
    return true;
  }
  if (event.key === 'Enter' || event.key === 'Tab') {
    const item = state.items[state.index];
    if (item) state.choose(item);
    return true;
  }
  if (event.key === 'Escape') {
    store.set(null);
    return true;
  }
  return false;
}

const typeLabel: Record<string, string> = {
  F: 'chat.mention.F',
  C: 'chat.mention.C',
  T: 'chat.mention.T',
  M: 'chat.mention.M',
  CP: 'chat.mention.CP',
};

/** The candidates for the mention being typed, above the composer. */
export function MentionSuggestionList({ store }: { store: Store<SuggestionState | null> }) {
  const t = useT();
  const state = useStore(store);
  if (!state || state.items.length === 0) return null;
  return (
    <Paper
      shadow="md"
      withBorder
      radius="md"
      p={4}
      pos="absolute"
      bottom="100%"
      left={0}
      mb={6}
      w={320}
      maw="100%"
      style={{ zIndex: 20 }}
    >
      <Stack gap={0} role="listbox" aria-label={t('chat.mention.label')}>
        {state.items.map((item, index) => (
          <UnstyledButton
            key={`${item.type}:${item.candidateId}`}
            role="option"
            aria-selected={index === state.index}
            px="sm"
            py={6}
            bg={index === state.index ? 'orbite.0' : undefined}
            style={{ borderRadius: 6 }}
            onMouseDown={(event) => {
              event.preventDefault();
              state.choose(item);
            }}
          >
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Text size="sm" fw={600} truncate>
                {state.char}
                {item.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {item.detail ?? t(typeLabel[item.type] ?? 'chat.mention.F')}
              </Text>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Paper>
  );
}
