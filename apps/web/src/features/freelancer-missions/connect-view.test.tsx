import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { toasts } from '../../shell/toasts';
import { APPLY_TO_MISSION } from '../matches/match-operations';
import { RECOMMENDED_MISSIONS } from '../matches/recommendation-operations';
import type { CurrentUser } from '../session/me-query';
import { SessionContext } from '../session/session-context';
import { ConnectView } from './connect-view';
import { EXPLORE_PAGE_SIZE, MY_SKILL_IDS } from './freelancer-missions-operations';
import { matchOf, recommendationOf } from './test-fixtures';
import { renderWith } from './test-render';

const mission = recommendationOf('21', 'Analytics engineer dbt');
const connectMission = { ...mission, mission: { ...mission.mission, offer: 'connect' } };

const connectList = (list: unknown[]): MockedResponse => ({
  request: { query: RECOMMENDED_MISSIONS, variables: { limit: EXPLORE_PAGE_SIZE, offer: 'connect' } },
  result: { data: { recommendedMissions: list } },
});

const skillIds = (ids: string[]): MockedResponse => ({
  request: { query: MY_SKILL_IDS, variables: {} },
  result: { data: { me: { id: '1', freelance: { id: '3', skills: ids.map((id) => ({ id })) } } } },
});

function renderAs(status: 'validated' | 'new', mocks: MockedResponse[], skills = ['7']) {
  const user = { id: '1', freelance: { id: '3', status } } as CurrentUser;
  return renderWith(
    <SessionContext.Provider value={{ user, loading: false }}>
      <ConnectView />
    </SessionContext.Provider>,
    [skillIds(skills), ...mocks],
  );
}

describe('the Connect page', { timeout: 20_000 }, () => {
  beforeEach(() => toasts.set([]));

  it('lists the Connect missions and sends a qualified freelancer’s application straight to the client', async () => {
    const presented = matchOf('50', '21', 'corporateValidation', 'candidat');
    renderAs('validated', [
      connectList([connectMission]),
      {
        request: { query: APPLY_TO_MISSION, variables: { missionId: '21', message: null } },
        result: { data: { applyToMission: presented } },
      },
      connectList([]),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Missions Connect' })).toBeInTheDocument();
    expect(screen.getByText('Candidature directe')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Analytics engineer dbt' });
    expect(within(card).getByText('Connect')).toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: 'Postuler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Postuler à la mission' });
    expect(within(dialog).getByText(/votre candidature lui est transmise directement/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Votre message au client (facultatif)')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer ma candidature' }));
    await waitFor(() =>
      expect(toasts.get()).toEqual([
        expect.objectContaining({ type: 'success', messageId: 'freelancerMissions.apply.doneConnect' }),
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Analytics engineer dbt' })).toBeNull());
  });

  it('tells a freelancer not yet qualified that the team reads their applications first', async () => {
    renderAs('new', [connectList([connectMission])]);
    expect(screen.getByText('Votre profil n’est pas encore qualifié')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Analytics engineer dbt' });
    fireEvent.click(within(card).getByRole('button', { name: 'Postuler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Postuler à la mission' });
    expect(within(dialog).getByText(/part à l’équipe Orbite, qui la relit/)).toBeInTheDocument();
  });

  it('says when no Connect mission is open and leads to the recommendations', async () => {
    renderAs('validated', [connectList([])]);
    expect(await screen.findByText('Pas de mission Connect pour le moment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les missions recommandées' })).toHaveAttribute(
      'href',
      '/freelancer/explore',
    );
  });

  it('tells a freelancer without a skill that the scores leave skills out, and leads to the profile’s skills', async () => {
    renderAs('new', [connectList([connectMission])], []);
    await screen.findByRole('article', { name: 'Analytics engineer dbt' });
    expect(await screen.findByText('Ajoutez vos compétences')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ajouter mes compétences' })).toHaveAttribute(
      'href',
      '/freelancer/profile#skills',
    );
  });

  it('says nothing of skills to a freelancer who has some', async () => {
    let read = false;
    const withSkill = skillIds(['7']);
    const answer = withSkill.result;
    renderWith(
      <SessionContext.Provider
        value={{ user: { id: '1', freelance: { id: '3', status: 'new' } } as CurrentUser, loading: false }}
      >
        <ConnectView />
      </SessionContext.Provider>,
      [
        {
          ...withSkill,
          result: () => {
            read = true;
            return answer as never;
          },
        },
        connectList([connectMission]),
      ],
    );
    await screen.findByRole('article', { name: 'Analytics engineer dbt' });
    await waitFor(() => expect(read).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText('Ajoutez vos compétences')).toBeNull();
  });
});
