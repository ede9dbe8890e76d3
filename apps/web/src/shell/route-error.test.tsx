import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fr } from '../i18n/messages';
import { claimChunkReload, isChunkLoadError, RouteError } from './route-error';

function renderFailing(error: Error, reload: () => void) {
  const Failing = () => {
    throw error;
  };
  const router = createMemoryRouter([
    { path: '/', Component: Failing, ErrorBoundary: () => <RouteError reload={reload} /> },
  ]);
  render(
    <IntlProvider locale="fr-FR" messages={fr}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </IntlProvider>,
  );
}

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('a page that fails', () => {
  it('tells a failed page load from another error, in each browser’s words', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once for a page whose code did not load, then not again within 30 seconds', () => {
    const storage = new Map<string, string>();
    const store = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
    };
    expect(claimChunkReload(store, 1_000_000)).toBe(true);
    expect(claimChunkReload(store, 1_010_000)).toBe(false);
    expect(claimChunkReload(store, 1_040_000)).toBe(true);
  });

  it('shows a French message and a reload button, never the error itself', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    renderFailing(new TypeError('Cannot read properties of undefined (reading "title")'), reload);
    expect(screen.getByRole('heading', { name: 'Un problème est survenu' })).toBeInTheDocument();
    expect(screen.queryByText(/Cannot read properties/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Recharger la page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads by itself when the page’s code did not load, and says so if that fails again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    const failed = new TypeError('Failed to fetch dynamically imported module: /assets/missions-page.js');
    renderFailing(failed, reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    // The reloaded page fails the same way: no second reload, a message.
    renderFailing(failed, reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Page indisponible' })).toBeInTheDocument();
  });
});
