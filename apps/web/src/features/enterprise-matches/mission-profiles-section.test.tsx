import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MISSION_MATCHES, SELECT_MATCH, UPDATE_MATCH_STATUS } from '../matches/match-operations';
import type { MissionDetail } from '../missions/mission-operations';
import { match, meeting } from './match-fixtures';
import { MissionProfilesSection } from './mission-profiles-section';
import { renderWithProviders } from './test-providers';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T14:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const mission = (status: MissionDetail['status'] = 'seeking') => ({ id: '5', status }) as MissionDetail;
const julien = match({
  id: '1',
  selected: true,
  meeting: meeting({ status: 'booked', bookedAt: '2026-11-24T09:00:00Z' }),
});
// Benjamin applied to a Connect mission: his words reached the client with his profile.
const benjamin = match({
  id: '3',
  firstName: 'Benjamin',
  lastName: 'Laurent',
  message: 'J’ai mené un projet très proche chez Decathlon.',
});
const yasmine = match({
  id: '4',
  firstName: 'Yasmine',
  lastName: 'Belkacem',
  status: 'corporateDeclined',
  declineReasons: ['experience'],
  allowedMoves: [],
});
const list = (matches: unknown[]) => ({
  request: { query: MISSION_MATCHES, variables: { missionId: '5' } },
  result: { data: { missionMatches: matches } },
});

function show(mocks: Parameters<typeof renderWithProviders>[1], status?: MissionDetail['status']) {
  renderWithProviders(
    <MissionProfilesSection mission={mission(status)} viewer="corporate" missionPath={(id) => `/m/${id}`} />,
    mocks,
  );
}
const cardByName = (name: string) =>
  screen.getAllByTestId('presented-profile').find((el) => el.getAttribute('aria-label') === name) as HTMLElement;
const card = async (name: string) => {
  await screen.findAllByTestId('presented-profile');
  return within(cardByName(name));
};

describe('MissionProfilesSection', { timeout: 20_000 }, () => {
  it('shows the presented profiles, the shortlist counter and the declined ones folded away', async () => {
    show([list([benjamin, yasmine, julien])]);
    expect(await screen.findByText('1/5 profils sélectionnés pour un rendez-vous')).toBeInTheDocument();
    const cards = screen.getAllByTestId('presented-profile').map((el) => el.getAttribute('aria-label'));
    expect(cards).toEqual(['Julien Bernard', 'Benjamin Laurent']);
    const first = within(cardByName('Julien Bernard'));
    expect(first.getByText('Rendez-vous fixé')).toBeInTheDocument();
    expect(first.getByText('Rendez-vous le mardi 24 novembre 2026 à 10:00')).toBeInTheDocument();
    expect(first.getByText('650 € / jour')).toBeInTheDocument();
    expect(first.getByText('Lyon')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Voir le profil' })).toHaveAttribute(
      'href',
      '/enterprise/mission/5/freelancer/f1',
    );
    expect(within(cardByName('Benjamin Laurent')).getByRole('button', { name: 'Rencontrer' })).toBeInTheDocument();
    expect(
      within(cardByName('Benjamin Laurent')).getByText('J’ai mené un projet très proche chez Decathlon.'),
    ).toBeInTheDocument();
    expect(within(cardByName('Benjamin Laurent')).getByText(/Candidature directe/)).toBeInTheDocument();
    expect(first.queryByText(/Candidature directe/)).toBeNull();
    const closed = screen.getByRole('button', { name: 'Profils écartés (1)' });
    expect(closed).toHaveAttribute('aria-expanded', 'false');
  });

  it('explains what happens next while no profile is presented', async () => {
    show([list([])]);
    expect(
      await screen.findByText(
        'Notre équipe sélectionne les meilleurs profils : vous serez prévenu dès qu’ils sont prêts.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/jusqu’à 5 profils à rencontrer/)).toBeInTheDocument();
  });

  it('says, on a Connect mission, that qualified freelancers apply directly', async () => {
    renderWithProviders(
      <MissionProfilesSection
        mission={{ id: '5', status: 'seeking', offer: 'connect' } as MissionDetail}
        viewer="corporate"
        missionPath={(id) => `/m/${id}`}
      />,
      [list([])],
    );
    expect(await screen.findByText(/Mission Connect : les freelances qualifiés/)).toBeInTheDocument();
    expect(screen.queryByText(/Notre équipe sélectionne les meilleurs profils/)).toBeNull();
  });

  it('confirms a freelancer after saying what comes next', async () => {
    const calls: unknown[] = [];
    const confirmed = { ...benjamin, status: 'corporateConfirmed', allowedMoves: [] };
    const confirm = {
      request: { query: UPDATE_MATCH_STATUS, variables: { id: '3', status: 'corporateConfirmed' } },
      result: (variables: unknown) => {
        calls.push(variables);
        return { data: { updateMatchStatus: confirmed } };
      },
    };
    show([list([benjamin, julien]), confirm, list([confirmed, julien])]);
    const benjaminCard = await card('Benjamin Laurent');
    fireEvent.click(benjaminCard.getByRole('button', { name: 'Confirmer ce freelance' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/proposition commerciale/)).toBeInTheDocument();
    expect(dialog.getByText(/Vous n’avez pas encore rencontré Benjamin/)).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Confirmer Benjamin' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await within(cardByName('Benjamin Laurent')).findByText('Confirmé')).toBeInTheDocument();
  });

  it('shows 611 in French when the shortlist is full', async () => {
    const full = {
      request: { query: SELECT_MATCH, variables: { id: '3', selected: true } },
      result: { errors: [new GraphQLError('Too many', { extensions: { code: 611 } })] },
    };
    show([list([benjamin, julien]), full]);
    fireEvent.click((await card('Benjamin Laurent')).getByRole('button', { name: 'Rencontrer' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Sélectionner sans proposer de créneaux' }));
    expect(await dialog.findByText('Trop de profils sélectionnés.')).toBeInTheDocument();
  });

  it('says the selection is locked once the mission no longer seeks', async () => {
    const locked = { ...julien, mission: { ...julien.mission, status: 'quotation' }, allowedMoves: [] };
    show([list([locked])], 'quotation');
    expect(await screen.findByText(/La sélection des profils est verrouillée/)).toBeInTheDocument();
    expect(screen.queryByText(/profils sélectionnés pour un rendez-vous/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reprogrammer le rendez-vous' })).not.toBeInTheDocument();
  });

  it('says where a confirmed freelancer stands as the mission goes on: contracting, working, done', async () => {
    const confirmedOn = (status: MissionDetail['status']) => ({
      ...julien,
      status: 'corporateConfirmed',
      mission: { ...julien.mission, status },
      allowedMoves: [],
    });
    show([list([confirmedOn('onGoing')])], 'onGoing');
    expect(await screen.findByText('Contrat signé : Julien est en mission chez vous.')).toBeInTheDocument();
    expect(screen.queryByText(/notre équipe prépare la proposition/)).not.toBeInTheDocument();
  });
});
