import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { fr } from '../../i18n/messages';
import type { CurrentUser } from '../session/me-query';
import { SessionContext } from '../session/session-context';
import type { ActivityFeedEvent } from './activity-operations';

/** A team member signed in, for the widgets only team members see. */
export const teamUser = {
  id: '7',
  email: 'lea@orbite.test',
  firstName: 'Léa',
  lastName: 'Martin',
  fullName: 'Léa Martin',
  role: 'teamMember',
  permissions: {},
  profilePictureUrl: null,
  locale: 'fr',
  unreadChatMessagesCount: 0,
  impersonating: null,
  freelance: null,
  corporate: null,
  teamMember: { id: '3', accountManager: true, freelancerAgent: false },
} as CurrentUser;

/** Renders in French with mocked GraphQL answers and a signed-in team member. */
export function renderForTeam(ui: ReactNode, mocks: MockedResponse[] = []) {
  return render(
    <MockedProvider mocks={mocks}>
      <IntlProvider locale="fr-FR" messages={fr}>
        <MantineProvider>
          <SessionContext.Provider value={{ user: teamUser, loading: false }}>
            <MemoryRouter>{ui}</MemoryRouter>
          </SessionContext.Provider>
        </MantineProvider>
      </IntlProvider>
    </MockedProvider>,
  );
}

/** An event as the API sends it. */
export function anEvent(overrides: Partial<ActivityFeedEvent> = {}): ActivityFeedEvent {
  return {
    __typename: 'ActivityEvent',
    id: '1',
    category: 'mission',
    type: 'mission_validated',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    technical: false,
    entityType: 'mission',
    entityId: '12',
    url: '/backoffice/missions/12',
    fromStatus: null,
    toStatus: null,
    reasons: [],
    comment: null,
    fields: [],
    actor: {
      __typename: 'ActivityActor',
      id: '9',
      fullName: 'Paul Durand',
      role: 'teamMember',
      profilePictureUrl: null,
    },
    impersonator: null,
    ...overrides,
  } as ActivityFeedEvent;
}
