import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fr } from '../../i18n/messages';
import type { CurrentUser } from '../session/me-query';
import { SessionContext } from '../session/session-context';
import { MissionForm } from './mission-form';
import { CREATE_MISSION, MISSION_FORM, SUBMIT_MISSION, UPDATE_MISSION } from './mission-form-operations';
import { mission, nextMonday } from './mission-form-test-data';
import { enterpriseMissionPlace } from './mission-places';

const user = (role: 'admin' | 'manager'): CurrentUser => ({
  id: '2',
  email: 'client@demo.fr',
  emailConfirmed: true,
  firstName: 'Sophie',
  lastName: 'Durand',
  fullName: 'Sophie Durand',
  role: 'corporate',
  permissions: { showMissions: true },
  profilePictureUrl: null,
  locale: 'fr',
  unreadChatMessagesCount: 0,
  impersonating: null,
  freelance: null,
  corporate: { id: '5', role, hasNovaAccess: false, company: { id: '1', name: 'Lumen Analytics' } },
  teamMember: null,
});

function CreatePage() {
  const { id } = useParams();
  return <MissionForm mode="create" missionId={id ?? null} {...enterpriseMissionPlace} />;
}

function renderForm(path: string, mocks: MockedResponse[], role: 'admin' | 'manager' = 'admin') {
  const router = createMemoryRouter(
    [
      { path: '/enterprise/mission/create/:id?', element: <CreatePage /> },
      { path: '/enterprise/missions/:id', element: <p>Page de la mission</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MockedProvider mocks={mocks}>
      <MantineProvider>
        <IntlProvider locale="fr-FR" messages={fr}>
          <SessionContext.Provider value={{ user: user(role), loading: false }}>
            <RouterProvider router={router} />
          </SessionContext.Provider>
        </IntlProvider>
      </MantineProvider>
    </MockedProvider>,
  );
  return router;
}

const loaded = (data: ReturnType<typeof mission>): MockedResponse => ({
  request: { query: MISSION_FORM, variables: { id: data.id } },
  result: { data: { mission: data } },
});

async function type(label: string, value: string) {
  const input = await screen.findByLabelText(label, { exact: false });
  await act(async () => fireEvent.change(input, { target: { value } }));
}

afterEach(() => localStorage.clear());

describe('the mission form', { timeout: 20_000 }, () => {
  it('shows the rule of a field as it is typed', async () => {
    renderForm('/enterprise/mission/create?step=timing', []);
    await type('Durée (jours travaillés)', '721');
    expect(await screen.findByText('La durée va de 1 à 720 jours.')).toBeInTheDocument();
    await type('Durée (jours travaillés)', '720');
    await waitFor(() => expect(screen.queryByText('La durée va de 1 à 720 jours.')).not.toBeInTheDocument());
    await type('Souplesse sur le démarrage (semaines)', '17');
    expect(await screen.findByText('Le démarrage peut être décalé de 0 à 16 semaines.')).toBeInTheDocument();
  });

  it('starts a new mission on the offer of the URL when the client can choose it', async () => {
    const create: MockedResponse = {
      request: {
        query: CREATE_MISSION,
        variables: (v) => v.input.durationInDays === 30 && v.input.offer === 'connect',
      },
      result: { data: { createMission: mission({ durationInDays: 30, offer: 'connect' }) } },
    };
    const router = renderForm('/enterprise/mission/create?offer=connect&step=timing', [create]);
    await type('Durée (jours travaillés)', '30');
    await waitFor(() => expect(router.state.location.pathname).toBe('/enterprise/mission/create/41'), {
      timeout: 3000,
    });
  });

  it('creates the draft on the first change and puts its id in the URL', async () => {
    const create: MockedResponse = {
      request: { query: CREATE_MISSION, variables: (v) => v.input.durationInDays === 30 && !v.companyId },
      result: { data: { createMission: mission({ durationInDays: 30 }) } },
    };
    const router = renderForm('/enterprise/mission/create?step=timing', [create]);
    await type('Durée (jours travaillés)', '30');
    expect(localStorage.getItem('orbite.missionDraft.2.new-own')).toContain('"durationInDays":30');
    await waitFor(() => expect(router.state.location.pathname).toBe('/enterprise/mission/create/41'), {
      timeout: 3000,
    });
    expect(router.state.location.search).toBe('?step=timing');
    expect(await screen.findByText('Brouillon enregistré')).toBeInTheDocument();
    expect(screen.getByLabelText('Durée (jours travaillés)', { exact: false })).toHaveValue('30');
    expect(localStorage.length).toBe(0);
  });

  it('stops saving and offers a reload when the mission changed meanwhile (622)', async () => {
    const stale: MockedResponse = {
      request: { query: UPDATE_MISSION, variables: (v) => v.id === '41' && v.version === 3 },
      result: { errors: [new GraphQLError('La mission a changé.', { extensions: { code: 622 } })] },
    };
    renderForm('/enterprise/mission/create/41?step=timing', [loaded(mission()), stale]);
    await type('Durée (jours travaillés)', '45');
    expect(await screen.findByText('La mission a été modifiée entre-temps', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la mission' })).toBeInTheDocument();
    // What was typed is still kept locally.
    expect(localStorage.getItem('orbite.missionDraft.2.41')).toContain('"durationInDays":45');
  });

  it('keeps « Suivant » on a step that misses what a submission needs, and shows why', async () => {
    const timed = mission({ startDate: nextMonday(), durationInDays: 30, workingTime: 5 });
    const router = renderForm('/enterprise/mission/create/41?step=skills', [loaded(timed)]);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Suivant' })));
    expect(await screen.findByText('Ajoutez au moins une compétence.')).toBeInTheDocument();
    expect(screen.getByText('Complétez les champs signalés pour passer à l’étape suivante.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=skills');
    // The stepper still opens any step, and a complete step lets « Suivant » go on.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Calendrier/ })));
    await waitFor(() => expect(router.state.location.search).toBe('?step=timing'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Suivant' })));
    await waitFor(() => expect(router.state.location.search).toBe('?step=skills'));
  });

  it('sends an incomplete mission back to its first step with an error', async () => {
    const incomplete = mission({
      startDate: nextMonday(),
      durationInDays: 30,
      workingTime: 5,
      title: 'Data engineer',
    });
    const router = renderForm('/enterprise/mission/create/41?step=overview', [loaded(incomplete)]);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Envoyer la mission' })));
    await waitFor(() => expect(router.state.location.search).toBe('?step=skills'));
    expect(await screen.findByText('Ajoutez au moins une compétence.')).toBeInTheDocument();
    expect(screen.getByText('Ce champ est obligatoire.')).toBeInTheDocument();
  });

  it('submits a manager’s mission for approval and lands on the mission page', async () => {
    const ready = mission({
      startDate: nextMonday(),
      durationInDays: 30,
      workingTime: 5,
      title: 'Data engineer',
      description: 'Pipelines',
      category: 'data',
      retribution: 600,
      experienceLevel: 'senior',
      workplace: 'remote',
      skills: [
        {
          __typename: 'MissionSkill',
          id: '41-7',
          skill: { __typename: 'Skill', id: '7' },
          name: 'Python',
          primary: true,
          yearsRequired: 3,
        },
      ],
    });
    const submit: MockedResponse = {
      request: { query: SUBMIT_MISSION, variables: { id: '41' } },
      result: {
        data: {
          submitMission: { __typename: 'Mission', id: '41', status: 'toApprove', version: 4, submittedAt: null },
        },
      },
    };
    const router = renderForm('/enterprise/mission/create/41?step=overview', [loaded(ready), submit], 'manager');
    expect(
      await screen.findByText(/vous la soumettez d’abord à l’approbation d’un administrateur/),
    ).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer pour approbation' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enterprise/missions/41'));
  });
});
