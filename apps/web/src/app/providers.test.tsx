import { Drawer, Modal, Pagination } from '@mantine/core';
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

  it('name the arrows of every pager', async () => {
    render(
      <Providers locale="fr-FR">
        <Pagination total={5} value={2} onChange={() => {}} withEdges />
      </Providers>,
    );
    for (const name of ['Première page', 'Page précédente', 'Page suivante', 'Dernière page'])
      expect(await screen.findByRole('button', { name })).toBeInTheDocument();
  });
});
