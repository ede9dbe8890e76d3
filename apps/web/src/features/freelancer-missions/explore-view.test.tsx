import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { toasts } from '../../shell/toasts';
import { APPLY_TO_MISSION, MY_MATCHES } from '../matches/match-operations';
import { RECOMMENDED_MISSIONS } from '../matches/recommendation-operations';
import { ExploreView } from './explore-view';
import { EXPLORE_PAGE_SIZE } from './freelancer-missions-operations';
import { matchOf, recommendationOf } from './test-fixtures';
import { renderWith } from './test-render';

const forecast = recommendationOf('14', 'Data engineer — prévision des ventes');
const devops = recommendationOf('11', 'Ingénieur DevOps — Kubernetes');

const recommended = (list: unknown[]): MockedResponse => ({
  request: { query: RECOMMENDED_MISSIONS, variables: { limit: EXPLORE_PAGE_SIZE } },
  result: { data: { recommendedMissions: list } },
});
const mine = (list: unknown[]): MockedResponse => ({
  request: { query: MY_MATCHES, variables: {} },
  result: { data: { myMatches: list } },
});
const apply = (result: MockedResponse['result']): MockedResponse => ({
  request: { query: APPLY_TO_MISSION, variables: { missionId: '14', message: 'Bonjour' } },
  result,
});

const card = (title: string) => screen.getByRole('article', { name: title });

async function applyTo(title: string) {
  fireEvent.click(
    within(await screen.findByRole('article', { name: title })).getByRole('button', { name: 'Postuler' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Postuler à la mission' });
  fireEvent.change(within(dialog).getByLabelText('Votre message (facultatif)'), { target: { value: 'Bonjour' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer ma candidature' }));
  return dialog;
}

describe('the explore list', { timeout: 20_000 }, () => {
  beforeEach(() => toasts.set([]));

  it('shows the recommendations, best first, with their facts and ratio', async () => {
    renderWith(<ExploreView />, [recommended([forecast, devops]), mine([])]);
    const titles = (await screen.findAllByRole('article')).map((el) => el.getAttribute('aria-labelledby'));
    expect(titles).toEqual(['mission-14-title', 'mission-11-title']);
    const first = card(forecast.mission.title!);
    expect(within(first).getByText('Maison Carrel')).toBeInTheDocument();
    expect(within(first).getByText('650 € / jour')).toBeInTheDocument();
    expect(within(first).getByText('8/11 critères')).toBeInTheDocument();
    expect(within(first).getByText('Python · 4 ans')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /Voir la mission/ })).toHaveAttribute(
      'href',
      '/freelancer/explore/mission/14',
    );
  });

  it('takes the mission out of the list once applied, with a success toast', async () => {
    const applied = matchOf('40', '14', 'freelanceApplication', 'candidat');
    renderWith(<ExploreView />, [
      recommended([forecast, devops]),
      mine([]),
      apply({ data: { applyToMission: applied } }),
      recommended([devops]),
      mine([applied]),
    ]);
    await applyTo(forecast.mission.title!);
    await waitFor(() => expect(screen.queryByRole('article', { name: forecast.mission.title! })).toBeNull());
    expect(card(devops.mission.title!)).toBeInTheDocument();
    expect(toasts.get()).toEqual([
      expect.objectContaining({ type: 'success', messageId: 'freelancerMissions.apply.done' }),
    ]);
  });

  it('explains in French why the application was refused (634 and its reason), and keeps the mission', async () => {
    renderWith(<ExploreView />, [
      recommended([forecast, devops]),
      mine([]),
      apply({
        errors: [new GraphQLError('closed', { extensions: { code: 634, reason: 'invalidMissionState' } })],
      }),
    ]);
    const dialog = await applyTo(forecast.mission.title!);
    expect(await within(dialog).findByText('Cette mission n’accepte plus de candidatures.')).toBeInTheDocument();
    expect(card(forecast.mission.title!)).toBeInTheDocument();
    expect(toasts.get()).toEqual([]);
  });

  it('says why nothing is recommended and how to change it', async () => {
    renderWith(<ExploreView />, [recommended([]), mine([])]);
    expect(await screen.findByText('Aucune mission ne vous correspond pour le moment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compléter mes compétences' })).toHaveAttribute(
      'href',
      '/freelancer/profile',
    );
    expect(screen.getByRole('link', { name: 'Mettre à jour ma disponibilité' })).toHaveAttribute(
      'href',
      '/freelancer/dashboard',
    );
  });
});
