import { Box, Button, Center, CloseButton, Divider, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { NOTIFICATION_PAGE_SIZE } from '@orbite/domain/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../ui/use-t';
import { appPath } from './notification-format';
import { NotificationItem } from './notification-item';
import {
  type UserNotification,
  type UserNotificationList,
  useNotificationActions,
  useUnseenUserNotificationsCount,
  useUserNotifications,
} from './notifications-operations';

/** Pages after the first are merged into the first page's list, without the ones already there. */
function mergePage(previous: UserNotificationList, next: UserNotificationList): UserNotificationList {
  const known = new Set(previous.items.map((item) => item.id));
  return {
    ...previous,
    count: next.count,
    items: [...previous.items, ...next.items.filter((item) => !known.has(item.id))],
  };
}

/** Opens a notification: marks it seen, closes the centre (or the pop-up) and goes to its page. */
export function useOpenNotification(onDone: () => void) {
  const navigate = useNavigate();
  const { markSeen } = useNotificationActions();
  return useCallback(
    (notification: UserNotification) => {
      void markSeen(notification);
      onDone();
      const path = appPath(notification.url);
      if (path) void navigate(path);
    },
    [markSeen, navigate, onDone],
  );
}

/** The notification centre: mark all as read, then the newest first, ten at a time as the list scrolls. */
export function NotificationCenter({
  onClose,
  maxHeight = 480,
  withClose = false,
}: {
  onClose: () => void;
  maxHeight?: number | string;
  /** A close button in the header (the drawer of small screens). */
  withClose?: boolean;
}) {
  const t = useT();
  const { data, loading, error, fetchMore, refetch } = useUserNotifications();
  const unseen = useUnseenUserNotificationsCount().data?.unseenUserNotificationsCount ?? 0;
  const { markingAll, markAllSeen, setUnseen } = useNotificationActions();
  const open = useOpenNotification(onClose);
  const [loadingMore, setLoadingMore] = useState(false);
  const list = data?.userNotifications;
  const items = list?.items ?? [];
  const hasMore = Boolean(list && items.length < list.count);

  const loadMore = useCallback(async () => {
    if (!list || loadingMore || items.length >= list.count) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { offset: items.length, limit: NOTIFICATION_PAGE_SIZE },
        updateQuery: (previous, { fetchMoreResult }) =>
          fetchMoreResult?.userNotifications && previous.userNotifications
            ? { userNotifications: mergePage(previous.userNotifications, fetchMoreResult.userNotifications) }
            : previous,
      });
    } finally {
      setLoadingMore(false);
    }
  }, [fetchMore, items.length, list, loadingMore]);

  return (
    <Stack gap={0}>
      <Group justify="space-between" wrap="nowrap" gap="xs" px="md" py="sm" preventGrowOverflow={false}>
        <Title order={2} size="h5">
          {t('notifications.title')}
        </Title>
        <Group gap={4} wrap="nowrap">
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={unseen === 0}
            loading={markingAll}
            onClick={() => void markAllSeen()}
          >
            {t('notifications.markAllSeen')}
          </Button>
          {withClose ? <CloseButton onClick={onClose} aria-label={t('common.close')} /> : null}
        </Group>
      </Group>
      <Divider />
      <Box
        style={{ maxHeight, overflowY: 'auto' }}
        p={6}
        tabIndex={0}
        aria-label={t('notifications.title')}
        data-testid="notification-list"
      >
        {!list && loading ? (
          <NotificationSkeletons />
        ) : !list && error ? (
          <Stack align="center" gap="xs" p="lg">
            <Text size="sm" c="dimmed">
              {t('notifications.error')}
            </Text>
            <Button size="xs" variant="light" onClick={() => void refetch()}>
              {t('notifications.retry')}
            </Button>
          </Stack>
        ) : items.length === 0 ? (
          <EmptyNotifications />
        ) : (
          <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((notification) => (
              <li key={notification.id}>
                <NotificationItem
                  notification={notification}
                  onOpen={open}
                  onToggleUnseen={(item) => void setUnseen(item, !item.unseen)}
                />
              </li>
            ))}
          </Stack>
        )}
        {hasMore ? <EndOfList onVisible={loadMore} loading={loadingMore} /> : null}
        {list && !hasMore && items.length > NOTIFICATION_PAGE_SIZE ? (
          <Text size="xs" c="dimmed" ta="center" py="sm">
            {t('notifications.noMore')}
          </Text>
        ) : null}
      </Box>
    </Stack>
  );
}

/** The end of the list: loads the next page when it comes within 100 px of view (or on click). */
function EndOfList({ onVisible, loading }: { onVisible: () => void; loading: boolean }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { root: element.parentElement, rootMargin: '100px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Center ref={ref} py="sm" mih={40}>
      {loading ? (
        <Loader size="sm" aria-label={t('notifications.loadingMore')} />
      ) : (
        <Button variant="subtle" size="compact-xs" onClick={onVisible}>
          {t('notifications.loadMore')}
        </Button>
      )}
    </Center>
  );
}

function NotificationSkeletons() {
  return (
    <Stack gap="sm" p="xs" aria-busy>
      {[0, 1, 2].map((row) => (
        <Group key={row} gap="sm" wrap="nowrap" align="flex-start">
          <Skeleton circle h={36} w={36} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton h={12} radius="sm" />
            <Skeleton h={12} w="70%" radius="sm" />
            <Skeleton h={10} w={60} radius="sm" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

function EmptyNotifications() {
  const t = useT();
  return (
    <Stack align="center" gap={6} px="lg" py="xl" ta="center">
      <Text fw={600}>{t('notifications.empty')}</Text>
      <Text size="sm" c="dimmed">
        {t('notifications.emptyHint')}
      </Text>
    </Stack>
  );
}
