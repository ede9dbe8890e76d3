import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { webSocketConnections } from '../../shell/shell-state';
import { NotificationLive } from './notification-live';
import { clearStack, unseenNotificationsTitleCount } from './notification-stack-store';
import { UNSEEN_USER_NOTIFICATIONS_COUNT, USER_NOTIFICATION_SUBSCRIPTION } from './notifications-operations';
import { countMock, notification, renderWithProviders } from './notifications-test-helpers';

const countOnce = (count: number) => ({
  request: { query: UNSEEN_USER_NOTIFICATIONS_COUNT },
  result: { data: { unseenUserNotificationsCount: count } },
});

describe('live notifications', () => {
  afterEach(() => act(() => clearStack()));

  it('pops a new notification up and counts it in the badge and the page title', async () => {
    renderWithProviders(<NotificationLive userId="u1" />, [
      countOnce(2),
      {
        request: { query: USER_NOTIFICATION_SUBSCRIPTION, variables: { userId: 'u1' } },
        result: { data: { userNotification: notification('live', { plainTextDescription: 'Nouveau message' }) } },
        delay: 50,
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Nouveau message' })).toBeInTheDocument();
    await waitFor(() => expect(unseenNotificationsTitleCount.get()).toBe(3));
  });

  it('refetches the unseen count when the window regains focus or the socket reconnects', async () => {
    renderWithProviders(<NotificationLive userId="u1" />, [
      countOnce(4),
      countOnce(1),
      countOnce(0),
      { request: { query: USER_NOTIFICATION_SUBSCRIPTION, variables: { userId: 'u1' } }, result: { data: null } },
    ]);
    await waitFor(() => expect(unseenNotificationsTitleCount.get()).toBe(4));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(unseenNotificationsTitleCount.get()).toBe(1));
    act(() => {
      webSocketConnections.set(1);
      webSocketConnections.set(2);
    });
    await waitFor(() => expect(unseenNotificationsTitleCount.get()).toBe(0));
  });

  it('forgets the count when the user leaves (signed out)', async () => {
    const view = renderWithProviders(<NotificationLive userId="u1" />, [countMock(5)]);
    await waitFor(() => expect(unseenNotificationsTitleCount.get()).toBe(5));
    view.unmount();
    expect(unseenNotificationsTitleCount.get()).toBe(0);
  });
});
