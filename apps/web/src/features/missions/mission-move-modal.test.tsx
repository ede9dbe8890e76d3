import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { fr } from '../../i18n/messages';
import { MissionMoveModal } from './mission-move-modal';
import { missionActions } from './mission-moves';
import { type MissionDetail, UPDATE_MISSION_STATUS } from './mission-operations';
import { MISSION_REFUSAL_REASONS } from './missions-operations';

Element.prototype.scrollIntoView ??= () => {};
// The autosized textarea listens for web fonts, which jsdom does not have.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

const mission = { id: '7', version: 3, status: 'seeking', title: 'Data engineer' } as MissionDetail;
const wait = (ms = 0) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

function renderModal(to: 'failed' | 'quotation', mocks: MockedResponse[]) {
  const [action] = missionActions('seeking', [{ to, reason: to === 'failed' ? 'failure' : null }]);
  const onClose = vi.fn();
  const onReload = vi.fn();
  const reasons: MockedResponse = {
    request: { query: MISSION_REFUSAL_REASONS, variables: {} },
    result: { data: { missionRefusalReasons: [] } },
  };
  render(
    <MockedProvider mocks={[reasons, ...mocks]}>
      <IntlProvider locale="fr-FR" messages={fr}>
        <MantineProvider>
          <MissionMoveModal
            action={action!}
            mission={mission}
            viewer="corporate"
            onClose={onClose}
            onReload={onReload}
          />
        </MantineProvider>
      </IntlProvider>
    </MockedProvider>,
  );
  return { onClose, onReload };
}

describe('the status move modal', { timeout: 20_000 }, () => {
  it('asks for at least one failure reason of the client’s list before sending anything', async () => {
    const { onClose } = renderModal('failed', []);
    // The team's own reasons are not offered to a client.
    expect(screen.queryByLabelText('Matching : aucun profil pertinent')).toBeNull();
    // Its reasons are in its own words, not the team's about « the client ».
    expect(screen.getByLabelText('Profils proposés insatisfaisants')).toBeInTheDocument();
    expect(screen.queryByLabelText(/du client|Client insatisfait/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Déclarer l’échec' }));
    fireEvent.click(screen.getByRole('button', { name: /Confirmer/ }));
    await wait();
    expect(screen.getByText('Choisissez au moins un motif.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers to reload when the mission changed meanwhile (622)', async () => {
    const stale: MockedResponse = {
      request: {
        query: UPDATE_MISSION_STATUS,
        variables: {
          id: '7',
          status: 'quotation',
          version: 3,
          refusalReason: null,
          failureReasons: null,
          comment: null,
        },
      },
      result: { errors: [new GraphQLError('changed', { extensions: { code: 622 } })] },
    };
    const { onClose, onReload } = renderModal('quotation', [stale]);
    fireEvent.click(screen.getByRole('button', { name: 'Passer en contractualisation' }));
    await wait(50);
    expect(await screen.findByText(/La mission a été modifiée entre-temps/)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Recharger la mission' }));
    expect(onReload).toHaveBeenCalled();
  });
});
