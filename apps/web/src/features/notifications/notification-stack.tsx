import { CloseButton, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { NOTIFICATION_STACK_MS } from '@orbite/domain/constants';
import { useEffect, useRef, useState } from 'react';
import { useStore } from '../../ui/create-store';
import { useT } from '../../ui/use-t';
import { useOpenNotification } from './notification-center';
import { CategoryIcon, NotificationText, RelativeDate } from './notification-item';
import { notificationStack, removeFromStack } from './notification-stack-store';
import type { UserNotification } from './notifications-operations';

/** The pop-up stack (bottom right): new notifications, each for 8 s, paused while hovered. */
export function NotificationStack() {
  const list = useStore(notificationStack);
  const t = useT();
  if (list.length === 0) return null;
  return (
    <Stack
      gap="xs"
      pos="fixed"
      bottom={16}
      right={16}
      w={360}
      maw="calc(100vw - 32px)"
      style={{ zIndex: 300 }}
      role="region"
      aria-label={t('notifications.stack')}
      aria-live="polite"
    >
      {list.map((notification) => (
        <StackedNotification key={notification.id} notification={notification} />
      ))}
    </Stack>
  );
}

function StackedNotification({ notification }: { notification: UserNotification }) {
  const t = useT();
  const dismiss = () => removeFromStack(notification.id);
  const open = useOpenNotification(dismiss);
  const [paused, setPaused] = useState(false);
  const remaining = useRef(NOTIFICATION_STACK_MS);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => removeFromStack(notification.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, notification.id]);

  return (
    <Paper
      withBorder
      shadow="md"
      radius="md"
      p="xs"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="notification-toast"
    >
      <Group gap={4} wrap="nowrap" align="flex-start">
        <UnstyledButton
          onClick={() => open(notification)}
          style={{ flex: 1, minWidth: 0, borderRadius: 6 }}
          p={4}
          aria-label={notification.plainTextDescription}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <CategoryIcon category={notification.category} />
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                {t('notifications.new')}
              </Text>
              <NotificationText notification={notification} />
              <RelativeDate date={notification.createdAt} />
            </div>
          </Group>
        </UnstyledButton>
        <CloseButton size="sm" onClick={dismiss} aria-label={t('common.close')} />
      </Group>
    </Paper>
  );
}
