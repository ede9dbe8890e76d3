import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/messages';
import { FREELANCE_MODE_COUNTS, FREELANCES, TOGGLE_FREELANCE_FAVORITE } from './freelance-list-operations';
import type { FreelanceListFiltersInput, FreelanceListVariables } from './freelance-list-url';
import { FreelanceListView } from './freelance-list-view';

Element.prototype.scrollIntoView ??= () => {};

const freelance = (id: number, isFavorite = false) => ({
  __typename: 'FreelanceListItem',
  id: String(id),
  publicId: `ana-${id}`,
  firstName: 'Ana',
  lastName: `Martin${id}`,
  email: `ana${id}@demo.fr`,
  // The 52nd signed up alone and has not opened the confirmation link.
  emailConfirmed: id !== 52,
  profilePictureUrl: null,
  tagline: 'Data engineer',
  status: 'new',
  preUser: false,
  qualification: null,
  qualificationBadge: 'notQualified',
  retribution: 550,
  isAvailable: true,
  availabilityDate: null,
  isFavorite,
  skills: [{ __typename: 'FreelanceListSkill', id: '3', name: 'Python', duration: 5 }],
  updatedAt: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-10-01T10:00:00.000Z',
});

const noFilters: FreelanceListFiltersInput = {
  text: null,
  skillIds: null,
  statuses: null,
  qualifications: null,
  acquisitionSources: null,
  availableBy: null,
};
const base: FreelanceListVariables = {
  mode: 'all',
  filters: noFilters,
  sort: 'updatedAt',
  direction: 'desc',
  offset: 0,
  limit: 25,
};

function listMock(variables: FreelanceListVariables, count: number, ids: number[], favorite = false): MockedResponse {
  return {
    request: { query: FREELANCES, variables },
    result: {
      data: {
        freelances: { __typename: 'FreelanceListPage', count, items: ids.map((id) => freelance(id, favorite)) },
      },
    },
    maxUsageCount: 5,
  };
}

const modeCounts = { favorites: 2, all: 140, archived: 3, new: 12, onMission: 4, preUsers: 9, users: 128, toReview: 7 };
function countsMock(filters: FreelanceListFiltersInput): MockedResponse {
  return {
    request: { query: FREELANCE_MODE_COUNTS, variables: { filters } },
    result: {
      data: {
        freelanceModeCounts: Object.entries(modeCounts).map(([mode, count]) => ({
          __typename: 'FreelanceModeCount',
          mode,
          count,
        })),
      },
    },
    maxUsageCount: 10,
  };
}

const wait = (ms = 0) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

async function renderAt(path: string, mocks: MockedResponse[]) {
  const router = createMemoryRouter([{ path: '/backoffice/freelancers', element: <FreelanceListView /> }], {
    initialEntries: [path],
  });
  render(
    <MockedProvider mocks={mocks}>
      <IntlProvider locale="fr-FR" messages={fr}>
        <MantineProvider>
          <RouterProvider router={router} />
        </MantineProvider>
      </IntlProvider>
    </MockedProvider>,
  );
  await wait(20);
  return router;
}

describe('the back-office freelancers list', { timeout: 20_000 }, () => {
  it('asks for the mode, filters and page the URL names, with the tab counters', async () => {
    const filters = { ...noFilters, text: 'ana', statuses: ['new' as const] };
    await renderAt('/backoffice/freelancers?mode=to-review&q=ana&st=new&page=2&limit=50', [
      countsMock(filters),
      listMock({ ...base, mode: 'toReview', filters, offset: 50, limit: 50 }, 120, [51, 52]),
    ]);
    expect(await screen.findByText('Ana Martin51')).toBeInTheDocument();
    expect(screen.getAllByTestId('freelance-row')).toHaveLength(2);
    const [confirmed, unconfirmed] = screen.getAllByTestId('freelance-row');
    expect(unconfirmed).toHaveTextContent('E-mail non confirmé');
    expect(confirmed).not.toHaveTextContent('E-mail non confirmé');
    expect(screen.getByText('120 freelances')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /À revoir/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /À revoir/ }).textContent).toContain('7');
    expect(screen.getByRole('tab', { name: /Tous/ }).textContent).toContain('99+');
    expect(screen.getByLabelText('Recherche')).toHaveValue('ana');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the filters and goes back to page 1 on a new tab, and writes the sort in the URL', async () => {
    const filters = { ...noFilters, text: 'ana' };
    const router = await renderAt('/backoffice/freelancers?q=ana&page=2', [
      countsMock(filters),
      listMock({ ...base, filters, offset: 25 }, 40, [26]),
      listMock({ ...base, mode: 'onMission', filters }, 1, [7]),
      listMock({ ...base, mode: 'onMission', filters, sort: 'name', direction: 'asc' }, 1, [7]),
    ]);
    await screen.findByText('Ana Martin26');
    fireEvent.click(screen.getByRole('tab', { name: /En mission/ }));
    await wait(20);
    expect(router.state.location.search).toBe('?mode=on-mission&q=ana');
    expect(await screen.findByText('Ana Martin7')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Trier par Freelance' }));
    await wait(20);
    expect(router.state.location.search).toBe('?mode=on-mission&q=ana&sort=name');
  });

  it('stars a freelancer: the star flips and stays so once the list is read again', async () => {
    // The list as the server gives it before the star, then after (read again once starred).
    await renderAt('/backoffice/freelancers', [
      countsMock(noFilters),
      { ...listMock(base, 1, [5]), maxUsageCount: 1 },
      listMock(base, 1, [5], true),
      {
        request: { query: TOGGLE_FREELANCE_FAVORITE, variables: { freelanceId: '5' } },
        result: { data: { toggleFreelanceFavorite: true } },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter Ana Martin5 à mes favoris' }));
    await wait(50);
    const star = await screen.findByRole('button', { name: 'Retirer Ana Martin5 de mes favoris' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await wait(50);
    expect(screen.getByRole('button', { name: 'Retirer Ana Martin5 de mes favoris' })).toBeInTheDocument();
  });

  it('explains an empty favourites tab', async () => {
    await renderAt('/backoffice/freelancers?mode=favorites', [
      countsMock(noFilters),
      listMock({ ...base, mode: 'favorites' }, 0, []),
    ]);
    expect(await screen.findByText(/Ajoutez des freelances à vos favoris/)).toBeInTheDocument();
    expect(screen.getByText('Aucun freelance')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réinitialiser les filtres' })).not.toBeInTheDocument();
  });

  it('offers to clear the filters that found nobody, and keeps the tab', async () => {
    const filters = { ...noFilters, text: 'zzz', statuses: ['banned' as const] };
    const router = await renderAt('/backoffice/freelancers?mode=new&q=zzz&st=banned&limit=50', [
      countsMock(filters),
      listMock({ ...base, mode: 'new', filters, limit: 50 }, 0, []),
      countsMock(noFilters),
      listMock({ ...base, mode: 'new', limit: 50 }, 1, [7]),
    ]);
    expect(await screen.findByText(/Aucun freelance ne correspond à ces filtres/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser les filtres' }));
    await wait(20);
    expect(router.state.location.search).toBe('?mode=new&limit=50');
    expect(await screen.findByText('Ana Martin7')).toBeInTheDocument();
  });
});
