import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/messages';
import { InterviewOutcomeModal } from './interview-outcome-modal';
import { QualificationBadge } from './qualification-badge';
import { type CandidateInterview, CONCLUDE_CANDIDATE_INTERVIEW } from './qualification-operations';

Element.prototype.scrollIntoView ??= () => {};

const interview: CandidateInterview = {
  id: '5',
  date: '2026-12-15T13:30:00.000Z',
  qualifStatus: 'pending',
  skillName: 'Python',
  instructorName: 'Amélie Roussel',
  approvalRating: null,
  expertiseLevel: null,
  technicalKnowledge: null,
  doubtCriteria: [],
  noShowParty: null,
  feedback: null,
  concludedAt: null,
};

function setup() {
  const calls: Record<string, unknown>[] = [];
  const mocks: MockedResponse[] = [
    {
      request: { query: CONCLUDE_CANDIDATE_INTERVIEW, variables: () => true },
      result: (variables) => {
        calls.push(variables);
        return { data: { concludeCandidateInterview: { __typename: 'CandidateInterview', id: '5' } } };
      },
      maxUsageCount: 3,
    },
  ];
  let closed = 0;
  render(
    <MockedProvider mocks={mocks}>
      <IntlProvider locale="fr-FR" messages={fr}>
        <MantineProvider>
          <InterviewOutcomeModal interview={interview} onClose={() => (closed += 1)} />
          <QualificationBadge badge="notQualified" />
        </MantineProvider>
      </IntlProvider>
    </MockedProvider>,
  );
  return { calls, closed: () => closed };
}

const pick = async (label: RegExp, option: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('the outcome of a candidate interview', { timeout: 20_000 }, () => {
  it('does not send a held interview’s outcome without the instructor’s opinion', async () => {
    const { calls, closed } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Résultat de l’entretien' });
    expect(within(dialog).getByText('Un freelance qualifié a reçu un avis positif.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer le résultat' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /^Avis de l’instructeur/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(calls).toEqual([]);
    expect(closed()).toBe(0);
  });

  it('keeps a cancellation free of assessment, with who did not come', async () => {
    const { calls } = setup();
    await pick(/^Résultat/, 'Annulé par le candidat');
    expect(screen.queryByRole('combobox', { name: /^Avis de l’instructeur/ })).toBeNull();
    await pick(/^Absence/, 'Le candidat');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le résultat' }));
    await waitFor(() =>
      expect(calls[0]?.outcome).toMatchObject({
        qualifStatus: 'cancelledByCandidate',
        approvalRating: null,
        noShowParty: 'candidate',
      }),
    );
  });

  it('shows the not-qualified badge greyed', () => {
    setup();
    const badge = screen.getByTestId('qualification-badge');
    expect(badge.textContent).toBe('Non qualifié');
    expect(badge.getAttribute('data-badge')).toBe('notQualified');
  });
});
