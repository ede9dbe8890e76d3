import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/messages';
import { julien, moved } from '../funnel/funnel-test-fixtures';
import { UPDATE_MATCH_STATUS } from '../matches/match-operations';
import { MatchMoves } from './match-moves';

// The autosized textarea listens for web fonts, which jsdom does not have.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

function setup() {
  const calls: Record<string, unknown>[] = [];
  const mocks: MockedResponse[] = [
    {
      request: { query: UPDATE_MATCH_STATUS, variables: () => true },
      result: (variables) => {
        calls.push(variables);
        return { data: { updateMatchStatus: moved(julien, variables.status, 'closed') } };
      },
      maxUsageCount: 5,
    },
  ];
  render(
    <MockedProvider mocks={mocks}>
      <IntlProvider locale="fr-FR" messages={fr}>
        <MantineProvider>
          <MemoryRouter>
            <MatchMoves match={julien} />
          </MemoryRouter>
        </MantineProvider>
      </IntlProvider>
    </MockedProvider>,
  );
  return calls;
}

describe('the team’s moves on the match page', () => {
  it('offers a button per move the server allows (the client’s duplicate aside)', () => {
    setup();
    const labels = screen.getAllByRole('button').map((button) => button.textContent);
    expect(labels).toEqual(['Confirmer pour le client', 'Décliner pour le client', 'Annuler le match']);
  });

  it('asks before confirming for the client', async () => {
    const calls = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer pour le client' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/La mission passe en contractualisation/)).toBeInTheDocument();
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer pour le client' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ id: julien.id, status: 'corporateConfirmed', reasons: null });
  });

  it('declines only with at least one of the team’s reasons', async () => {
    const calls = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Décliner pour le client' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Décliner pour le client' }));
    expect(await within(dialog).findByText('Choisissez au moins une raison.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Tarif hors budget' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Décliner pour le client' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ status: 'corporateDeclined', reasons: ['retribution'] });
  });
});
