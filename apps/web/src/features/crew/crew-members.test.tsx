import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/messages';
import { CrewMembers } from './crew-members';
import { type CrewMember, REMOVE_CREW_MEMBER } from './crew-operations';

const flags = { showProfile: true, showMissions: true, showAdministration: true, showCommunity: true, showCrew: true };
const sophie: CrewMember = {
  id: '1',
  firstName: 'Sophie',
  lastName: 'Durand',
  email: 'client@demo.fr',
  pictureUrl: null,
  role: 'admin',
  permissions: flags,
  lastSignInAt: '2026-11-20T09:00:00Z',
  isViewer: true,
};
const lucie: CrewMember = {
  ...sophie,
  id: '2',
  firstName: 'Lucie',
  lastName: 'Garnier',
  email: 'lucie@demo.fr',
  role: 'manager',
  permissions: { ...flags, showAdministration: false, showCrew: false, showProfile: false, showCommunity: false },
  lastSignInAt: null,
  isViewer: false,
};

function renderList(canEdit: boolean, mocks: MockedResponse[] = []) {
  render(
    <MockedProvider mocks={mocks}>
      <IntlProvider locale="fr-FR" messages={fr}>
        <MantineProvider>
          <CrewMembers members={[sophie, lucie]} canEdit={canEdit} />
        </MantineProvider>
      </IntlProvider>
    </MockedProvider>,
  );
}

describe('CrewMembers', () => {
  it('shows each user with their flags, last sign-in, and a remove button for the others only', () => {
    renderList(true);
    expect(screen.getByText('Dernière connexion le 20 novembre 2026')).toBeInTheDocument();
    expect(screen.getByText('Jamais connecté')).toBeInTheDocument();
    expect(
      screen.getAllByRole('switch', { name: 'Administration' }).map((s) => (s as HTMLInputElement).checked),
    ).toEqual([true, false]);
    expect(screen.getAllByRole('button', { name: 'Retirer de l’équipe' })).toHaveLength(1);
  });

  it('is read-only for a non-admin: switches disabled, no removal', () => {
    renderList(false);
    for (const flag of screen.getAllByRole('switch')) expect(flag).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Retirer de l’équipe' })).toBeNull();
  });

  it('asks before removing, and explains a refusal (643)', async () => {
    renderList(true, [
      {
        request: { query: REMOVE_CREW_MEMBER, variables: { id: '2' } },
        result: { errors: [new GraphQLError('non', { extensions: { code: 643 } })] },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Retirer de l’équipe' }));
    expect(await screen.findByText('Lucie Garnier n’aura plus accès à l’espace de l’entreprise.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retirer' }));
    expect(await screen.findByText(/ne peut pas être retiré/)).toBeInTheDocument();
  });
});
