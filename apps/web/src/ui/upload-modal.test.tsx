import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UploadModal, type UploadModalLabels, UploadRefusal } from './upload-modal';

const labels: UploadModalLabels = {
  steps: ['Fichier', 'Confirmation', 'Terminé'],
  dropTitle: 'Choisir un fichier',
  dropHint: 'PDF',
  problems: { tooLarge: 'Trop lourd', badType: 'Mauvais type', empty: 'Vide' },
  confirmText: 'Confirmez',
  back: 'Retour',
  submit: 'Envoyer',
  sending: 'Envoi',
  done: 'Envoyé !',
  close: 'Fermer la fenêtre',
};

function renderModal(onSubmit: (file: File | null, onProgress: (share: number) => void) => Promise<void>) {
  const onClose = vi.fn();
  render(
    <MantineProvider>
      <UploadModal opened title="Déposer" labels={labels} onClose={onClose} onSubmit={onSubmit} />
    </MantineProvider>,
  );
  return { onClose };
}

async function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Choisir un fichier'), { target: { files: [file] } });
}

const pdf = () => new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' });

describe('UploadModal', () => {
  it('goes from the file to the confirmation (and back), then to the success step', async () => {
    const onSubmit = vi.fn(async (_file: File | null, onProgress: (share: number) => void) => onProgress(1));
    const { onClose } = renderModal(onSubmit);
    await choose(pdf());
    expect(await screen.findByText('id.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    await choose(pdf());
    fireEvent.click(await screen.findByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Envoyé !')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledWith(expect.any(File), expect.any(Function));
    fireEvent.click(screen.getByRole('button', { name: 'Fermer la fenêtre' }));
    expect(onClose).toHaveBeenCalledWith('uploaded');
  });

  it('refuses a file over 10 MB before sending, with the size message', async () => {
    const onSubmit = vi.fn(async () => {});
    renderModal(onSubmit);
    const big = pdf();
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await choose(big);
    expect((await screen.findByRole('alert')).textContent).toBe('Trop lourd');
    expect(screen.queryByRole('button', { name: 'Envoyer' })).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('returns to step 1 with the server refusal on the file field', async () => {
    renderModal(async () => {
      throw new UploadRefusal('Le contenu ne correspond pas au type du fichier.');
    });
    await choose(pdf());
    fireEvent.click(await screen.findByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Le contenu ne correspond pas au type du fichier.'),
    );
    expect(screen.getByLabelText('Choisir un fichier')).toBeTruthy();
  });
});
