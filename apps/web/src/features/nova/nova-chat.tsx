import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Chip,
  Drawer,
  Grid,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconListDetails, IconPlayerStopFilled, IconSend, IconSparkles, IconWifiOff } from '@tabler/icons-react';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useT } from '../../ui/use-t';
import { NovaConversationList } from './nova-conversation-list';
import { NovaFeedback } from './nova-feedback';
import type { NovaSurface } from './nova-operations';
import { useNovaEngine } from './nova-operations';
import { NovaText } from './nova-text';
import { type FreelancerHref, NovaToolCard } from './nova-tool-cards';
import { type ChatMessage, useNovaChat } from './use-nova-chat';

export interface NovaChatProps {
  surface: NovaSurface;
  /** The page's path without the conversation id, e.g. `/enterprise/nova-ai`. */
  basePath: string;
  freelancerHref: FreelancerHref;
  /** i18n keys of the intro and suggestion chips shown on an empty conversation. */
  titleKey: string;
  introKey: string;
  suggestionKeys: string[];
  /** False when the route has no conversation id: the open conversation is then kept in the page's state. */
  routed?: boolean;
}

const MAX_LENGTH = 4000;

function Bubble({
  message,
  freelancerHref,
  onFeedback,
}: {
  message: ChatMessage;
  freelancerHref: FreelancerHref;
  onFeedback: (id: string, rating: 'up' | 'down') => void;
}) {
  const t = useT();
  if (message.role === 'user')
    return (
      <Group justify="flex-end">
        <Paper
          bg="var(--mantine-color-blue-light)"
          px="md"
          py="xs"
          radius="lg"
          maw="85%"
          data-testid="nova-user-message"
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.content}
          </Text>
        </Paper>
      </Group>
    );
  const streaming = message.status === 'streaming';
  const stored = !message.id.startsWith('local-') && message.status === 'done';
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm" data-testid="nova-answer" aria-busy={streaming}>
      <ThemeIcon variant="light" radius="xl" size="md" visibleFrom="xs" aria-hidden>
        <IconSparkles size={16} />
      </ThemeIcon>
      <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
        {message.content ? (
          <Box>
            <NovaText text={message.content} />
          </Box>
        ) : (
          streaming && (
            <Group gap="xs">
              <Loader size="xs" type="dots" />
              <Text size="sm" c="dimmed">
                {t('nova.thread.thinking')}
              </Text>
            </Group>
          )
        )}
        {message.toolCalls.map((call) => (
          <NovaToolCard key={call.id} call={call} freelancerHref={freelancerHref} />
        ))}
        {message.status === 'failed' && (
          <Alert color="red" variant="light" p="xs">
            <Text size="sm">{message.error || t('nova.error.failed')}</Text>
          </Alert>
        )}
        {message.status === 'stopped' && (
          <Text size="xs" c="dimmed" fs="italic">
            {t('nova.thread.stopped')}
          </Text>
        )}
        {stored && (
          <Group gap="xs">
            <NovaFeedback
              messageId={message.id}
              myFeedback={message.myFeedback}
              onSubmitted={(rating) => onFeedback(message.id, rating)}
            />
            {message.engine === 'offline' && (
              <Badge size="xs" variant="outline" color="gray" tt="none">
                {t('nova.thread.offlineAnswer')}
              </Badge>
            )}
          </Group>
        )}
      </Stack>
    </Group>
  );
}

/** Nova's chat: conversations on the left, the streamed thread and its composer on the right. */
export function NovaChat({
  surface,
  basePath,
  freelancerHref,
  titleKey,
  introKey,
  suggestionKeys,
  routed = true,
}: NovaChatProps) {
  const t = useT();
  const navigate = useNavigate();
  const params = useParams();
  const [localId, setLocalId] = useState<string | undefined>(undefined);
  const conversationId = routed ? params.conversationId : localId;
  const [draft, setDraft] = useState('');
  const [listOpened, setListOpened] = useState(false);
  const composer = useRef<HTMLTextAreaElement>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const engine = useNovaEngine();
  const goTo = useCallback(
    (id: string | undefined, replace = false) => {
      if (!routed) setLocalId(id);
      else navigate(id ? `${basePath}/${encodeURIComponent(id)}` : basePath, { replace });
    },
    [basePath, navigate, routed],
  );
  const onConversation = useCallback((id: string) => goTo(id, !conversationId), [conversationId, goTo]);
  const chat = useNovaChat({ surface, conversationId, onConversation, fallbackError: t('nova.error.network') });
  const { messages, streaming } = chat;

  const lastContent = messages.at(-1)?.content.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the thread as it grows
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, lastContent]);

  const submit = () => {
    const text = draft.trim();
    if (!text || streaming || text.length > MAX_LENGTH) return;
    setDraft('');
    void chat.send(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  const startNew = () => {
    chat.reset();
    setListOpened(false);
    goTo(undefined);
    composer.current?.focus();
  };
  const open = (id: string) => {
    setListOpened(false);
    goTo(id);
  };
  const onDeleted = (id: string) => {
    if (id === conversationId) startNew();
  };

  const list = (
    <NovaConversationList
      surface={surface}
      currentId={conversationId}
      onOpen={open}
      onNew={startNew}
      onDeleted={onDeleted}
    />
  );
  const empty = !chat.loading && messages.length === 0 && !chat.notFound && !chat.loadError;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconSparkles size={26} aria-hidden color="var(--mantine-color-blue-6)" />
          <Title order={1} size="h2">
            {t(titleKey)}
          </Title>
        </Group>
        <ActionIcon
          hiddenFrom="md"
          variant="default"
          size="lg"
          aria-label={t('nova.list.title')}
          onClick={() => setListOpened(true)}
        >
          <IconListDetails size={18} />
        </ActionIcon>
      </Group>
      {engine.data?.novaEngine.mode === 'offline' && (
        <Alert color="yellow" variant="light" icon={<IconWifiOff size={18} />} title={t('nova.offline.title')}>
          {t('nova.offline.text')}
        </Alert>
      )}
      <Drawer opened={listOpened} onClose={() => setListOpened(false)} title={t('nova.list.title')} hiddenFrom="md">
        {list}
      </Drawer>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }} visibleFrom="md">
          <Card withBorder radius="lg" p="sm" component="nav" aria-label={t('nova.list.title')}>
            {list}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Card withBorder radius="lg" p={0} component="section" aria-label={t('nova.thread.label')}>
            <Box p={{ base: 'sm', sm: 'md' }} mih={360} mah="calc(100dvh - 320px)" style={{ overflowY: 'auto' }}>
              {chat.loading && (
                <Stack gap="md">
                  <Skeleton h={36} w="60%" ml="auto" />
                  <Skeleton h={90} />
                  <Skeleton h={36} w="50%" ml="auto" />
                </Stack>
              )}
              {chat.notFound && (
                <Alert color="gray" title={t('nova.thread.notFound')}>
                  <Button size="xs" variant="light" onClick={startNew}>
                    {t('nova.list.new')}
                  </Button>
                </Alert>
              )}
              {chat.loadError && <Alert color="red">{t('nova.thread.loadError')}</Alert>}
              {empty && (
                <Stack gap="md" align="center" ta="center" py="xl" px="sm">
                  <ThemeIcon size={48} radius="xl" variant="light">
                    <IconSparkles size={28} />
                  </ThemeIcon>
                  <Text maw={520}>{t(introKey)}</Text>
                  <Group justify="center" gap="xs">
                    {suggestionKeys.map((key) => (
                      <Chip
                        key={key}
                        checked={false}
                        variant="outline"
                        onClick={() => {
                          setDraft(t(key));
                          composer.current?.focus();
                        }}
                        styles={{
                          label: {
                            height: 'auto',
                            minHeight: 32,
                            whiteSpace: 'normal',
                            textAlign: 'left',
                            lineHeight: 1.35,
                            paddingBlock: 6,
                          },
                        }}
                      >
                        {t(key)}
                      </Chip>
                    ))}
                  </Group>
                </Stack>
              )}
              <Stack gap="lg">
                {messages.map((message) => (
                  <Bubble
                    key={message.key}
                    message={message}
                    freelancerHref={freelancerHref}
                    onFeedback={chat.setFeedback}
                  />
                ))}
              </Stack>
              <div ref={bottom} />
            </Box>
            <Box p={{ base: 'sm', sm: 'md' }} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <Textarea
                  ref={composer}
                  style={{ flex: 1, minWidth: 0 }}
                  aria-label={t('nova.composer.label')}
                  placeholder={t('nova.composer.placeholder')}
                  value={draft}
                  onChange={(event) => setDraft(event.currentTarget.value)}
                  onKeyDown={onKeyDown}
                  disabled={streaming}
                  autosize
                  minRows={1}
                  maxRows={6}
                  maxLength={MAX_LENGTH}
                  error={draft.length >= MAX_LENGTH ? t('nova.composer.tooLong', { max: MAX_LENGTH }) : undefined}
                />
                {streaming ? (
                  <ActionIcon
                    hiddenFrom="sm"
                    size="lg"
                    color="red"
                    variant="light"
                    aria-label={t('nova.composer.stop')}
                    onClick={chat.stop}
                  >
                    <IconPlayerStopFilled size={16} />
                  </ActionIcon>
                ) : (
                  <ActionIcon
                    hiddenFrom="sm"
                    size="lg"
                    aria-label={t('nova.composer.send')}
                    onClick={submit}
                    disabled={!draft.trim()}
                  >
                    <IconSend size={18} />
                  </ActionIcon>
                )}
                {streaming ? (
                  <Button
                    visibleFrom="sm"
                    color="red"
                    variant="light"
                    leftSection={<IconPlayerStopFilled size={14} />}
                    onClick={chat.stop}
                  >
                    {t('nova.composer.stop')}
                  </Button>
                ) : (
                  <Button
                    visibleFrom="sm"
                    leftSection={<IconSend size={16} />}
                    onClick={submit}
                    disabled={!draft.trim()}
                  >
                    {t('nova.composer.send')}
                  </Button>
                )}
              </Group>
              <Text size="xs" c="dimmed" mt={4} visibleFrom="sm">
                {t('nova.composer.hint')}
              </Text>
            </Box>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
