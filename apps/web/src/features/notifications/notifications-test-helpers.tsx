import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fr } from '../../i18n/messages';
import {
  FIRST_PAGE,
  UNSEEN_USER_NOTIFICATIONS_COUNT,
  USER_NOTIFICATIONS,
  type UserNotification,
} from './notifications-operations';

export function notification(id: string, overrides: Partial<UserNotification> = {}): UserNotification {
  return {
    __typename: 'UserNotification',
    id,
    unseen: true,
    category: 'missions',
    type: 'mission_validated',
    plainTextDescription: `Mission ${id} validée`,
    description: `Mission <strong>${id}</strong> validée`,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    url: `/freelancer/missions/${id}`,
    ...overrides,
  };
}

export const countMock = (count: number): MockedResponse => ({
  request: { query: UNSEEN_USER_NOTIFICATIONS_COUNT },
  result: { data: { unseenUserNotificationsCount: count } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export const listMock = (items: UserNotification[], count = items.length): MockedResponse => ({
  request: { query: USER_NOTIFICATIONS, variables: FIRST_PAGE },
  result: { data: { userNotifications: { __typename: 'UserNotificationList', id: 'u1', count, items } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** Renders `ui` at /freelancer inside the providers; other paths show "Page <path>". */
export function renderWithProviders(ui: ReactNode, mocks: MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <IntlProvider locale="fr-FR" messages={fr}>
        <MantineProvider env="test">
          <MemoryRouter initialEntries={['/freelancer']}>
            <Routes>
              <Route path="/freelancer" element={ui} />
              <Route path="*" element={<p>Page visitée</p>} />
            </Routes>
          </MemoryRouter>
        </MantineProvider>
      </IntlProvider>
    </MockedProvider>,
  );
}
