import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SecuredButton } from './secured-button';

/** Lets `seconds` seconds pass, one at a time (each second schedules the next). */
async function tick(seconds: number) {
  for (let i = 0; i < seconds; i++) await act(async () => vi.advanceTimersByTime(1000));
}

describe('SecuredButton', () => {
  it('runs the action only on a second press within 5 seconds', async () => {
    vi.useFakeTimers();
    const onConfirm = vi.fn();
    render(
      <MantineProvider>
        <SecuredButton onConfirm={onConfirm} confirmLabel={(s) => `Confirmer (${s})`}>
          Supprimer
        </SecuredButton>
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toContain('Confirmer (5)');
    await tick(5);
    expect(screen.getByRole('button').textContent).toContain('Supprimer');
    fireEvent.click(screen.getByRole('button'));
    await tick(2);
    expect(screen.getByRole('button').textContent).toContain('Confirmer (3)');
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(onConfirm).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
