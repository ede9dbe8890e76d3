import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('what waits for the first screen', () => {
  it('is rendered once the browser is idle, not before', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((callback: () => void) => idle.push(callback)),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { unmount } = render(
      <AfterFirstPaint>
        <p>abonnement</p>
      </AfterFirstPaint>,
    );
    expect(screen.queryByText('abonnement')).toBeNull();
    act(() => {
      for (const callback of idle) callback();
    });
    expect(screen.getByText('abonnement')).toBeTruthy();
    unmount();
  });

  it('is never rendered when unmounted before (the idle callback is cancelled)', () => {
    const cancel = vi.fn();
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 7),
    );
    vi.stubGlobal('cancelIdleCallback', cancel);
    const { unmount } = render(
      <AfterFirstPaint>
        <p>abonnement</p>
      </AfterFirstPaint>,
    );
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});
