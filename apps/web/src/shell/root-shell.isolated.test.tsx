import { MantineProvider } from '@mantine/core';
import { modals } from '@mantine/modals';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../app/locale';
import type { RouteMeta } from '../app/route-meta';
import type { Session } from '../features/session/session-context';
import { RootShell } from './root-shell';
import { outdatedVersion } from './shell-state';

const loader = vi.hoisted(() => ({ loadApollo: vi.fn(), loadedApollo: vi.fn(() => null) }));
vi.mock('../app/apollo-loader', () => loader);

beforeEach(() => {
  loader.loadApollo.mockReset();
  loader.loadApollo.mockReturnValue(new Promise(() => {}));
});

const meta = (extra: Partial<RouteMeta>): RouteMeta =>
  ({ title: 'route.landing', access: 'public', ...extra }) as RouteMeta;

function show(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: RootShell,
        children: [
          { path: 'light', handle: meta({ fetchPolicy: 'prevent', light: true }), Component: () => <p>page légère</p> },
          { path: 'signout', handle: meta({ fetchPolicy: 'prevent' }), Component: () => <p>déconnexion</p> },
          { path: 'private', handle: meta({ fetchPolicy: 'fetch', access: 'private' }), Component: () => <p>privé</p> },
          { path: 'public', handle: meta({ fetchPolicy: 'fetch' }), Component: () => <p>page publique</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <LocaleProvider>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </LocaleProvider>,
  );
}

describe('the shell and Apollo', () => {
  it('renders a light page at once, without loading Apollo', async () => {
    show('/light');
    expect(await screen.findByText('page légère')).toBeInTheDocument();
    expect(loader.loadApollo).not.toHaveBeenCalled();
  });

  it.each(['/signout', '/private'])('loads Apollo for %s and shows the page only with it', async (path) => {
    show(path);
    await vi.waitFor(() => expect(loader.loadApollo).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/déconnexion|privé/)).toBeNull();
    expect(screen.getByLabelText('…')).toBeInTheDocument();
  });
});

/** Apollo loaded, signed out: the session root hands the shell an anonymous session. */
function loadedApollo() {
  const Session = ({ children }: { children: (session: Session, skip: boolean) => ReactNode }) =>
    children({ user: null, loading: false } as Session, false);
  return { client: {}, Session };
}

describe('the shell’s modals', () => {
  it('come with Apollo: the outdated modal and the confirm modals of @mantine/modals', async () => {
    loader.loadApollo.mockResolvedValue(loadedApollo());
    show('/public');
    expect(await screen.findByText('page publique')).toBeInTheDocument();
    act(() => outdatedVersion.set(true));
    expect(await screen.findByText('Nouvelle version disponible')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
    act(() => outdatedVersion.set(false));
    act(() => {
      modals.openConfirmModal({ title: 'Supprimer ?', labels: { confirm: 'Oui', cancel: 'Non' } });
    });
    expect(await screen.findByText('Supprimer ?')).toBeInTheDocument();
  });
});
