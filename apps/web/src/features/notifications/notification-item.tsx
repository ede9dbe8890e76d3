import { ActionIcon, Box, Group, Text, ThemeIcon, Tooltip, UnstyledButton } from '@mantine/core';
import { IconMail, IconMailOpened } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { serverNow } from '../../shell/shell-state';
import { useT } from '../../ui/use-t';
import { relativeParts } from '../activity/activity-labels';
import { categoryIcon, descriptionParts } from './notification-format';
import classes from './notifications.module.css';
import type { UserNotification } from './notifications-operations';

/** The description with its <strong> parts, rendered as text (never as HTML). */
export function NotificationText({ notification }: { notification: UserNotification }) {
  const parts = descriptionParts(notification.description, notification.plainTextDescription);
  return (
    <Text size="sm" lh={1.4} style={{ overflowWrap: 'anywhere' }}>
      {parts.map((part, index) =>
        part.strong ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text.
          <strong key={index}>{part.text}</strong>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text.
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}

export function RelativeDate({ date }: { date: string }) {
  const intl = useIntl();
  const t = useT();
  // "il y a 5 min" moves on while it is shown.
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), 60_000);
    return () => clearInterval(timer);
  }, []);
  const parts = relativeParts(date, new Date(serverNow()));
  // Short for the units a French reader knows abbreviated (« il y a 20 min », « il y a 3 h »); whole words from
  // the day on, where the short form is ambiguous (« il y a 1 m. » reads as a minute, for a month).
  const label = parts
    ? intl.formatRelativeTime(parts.value, parts.unit, {
        style: parts.unit === 'minute' || parts.unit === 'hour' || parts.unit === 'second' ? 'short' : 'long',
      })
    : t('notifications.justNow');
  return (
    <Text
      component="time"
      dateTime={date}
      size="xs"
      c="dimmed"
      title={intl.formatDate(date, { dateStyle: 'long', timeStyle: 'short' })}
      // The label may move by a minute between the server's render and hydration: not a mismatch (it ticks on).
      suppressHydrationWarning
    >
      {label}
    </Text>
  );
}

export function CategoryIcon({ category }: { category: string }) {
  const Icon = categoryIcon(category);
  return (
    <ThemeIcon variant="light" radius="xl" size={36} aria-hidden>
      <Icon size={18} stroke={1.7} />
    </ThemeIcon>
  );
}

/** One notification of the centre: open it (marks it seen), or toggle seen/unseen. */
export function NotificationItem({
  notification,
  onOpen,
  onToggleUnseen,
}: {
  notification: UserNotification;
  onOpen: (notification: UserNotification) => void;
  onToggleUnseen: (notification: UserNotification) => void;
}) {
  const t = useT();
  const toggleLabel = notification.unseen ? t('notifications.markSeen') : t('notifications.markUnseen');
  return (
    <Group
      gap={4}
      wrap="nowrap"
      align="flex-start"
      px="xs"
      py={6}
      data-testid="notification-item"
      data-unseen={notification.unseen || undefined}
      className={classes.item}
    >
      <UnstyledButton
        onClick={() => onOpen(notification)}
        style={{ flex: 1, minWidth: 0, borderRadius: 6 }}
        p={4}
        aria-label={`${notification.plainTextDescription}${notification.unseen ? ` (${t('notifications.unseen')})` : ''}`}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <CategoryIcon category={notification.category} />
          <Box style={{ flex: 1, minWidth: 0 }}>
            <NotificationText notification={notification} />
            <RelativeDate date={notification.createdAt} />
          </Box>
        </Group>
      </UnstyledButton>
      <Tooltip label={toggleLabel} withinPortal={false} openDelay={400}>
        <ActionIcon
          variant="subtle"
          color={notification.unseen ? 'orbite' : 'gray'}
          size="sm"
          mt={6}
          aria-label={toggleLabel}
          onClick={() => onToggleUnseen(notification)}
        >
          {notification.unseen ? <IconMailOpened size={16} /> : <IconMail size={16} />}
        </ActionIcon>
      </Tooltip>
      <Box
        w={8}
        h={8}
        mt={14}
        style={{
          borderRadius: '50%',
          flexShrink: 0,
          background: notification.unseen ? 'var(--mantine-primary-color-filled)' : 'transparent',
        }}
        aria-hidden
      />
    </Group>
  );
}
