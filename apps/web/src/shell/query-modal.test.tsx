import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fr } from '../i18n/messages';
import { QueryModalHost, type QueryModalProps, registerQueryModal, useQueryModal } from './query-modal';

function Pick({ params, close }: QueryModalProps<{ label?: string }>) {
  return (
    <button type="button" onClick={() => close('picked')}>
      {params.label}
    </button>
  );
}
registerQueryModal('pick', { component: Pick });

function Opener({ onResult }: { onResult: (result: unknown) => void }) {
  const { open } = useQueryModal();
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={() => open('pick', { label: 'Choisir' }, onResult)}>
        open
      </button>
      <output data-testid="search">{location.search}</output>
      <QueryModalHost />
    </>
  );
}

describe('modal from the query string', () => {
  it('opens from the query and hands the result to the opener, removing both entries', async () => {
    const onResult = vi.fn();
    const router = createMemoryRouter([{ path: '/', element: <Opener onResult={onResult} /> }], {
      initialEntries: ['/?tab=2'],
    });
    render(
      <IntlProvider locale="fr-FR" messages={fr}>
        <MantineProvider>
          <RouterProvider router={router} />
        </MantineProvider>
      </IntlProvider>,
    );
    await act(async () => fireEvent.click(screen.getByText('open')));
    const search = new URLSearchParams(screen.getByTestId('search').textContent ?? '');
    expect(search.get('modal')).toBe('pick');
    expect(JSON.parse(search.get('params') ?? '')).toEqual({ label: 'Choisir' });
    // The modal's frame is a lazy chunk (query-modal-view.tsx): found outside `act`, which would hold its render.
    const choice = await screen.findByText('Choisir', {}, { timeout: 5_000 });
    await act(async () => fireEvent.click(choice));
    expect(onResult).toHaveBeenCalledWith('picked');
    expect(screen.getByTestId('search').textContent).toBe('?tab=2');
  });
});
