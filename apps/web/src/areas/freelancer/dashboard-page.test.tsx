import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FREELANCE_OVERVIEW } from '../../features/freelance-overview/freelance-overview-operations';
import { MY_MATCHES } from '../../features/matches/match-operations';
import { RECOMMENDED_MISSIONS } from '../../features/matches/recommendation-operations';
import { QUALIFICATION_REQUEST } from '../../features/qualification/qualification-operations';
import { PENDING_RATINGS } from '../../features/reviews/reviews-operations';
import type { CurrentUser } from '../../features/session/me-query';
import { SessionContext } from '../../features/session/session-context';
import { MY_WORK_LOGS } from '../../features/work-logs/work-log-operations';
import { fr } from '../../i18n/messages';
import FreelancerDashboardPage from './dashboard-page';

const user: CurrentUser = {
  id: '1',
  email: 'julien@example.fr',
  emailConfirmed: true,
  firstName: 'Julien',
  lastName: 'Bernard',
  fullName: 'Julien Bernard',
  role: 'freelancer',
  permissions: { showProfile: true, showMissions: true },
  profilePictureUrl: null,
  locale: 'fr',
  unreadChatMessagesCount: 0,
  impersonating: null,
  freelance: { id: '7', status: 'validated', referralCode: 'JUL', publicId: 'julien' },
  corporate: null,
  teamMember: null,
};

const overview = {
  __typename: 'Freelance',
  id: '7',
  status: 'validated',
  preUser: false,
  publicId: 'julien',
  referralCode: 'JUL',
  isAvailable: true,
  availabilityDate: null,
  availableNow: true,
  availableSoon: false,
  shouldUpdateAvailability: false,
  profileScore: 80,
  completeness: {
    __typename: 'FreelanceCompleteness',
    score: 83,
    items: [{ __typename: 'CompletenessItem', element: 'headline', done: true }],
  },
};

/** The dashboard's queries; the pending ratings answer `ratingsDelay` ms after the others. */
function mocks(ratingsDelay: number): MockedResponse[] {
  return [
    { request: { query: FREELANCE_OVERVIEW, variables: { id: '7' } }, result: { data: { freelance: overview } } },
    { request: { query: MY_MATCHES }, result: { data: { myMatches: [] } } },
    { request: { query: MY_WORK_LOGS }, result: { data: { myWorkLogs: [] } } },
    {
      request: { query: PENDING_RATINGS },
      delay: ratingsDelay,
      result: {
        data: {
          pendingRatings: [
            {
              __typename: 'PendingRating',
              missionId: '12',
              missionTitle: 'Data engineer Spark',
              finishedAt: '2026-10-01',
              overdue: false,
            },
          ],
        },
      },
    },
    {
      request: { query: QUALIFICATION_REQUEST, variables: { id: '7' } },
      result: {
        data: {
          freelance: { __typename: 'Freelance', id: '7', canAskForQualification: false, qualificationRequested: false },
        },
      },
    },
    {
      request: { query: RECOMMENDED_MISSIONS, variables: { limit: 3 } },
      result: { data: { recommendedMissions: [] } },
    },
  ];
}

function renderDashboard(ratingsDelay: number) {
  return render(
    <MockedProvider mocks={mocks(ratingsDelay)}>
      <IntlProvider locale="fr-FR" messages={fr}>
        <MantineProvider>
          <SessionContext.Provider value={{ user, loading: false }}>
            <MemoryRouter>
              <FreelancerDashboardPage />
            </MemoryRouter>
          </SessionContext.Provider>
        </MantineProvider>
      </IntlProvider>
    </MockedProvider>,
  );
}

describe('the freelancer dashboard', () => {
  it('shows a skeleton until its queries have answered, then its cards and alerts together', async () => {
    renderDashboard(600);
    expect(screen.getByText('Bonjour Julien !')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-skeleton')).toBeInTheDocument();
    // The overview has answered, the ratings not yet: nothing of the page's body shows.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(screen.getByTestId('dashboard-skeleton')).toBeInTheDocument();
    expect(screen.queryByText('Data engineer Spark')).toBeNull();
    expect(screen.queryByText(fr['availability.title'])).toBeNull();
    // All answered: the ratings alert and the cards below it come in the same render.
    expect(await screen.findByText('Data engineer Spark', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(fr['availability.title'])).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-skeleton')).toBeNull();
  });
});
