import { useQuery } from '@apollo/client/react';
import { Box, Button, Center, Divider, Loader, Text } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { Fragment, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../../ui/use-t';
import { continuesPrevious, groupByDay, readReceipts } from './chat-format';
import { CHAT_MESSAGES, type ChatParticipant } from './chat-operations';
import { MessageItem } from './message-item';
import { DayLabel } from './relative-time';

const NEAR_BOTTOM_PX = 80;
const NEAR_TOP_PX = 100;

/**
 * The messages of a conversation, oldest at the top: the latest page first, older pages as the
 * reader scrolls up; new messages scroll into view when the reader is at the bottom, otherwise a
 * "new messages" pill offers to go there.
 */
export function MessageList({
  conversationId,
  participants,
  viewerId,
}: {
  conversationId: string;
  participants: ChatParticipant[];
  viewerId: string;
}) {
  const t = useT();
  const { data, loading, fetchMore } = useQuery(CHAT_MESSAGES, { variables: { conversationId } });
  const page = data?.chatMessages;
  const messages = page?.items ?? [];
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ first?: string; last?: string; height: number }>({ height: 0 });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [pill, setPill] = useState(false);

  const scrollToBottom = useCallback(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
    atBottom.current = true;
    setPill(false);
  }, []);

  const first = messages[0]?.id;
  const last = messages[messages.length - 1];
  useLayoutEffect(() => {
    const box = scroller.current;
    const before = previous.current;
    previous.current = { first, last: last?.id, height: box?.scrollHeight ?? 0 };
    if (!box || !last) return;
    if (before.last === undefined) scrollToBottom();
    else if (before.last !== last.id) {
      if (last.mine || atBottom.current) scrollToBottom();
      else setPill(true);
    } else if (before.first !== first) box.scrollTop += box.scrollHeight - before.height;
  }, [first, last, scrollToBottom]);

  // A reader at the bottom stays there when something below grows (a receipt, an edited message).
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && atBottom.current) box.scrollTop = box.scrollHeight;
  });

  const loadOlder = useCallback(async () => {
    if (!page?.hasMore || loadingOlder || !first) return;
    setLoadingOlder(true);
    try {
      await fetchMore({
        variables: { conversationId, beforeId: first },
        updateQuery: (current, { fetchMoreResult }) => {
          const known = new Set(current.chatMessages.items.map((item) => item.id));
          const older = fetchMoreResult.chatMessages.items.filter((item) => !known.has(item.id));
          return {
            chatMessages: {
              hasMore: fetchMoreResult.chatMessages.hasMore,
              items: [...older, ...current.chatMessages.items],
            },
          };
        },
      });
    } finally {
      setLoadingOlder(false);
    }
  }, [page?.hasMore, loadingOlder, first, fetchMore, conversationId]);

  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM_PX;
    if (atBottom.current) setPill(false);
    if (box.scrollTop < NEAR_TOP_PX) void loadOlder();
  };

  const receipts = readReceipts(messages, participants, viewerId);

  return (
    <Box pos="relative" style={{ flex: 1, minHeight: 0 }}>
      <Box
        ref={scroller}
        onScroll={onScroll}
        h="100%"
        px="md"
        pb="md"
        style={{ overflowY: 'auto' }}
        role="log"
        aria-label={t('chat.conversation.messages')}
        aria-live="polite"
      >
        {!page && loading && (
          <Center py="xl">
            <Loader size="sm" aria-label={t('chat.loading')} />
          </Center>
        )}
        {page?.hasMore && (
          <Center pt="sm">
            <Button variant="subtle" size="xs" loading={loadingOlder} onClick={() => void loadOlder()}>
              {t('chat.conversation.older')}
            </Button>
          </Center>
        )}
        {page && messages.length === 0 && (
          <Text ta="center" c="dimmed" size="sm" py="xl">
            {t('chat.conversation.empty')}
          </Text>
        )}
        {groupByDay(messages).map((group) => (
          <Fragment key={group.day}>
            <Divider
              my="sm"
              labelPosition="center"
              label={
                <Text size="xs" c="dimmed" fw={600}>
                  <DayLabel day={group.day} />
                </Text>
              }
            />
            {group.messages.map((message, index) => (
              <MessageItem
                key={message.id}
                message={message}
                continued={continuesPrevious(group.messages[index - 1], message)}
                readers={receipts.get(message.id) ?? []}
              />
            ))}
          </Fragment>
        ))}
      </Box>
      {pill && (
        <Button
          pos="absolute"
          bottom={12}
          left="50%"
          style={{ transform: 'translateX(-50%)' }}
          radius="xl"
          size="xs"
          leftSection={<IconArrowDown size={14} aria-hidden />}
          onClick={scrollToBottom}
        >
          {t('chat.conversation.newMessages')}
        </Button>
      )}
    </Box>
  );
}
