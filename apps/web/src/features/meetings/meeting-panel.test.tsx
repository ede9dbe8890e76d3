import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { match, meeting, slot } from '../enterprise-matches/match-fixtures';
import { renderWithProviders } from '../enterprise-matches/test-providers';
import { MARK_MEETING_DONE } from './meeting-operations';
import { MeetingPanel } from './meeting-panel';

// Sunday 22 November 2026, 15:00 in Paris (UTC+1).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T14:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const panel = () => within(screen.getByTestId('meeting-panel'));

describe('MeetingPanel', { timeout: 20_000 }, () => {
  it('invites to propose slots when there is no meeting yet', () => {
    renderWithProviders(<MeetingPanel match={match()} viewer="corporate" />);
    expect(panel().getByText(/Aucun rendez-vous pour l’instant/)).toBeInTheDocument();
    expect(panel().getByRole('button', { name: 'Proposer des créneaux' })).toBeInTheDocument();
    expect(panel().queryByRole('button', { name: 'Marquer le rendez-vous comme passé' })).not.toBeInTheDocument();
  });

  it('lists the proposed slots in Paris time while the freelancer chooses', () => {
    const slots = [slot('1', '2026-11-24T09:00:00.000Z'), slot('2', '2026-11-25T13:30:00.000Z')];
    renderWithProviders(
      <MeetingPanel
        match={match({ selected: true, meeting: meeting({ slots: slots as never }) })}
        viewer="corporate"
      />,
    );
    expect(panel().getByText('Créneaux proposés')).toBeInTheDocument();
    expect(panel().getByText(/En attente de Julien/)).toBeInTheDocument();
    const items = panel()
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['mardi 24 novembre 2026 à 10:00', 'mercredi 25 novembre 2026 à 14:30']);
    expect(panel().getByRole('button', { name: 'Modifier les créneaux' })).toBeInTheDocument();
  });

  it('shows a booked meeting with its calendar file, and offers to reschedule', () => {
    const booked = meeting({ status: 'booked', bookedAt: '2026-11-24T09:00:00.000Z' });
    renderWithProviders(<MeetingPanel match={match({ selected: true, meeting: booked })} viewer="corporate" />);
    expect(panel().getByText('mardi 24 novembre 2026 à 10:00')).toBeInTheDocument();
    expect(panel().getByRole('button', { name: 'Ajouter à mon agenda' })).toBeInTheDocument();
    expect(panel().getByRole('button', { name: 'Reprogrammer' })).toBeInTheDocument();
    expect(panel().queryByRole('button', { name: 'Marquer le rendez-vous comme passé' })).not.toBeInTheDocument();
  });

  it('reschedules without offering again the slot it cancels', async () => {
    const slots = [slot('1', '2026-11-24T09:00:00.000Z'), slot('2', '2026-11-25T13:30:00.000Z')];
    const booked = meeting({ status: 'booked', bookedAt: '2026-11-24T09:00:00.000Z', slots: slots as never });
    renderWithProviders(<MeetingPanel match={match({ selected: true, meeting: booked })} viewer="corporate" />);
    fireEvent.click(panel().getByRole('button', { name: 'Reprogrammer' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toMatch(/sera annulé/);
    const values = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent ?? '')
      .concat(Array.from(dialog.querySelectorAll('input')).map((input) => input.value))
      .join(' | ');
    expect(values).toMatch(/25\/11\/2026|25 nov/);
    expect(values).not.toMatch(/24\/11\/2026|24 nov/);
  });

  it('marks a past meeting done, and shows 606 in French when the server says it is not past', async () => {
    const booked = meeting({ status: 'booked', bookedAt: '2026-11-22T09:00:00.000Z' });
    const presented = match({ id: '9', selected: true, meeting: booked });
    const refused = {
      request: { query: MARK_MEETING_DONE, variables: { id: '9' } },
      result: { errors: [new GraphQLError('Le rendez-vous n’a pas eu lieu.', { extensions: { code: 606 } })] },
    };
    renderWithProviders(<MeetingPanel match={presented} viewer="corporate" />, [refused]);
    expect(panel().getByText(/L’heure du rendez-vous est passée/)).toBeInTheDocument();
    fireEvent.click(panel().getByRole('button', { name: 'Marquer le rendez-vous comme passé' }));
    expect(await panel().findByText('Le rendez-vous n’a pas encore eu lieu.')).toBeInTheDocument();
  });

  it('tells who declined and why', () => {
    const declined = meeting({
      status: 'declined',
      declineSource: 'freelance',
      declineReasons: ['otherMission', 'retribution'],
      declineComment: 'Une autre mission a démarré.',
    });
    renderWithProviders(
      <MeetingPanel match={match({ status: 'teamMemberCancelled', meeting: declined })} viewer="corporate" />,
    );
    expect(panel().getByText('Rendez-vous décliné par le freelance.')).toBeInTheDocument();
    expect(panel().getByText('Autre mission acceptée')).toBeInTheDocument();
    expect(panel().getByText('Rémunération')).toBeInTheDocument();
    expect(panel().getByText(/Une autre mission a démarré/)).toBeInTheDocument();
    expect(panel().queryByRole('button')).not.toBeInTheDocument();
  });

  it('after the meeting, points the client to the decision', () => {
    const done = meeting({ status: 'done', bookedAt: '2026-11-20T09:00:00.000Z', doneAt: '2026-11-20T10:00:00.000Z' });
    renderWithProviders(<MeetingPanel match={match({ selected: true, meeting: done })} viewer="corporate" />);
    expect(panel().getByText('Rendez-vous passé (vendredi 20 novembre 2026 à 10:00).')).toBeInTheDocument();
    expect(panel().getByText(/confirmez-le pour lancer la contractualisation/)).toBeInTheDocument();
    expect(panel().queryByRole('button', { name: /créneaux|Reprogrammer/ })).not.toBeInTheDocument();
  });

  it('lets the team propose night slots', async () => {
    renderWithProviders(<MeetingPanel match={match()} viewer="teamMember" />);
    fireEvent.click(panel().getByRole('button', { name: 'Proposer des créneaux' }));
    expect(await screen.findAllByRole('radio', { name: 'Nuit (20 h – 8 h)' })).not.toHaveLength(0);
  });
});
