import { createStore } from '../../ui/create-store';
import type { UserNotification } from './notifications-operations';

/** The spec: the pop-up stack shows at most three notifications at a time. */
export const STACK_VISIBLE = 3;

/** Notifications that arrived live and wait in the pop-up stack (newest last). */
export const notificationStack = createStore<UserNotification[]>([]);

export function pushToStack(notification: UserNotification): void {
  notificationStack.set((list) =>
    list.some((item) => item.id === notification.id) ? list : [...list, notification].slice(-STACK_VISIBLE),
  );
}

export function removeFromStack(id: string): void {
  notificationStack.set((list) => list.filter((item) => item.id !== id));
}

export function clearStack(): void {
  notificationStack.set([]);
}

/** The unseen count, for the page title ("(3) Orbite - ..."); 0 when signed out. */
export const unseenNotificationsTitleCount = createStore(0);
