import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Alert, Anchor, Avatar, Box, Center, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconEye } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import { ChatComposer } from './chat-composer';
import { openConversation, setUnreadTotal, tabVisible } from './chat-live';
import { CHAT_CONVERSATION, type ChatConversation, MARK_CHAT_CONVERSATION_AS_READ } from './chat-operations';
import { MessageList } from './message-list';

/** The open conversation: header, messages, composer; it marks itself read while on screen. */
export function ConversationPanel({
  conversationId,
  viewerId,
  missionPath,
  backTo,
}: {
  conversationId: string;
  viewerId: string;
  missionPath?: (missionId: string) => string;
  /** On a phone: the way back to the list. */
  backTo?: string;
}) {
  const t = useT();
  const { data, loading, refetch } = useQuery(CHAT_CONVERSATION, { variables: { id: conversationId } });
  const conversation = data?.chatConversation;
  useMarkAsRead(conversation, viewerId);

  useEffect(() => {
    openConversation.set(conversationId);
    return () => openConversation.set(null);
  }, [conversationId]);

  if (!conversation) {
    return (
      <Center h="100%" p="xl">
        {loading ? (
          <Loader size="sm" aria-label={t('chat.loading')} />
        ) : (
          <Text c="dimmed">{t('chat.conversation.notFound')}</Text>
        )}
      </Center>
    );
  }
  return (
    <Stack gap={0} h="100%">
      <ConversationHeader conversation={conversation} viewerId={viewerId} missionPath={missionPath} backTo={backTo} />
      {!conversation.isParticipant && (
        <Alert color="orbite" variant="light" radius={0} icon={<IconEye size={18} aria-hidden />} py="xs">
          {t('chat.conversation.observer')}
        </Alert>
      )}
      <MessageList conversationId={conversation.id} participants={conversation.participants} viewerId={viewerId} />
      <ChatComposer
        conversationId={conversation.id}
        onSent={conversation.isParticipant ? undefined : () => void refetch()}
      />
    </Stack>
  );
}

function ConversationHeader({
  conversation,
  viewerId,
  missionPath,
  backTo,
}: {
  conversation: ChatConversation;
  viewerId: string;
  missionPath?: (missionId: string) => string;
  backTo?: string;
}) {
  const t = useT();
  const people = conversation.participants;
  const names = people.map((person) =>
    person.userId === viewerId
      ? t('chat.list.youName')
      : person.companyName
        ? `${person.fullName} (${person.companyName})`
        : person.fullName,
  );
  return (
    <Group
      gap="sm"
      px="md"
      py="sm"
      wrap="nowrap"
      bg="white"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      {backTo && (
        <ActionIcon component={Link} to={backTo} variant="subtle" aria-label={t('chat.conversation.back')}>
          <IconArrowLeft size={20} aria-hidden />
        </ActionIcon>
      )}
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Text fw={700} truncate component="h2" m={0} size="md">
          {conversation.title}
        </Text>
        <Group gap="xs" wrap="nowrap">
          {conversation.missionId && missionPath && (
            <Anchor component={Link} to={missionPath(conversation.missionId)} size="xs" style={{ flexShrink: 0 }}>
              {t('chat.conversation.mission')}
            </Anchor>
          )}
          <Text size="xs" c="dimmed" truncate title={names.join(', ')}>
            {t('chat.conversation.participants', { count: people.length })} · {names.join(', ')}
          </Text>
        </Group>
      </Box>
      <Tooltip.Group>
        <Avatar.Group spacing={6} visibleFrom="xs">
          {people.slice(0, 4).map((person) => (
            <Tooltip key={person.userId} label={person.fullName}>
              <Avatar src={person.profilePictureUrl} name={person.fullName} color="initials" radius="xl" size={30} />
            </Tooltip>
          ))}
          {people.length > 4 && (
            <Avatar radius="xl" size={30}>
              +{people.length - 4}
            </Avatar>
          )}
        </Avatar.Group>
      </Tooltip.Group>
    </Group>
  );
}

/**
 * Marks the conversation read when it opens, when a message from someone else arrives while the
 * tab is visible, and when the tab becomes visible again with unread messages.
 */
function useMarkAsRead(conversation: ChatConversation | null | undefined, viewerId: string) {
  const [mark] = useMutation(MARK_CHAT_CONVERSATION_AS_READ, { context: { silent: true } });
  const id = conversation?.id;
  const participant = conversation?.isParticipant === true;
  const unread = conversation?.unreadCount ?? 0;
  const lastId = conversation?.lastMessage?.id;
  const lastMine = conversation?.lastMessage?.mine !== false;
  const now = useRef({ unread, lastMine });
  now.current = { unread, lastMine };

  // Once per conversation and per new last message (`lastId`); the counts are read at that moment.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  useEffect(() => {
    if (!id || !participant) return;
    const markNow = () => {
      const { unread: count, lastMine: mine } = now.current;
      if (!tabVisible() || (count === 0 && mine)) return;
      void mark({
        variables: { conversationId: id },
        update: (cache) => setUnreadTotal(cache, viewerId, (previous) => previous - count),
      });
    };
    markNow();
    document.addEventListener('visibilitychange', markNow);
    return () => document.removeEventListener('visibilitychange', markNow);
  }, [id, participant, lastId, mark, viewerId]);
}
