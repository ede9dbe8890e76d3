import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NotificationBell } from './notification-bell';
import { badgeLabel } from './notification-format';
import { MARK_ALL_USER_NOTIFICATIONS_AS_READ, MARK_AS_READ_USER_NOTIFICATION } from './notifications-operations';
import { countMock, listMock, notification, renderWithProviders } from './notifications-test-helpers';

describe('the notification bell', () => {
  it('counts up to 99, then shows 99+, and nothing at zero', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(7)).toBe('7');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
  });

  it('shows 99+ above 99 and says how many are unread', async () => {
    renderWithProviders(<NotificationBell />, [countMock(150)]);
    expect(await screen.findByRole('button', { name: 'Notifications, 150 non lues' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('99+');
  });

  it('hides the badge when nothing is unseen', async () => {
    renderWithProviders(<NotificationBell />, [countMock(0)]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('opens on a friendly placeholder when there is nothing yet, with mark all as read disabled', async () => {
    renderWithProviders(<NotificationBell />, [countMock(0), listMock([])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Aucune notification pour l’instant')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tout marquer comme lu' })).toBeDisabled();
  });

  it('marks a notification seen when it is clicked, closes the centre and goes to its page', async () => {
    const marked = vi.fn(() => ({
      data: { markAsReadUserNotification: { __typename: 'UserNotification', id: 'n1', unseen: false } },
    }));
    renderWithProviders(<NotificationBell />, [
      countMock(1),
      listMock([notification('n1'), notification('n2', { unseen: false })]),
      { request: { query: MARK_AS_READ_USER_NOTIFICATION, variables: { id: 'n1' } }, result: marked },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 non lue' }));
    const item = await screen.findByRole('button', { name: 'Mission n1 validée (non lue)' });
    expect(screen.getAllByText('il y a 5 min')).toHaveLength(2);
    fireEvent.click(item);
    expect(await screen.findByText('Page visitée')).toBeInTheDocument();
    await waitFor(() => expect(marked).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Mission n2 validée')).toBeNull();
  });

  it('writes minutes and hours short, and days, weeks and months in words (« 1 m. » would read as a minute)', async () => {
    const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    renderWithProviders(<NotificationBell />, [
      countMock(0),
      listMock([
        notification('n1', { createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString() }),
        notification('n2', { createdAt: ago(1) }),
        notification('n3', { createdAt: ago(40) }),
      ]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('il y a 3 h')).toBeInTheDocument();
    expect(screen.getByText(/^il y a 1 jour$|^hier$/)).toBeInTheDocument();
    expect(screen.getByText(/^il y a [12] mois$/)).toBeInTheDocument();
  });

  it('marks all as read: the badge goes and every item reads as seen', async () => {
    const markedAll = vi.fn(() => ({
      data: {
        markAllUserNotificationsAsRead: { __typename: 'NotificationCenter', id: 'u1', unseenUserNotificationsCount: 0 },
      },
    }));
    renderWithProviders(<NotificationBell />, [
      countMock(2),
      listMock([notification('n1'), notification('n2')]),
      { request: { query: MARK_ALL_USER_NOTIFICATIONS_AS_READ }, result: markedAll },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 non lues' }));
    await screen.findByRole('button', { name: 'Mission n1 validée (non lue)' });
    fireEvent.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }));
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    expect(markedAll).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Mission n1 validée' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tout marquer comme lu' })).toBeDisabled();
  });
});
