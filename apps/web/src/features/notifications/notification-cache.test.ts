import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { descriptionParts } from './notification-format';
import {
  FIRST_PAGE,
  receiveNotification,
  UNSEEN_USER_NOTIFICATIONS_COUNT,
  USER_NOTIFICATIONS,
} from './notifications-operations';
import { notification } from './notifications-test-helpers';

function cacheWith(count: number, items = [notification('old', { unseen: false })]) {
  const cache = new InMemoryCache();
  cache.writeQuery({ query: UNSEEN_USER_NOTIFICATIONS_COUNT, data: { unseenUserNotificationsCount: count } });
  cache.writeQuery({
    query: USER_NOTIFICATIONS,
    variables: FIRST_PAGE,
    data: { userNotifications: { __typename: 'UserNotificationList', id: 'u1', count: items.length, items } },
  });
  return cache;
}

describe('a notification arriving live', () => {
  it('adds one to the badge and comes first in the loaded list', () => {
    const cache = cacheWith(2);
    receiveNotification(cache, notification('new'));
    expect(cache.readQuery({ query: UNSEEN_USER_NOTIFICATIONS_COUNT })?.unseenUserNotificationsCount).toBe(3);
    const list = cache.readQuery({ query: USER_NOTIFICATIONS, variables: FIRST_PAGE })?.userNotifications;
    expect(list?.items.map((item) => item.id)).toEqual(['new', 'old']);
    expect(list?.count).toBe(2);
  });

  it('is counted once even if delivered twice', () => {
    const cache = cacheWith(0);
    receiveNotification(cache, notification('new'));
    receiveNotification(cache, notification('new'));
    expect(cache.readQuery({ query: UNSEEN_USER_NOTIFICATIONS_COUNT })?.unseenUserNotificationsCount).toBe(1);
  });
});

describe('a notification description', () => {
  it('keeps the bold parts and only text, never markup', () => {
    expect(
      descriptionParts('La mission <strong>Data &amp; IA</strong> est validée<script>alert(1)</script>', 'x'),
    ).toEqual([
      { text: 'La mission ', strong: false },
      { text: 'Data & IA', strong: true },
      { text: ' est validée', strong: false },
    ]);
    expect(descriptionParts('', 'Texte brut')).toEqual([{ text: 'Texte brut', strong: false }]);
  });
});
