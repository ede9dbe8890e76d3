import { Avatar, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { type MouseEvent, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { formatFileSize } from '../../ui/file-size';
import { useT } from '../../ui/use-t';
import classes from './chat.module.css';
import type { ChatAttachment, ChatMessage, ChatParticipant } from './chat-operations';
import { MessageActions } from './message-actions';

/** One message: author (unless it continues the previous one), bubble, marks, attachments, receipts. */
export function MessageItem({
  message,
  continued,
  readers,
}: {
  message: ChatMessage;
  continued: boolean;
  readers: ChatParticipant[];
}) {
  const t = useT();
  const intl = useIntl();
  const mine = message.mine;
  const author = message.author?.fullName ?? t('chat.message.platform');
  return (
    <Group
      gap="xs"
      align="flex-end"
      wrap="nowrap"
      justify={mine ? 'flex-end' : 'flex-start'}
      mt={continued ? 2 : 'sm'}
      className={classes.row}
      data-message-id={message.id}
    >
      {!mine && (
        <Box w={32} style={{ flexShrink: 0 }}>
          {!continued && (
            <Avatar src={message.author?.profilePictureUrl} name={author} color="initials" radius="xl" size={32} />
          )}
        </Box>
      )}
      {mine && !message.deleted && (
        <Box className={classes.actions}>
          <MessageActions message={message} />
        </Box>
      )}
      <Stack gap={2} maw="min(75%, 560px)" align={mine ? 'flex-end' : 'flex-start'}>
        {!continued && (
          <Text size="xs" c="dimmed" px={4}>
            {mine ? t('chat.list.youName') : author}
            {' · '}
            {intl.formatTime(new Date(message.createdAt), { hour: '2-digit', minute: '2-digit' })}
          </Text>
        )}
        <Paper
          px="sm"
          py={6}
          radius="lg"
          bg={mine ? 'orbite.6' : 'white'}
          c={mine ? 'white' : undefined}
          withBorder={!mine}
          className={mine ? classes.mine : undefined}
          style={{ borderBottomRightRadius: mine ? 4 : undefined, borderBottomLeftRadius: mine ? undefined : 4 }}
        >
          {message.deleted ? (
            <Text size="sm" fs="italic" c={mine ? 'orbite.1' : 'dimmed'}>
              {t('chat.message.deleted')}
            </Text>
          ) : (
            <MessageBody message={message} />
          )}
          {!message.deleted && message.attachments.length > 0 && (
            <Group gap={6} mt={message.plainText ? 6 : 0}>
              {message.attachments.map((attachment) => (
                <AttachmentChip key={attachment.id} attachment={attachment} mine={mine} />
              ))}
            </Group>
          )}
        </Paper>
        {message.editedAt && !message.deleted && (
          <Text size="xs" c="dimmed" px={4}>
            {t('chat.message.edited')}
          </Text>
        )}
        {readers.length > 0 && (
          <Text size="xs" c="dimmed" px={4}>
            {t('chat.message.seenBy', { names: intl.formatList(readers.map((reader) => firstName(reader.fullName))) })}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

const firstName = (fullName: string) => fullName.split(' ')[0] || fullName;

/**
 * The sanitized HTML of a message; mentions with a url become links opened inside the app, other
 * links open in a new tab.
 */
function MessageBody({ message }: { message: ChatMessage }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  // biome-ignore lint/correctness/useExhaustiveDependencies: React replaces the HTML when the body changes.
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    for (const span of Array.from(root.querySelectorAll<HTMLElement>('span[data-type="mention"]'))) {
      const [type, id] = (span.dataset.id ?? '').split(':');
      const url = message.mentions.find((mention) => mention.type === type && mention.mentionId === id)?.url;
      if (!url) continue;
      const link = document.createElement('a');
      for (const attribute of Array.from(span.attributes)) link.setAttribute(attribute.name, attribute.value);
      link.href = url;
      link.textContent = span.textContent;
      span.replaceWith(link);
    }
    for (const link of Array.from(root.querySelectorAll<HTMLAnchorElement>('a:not([data-type="mention"])'))) {
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
    }
  }, [message.body, message.mentions]);

  const onClick = (event: MouseEvent) => {
    const link = (event.target as HTMLElement).closest('a[data-type="mention"]');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the links inside keep their own keyboard behaviour.
    <div
      ref={ref}
      className={classes.body}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the API stores only sanitized HTML.
      dangerouslySetInnerHTML={{ __html: message.body }}
    />
  );
}

function AttachmentChip({ attachment, mine }: { attachment: ChatAttachment; mine: boolean }) {
  const intl = useIntl();
  return (
    <Paper
      component="a"
      href={attachment.url}
      download={attachment.fileName}
      target="_blank"
      rel="noopener"
      radius="xl"
      px="sm"
      py={4}
      bg={mine ? 'orbite.5' : 'gray.0'}
      c={mine ? 'white' : 'dark'}
      withBorder={!mine}
      // Never wider than the bubble (a phone's is about 220 px): the name is cut, the size kept.
      maw="100%"
      style={{ textDecoration: 'none', minWidth: 0 }}
    >
      <Group gap={6} wrap="nowrap">
        <IconPaperclip size={14} aria-hidden style={{ flexShrink: 0 }} />
        {/* A width the bubble holds on a phone too (a nowrap name counts whole in the bubble's width). */}
        <Text size="xs" fw={600} maw="min(200px, 30vw)" truncate style={{ minWidth: 0 }}>
          {attachment.fileName}
        </Text>
        <Text size="xs" c={mine ? 'orbite.1' : 'dimmed'} style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
          {formatFileSize(intl, attachment.sizeBytes)}
        </Text>
      </Group>
    </Paper>
  );
}
