import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDeviceDesktop, IconDeviceMobile, IconLogout } from '@tabler/icons-react';
import Bowser from 'bowser';
import { useIntl } from 'react-intl';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { MY_SESSIONS, REVOKE_SESSION, type UserSession } from './sessions-operations';

function describeAgent(userAgent: string | null): { label: string; mobile: boolean } {
  if (!userAgent) return { label: '', mobile: false };
  const parser = Bowser.getParser(userAgent);
  const label = [parser.getBrowserName(), parser.getOSName()].filter(Boolean).join(' · ');
  return { label, mobile: parser.getPlatformType(true) === 'mobile' };
}

/** The user's open sessions, each revocable after a confirmation. */
export function SessionsList() {
  const t = useT();
  const intl = useIntl();
  const { data, loading } = useQuery(MY_SESSIONS, { fetchPolicy: 'cache-and-network' });
  const [revoke] = useMutation(REVOKE_SESSION, { refetchQueries: [MY_SESSIONS] });

  const confirmRevoke = (session: UserSession) =>
    modals.openConfirmModal({
      title: t('sessions.confirmTitle'),
      children: <Text size="sm">{t(session.current ? 'sessions.confirmCurrent' : 'sessions.confirmText')}</Text>,
      labels: { confirm: t('sessions.revoke'), cancel: t('common.cancel') },
      confirmProps: { color: 'danger' },
      onConfirm: async () => {
        const { data: result } = await revoke({ variables: { id: session.id } });
        if (result?.revokeSession) addToast({ type: 'success', messageId: 'sessions.revoked' });
      },
    });

  const format = (value: string | null) =>
    value ? intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }) : t('sessions.unknown');

  return (
    <Card withBorder radius="lg" p="lg">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t('sessions.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('sessions.subtitle')}
          </Text>
        </div>
        {loading && !data ? <Skeleton h={60} /> : null}
        <Stack gap="xs" role="list">
          {(data?.mySessions ?? []).map((session) => {
            const agent = describeAgent(session.userAgent);
            const Icon = agent.mobile ? IconDeviceMobile : IconDeviceDesktop;
            return (
              <Card key={session.id} withBorder radius="md" p="sm" role="listitem">
                {/* On a phone the button goes under the device, which keeps the width of the card. */}
                <Group justify="space-between" gap="xs">
                  <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 16rem', minWidth: 0 }}>
                    <ThemeIcon variant="light" size="lg" radius="md">
                      <Icon size={20} aria-hidden />
                    </ThemeIcon>
                    <div>
                      <Group gap={6}>
                        <Text fw={600} size="sm">
                          {agent.label || t('sessions.unknownDevice')}
                        </Text>
                        {session.current ? (
                          <Badge size="sm" color="success" variant="light" miw="max-content">
                            {t('sessions.current')}
                          </Badge>
                        ) : null}
                      </Group>
                      <Text size="xs" c="dimmed">
                        {t('sessions.meta', {
                          created: format(session.createdAt),
                          seen: format(session.lastSeenAt),
                          ip: session.ipAddress ?? '—',
                        })}
                      </Text>
                    </div>
                  </Group>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="danger"
                    ml="auto"
                    style={{ flexShrink: 0 }}
                    leftSection={<IconLogout size={14} />}
                    onClick={() => confirmRevoke(session)}
                  >
                    {t('sessions.revoke')}
                  </Button>
                </Group>
              </Card>
            );
          })}
        </Stack>
      </Stack>
    </Card>
  );
}
