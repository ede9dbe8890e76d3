import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/messages';
import { toasts } from '../../shell/toasts';
import { RECOMMENDED_FREELANCES } from '../matches/recommendation-operations';
import type { MissionDetail } from '../missions/mission-operations';
import { FUNNEL_MISSION, PRESELECT_FROM_SOURCE } from './backoffice-matching-operations';
import { RecommendationsSection } from './recommendations-section';

const evaluation = (percent: number) => ({
  __typename: 'MatchEvaluation',
  numerator: Math.round(percent / 10),
  denominator: 10,
  percent,
  label: `${Math.round(percent / 10)}/10`,
  score: percent,
  skills: [
    {
      __typename: 'MatchSkillFit',
      skillId: '7',
      name: 'Python',
      primary: true,
      yearsRequired: 3,
      years: 5,
      has: true,
      state: 'met',
    },
  ],
  arguments: [{ __typename: 'MatchArgument', name: 'availability', state: 'met' }],
  availableFrom: null,
  distanceKm: null,
  maxDistanceKm: 50,
  improvements: [],
});

const recommendation = (
  id: string,
  fullName: string,
  percent: number,
  match: { id: string; status: string } | null,
) => {
  const [firstName, lastName] = fullName.split(' ');
  return {
    __typename: 'FreelanceRecommendation',
    freelance: {
      __typename: 'MatchFreelance',
      id,
      publicId: `pub-${id}`,
      firstName,
      lastName,
      fullName,
      profilePictureUrl: null,
      tagline: 'Data engineer',
      retribution: 600,
      experienceInYears: 6,
      isAvailable: true,
      availabilityDate: null,
      availableNow: true,
      availableSoon: false,
      city: 'Lyon',
    },
    evaluation: evaluation(percent),
    match: match ? { __typename: 'Match', ...match } : null,
  };
};

const mission = { id: '5', status: 'seeking', retribution: 650, skills: [] } as unknown as MissionDetail;

function setup() {
  const preselected: Record<string, unknown>[] = [];
  const mocks: MockedResponse[] = [
    {
      request: {
        query: RECOMMENDED_FREELANCES,
        variables: { missionId: '5', offset: 0, limit: 20, excludeMatched: true },
      },
      result: {
        data: {
          recommendedFreelances: [
            recommendation('101', 'Élodie Chevalier', 91, null),
            recommendation('102', 'Kevin Nguyen', 74, null),
            recommendation('103', 'Lucie Fontaine', 60, null),
          ],
        },
      },
    },
    {
      request: {
        query: RECOMMENDED_FREELANCES,
        variables: { missionId: '5', offset: 0, limit: 20, excludeMatched: false },
      },
      result: {
        data: {
          recommendedFreelances: [
            recommendation('104', 'Sarah Lambert', 95, { id: '9', status: 'corporateValidation' }),
            recommendation('101', 'Élodie Chevalier', 91, null),
          ],
        },
      },
    },
    {
      request: { query: FUNNEL_MISSION, variables: { id: '5' } },
      result: {
        data: {
          mission: {
            __typename: 'Mission',
            id: '5',
            title: 'Data engineer',
            status: 'seeking',
            company: null,
            skills: [
              {
                __typename: 'MissionSkill',
                id: '5-7',
                primary: true,
                yearsRequired: 3,
                skill: { __typename: 'Skill', id: '7' },
              },
            ],
          },
        },
      },
    },
    {
      request: { query: PRESELECT_FROM_SOURCE, variables: () => true },
      result: (variables) => {
        preselected.push(variables);
        return {
          data: {
            preselectFreelances: variables.freelanceIds.map((id: string) => ({
              __typename: 'Match',
              id: `m${id}`,
              status: 'teamMemberPreselection',
            })),
          },
        };
      },
    },
  ];
  render(
    <MockedProvider mocks={mocks}>
      <IntlProvider locale="fr-FR" messages={fr}>
        <MantineProvider>
          <MemoryRouter>
            <RecommendationsSection mission={mission} />
          </MemoryRouter>
        </MantineProvider>
      </IntlProvider>
    </MockedProvider>,
  );
  return preselected;
}

describe('the engine’s recommendations', () => {
  it('preselects the ticked freelancers as the engine’s, and marks them', async () => {
    toasts.set([]);
    const preselected = setup();
    await screen.findByText('Élodie Chevalier');
    const button = screen.getByRole('button', { name: 'Présélectionner' });
    expect(button).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cocher Élodie Chevalier' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cocher Lucie Fontaine' }));
    expect(screen.getByText('2 freelances cochés')).toBeInTheDocument();
    fireEvent.click(button);
    await waitFor(() => expect(preselected).toHaveLength(1));
    expect(preselected[0]).toEqual({ missionId: '5', freelanceIds: ['101', '103'], source: 'matchingEngine' });
    await waitFor(() =>
      expect(toasts.get()).toEqual([
        expect.objectContaining({
          type: 'success',
          messageId: 'boMatching.recommendations.done',
          values: { count: 2 },
        }),
      ]),
    );
    // Now in the running: marked, and no longer tickable.
    expect(screen.getByRole('checkbox', { name: 'Cocher Élodie Chevalier' })).toBeDisabled();
    expect(screen.getAllByText('Présélection')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Cocher Kevin Nguyen' })).not.toBeDisabled();
  });

  it('shows those already in the running with their status on demand', async () => {
    setup();
    await screen.findByText('Élodie Chevalier');
    expect(screen.queryByText('Sarah Lambert')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Afficher ceux déjà en course' }));
    const row = (await screen.findByText('Sarah Lambert')).closest('.mantine-Paper-root') as HTMLElement;
    expect(within(row).getByText('Présentée au client')).toBeInTheDocument();
    expect(within(row).getByRole('checkbox')).toBeDisabled();
  });

  it('opens telescope with the mission’s mandatory skills and the mission', async () => {
    setup();
    await screen.findByText('Élodie Chevalier');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Chercher dans Télescope' })).toHaveAttribute(
        'href',
        '/backoffice/telescope?skills=7%3A3&mission=5',
      ),
    );
  });
});
