import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { fr } from '../../i18n/messages';
import { BanModal } from './status-modals';

// The autosized textarea listens for web fonts, which jsdom does not have.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

function setup() {
  const onConfirm = vi.fn();
  render(
    <IntlProvider locale="fr-FR" messages={fr}>
      <MantineProvider>
        <BanModal opened name="Claire Bonnet" loading={false} error={null} onClose={() => {}} onConfirm={onConfirm} />
      </MantineProvider>
    </IntlProvider>,
  );
  return onConfirm;
}

describe('the ban modal', () => {
  it('asks for a category, then offers only the reasons of that category', async () => {
    const onConfirm = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer le bannissement' }));
    expect(await screen.findByText('Choisissez une catégorie.')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('combobox', { name: /Motif/ })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Modérée' }));
    fireEvent.click(screen.getByRole('combobox', { name: /Motif/ }));
    const option = await screen.findByRole('option', { name: 'Retards répétés', hidden: true });
    expect(screen.queryByRole('option', { name: 'Harcèlement', hidden: true })).toBeNull();
    fireEvent.click(option);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer le bannissement' }));
    expect(onConfirm).toHaveBeenCalledWith({ banCategory: 'moderate', reason: 'repeatedDelays', note: null });
  });
});
