import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { useChatEvents } from '../../features/chat/chat-live';
import { CHAT_CONVERSATION } from '../../features/chat/chat-operations';
import { Messenger } from '../../features/chat/messenger';
import type { CurrentUser } from '../../features/session/me-query';
import { useSession } from '../../features/session/session-context';
import { useT } from '../../ui/use-t';

const HEIGHT = 'calc(100dvh - 64px - 2 * var(--mantine-spacing-md))';

/** Where a mission opens for this user. */
const missionPathOf = (user: CurrentUser) => (id: string) =>
  user.role === 'teamMember'
    ? `/backoffice/missions/${id}`
    : user.role === 'corporate'
      ? `/enterprise/missions/${id}`
      : `/freelancer/missions/${id}`;

/**
 * `/chat/messages` and `/chat/{publicId}/{userPublicId?}` (e-mail links): the messenger without an
 * environment's frame, for any signed-in user. A link addressed to another account says so.
 */
export default function ChatPage() {
  const { user, loading } = useSession();
  const { publicId, userPublicId } = useParams();
  if (loading || user === undefined) return <Loader aria-label="…" m="xl" />;
  if (!user) return <SigninFirst />;
  const otherAccount = Boolean(userPublicId) && userPublicId !== user.id && userPublicId !== user.freelance?.publicId;
  return (
    <Container size="xl" py="md">
      <ChatEvents userId={user.id} />
      {otherAccount ? (
        <OtherAccountNotice />
      ) : publicId ? (
        <ByPublicId publicId={publicId} user={user} />
      ) : (
        <ChatMessenger user={user} conversationId={null} />
      )}
    </Container>
  );
}

function ChatEvents({ userId }: { userId: string }) {
  useChatEvents(userId);
  return null;
}

function ChatMessenger({ user, conversationId }: { user: CurrentUser; conversationId: string | null }) {
  return (
    <Messenger
      viewerId={user.id}
      conversationId={conversationId}
      listPath="/chat/messages"
      pathOf={(conversation) => `/chat/${conversation.publicId}`}
      all={false}
      missionPath={missionPathOf(user)}
      height={HEIGHT}
    />
  );
}

function ByPublicId({ publicId, user }: { publicId: string; user: CurrentUser }) {
  const t = useT();
  const { data, loading } = useQuery(CHAT_CONVERSATION, { variables: { publicId }, context: { silent: true } });
  const conversation = data?.chatConversation;
  if (loading && !conversation) return <Loader aria-label={t('chat.loading')} />;
  if (!conversation) {
    return (
      <Alert color="warning" icon={<IconAlertTriangle size={18} aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('chat.page.notFound')}</Text>
          <Anchor component={Link} to="/chat/messages" size="sm">
            {t('chat.conversation.back')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  return <ChatMessenger user={user} conversationId={conversation.id} />;
}

function OtherAccountNotice() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Center py="xl">
      <Alert color="warning" icon={<IconAlertTriangle size={18} aria-hidden />} maw={560} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('chat.page.otherAccount')}</Text>
          <Button component={Link} to={`/signout?forceTo=${encodeURIComponent(pathname)}`} size="xs" color="warning">
            {t('chat.page.signout')}
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}

function SigninFirst() {
  const t = useT();
  const { pathname } = useLocation();
  const to = encodeURIComponent(pathname);
  return (
    <Center py={64} px="md">
      <Paper withBorder radius="lg" p="xl" maw={480} w="100%">
        <Stack align="center" ta="center" gap="sm">
          <Title order={1} size="h3">
            {t('chat.page.signinTitle')}
          </Title>
          <Text c="dimmed">{t('chat.page.signinBody')}</Text>
          <Group justify="center">
            <Button component={Link} to={`/freelancer/signin?to=${to}`}>
              {t('chat.page.signinFreelancer')}
            </Button>
            <Button component={Link} to={`/enterprise/signin?to=${to}`} variant="light">
              {t('chat.page.signinEnterprise')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
