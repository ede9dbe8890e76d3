import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { fr } from '../../i18n/messages';
import { INVITE_CORPORATE } from './crew-operations';
import { InviteModal } from './invite-modal';

const input = {
  email: 'ines@lumen.fr',
  firstName: 'Inès',
  lastName: null,
  role: 'manager',
  permissions: {
    showProfile: false,
    showMissions: true,
    showAdministration: false,
    showCommunity: false,
    showCrew: false,
  },
};

const invitation = {
  __typename: 'CorporateInvitation',
  id: '7',
  ...input,
  lastName: null,
  sentAt: '2026-11-22T10:00:00Z',
  expiresAt: '2026-11-29T10:00:00Z',
  expired: false,
  permissions: { __typename: 'CorporatePermissions', ...input.permissions },
};

function renderModal(mock: MockedResponse, onClose = vi.fn()) {
  render(
    <MockedProvider mocks={[mock]}>
      <IntlProvider locale="fr-FR" messages={fr}>
        <MantineProvider>
          <InviteModal opened onClose={onClose} canInviteAdmins />
        </MantineProvider>
      </IntlProvider>
    </MockedProvider>,
  );
  return onClose;
}

function fill() {
  fireEvent.change(screen.getByLabelText(/E-mail professionnel/), { target: { value: 'ines@lumen.fr' } });
  fireEvent.change(screen.getByLabelText('Prénom'), { target: { value: 'Inès' } });
  // A manager starts with profile, missions and community: keep only missions.
  fireEvent.click(screen.getByRole('switch', { name: /^Profil/ }));
  fireEvent.click(screen.getByRole('switch', { name: /^Communauté/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Envoyer l’invitation' }));
}

describe('InviteModal', () => {
  it('sends the e-mail, role and the flags as switched, then closes', async () => {
    const onClose = renderModal({
      request: { query: INVITE_CORPORATE, variables: { input } },
      result: { data: { inviteCorporate: invitation } },
    });
    expect(screen.getByRole('switch', { name: /^Administration/ })).not.toBeChecked();
    fill();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows an e-mail already used on the e-mail field and stays open', async () => {
    const onClose = renderModal({
      request: { query: INVITE_CORPORATE, variables: { input } },
      result: { errors: [new GraphQLError('déjà utilisé', { extensions: { code: 551, field: 'email' } })] },
    });
    fill();
    expect(await screen.findByText('Cette adresse e-mail est déjà utilisée.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses an empty e-mail without calling the server', async () => {
    renderModal({ request: { query: INVITE_CORPORATE, variables: { input } }, result: { data: null } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(await screen.findByText('Indiquez l’e-mail de votre collègue.')).toBeInTheDocument();
  });
});
