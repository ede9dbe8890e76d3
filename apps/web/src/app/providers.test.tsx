import { Drawer, Modal } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from './providers';

describe('the providers', () => {
  it('name every modal’s and drawer’s close button in the user’s language', async () => {
    render(
      <Providers locale="fr-FR">
        <Modal opened onClose={() => {}} title="Demander une recommandation">
          Contenu
        </Modal>
        <Drawer opened onClose={() => {}} title="Filtres">
          Contenu
        </Drawer>
      </Providers>,
    );
    expect(await screen.findAllByRole('button', { name: 'Fermer' })).toHaveLength(2);
  });
});
