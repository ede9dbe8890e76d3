import { useQuery } from '@apollo/client/react';
import {
  Avatar,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@orbite/domain/search';
import { IconMessages, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import { othersOf, sortConversations, unreadLabel } from './chat-format';
import { CHAT_CONVERSATIONS, type ChatConversation } from './chat-operations';
import { RelativeTime } from './relative-time';

const PAGE = 20;

/** The viewer's conversations (or every one, for the team): search, most recent first, "load more". */
export function ConversationList({
  viewerId,
  all = false,
  selectedId,
  pathOf,
}: {
  viewerId: string;
  all?: boolean;
  selectedId: string | null;
  pathOf: (conversation: { id: string; publicId: string }) => string;
}) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const variables = { offset: 0, limit: PAGE, search: debounced || null, all };
  const { data, loading, fetchMore } = useQuery(CHAT_CONVERSATIONS, { variables, notifyOnNetworkStatusChange: true });
  const page = data?.chatConversations;
  const items = sortConversations(page?.items ?? []);

  const loadMore = () =>
    fetchMore({
      variables: { ...variables, offset: page?.items.length ?? 0 },
      updateQuery: (previous, { fetchMoreResult }) => {
        const known = new Set(previous.chatConversations.items.map((item) => item.id));
        const added = fetchMoreResult.chatConversations.items.filter((item) => !known.has(item.id));
        return {
          chatConversations: {
            ...fetchMoreResult.chatConversations,
            items: [...previous.chatConversations.items, ...added],
          },
        };
      },
    });

  return (
    <Stack gap={0} h="100%">
      <Box p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <TextInput
          aria-label={t('chat.list.search')}
          placeholder={t('chat.list.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </Box>
      <ScrollArea style={{ flex: 1 }} type="auto">
        {!page && loading ? (
          <Center py="xl">
            <Loader size="sm" aria-label={t('chat.loading')} />
          </Center>
        ) : items.length === 0 ? (
          <EmptyList searching={Boolean(debounced)} />
        ) : (
          <Stack gap={0} component="ul" p={0} m={0} aria-label={t('chat.list.label')} style={{ listStyle: 'none' }}>
            {items.map((conversation) => (
              <li key={conversation.id}>
                <ConversationRow
                  conversation={conversation}
                  viewerId={viewerId}
                  selected={conversation.id === selectedId}
                  to={pathOf(conversation)}
                />
              </li>
            ))}
          </Stack>
        )}
        {page && page.items.length < page.count && (
          <Center p="sm">
            <Button variant="subtle" size="xs" loading={loading} onClick={() => void loadMore()}>
              {t('chat.list.loadMore')}
            </Button>
          </Center>
        )}
      </ScrollArea>
    </Stack>
  );
}

function EmptyList({ searching }: { searching: boolean }) {
  const t = useT();
  return (
    <Stack align="center" ta="center" gap="xs" p="xl">
      <ThemeIcon size={48} radius="xl" variant="light">
        <IconMessages size={26} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>{t(searching ? 'chat.list.noResult' : 'chat.list.empty')}</Text>
      {!searching && (
        <Text size="sm" c="dimmed">
          {t('chat.list.emptyHint')}
        </Text>
      )}
    </Stack>
  );
}

function ConversationRow({
  conversation,
  viewerId,
  selected,
  to,
}: {
  conversation: ChatConversation;
  viewerId: string;
  selected: boolean;
  to: string;
}) {
  const t = useT();
  const others = othersOf(conversation, viewerId);
  const last = conversation.lastMessage;
  const preview = !last
    ? t('chat.list.noMessage')
    : last.deleted
      ? t('chat.message.deleted')
      : last.plainText || t('chat.list.attachmentOnly', { count: last.attachments.length });
  const unread = conversation.unreadCount > 0;
  return (
    <UnstyledButton
      component={Link}
      to={to}
      aria-current={selected ? 'page' : undefined}
      display="block"
      px="sm"
      py={10}
      bg={selected ? 'orbite.0' : undefined}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-1)' }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar.Group spacing={6}>
          {others.slice(0, 2).map((person) => (
            <Avatar
              key={person.userId}
              src={person.profilePictureUrl}
              name={person.fullName}
              color="initials"
              radius="xl"
              size={others.length > 1 ? 32 : 40}
            />
          ))}
          {others.length === 0 && <Avatar radius="xl" size={40} />}
        </Avatar.Group>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm" fw={unread ? 700 : 600} truncate>
              {conversation.title}
            </Text>
            {conversation.lastMessageAt && (
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                <RelativeTime iso={conversation.lastMessageAt} />
              </Text>
            )}
          </Group>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm" c={unread ? 'dark' : 'dimmed'} fw={unread ? 600 : 400} truncate>
              {last && !last.mine && last.author ? `${last.author.fullName.split(' ')[0]} : ` : ''}
              {last?.mine ? `${t('chat.list.you')} ` : ''}
              {preview}
            </Text>
            {unread && (
              <Badge
                size="sm"
                circle={conversation.unreadCount < 10}
                aria-label={t('chat.list.unread', { count: conversation.unreadCount })}
                style={{ flexShrink: 0 }}
              >
                {unreadLabel(conversation.unreadCount)}
              </Badge>
            )}
          </Group>
        </Box>
      </Group>
    </UnstyledButton>
  );
}
