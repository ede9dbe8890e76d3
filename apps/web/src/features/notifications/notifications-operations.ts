import { type ApolloCache, gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { NOTIFICATION_PAGE_SIZE } from '@orbite/domain/constants';

export interface UserNotification {
  __typename?: 'UserNotification';
  id: string;
  unseen: boolean;
  category: string;
  type: string;
  plainTextDescription: string;
  description: string;
  createdAt: string;
  url: string | null;
}

export interface UserNotificationList {
  __typename?: 'UserNotificationList';
  id: string;
  count: number;
  items: UserNotification[];
}

const NOTIFICATION_FIELDS = gql`
  fragment UserNotificationFields on UserNotification {
    id
    unseen
    category
    type
    plainTextDescription
    description
    createdAt
    url
  }
`;

export const UNSEEN_USER_NOTIFICATIONS_COUNT: TypedDocumentNode<
  { unseenUserNotificationsCount: number },
  Record<string, never>
> = gql`
  query UnseenUserNotificationsCount {
    unseenUserNotificationsCount
  }
`;

export const USER_NOTIFICATIONS: TypedDocumentNode<
  { userNotifications: UserNotificationList },
  { offset: number; limit: number }
> = gql`
  query UserNotifications($offset: Int, $limit: Int) {
    userNotifications(offset: $offset, limit: $limit) {
      id
      count
      items {
        ...UserNotificationFields
      }
    }
  }
  ${NOTIFICATION_FIELDS}
`;

export const MARK_AS_READ_USER_NOTIFICATION: TypedDocumentNode<
  { markAsReadUserNotification: Pick<UserNotification, 'id' | 'unseen'> },
  { id: string }
> = gql`
  mutation MarkAsReadUserNotification($id: ID!) {
    markAsReadUserNotification(id: $id) {
      id
      unseen
    }
  }
`;

export const UPDATE_UNSEEN_USER_NOTIFICATION: TypedDocumentNode<
  { updateUnseenUserNotification: Pick<UserNotification, 'id' | 'unseen'> },
  { id: string; unseen: boolean }
> = gql`
  mutation UpdateUnseenUserNotification($id: ID!, $unseen: Boolean!) {
    updateUnseenUserNotification(id: $id, unseen: $unseen) {
      id
      unseen
    }
  }
`;

export const MARK_ALL_USER_NOTIFICATIONS_AS_READ: TypedDocumentNode<
  { markAllUserNotificationsAsRead: { id: string; unseenUserNotificationsCount: number } },
  Record<string, never>
> = gql`
  mutation MarkAllUserNotificationsAsRead {
    markAllUserNotificationsAsRead {
      id
      unseenUserNotificationsCount
    }
  }
`;

export const USER_NOTIFICATION_SUBSCRIPTION: TypedDocumentNode<
  { userNotification: UserNotification },
  { userId: string }
> = gql`
  subscription UserNotification($userId: ID!) {
    userNotification(userId: $userId) {
      ...UserNotificationFields
    }
  }
  ${NOTIFICATION_FIELDS}
`;

/** The first page's variables: the list the centre shows (later pages are merged into it). */
export const FIRST_PAGE = { offset: 0, limit: NOTIFICATION_PAGE_SIZE } as const;

/**
 * The unseen count: the bell asks the server when it appears (`cache-and-network`); the live listener,
 * mounted after the first screen, reads what the bell got (`cache-first`) and asks again itself on focus
 * and reconnection.
 */
export function useUnseenUserNotificationsCount(
  fetchPolicy: 'cache-and-network' | 'cache-first' = 'cache-and-network',
) {
  return useQuery(UNSEEN_USER_NOTIFICATIONS_COUNT, {
    fetchPolicy,
    context: { silent: true },
  });
}

export function useUserNotifications() {
  return useQuery(USER_NOTIFICATIONS, {
    variables: FIRST_PAGE,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    // The centre shows its own error with a retry.
    context: { silent: true },
  });
}

/** Adds `delta` to the cached unseen count (never below zero). */
export function shiftUnseenCount(cache: ApolloCache, delta: number): void {
  cache.updateQuery({ query: UNSEEN_USER_NOTIFICATIONS_COUNT }, (data) =>
    data ? { unseenUserNotificationsCount: Math.max(0, data.unseenUserNotificationsCount + delta) } : data,
  );
}

/** A new notification (live): counted as unseen and put on top of the loaded list, if any. */
export function receiveNotification(cache: ApolloCache, notification: UserNotification): void {
  const list = cache.readQuery({ query: USER_NOTIFICATIONS, variables: FIRST_PAGE })?.userNotifications;
  if (list?.items.some((item) => item.id === notification.id)) return;
  if (notification.unseen) shiftUnseenCount(cache, 1);
  if (!list) return;
  cache.writeQuery({
    query: USER_NOTIFICATIONS,
    variables: FIRST_PAGE,
    data: {
      userNotifications: {
        ...list,
        count: list.count + 1,
        items: [{ ...notification, __typename: 'UserNotification' }, ...list.items],
      },
    },
  });
}

/**
 * What a user does to notifications: each change of the unseen flag moves the unseen count by one
 * (the item in hand tells whether it was unseen); mark all sets the count the server answers.
 */
export function useNotificationActions() {
  const [markAsRead] = useMutation(MARK_AS_READ_USER_NOTIFICATION);
  const [updateUnseen] = useMutation(UPDATE_UNSEEN_USER_NOTIFICATION);
  const [markAll, markAllState] = useMutation(MARK_ALL_USER_NOTIFICATIONS_AS_READ, {
    update(cache, { data }) {
      const center = data?.markAllUserNotificationsAsRead;
      if (!center) return;
      cache.writeQuery({
        query: UNSEEN_USER_NOTIFICATIONS_COUNT,
        data: { unseenUserNotificationsCount: center.unseenUserNotificationsCount },
      });
      const list = cache.readQuery({ query: USER_NOTIFICATIONS, variables: FIRST_PAGE })?.userNotifications;
      for (const item of list?.items ?? []) {
        cache.modify({
          id: cache.identify({ __typename: 'UserNotification', id: item.id }),
          fields: { unseen: () => false },
        });
      }
    },
  });

  return {
    markingAll: markAllState.loading,
    async markSeen(notification: Pick<UserNotification, 'id' | 'unseen'>) {
      if (!notification.unseen) return;
      await markAsRead({
        variables: { id: notification.id },
        update(cache, { data }) {
          if (data?.markAsReadUserNotification) shiftUnseenCount(cache, -1);
        },
      });
    },
    async setUnseen(notification: Pick<UserNotification, 'id' | 'unseen'>, unseen: boolean) {
      if (notification.unseen === unseen) return;
      await updateUnseen({
        variables: { id: notification.id, unseen },
        update(cache, { data }) {
          if (data?.updateUnseenUserNotification) shiftUnseenCount(cache, unseen ? 1 : -1);
        },
      });
    },
    async markAllSeen() {
      await markAll();
    },
  };
}
