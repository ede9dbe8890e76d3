import { TOAST_LIFETIME_MS, TOASTS_KEPT } from '@orbite/domain/constants';
import { createStore } from '../ui/create-store';

export interface ToastDetails {
  code?: number | null;
  message?: string | null;
  stack?: string | null;
}

export interface Toast {
  id: number;
  type: 'success' | 'error' | 'info';
  /** Message id of the text (react-intl); `values` fill its placeholders. */
  messageId: string;
  values?: Record<string, string | number>;
  /** Technical details, shown to team members only. */
  details?: ToastDetails;
  createdAt: number;
}

export const toasts = createStore<Toast[]>([]);
let nextId = 1;

/** Adds a toast; only the last three are kept. */
export function addToast(toast: Omit<Toast, 'id' | 'createdAt'>, now = Date.now()): number {
  const id = nextId++;
  toasts.set((list) => [...list, { ...toast, id, createdAt: now }].slice(-TOASTS_KEPT));
  return id;
}

export function dismissToast(id: number): void {
  toasts.set((list) => list.filter((toast) => toast.id !== id));
}

/** Removes the toasts older than five seconds (the host calls it each second). */
export function expireToasts(now = Date.now()): void {
  const list = toasts.get();
  const kept = list.filter((toast) => now - toast.createdAt < TOAST_LIFETIME_MS);
  if (kept.length !== list.length) toasts.set(kept);
}
