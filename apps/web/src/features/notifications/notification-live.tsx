import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { webSocketConnections } from '../../shell/shell-state';
import { NotificationStack } from './notification-stack';
import { clearStack, pushToStack, unseenNotificationsTitleCount } from './notification-stack-store';
import {
  receiveNotification,
  USER_NOTIFICATION_SUBSCRIPTION,
  useUnseenUserNotificationsCount,
} from './notifications-operations';

/**
 * Mounted once for a signed-in user: listens to their new notifications (badge, centre, pop-up
 * stack) and refetches the unseen count when the window regains focus or the WebSocket reconnects,
 * so reads made in another tab show here.
 */
export function NotificationLive({ userId }: { userId: string }) {
  const client = useApolloClient();
  const { data, refetch } = useUnseenUserNotificationsCount('cache-first');
  const count = data?.unseenUserNotificationsCount ?? 0;

  useSubscription(USER_NOTIFICATION_SUBSCRIPTION, {
    variables: { userId },
    context: { silent: true },
    ignoreResults: true,
    onData: ({ data: result }) => {
      const notification = result.data?.userNotification;
      if (!notification) return;
      receiveNotification(client.cache, notification);
      pushToStack(notification);
    },
  });

  useEffect(() => {
    unseenNotificationsTitleCount.set(count);
  }, [count]);

  useEffect(() => {
    return () => {
      unseenNotificationsTitleCount.set(0);
      clearStack();
    };
  }, []);

  const latestRefetch = useRef(refetch);
  latestRefetch.current = refetch;
  useEffect(() => {
    const refresh = () => void latestRefetch.current().catch(() => undefined);
    const seen = { connections: webSocketConnections.get() };
    const unsubscribe = webSocketConnections.subscribe(() => {
      const connections = webSocketConnections.get();
      // The first connection is this view's own; later ones are reconnections.
      if (connections > 1 && connections !== seen.connections) refresh();
      seen.connections = connections;
    });
    window.addEventListener('focus', refresh);
    return () => {
      unsubscribe();
      window.removeEventListener('focus', refresh);
    };
  }, []);

  return <NotificationStack />;
}
