import { beforeEach, describe, expect, it } from 'vitest';
import { addToast, expireToasts, toasts } from './toasts';

describe('toasts', () => {
  beforeEach(() => toasts.set([]));

  it('keeps only the last three', () => {
    for (const n of [1, 2, 3, 4]) addToast({ type: 'error', messageId: `m${n}` });
    expect(toasts.get().map((toast) => toast.messageId)).toEqual(['m2', 'm3', 'm4']);
  });

  it('vanishes after five seconds', () => {
    addToast({ type: 'success', messageId: 'old' }, 1000);
    addToast({ type: 'success', messageId: 'new' }, 4000);
    expireToasts(6000);
    expect(toasts.get().map((toast) => toast.messageId)).toEqual(['new']);
    expireToasts(9000);
    expect(toasts.get()).toEqual([]);
  });
});
