import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationStack } from './notification-stack';
import { clearStack, pushToStack } from './notification-stack-store';
import { notification, renderWithProviders } from './notifications-test-helpers';

const firstToast = () => screen.getAllByTestId('notification-toast')[0] as HTMLElement;

describe('the pop-up stack', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearStack();
  });
  afterEach(() => {
    act(() => clearStack());
    vi.useRealTimers();
  });

  it('shows a new notification for 8 seconds', () => {
    renderWithProviders(<NotificationStack />, []);
    act(() => pushToStack(notification('n1')));
    expect(screen.getByRole('button', { name: 'Mission n1 validée' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(7900));
    expect(screen.getByRole('button', { name: 'Mission n1 validée' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('button', { name: 'Mission n1 validée' })).toBeNull();
  });

  it('waits while the pointer is on it, and can be closed', () => {
    renderWithProviders(<NotificationStack />, []);
    act(() => pushToStack(notification('n1')));
    act(() => pushToStack(notification('n2')));
    act(() => vi.advanceTimersByTime(5000));
    fireEvent.mouseEnter(firstToast());
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByRole('button', { name: 'Mission n1 validée' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mission n2 validée' })).toBeNull();
    fireEvent.mouseLeave(firstToast());
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByRole('button', { name: 'Mission n1 validée' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryAllByTestId('notification-toast')).toHaveLength(0);
  });

  it('keeps at most the three newest', () => {
    renderWithProviders(<NotificationStack />, []);
    act(() => {
      for (const id of ['n1', 'n2', 'n3', 'n4']) pushToStack(notification(id));
    });
    expect(screen.getAllByTestId('notification-toast')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Mission n1 validée' })).toBeNull();
  });

  it('opens the notification page when clicked', () => {
    renderWithProviders(<NotificationStack />, []);
    act(() => pushToStack(notification('n1', { unseen: false })));
    fireEvent.click(screen.getByRole('button', { name: 'Mission n1 validée' }));
    expect(screen.getByText('Page visitée')).toBeInTheDocument();
  });
});
