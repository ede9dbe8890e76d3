import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { preloadRouteComponents } from './route-helpers';

describe('preloadRouteComponents', () => {
  it('starts loading the matched routes’ components as a router holds them', async () => {
    const layout = Object.assign(() => null, { preload: vi.fn(async () => undefined) });
    const page = Object.assign(() => null, { preload: vi.fn(async () => undefined) });
    const other = Object.assign(() => null, { preload: vi.fn(async () => undefined) });
    const router = createMemoryRouter(
      [
        {
          path: '/freelancer',
          Component: layout,
          children: [
            { path: 'dashboard', Component: page },
            { path: 'profile', Component: other },
          ],
        },
      ],
      { initialEntries: ['/freelancer/dashboard'] },
    );
    await preloadRouteComponents(router.state.matches);
    expect(layout.preload).toHaveBeenCalledTimes(1);
    expect(page.preload).toHaveBeenCalledTimes(1);
    expect(other.preload).not.toHaveBeenCalled();
    router.dispose();
  });

  it('never rejects when a chunk fails', async () => {
    const failing = Object.assign(() => null, { preload: vi.fn(async () => Promise.reject(new Error('offline'))) });
    const router = createMemoryRouter([{ path: '/', Component: failing }]);
    await expect(preloadRouteComponents(router.state.matches)).resolves.toBeUndefined();
    router.dispose();
  });
});
