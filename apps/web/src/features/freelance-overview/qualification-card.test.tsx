import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/messages';
import { type FreelanceQualificationState, SET_FREELANCE_QUALIFICATION } from './backoffice-freelance-operations';
import { QualificationCard } from './qualification-card';

function setup(state: FreelanceQualificationState) {
  const calls: Record<string, unknown>[] = [];
  const mocks: MockedResponse[] = [
    {
      request: { query: SET_FREELANCE_QUALIFICATION, variables: () => true },
      result: (variables) => {
        calls.push(variables);
        return {
          data: {
            setFreelanceQualification: {
              __typename: 'Freelance',
              id: '7',
              qualification: variables.qualification,
              qualifiedAt: variables.qualification ? '2026-11-22T10:00:00.000Z' : null,
              qualifiedBy: variables.qualification ? 'Camille Moreau' : null,
            },
          },
        };
      },
      maxUsageCount: 3,
    },
  ];
  render(
    <MockedProvider mocks={mocks}>
      <IntlProvider locale="fr-FR" messages={fr}>
        <MantineProvider>
          <ModalsProvider>
            <QualificationCard freelanceId="7" name="Julien Bernard" state={state} />
          </ModalsProvider>
        </MantineProvider>
      </IntlProvider>
    </MockedProvider>,
  );
  return calls;
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('the team’s qualification of a freelancer', () => {
  it('shows the current verdict, since when and by whom', () => {
    setup({ qualification: 'pending', qualifiedAt: '2026-11-10T09:00:00.000Z', qualifiedBy: 'Camille Moreau' });
    expect(radio('En attente').checked).toBe(true);
    expect(screen.getByTestId('qualification-since').textContent).toBe(
      'Depuis le 10 novembre 2026, par Camille Moreau',
    );
  });

  it('asks before changing it, then sends the verdict', async () => {
    const calls = setup({ qualification: 'pending', qualifiedAt: '2026-11-10T09:00:00.000Z', qualifiedBy: null });
    fireEvent.click(radio('Qualifié'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Julien Bernard passera de « En attente » à « Qualifié »/)).toBeInTheDocument();
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(calls).toEqual([{ freelanceId: '7', qualification: 'qualified' }]));
    expect(await screen.findByText('Enregistré')).toBeInTheDocument();
  });

  it('clears it with "not assessed", and changes nothing when cancelled', async () => {
    const calls = setup({ qualification: 'disqualified', qualifiedAt: '2026-11-10T09:00:00.000Z', qualifiedBy: null });
    fireEvent.click(radio('Qualifié'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(radio('Disqualifié').checked).toBe(true);
    fireEvent.click(radio('Non évalué'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(calls).toEqual([{ freelanceId: '7', qualification: null }]));
  });
});
