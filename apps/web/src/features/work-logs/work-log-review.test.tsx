import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWith } from '../freelancer-missions/test-render';
import { UPDATE_WORK_LOG, type WorkLog } from './work-log-operations';
import { WorkLogReview } from './work-log-review';
import { mayWorkLog } from './work-log-test-data';

const draft = mayWorkLog({ comment: 'Congés le 15.', allowedMoves: ['skip'] });

const entries = [
  { day: '2026-05-04', days: 1 },
  { day: '2026-05-05', days: 0.5 },
];
const saved = {
  request: { query: UPDATE_WORK_LOG, variables: { id: '31', entries, comment: 'Congés le 15.', revision: 3 } },
  result: vi.fn(() => ({
    data: {
      updateWorkLog: {
        ...draft,
        entries: entries.map((entry) => ({ __typename: 'WorkLogEntry', ...entry })),
        totalDays: 1.5,
        revision: 4,
        deal: { __typename: 'Deal', ...draft.deal },
      },
    },
  })),
};

describe('WorkLogReview', () => {
  it('lets the team correct the days of a draft and save them, without submitting for the freelancer', async () => {
    renderWith(<WorkLogReview workLog={draft} team onReload={() => {}} />, [saved]);
    expect(screen.getByText(/vous pouvez corriger ses jours/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer au client' })).toBeNull();
    const tuesday = screen.getByRole('button', { name: /mardi 5 mai, non travaillé/ });
    expect(tuesday).toBeEnabled();
    fireEvent.click(tuesday);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(saved.result).toHaveBeenCalled());
    expect(await screen.findByText('Enregistré')).toBeInTheDocument();
  });

  it('stays read only for the client', () => {
    renderWith(<WorkLogReview workLog={draft} team={false} onReload={() => {}} />);
    expect(screen.getByRole('button', { name: /lundi 4 mai, journée complète/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(screen.getByTestId('work-log-total')).toHaveTextContent('Total : 1 jour travaillé');
    expect(screen.getByText('Attendu au rythme de la mission (5 j/semaine) : 19 jours')).toBeInTheDocument();
  });

  it('tells the client a contested month is being corrected, not that it was never sent', () => {
    const contested = { ...draft, submittedAt: '2026-06-01T08:00:00Z', statusComment: 'Il manque le 14.' };
    renderWith(<WorkLogReview workLog={contested} team={false} onReload={() => {}} />);
    expect(screen.getByText(/le freelance corrige ce compte rendu/)).toBeInTheDocument();
    expect(screen.queryByText('Le freelance n’a pas encore envoyé ce compte rendu.')).toBeNull();
  });

  it('tells the client which declared days were still to come when sent, and which fall on a day off', () => {
    const sent: WorkLog = {
      ...draft,
      status: 'submitted',
      viewerCanEdit: false,
      allowedMoves: ['validate', 'contest'],
      submittedAt: '2026-05-20T09:00:00Z',
      entries: [
        { day: '2026-05-14', days: 1 }, // Ascension
        { day: '2026-05-19', days: 1 },
        { day: '2026-05-21', days: 1 },
        { day: '2026-05-22', days: 0.5 },
      ],
      totalDays: 3.5,
    };
    renderWith(<WorkLogReview workLog={sent} team={false} onReload={() => {}} />);
    const notice = screen.getByTestId('work-log-unusual-days');
    expect(notice).toHaveTextContent('À vérifier avant de valider');
    expect(notice).toHaveTextContent('Envoyé le 20 mai : 1,5 jour déclaré était encore à venir.');
    expect(notice).toHaveTextContent('1 jour déclaré tombe un week-end ou un jour férié.');
  });

  it('says nothing more about a month sent at its end with working days only', () => {
    const sent: WorkLog = { ...draft, status: 'submitted', viewerCanEdit: false, submittedAt: '2026-05-29T16:00:00Z' };
    renderWith(<WorkLogReview workLog={sent} team={false} onReload={() => {}} />);
    expect(screen.queryByTestId('work-log-unusual-days')).toBeNull();
  });

  it('stays read only for the team when the work log cannot be edited', () => {
    renderWith(<WorkLogReview workLog={{ ...draft, viewerCanEdit: false }} team onReload={() => {}} />);
    expect(screen.getByRole('button', { name: /lundi 4 mai, journée complète/ })).toBeDisabled();
    expect(screen.getByText('Le freelance n’a pas encore envoyé ce compte rendu.')).toBeInTheDocument();
  });
});
