import { CombinedGraphQLErrors } from '@apollo/client';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { fr } from '../../i18n/messages';
import { TeamFormModal } from './team-form-modal';

function renderModal(onSubmit: (input: { name: string; description: string | null }) => Promise<unknown>) {
  const onClose = vi.fn();
  render(
    <IntlProvider locale="fr-FR" messages={fr}>
      <MantineProvider>
        <TeamFormModal opened onClose={onClose} title="Créer une équipe" submitLabel="Créer" onSubmit={onSubmit} />
      </MantineProvider>
    </IntlProvider>,
  );
  return onClose;
}

const refused = (field: string) =>
  Promise.resolve({
    error: new CombinedGraphQLErrors({
      errors: [{ message: 'Une équipe porte déjà ce nom.', extensions: { code: 400, field } }],
    }),
  });

describe('TeamFormModal', () => {
  it('asks for a name before sending anything', async () => {
    const onSubmit = vi.fn();
    renderModal(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Le nom est obligatoire (60 caractères au plus).')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a name already taken next to the name, and closes once saved', async () => {
    const onSubmit = vi.fn().mockReturnValueOnce(refused('name')).mockResolvedValueOnce({ data: {} });
    const onClose = renderModal(onSubmit);
    fireEvent.change(screen.getByLabelText(/^Nom/), { target: { value: 'Ventes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Une équipe porte déjà ce nom.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Nom/), { target: { value: 'Ventes Sud' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenLastCalledWith({ name: 'Ventes Sud', description: null });
  });
});
