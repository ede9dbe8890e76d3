import { Box, Center, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINTS } from '@orbite/domain/constants';
import { IconMessageCircle } from '@tabler/icons-react';
import { useT } from '../../ui/use-t';
import { ConversationList } from './conversation-list';
import { ConversationPanel } from './conversation-panel';

export interface MessengerProps {
  viewerId: string;
  /** The open conversation (from the route), or none. */
  conversationId: string | null;
  /** The list's page and a conversation's page. */
  listPath: string;
  pathOf: (conversation: { id: string; publicId: string }) => string;
  /** Team only: every conversation of the marketplace. */
  all?: boolean;
  missionPath?: (missionId: string) => string;
  /** CSS height of the messenger (the viewport minus the page's frame). */
  height: string;
}

/**
 * The messenger of every environment: the conversation list on the left, the open conversation on
 * the right; on a phone, the list and the conversation are two screens.
 */
export function Messenger({ viewerId, conversationId, listPath, pathOf, all, missionPath, height }: MessengerProps) {
  const t = useT();
  const phone = useMediaQuery(`(max-width: ${BREAKPOINTS.sm - 0.02}px)`) ?? false;
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.md - 0.02}px)`) ?? false;
  const showList = !phone || !conversationId;
  const showConversation = !phone || Boolean(conversationId);
  return (
    <Paper withBorder radius="md" h={height} style={{ display: 'flex', overflow: 'hidden' }}>
      {showList && (
        <Box
          w={phone ? '100%' : narrow ? 300 : 340}
          h="100%"
          style={{ flexShrink: 0, borderRight: phone ? undefined : '1px solid var(--mantine-color-gray-2)' }}
        >
          <ConversationList viewerId={viewerId} all={all} selectedId={conversationId} pathOf={pathOf} />
        </Box>
      )}
      {showConversation && (
        <Box h="100%" bg="gray.0" style={{ flex: 1, minWidth: 0 }}>
          {conversationId ? (
            <ConversationPanel
              key={conversationId}
              conversationId={conversationId}
              viewerId={viewerId}
              missionPath={missionPath}
              backTo={phone ? listPath : undefined}
            />
          ) : (
            <Center h="100%">
              <Stack align="center" gap="xs" ta="center" p="xl">
                <ThemeIcon size={56} radius="xl" variant="light">
                  <IconMessageCircle size={30} aria-hidden />
                </ThemeIcon>
                <Text fw={600}>{t('chat.messenger.pick')}</Text>
              </Stack>
            </Center>
          )}
        </Box>
      )}
    </Paper>
  );
}

/** The messenger's height inside an environment frame: the viewport minus the header and the page padding. */
export const ENVIRONMENT_MESSENGER_HEIGHT = 'calc(100dvh - 64px - 2 * var(--mantine-spacing-lg))';
